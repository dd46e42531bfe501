import { addActivityRelatedRecord } from '@faena/api-client';

/**
 * A start from an activity's occurrence (`?activity={publicId}&occurrence={recurrenceId}`, the
 * activity page's link): the new execution is recorded as that occurrence's related record
 * (SPEC 3), so the activity shows what was done for it. The start stands even if recording
 * fails: the execution exists either way, and the occurrence can still be completed by hand.
 */
export async function recordActivityOrigin(search: string, executionId: string): Promise<void> {
  const params = new URLSearchParams(search);
  const publicId = params.get('activity');
  const recurrenceId = params.get('occurrence');
  if (!publicId || !recurrenceId) return;
  await addActivityRelatedRecord({
    path: { publicId, recurrenceId },
    body: { contentTypeModel: 'workflow_execution', objectId: executionId },
  }).catch(() => undefined);
}
