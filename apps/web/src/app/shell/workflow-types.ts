import { listMyWorkflowTypesOptions } from '@faena/api-client/query';
import { useQuery } from '@tanstack/react-query';
import { perPerson } from '@/platform/api';
import { useSession } from '@/platform/session/session';

/** The workflow types of the signed-in person (one bottom tab each). */
export function useMyWorkflowTypes() {
  const { session } = useSession();
  const personId = session.status === 'signedIn' ? session.person.id : null;
  return useQuery({
    ...perPerson(listMyWorkflowTypesOptions(), personId),
    enabled: personId !== null,
    staleTime: 5 * 60_000,
  });
}
