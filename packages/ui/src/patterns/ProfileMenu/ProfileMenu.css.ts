import { style } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { vars } from '../../theme/theme.css.ts';

const { color, space, radius, fontSize, fontWeight, lineHeight } = vars;

export const trigger = style(
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: 0,
    border: 0,
    borderRadius: radius.full,
    backgroundColor: 'transparent',
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: 2 },
      '&:hover': { boxShadow: `0 0 0 3px ${color.primarySubtle}` },
    },
  }),
  'profileMenuTrigger',
);

export const header = style(
  inComponentsLayer({
    display: 'flex',
    alignItems: 'center',
    gap: space[3],
    padding: `${space[2]} ${space[3]}`,
    minWidth: '14rem',
    maxWidth: '20rem',
  }),
  'profileMenuHeader',
);

export const identity = style(
  inComponentsLayer({ display: 'flex', flexDirection: 'column', minWidth: 0, lineHeight: lineHeight.snug }),
  'profileMenuIdentity',
);

export const name = style(
  inComponentsLayer({
    fontSize: fontSize.body,
    fontWeight: fontWeight.semibold,
    color: color.fg,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  }),
  'profileMenuName',
);

export const email = style(
  inComponentsLayer({
    fontSize: fontSize.caption,
    fontWeight: fontWeight.regular,
    color: color.fgMuted,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  }),
  'profileMenuEmail',
);
