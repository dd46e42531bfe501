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
    // Beside the search box the logo (and its badge) keep at most 40 % of a phone's width.
    maxWidth: '40%',
    flexShrink: 0,
    paddingInline: space[1],
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
    fontSize: fontSize.body,
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

/** The search results, below the search box. */
export const popup = style(
  inComponentsLayer({
    position: 'absolute',
    insetInline: 0,
    top: `calc(100% + ${space[1]})`,
    zIndex: vars.zIndex.dropdown,
    maxHeight: '60dvh',
    overflowY: 'auto',
    padding: space[1],
    backgroundColor: color.surface,
    border: `1px solid ${color.border}`,
    borderRadius: radius.lg,
    boxShadow: vars.shadow.lg,
    selectors: { '&[hidden]': { display: 'none' } },
  }),
  'topBarSearchPopup',
);

export const results = style(
  inComponentsLayer({ listStyle: 'none', margin: 0, padding: 0 }),
  'topBarSearchResults',
);

export const result = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    paddingBlock: space[2],
    paddingInline: space[3],
    borderRadius: radius.md,
    cursor: 'pointer',
    selectors: {
      '&:hover': { backgroundColor: color.bgMuted },
      '&[aria-selected="true"]': {
        backgroundColor: color.primarySubtle,
        color: color.primaryFg,
        outline: `2px solid ${color.focusRing}`,
        outlineOffset: -2,
      },
    },
  }),
  'topBarSearchResult',
);

export const resultLabel = style(
  inComponentsLayer({ fontWeight: vars.fontWeight.medium }),
  'topBarSearchResultLabel',
);

export const resultDescription = style(
  inComponentsLayer({ fontSize: fontSize.body, color: color.fgMuted }),
  'topBarSearchResultDescription',
);

export const none = style(
  inComponentsLayer({ margin: 0, paddingBlock: space[2], paddingInline: space[3], color: color.fgMuted }),
  'topBarSearchNone',
);

export const srOnly = style(
  inComponentsLayer({
    position: 'absolute',
    width: 1,
    height: 1,
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  }),
  'topBarSrOnly',
);
