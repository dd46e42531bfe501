import { Button, Card, EmptyState, Skeleton } from '@faena/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { inboxItems, useMarkNotificationRead, useNotificationsInbox } from './inbox';
import { unreadOf } from './inbox-cache';
import { useNotificationText } from './notification-text';
import { UnreadDot } from './UnreadDot';

/** Notifications the home card shows; the page has the rest. */
export const HOME_CARD_SIZE = 4;

/** The home dashboard's notifications card: the latest few, the unread count, a link to all. */
export default function HomeNotificationsCard() {
  const { t } = useTranslation('notifications');
  const inbox = useNotificationsInbox();
  const markRead = useMarkNotificationRead();
  const textOf = useNotificationText();
  const unread = unreadOf(inbox.data);
  const items = inboxItems(inbox.data).slice(0, HOME_CARD_SIZE);

  return (
    <Card
      as="section"
      title={t('title')}
      titleAs="h2"
      description={unread > 0 ? t('unreadCount', { count: unread }) : undefined}
      actions={
        <Link to="/notifications" className="text-label text-primary-fg hover:underline">
          {t('seeAll')}
        </Link>
      }
    >
      {inbox.isPending ? (
        <div role="status" aria-label={t('loading')}>
          <Skeleton lines={3} />
        </div>
      ) : inbox.isError ? (
        <EmptyState
          kind="error"
          titleAs="h3"
          title={t('loadError')}
          action={
            <Button size="sm" variant="secondary" onClick={() => void inbox.refetch()}>
              {t('common:retry')}
            </Button>
          }
        />
      ) : items.length === 0 ? (
        <EmptyState titleAs="h3" title={t('empty')} description={t('emptyHint')} />
      ) : (
        <ul aria-label={t('latest')} className="-mx-2 flex flex-col">
          {items.map((notification) => {
            const text = textOf(notification);
            const content = (
              <>
                <UnreadDot unread={!notification.read} className="mt-1.5" />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span
                    className={`truncate text-body ${notification.read ? 'text-fg-muted' : 'font-medium text-fg'}`}
                  >
                    {text.title}
                  </span>
                  <span className="text-caption text-fg-muted">
                    {text.heading} ·{' '}
                    <time dateTime={notification.created_at} title={text.whenFull}>
                      {text.when}
                    </time>
                  </span>
                </span>
              </>
            );
            const row = 'flex items-start gap-2 rounded-md px-2 py-1.5';
            return (
              <li key={notification.id}>
                {text.href ? (
                  <Link
                    to={text.href}
                    className={`${row} hover:bg-bg-subtle`}
                    onClick={() => !notification.read && markRead.mutate(notification.id)}
                  >
                    {content}
                  </Link>
                ) : (
                  <div className={row}>{content}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
