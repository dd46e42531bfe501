import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { backdrop } from '../../theme/backdrop.css.ts';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { componentsLayer } from '../../theme/layers.css.ts';
import { vars } from '../../theme/theme.css.ts';

const { color, space, radius, shadow, fontSize, fontWeight, lineHeight, zIndex, duration, easing } = vars;

export const root = style(
  inComponentsLayer({
    backgroundColor: color.surface,
    borderTop: `1px solid ${color.border}`,
    paddingBottom: 'env(safe-area-inset-bottom)',
  }),
  'bottomTabBar',
);

export const fixed = style(
  inComponentsLayer({ position: 'fixed', insetInline: 0, bottom: 0, zIndex: zIndex.fixed }),
  'bottomTabBarFixed',
);

/** SPEC 2.3 / 9: three columns. */
export const list = style(
  inComponentsLayer({
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    listStyle: 'none',
    margin: 0,
    padding: 0,
  }),
  'bottomTabBarList',
);

export const tab = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: space[1],
    width: '100%',
    minHeight: '3.5rem',
    paddingBlock: space[2],
    paddingInline: space[1],
    border: 0,
    backgroundColor: 'transparent',
    color: color.fgMuted,
    fontFamily: 'inherit',
    fontSize: fontSize.caption,
    fontWeight: fontWeight.medium,
    lineHeight: lineHeight.tight,
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&:hover': { color: color.fg, backgroundColor: color.bgSubtle },
      '&:focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: -2 },
      '&[aria-current="page"], &[data-active="true"]': {
        color: color.primaryFg,
        fontWeight: fontWeight.semibold,
      },
    },
  }),
  'bottomTabBarTab',
);

export const tabIcon = style(
  inComponentsLayer({ display: 'inline-flex', fontSize: '1.375rem' }),
  'bottomTabBarIcon',
);

export const tabLabel = style(
  inComponentsLayer({ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
  'bottomTabBarLabel',
);

const slideUp = keyframes({
  from: { transform: 'translateY(1rem)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});
const reducedMotion = '(prefers-reduced-motion: reduce)';

/** The shared backdrop (theme/backdrop.css.ts). */
export const overlay = backdrop;

export const sheet = style(
  inComponentsLayer({
    position: 'fixed',
    insetInline: 0,
    bottom: 0,
    zIndex: zIndex.modal,
    maxHeight: '85dvh',
    overflowY: 'auto',
    padding: space[4],
    paddingBottom: `max(${space[4]}, env(safe-area-inset-bottom))`,
    backgroundColor: color.surface,
    color: color.fg,
    borderTopLeftRadius: radius.xl,
    borderTopRightRadius: radius.xl,
    boxShadow: shadow.xl,
    animation: `${slideUp} ${duration.normal} ${easing.enter}`,
    selectors: { '&:focus': { outline: 'none' } },
    '@media': { [reducedMotion]: { animation: 'none' } },
  }),
  'bottomTabBarSheet',
);

export const sheetHeader = style(
  inComponentsLayer({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: space[3],
    marginBottom: space[3],
  }),
  'bottomTabBarSheetHeader',
);

export const sheetTitle = style(
  inComponentsLayer({ margin: 0, fontSize: fontSize.sectionTitle, fontWeight: fontWeight.semibold }),
  'bottomTabBarSheetTitle',
);

export const grid = style(
  inComponentsLayer({
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: space[2],
    listStyle: 'none',
    margin: 0,
    padding: 0,
  }),
  'bottomTabBarGrid',
);

export const gridTab = style(
  inComponentsLayer({ borderRadius: radius.lg, border: `1px solid ${color.border}` }),
  'bottomTabBarGridTab',
);

/** In the overlay grid a long name (a workflow type's) wraps instead of being cut. */
globalStyle(`${gridTab} ${tabLabel}`, {
  '@layer': { [componentsLayer]: { whiteSpace: 'normal', overflowWrap: 'anywhere', textAlign: 'center' } },
});
