import {
  deleteNotification,
  getNotificationsInbox,
  markNotificationAsRead,
  type Notification,
  type NotificationInbox,
  unwrap,
} from '@faena/api-client';
import { getNotificationsInboxQueryKey } from '@faena/api-client/query';
import { useToast } from '@faena/ui';
import { type QueryKey, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { canSeeNotifications } from '@/platform/permissions';
import { isSessionError } from '@/platform/session/auth-failures';
import { useSession } from '@/platform/session/session';
import { useSiteConfig } from '@/platform/site-config';
import {
  type InboxPages,
  markReadInPages,
  NOTIFICATIONS_PAGE_SIZE,
  nextPageNumber,
  removeFromPages,
  unreadOf,
} from './inbox-cache';

/** Every inbox query (all people and pages): what the stream invalidates. */
export const inboxQueryRoot = (): QueryKey => getNotificationsInboxQueryKey();

/** One person's inbox, all its pages. */
export const inboxQueryKey = (personId: string | null): QueryKey => [...inboxQueryRoot(), personId];

/** Whether the signed-in person may see notifications (SPEC 6: VIEW_NOTIFICATIONS), and who. */
export function useNotificationsAccess(): { personId: string | null; allowed: boolean } {
  const { session } = useSession();
  const permissions = useSiteConfig().data?.permissions;
  const personId = session.status === 'signedIn' ? session.person.id : null;
  return {
    personId,
    allowed: personId !== null && permissions !== undefined && canSeeNotifications(permissions),
  };
}

/** The inbox (SPEC 7): newest first, 20 per page, more pages on demand. */
export function useNotificationsInbox() {
  const { personId, allowed } = useNotificationsAccess();
  return useInfiniteQuery<NotificationInbox, Error, InboxPages, QueryKey, number>({
    queryKey: inboxQueryKey(personId),
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        getNotificationsInbox({
          query: { pageNumber: pageParam, pageSize: NOTIFICATIONS_PAGE_SIZE },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageNumber,
    enabled: allowed,
  });
}

/** Unread notifications for the bell and the top bar (0 without the permission or data). */
export function useUnreadCount(): number {
  return unreadOf(useNotificationsInbox().data);
}

/** Flattened notifications of the loaded pages. */
export function inboxItems(data: InboxPages | undefined): Notification[] {
  return data?.pages.flatMap((page) => page.results) ?? [];
}

type Change = 'read' | 'delete';

/**
 * Mark as read or delete (SPEC 4): the inbox changes at once, and goes back as it was, with an
 * error toast, when the server refuses.
 */
function useOptimisticChange(change: Change) {
  const { t } = useTranslation('notifications');
  const toast = useToast();
  const queryClient = useQueryClient();
  const { personId } = useNotificationsAccess();
  const key = inboxQueryKey(personId);
  const apply = change === 'read' ? markReadInPages : removeFromPages;

  return useMutation({
    mutationFn: async (id: string) => {
      if (change === 'read') await unwrap(markNotificationAsRead({ path: { id } }));
      else await unwrap(deleteNotification({ path: { id } }));
    },
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<InboxPages>(key);
      queryClient.setQueryData<InboxPages>(key, (data) => apply(data, id));
      return { previous };
    },
    onError: (error, _id, context) => {
      queryClient.setQueryData(key, context?.previous);
      if (isSessionError(error)) return;
      toast.show({
        tone: 'error',
        title: t(change === 'read' ? 'readFailed' : 'deleteFailed'),
        closable: true,
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export const useMarkNotificationRead = () => useOptimisticChange('read');
export const useDeleteNotification = () => useOptimisticChange('delete');
