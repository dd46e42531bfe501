import type { Notification } from '@faena/api-client';
import { CheckIcon, EmptyState, IconButton, PageHeader, TrashIcon } from '@faena/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotFoundPage } from '@/platform/errors/NotFoundPage';
import { ListLoadError, ListSkeleton, LoadMore } from '@/platform/list-states';
import { useSiteConfig } from '@/platform/site-config';
import {
  inboxItems,
  useDeleteNotification,
  useMarkNotificationRead,
  useNotificationsAccess,
  useNotificationsInbox,
} from './inbox';
import { unreadOf } from './inbox-cache';
import { NotificationPermissionNotice } from './NotificationPermissionNotice';
import { useNotificationText } from './notification-text';
import { UnreadDot } from './UnreadDot';

/** /notifications (SPEC 2.2, 7): the inbox, 20 at a time, newest first. */
export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const { allowed } = useNotificationsAccess();
  /** The person's permissions are known (the site config loaded or failed). */
  const loaded = !useSiteConfig().isPending;
  const inbox = useNotificationsInbox();

  if (loaded && !allowed) return <NotFoundPage />;
  const unread = unreadOf(inbox.data);
  const items = inboxItems(inbox.data);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4 sm:p-6">
      <PageHeader
        title={t('title')}
        description={unread > 0 ? t('unreadCount', { count: unread }) : undefined}
      >
        <NotificationPermissionNotice />
      </PageHeader>
      {!loaded || inbox.isPending ? (
        <ListSkeleton label={t('loading')} />
      ) : inbox.isError ? (
        <ListLoadError message={t('loadError')} onRetry={() => void inbox.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={t('empty')} description={t('emptyHint')} />
      ) : (
        <>
          <ul aria-label={t('title')} className="flex flex-col gap-2">
            {items.map((notification) => (
              <NotificationRow key={notification.id} notification={notification} />
            ))}
          </ul>
          <LoadMore
            pages={inbox}
            texts={{
              loadMore: t('loadMore'),
              loadingMore: t('loadingMore'),
              allLoaded: t('allLoaded'),
              loadError: t('loadError'),
            }}
          />
        </>
      )}
    </div>
  );
}

function NotificationRow({ notification }: { notification: Notification }) {
  const { t } = useTranslation('notifications');
  const text = useNotificationText()(notification);
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const unread = !notification.read;
  const title = <span className={unread ? 'font-semibold' : ''}>{text.title}</span>;

  return (
    <li
      className={`flex items-start gap-3 rounded-lg border border-border px-3 py-2.5 ${unread ? 'bg-surface' : 'bg-bg-subtle'}`}
    >
      <UnreadDot unread={unread} className="mt-2" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="text-caption text-fg-muted">{text.heading}</span>
        {text.href ? (
          <Link
            to={text.href}
            className="break-words underline-offset-2 hover:underline"
            onClick={() => unread && markRead.mutate(notification.id)}
          >
            {title}
          </Link>
        ) : (
          <span className="break-words">{title}</span>
        )}
        <span className="text-caption text-fg-muted">
          <time dateTime={notification.created_at} title={text.whenFull}>
            {text.when}
          </time>
        </span>
      </div>
      <div className="flex shrink-0 gap-1">
        {unread ? (
          <IconButton
            size="sm"
            label={t('markReadNamed', { title: text.title })}
            title={t('markRead')}
            icon={<CheckIcon />}
            onClick={() => markRead.mutate(notification.id)}
          />
        ) : null}
        <IconButton
          size="sm"
          label={t('deleteNamed', { title: text.title })}
          title={t('delete')}
          icon={<TrashIcon />}
          onClick={() => remove.mutate(notification.id)}
        />
      </div>
    </li>
  );
}
