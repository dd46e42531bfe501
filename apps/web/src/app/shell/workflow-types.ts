import { listMyWorkflowTypes as listMyWorkflowTypesCall, unwrap } from '@faena/api-client';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../auth/session';
import type { WorkflowTypeTab } from './navigation';

/** `GET /api/workflow-types/mine` (operation listMyWorkflowTypes): the user's workflow types. */
async function listMyWorkflowTypes(): Promise<WorkflowTypeTab[]> {
  return unwrap(listMyWorkflowTypesCall());
}

/** The workflow types of the signed-in person (one bottom tab each). */
export function useMyWorkflowTypes() {
  const { session } = useSession();
  const personId = session.status === 'signedIn' ? session.person.id : null;
  return useQuery({
    queryKey: ['workflow-types', 'mine', personId],
    queryFn: listMyWorkflowTypes,
    enabled: personId !== null,
    staleTime: 5 * 60_000,
  });
}
