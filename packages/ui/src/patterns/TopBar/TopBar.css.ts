import { style } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { vars } from '../../theme/theme.css.ts';

const { color, space, radius, fontSize, zIndex } = vars;

export const root = style(
  inComponentsLayer({
    position: 'sticky',
    top: 0,
    zIndex: zIndex.sticky,
    display: 'flex',
    alignItems: 'center',
    gap: space[2],
    minHeight: '3.5rem',
    paddingInline: space[2],
    paddingBlock: space[2],
    backgroundColor: color.surface,
    color: color.fg,
    borderBottom: `1px solid ${color.border}`,
  }),
  'topBar',
);

export const brand = style(
  inComponentsLayer({
    display: 'flex',
    alignItems: 'center',
    gap: space[2],
    minWidth: 0,
    paddingInline: space[2],
  }),
  'topBarBrand',
);

export const spacer = style(inComponentsLayer({ flex: 1 }), 'topBarSpacer');

export const search = style(
  inComponentsLayer({ position: 'relative', flex: 1, minWidth: 0, margin: 0 }),
  'topBarSearch',
);

export const searchIcon = style(
  inComponentsLayer({
    position: 'absolute',
    insetInlineStart: space[3],
    top: '50%',
    transform: 'translateY(-50%)',
    display: 'inline-flex',
    fontSize: vars.size.icon,
    color: color.fgMuted,
    pointerEvents: 'none',
  }),
  'topBarSearchIcon',
);

export const searchInput = style(
  inComponentsLayer({
    width: '100%',
    height: '2.5rem',
    paddingInlineStart: `calc(${space[3]} + ${vars.size.icon} + ${space[2]})`,
    paddingInlineEnd: space[3],
    border: `1px solid ${color.border}`,
    borderRadius: radius.full,
    backgroundColor: color.bgSubtle,
    color: color.fg,
    fontFamily: 'inherit',
    fontSize: fontSize.base,
    selectors: {
      '&::placeholder': { color: color.fgMuted },
      '&:focus-visible': {
        outline: `2px solid ${color.focusRing}`,
        outlineOffset: 1,
        backgroundColor: color.surface,
      },
    },
  }),
  'topBarSearchInput',
);

export const actions = style(
  inComponentsLayer({ display: 'flex', alignItems: 'center', gap: space[1], flexShrink: 0 }),
  'topBarActions',
);

export const avatarLink = style(
  inComponentsLayer({
    display: 'inline-flex',
    borderRadius: radius.full,
    marginInlineStart: space[1],
    selectors: { '&:focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: 2 } },
  }),
  'topBarAvatarLink',
);
