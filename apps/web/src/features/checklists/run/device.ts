import { useAppContext } from '@/platform/context';
import { useSession } from '@/platform/session/session';
import type { UploadToServer } from './photos';

/** Whose drafts this device shows: the signed-in person of this organisation. */
export function useDeviceOwner(): { owner: string; personId: string } | null {
  const { session } = useSession();
  const { subdomain } = useAppContext();
  if (session.status !== 'signedIn') return null;
  return { owner: `${subdomain}/${session.person.id}`, personId: session.person.id };
}

/** The link a response keeps for a stored upload. */
export const downloadLink = (uploadId: string) => `/api/filepond/${encodeURIComponent(uploadId)}/download`;

/** How pictures reach the server's storage; null while uploads are not available. */
export function useUploadToServer(): UploadToServer | null {
  return null;
}
