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

/** How pictures reach the server's temporary storage; null while uploads are not available. */
export function useUploadToServer(): UploadToServer | null {
  return null;
}
