import {
  type Activity,
  type ActivityOccurrence,
  cancelActivityOccurrence,
  completeActivityOccurrence,
  createActivity,
  createActivityFeed,
  revokeActivityFeed,
  unwrap,
  updateActivity,
} from '@faena/api-client';
import {
  getActivityFeedOptions,
  getActivityFeedQueryKey,
  getActivityOccurrenceOptions,
  getActivityOptions,
  listActivityOccurrencesOptions,
  listActivityOccurrencesQueryKey,
} from '@faena/api-client/query';
import { type QueryClient, useQuery } from '@tanstack/react-query';

export type { Activity, ActivityOccurrence };
export type ActivityInput = Parameters<typeof createActivity>[0]['body'];

/** The person's occurrences on one day, in their zone (with the available ones when asked). */
export const useDay = (date: string, timeZone: string, available: boolean) =>
  useQuery(
    listActivityOccurrencesOptions({
      query: { from: date, timeZone, ...(available ? { available: true } : {}) },
    }),
  );

export const useOccurrence = (publicId: string, recurrenceId: string) =>
  useQuery(getActivityOccurrenceOptions({ path: { publicId, recurrenceId } }));

export const useActivity = (publicId: string | undefined) =>
  useQuery({ ...getActivityOptions({ path: { publicId: publicId ?? '' } }), enabled: Boolean(publicId) });

export const useFeed = () => useQuery(getActivityFeedOptions());

/** Every day list, refreshed after an occurrence or an activity changes. */
export const invalidateDays = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: (query) =>
      (query.queryKey[0] as { _id?: string } | undefined)?._id === 'listActivityOccurrences',
  });

export const closeOccurrence = (
  action: 'complete' | 'cancel',
  publicId: string,
  recurrenceId: string,
  description: string,
) =>
  unwrap(
    (action === 'complete' ? completeActivityOccurrence : cancelActivityOccurrence)({
      path: { publicId, recurrenceId },
      body: description.trim() ? { description: description.trim() } : {},
    }),
  );

export const saveActivity = (publicId: string | undefined, body: ActivityInput) =>
  unwrap(publicId ? updateActivity({ path: { publicId }, body }) : createActivity({ body }));

export const makeFeed = () => unwrap(createActivityFeed());
export const revokeFeed = () => unwrap(revokeActivityFeed());
export const feedKey = () => getActivityFeedQueryKey();
export { listActivityOccurrencesQueryKey };
