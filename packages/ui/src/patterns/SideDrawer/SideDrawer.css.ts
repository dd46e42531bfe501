import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { backdrop } from '../../theme/backdrop.css.ts';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { vars } from '../../theme/theme.css.ts';

const { color, space, radius, shadow, fontSize, fontWeight, lineHeight, zIndex, duration, easing } = vars;

const reducedMotion = '(prefers-reduced-motion: reduce)';
const slideFromLeft = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(0)' },
});
const slideFromRight = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'translateX(0)' },
});

/** The shared backdrop (theme/backdrop.css.ts). */
export const overlay = backdrop;

export const content = style(
  inComponentsLayer({
    position: 'fixed',
    top: 0,
    bottom: 0,
    zIndex: zIndex.modal,
    display: 'flex',
    flexDirection: 'column',
    width: 'min(20rem, 85vw)',
    backgroundColor: color.surface,
    color: color.fg,
    boxShadow: shadow.xl,
    selectors: { '&:focus': { outline: 'none' } },
  }),
  'sideDrawer',
);

export const side = styleVariants(
  {
    left: {
      left: 0,
      animation: `${slideFromLeft} ${duration.normal} ${easing.enter}`,
      '@media': { [reducedMotion]: { animation: 'none' } },
    },
    right: {
      right: 0,
      animation: `${slideFromRight} ${duration.normal} ${easing.enter}`,
      '@media': { [reducedMotion]: { animation: 'none' } },
    },
  },
  inComponentsLayer,
  'sideDrawer',
);

export const header = style(
  inComponentsLayer({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: space[3],
    padding: `${space[3]} ${space[4]}`,
    borderBottom: `1px solid ${color.border}`,
  }),
  'sideDrawerHeader',
);

export const title = style(
  inComponentsLayer({
    margin: 0,
    fontSize: fontSize.sectionTitle,
    fontWeight: fontWeight.semibold,
    lineHeight: lineHeight.snug,
  }),
  'sideDrawerTitle',
);

export const body = style(
  inComponentsLayer({ flex: 1, minHeight: 0, overflowY: 'auto', padding: space[2] }),
  'sideDrawerBody',
);

export const list = style(
  inComponentsLayer({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: space[1],
  }),
  'sideDrawerList',
);

export const entry = style(
  inComponentsLayer({
    display: 'flex',
    alignItems: 'center',
    gap: space[3],
    width: '100%',
    minHeight: '2.75rem',
    paddingInline: space[3],
    border: 0,
    borderRadius: radius.md,
    backgroundColor: 'transparent',
    color: color.fg,
    fontFamily: 'inherit',
    fontSize: fontSize.body,
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&:hover': { backgroundColor: color.bgMuted },
      '&:focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: -2 },
      '&[aria-current="page"]': { color: color.primaryFg, backgroundColor: color.primarySubtle },
    },
  }),
  'sideDrawerEntry',
);

/** A section's own entries, indented below it; a divider after the sections. */
export const subList = style(
  inComponentsLayer({ marginBlockStart: space[1], paddingInlineStart: space[6] }),
  'sideDrawerSubList',
);

export const danger = style(inComponentsLayer({ color: color.dangerFg }), 'sideDrawerDanger');

export const entryIcon = style(
  inComponentsLayer({ display: 'inline-flex', fontSize: vars.size.icon, flexShrink: 0 }),
  'sideDrawerEntryIcon',
);

export const footer = style(
  inComponentsLayer({
    margin: 0,
    padding: `${space[3]} ${space[4]}`,
    borderTop: `1px solid ${color.border}`,
    fontSize: fontSize.body,
    color: color.fgMuted,
  }),
  'sideDrawerFooter',
);
