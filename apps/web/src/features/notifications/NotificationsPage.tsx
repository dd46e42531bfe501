import type { Notification } from '@faena/api-client';
import { Button, CheckIcon, EmptyState, IconButton, PageHeader, TrashIcon } from '@faena/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotFoundPage } from '@/platform/errors/NotFoundPage';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
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
            hasMore={inbox.hasNextPage}
            loading={inbox.isFetchingNextPage}
            failed={inbox.isFetchNextPageError}
            onLoad={() => void inbox.fetchNextPage()}
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

/** More on scroll (when the end of the list comes into view) and with a button, for keyboards. */
function LoadMore({
  hasMore,
  loading,
  failed,
  onLoad,
}: {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoad: () => void;
}) {
  const { t } = useTranslation('notifications');
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoad);
  load.current = onLoad;
  const active = hasMore && !loading && !failed;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !active || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [active]);

  if (!hasMore) return <p className="py-2 text-center text-body text-fg-muted">{t('allLoaded')}</p>;
  return (
    <div ref={sentinel} className="flex flex-col items-center gap-2 py-2">
      {failed ? <p role="alert">{t('loadError')}</p> : null}
      <Button variant="secondary" onClick={onLoad} disabled={loading}>
        {loading ? t('loadingMore') : t('loadMore')}
      </Button>
    </div>
  );
}
