import type { ComponentProps, MouseEvent } from 'react';
import { Badge, formatBadgeCount } from '../../components/Badge/Badge.tsx';
import { IconButton, iconButtonVariants } from '../../components/IconButton/IconButton.tsx';
import { BellIcon } from '../../components/Icons/Icons.tsx';
import { useUiText } from '../../i18n/UiTextProvider.tsx';
import { formatText } from '../format.ts';
import { defaultRenderLink, type RenderLink } from '../link.tsx';
import * as styles from './NotificationBell.css.ts';

/** SPEC 9: the unread badge is capped at 99+. */
export const UNREAD_BADGE_MAX = 99;

/** Button attributes pass through to the button form (so it can be a `DropdownMenu` trigger). */
export interface NotificationBellProps extends Omit<ComponentProps<'button'>, 'children' | 'onClick'> {
  /** Unread notifications; 0 or none shows no badge. Above `max` the badge reads '99+'. */
  unreadCount?: number;
  /** Largest count shown as is (default 99). */
  max?: number;
  /** With `href` the bell is a link (rendered by `renderLink`); without, a button. */
  href?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  renderLink?: RenderLink;
  /** `sm` 32px, `md` 40px (default), `lg` 48px. */
  size?: 'sm' | 'md' | 'lg';
  /** Marks the link as the current page (`aria-current="page"`). */
  current?: boolean;
  className?: string;
}

/** The accessible name: 'Notificaciones' or 'Notificaciones, 5 sin leer' ('99+' above the cap). */
export function useNotificationBellLabel(unreadCount: number | undefined, max = UNREAD_BADGE_MAX): string {
  const texts = useUiText();
  return unreadCount && unreadCount > 0
    ? formatText(texts.notificationBell.unread, { count: formatBadgeCount(unreadCount, max) })
    : texts.notificationBell.label;
}

/** SPEC 2.3: a bell with an unread badge, as a link (to the inbox) or a button (a dropdown trigger). */
export function NotificationBell({
  unreadCount,
  max = UNREAD_BADGE_MAX,
  href,
  onClick,
  renderLink = defaultRenderLink,
  size,
  current = false,
  className,
  ...rest
}: NotificationBellProps) {
  const label = useNotificationBellLabel(unreadCount, max);
  const badge = (
    <span aria-hidden="true" className={styles.badge} data-slot="badge">
      <Badge count={unreadCount ?? 0} max={max} tone="danger" />
    </span>
  );
  const hasBadge = Boolean(unreadCount && unreadCount > 0);

  if (href !== undefined) {
    return renderLink({
      href,
      className: iconButtonVariants({
        variant: 'ghost',
        size,
        className: [styles.root, className].join(' '),
      }),
      'aria-label': label,
      ...(current ? { 'aria-current': 'page' as const } : {}),
      ...(onClick ? { onClick } : {}),
      children: (
        <>
          <span className={styles.icon} aria-hidden="true">
            <BellIcon />
          </span>
          {hasBadge ? badge : null}
        </>
      ),
    });
  }
  return (
    <IconButton
      {...rest}
      label={label}
      icon={<BellIcon />}
      size={size}
      className={[styles.root, className].filter(Boolean).join(' ')}
      onClick={onClick}
    >
      {hasBadge ? badge : null}
    </IconButton>
  );
}
