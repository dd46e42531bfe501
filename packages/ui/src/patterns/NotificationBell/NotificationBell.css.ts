import { style } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { vars } from '../../theme/theme.css.ts';

export const root = style(
  inComponentsLayer({ position: 'relative', textDecoration: 'none' }),
  'notificationBell',
);

export const icon = style(
  inComponentsLayer({
    display: 'inline-flex',
    width: vars.size.icon,
    height: vars.size.icon,
    fontSize: vars.size.icon,
  }),
  'notificationBellIcon',
);

/** The unread badge sits on the bell's top-right corner. */
export const badge = style(
  inComponentsLayer({
    position: 'absolute',
    top: 0,
    insetInlineEnd: 0,
    // Mostly outside the button, so the bell stays visible under a wide '99+'.
    transform: 'translate(35%, -30%)',
    pointerEvents: 'none',
    boxShadow: `0 0 0 2px ${vars.color.surface}`,
  }),
  'notificationBellBadge',
);
