import {
  Button,
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  NotificationBell,
  Skeleton,
} from '@faena/ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { inboxItems, useMarkNotificationRead, useNotificationsInbox } from './inbox';
import { unreadOf } from './inbox-cache';
import { useNotificationText } from './notification-text';
import { UnreadDot } from './UnreadDot';

/** Notifications shown in the dropdown; the page has the rest. */
export const MENU_SIZE = 5;

/**
 * SPEC 2.3 desktop notifications dropdown: the bell with its unread badge (99+ cap) opens the
 * latest notifications; choosing one marks it read and opens its target; 'Ver todas' goes to
 * /notifications.
 */
export function NotificationsMenu({ href }: { href: string }) {
  const { t } = useTranslation('notifications');
  const inbox = useNotificationsInbox();
  const markRead = useMarkNotificationRead();
  const navigate = useNavigate();
  const textOf = useNotificationText();
  const items = inboxItems(inbox.data).slice(0, MENU_SIZE);

  return (
    <DropdownMenu
      className="w-[min(22rem,calc(100vw-2rem))]"
      trigger={<NotificationBell unreadCount={unreadOf(inbox.data)} />}
    >
      <DropdownMenuLabel>{t('latest')}</DropdownMenuLabel>
      {inbox.isPending ? (
        <div role="status" aria-label={t('loading')} className="flex flex-col gap-2 px-3 py-2">
          <Skeleton lines={3} />
        </div>
      ) : inbox.isError ? (
        <div className="flex flex-col items-start gap-2 px-3 py-2 text-body">
          <p role="alert">{t('loadError')}</p>
          <Button size="sm" variant="secondary" onClick={() => void inbox.refetch()}>
            {t('common:retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="px-3 py-2 text-body text-fg-muted">{t('empty')}</p>
      ) : (
        items.map((notification) => {
          const text = textOf(notification);
          return (
            <DropdownMenuItem
              key={notification.id}
              onSelect={() => {
                if (!notification.read) markRead.mutate(notification.id);
                if (text.href) void navigate(text.href);
              }}
            >
              <span className="flex min-w-0 flex-1 items-start gap-2">
                <UnreadDot unread={!notification.read} className="mt-1.5" />
                <span className="flex min-w-0 flex-col">
                  <span className={`truncate ${notification.read ? '' : 'font-semibold'}`}>{text.title}</span>
                  <span className="text-caption text-fg-muted">
                    <time dateTime={notification.created_at} title={text.whenFull}>
                      {text.when}
                    </time>
                  </span>
                </span>
              </span>
            </DropdownMenuItem>
          );
        })
      )}
      <DropdownMenuSeparator />
      <DropdownMenuItem asChild>
        <Link to={href}>{t('seeAll')}</Link>
      </DropdownMenuItem>
    </DropdownMenu>
  );
}
