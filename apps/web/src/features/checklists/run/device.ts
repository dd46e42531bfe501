import { useAppContext } from '@/platform/context';
import { uploadBlob, uploadDownloadUrl } from '@/platform/files/uploader';
import { useSession } from '@/platform/session/session';
import type { UploadToServer } from './photos';

/** Whose drafts this device shows: the signed-in person of this organisation. */
export function useDeviceOwner(): { owner: string; personId: string } | null {
  const { session } = useSession();
  const { subdomain } = useAppContext();
  if (session.status !== 'signedIn') return null;
  return { owner: `${subdomain}/${session.person.id}`, personId: session.person.id };
}

/** Uploads a picture kept on the device and stores it; answers its download link. */
const uploadToServer: UploadToServer = async (blob, name, options) =>
  (await uploadBlob(blob, name, options)).url;

/** The link a response keeps for a stored upload. */
export const downloadLink = uploadDownloadUrl;

/** How pictures reach the server's storage (the platform's uploader). */
export function useUploadToServer(): UploadToServer | null {
  return uploadToServer;
}
