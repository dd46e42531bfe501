import { text, vars } from '@faena/ui';
import { mediaUp } from '@faena/ui/tokens';
import { style } from '@vanilla-extract/css';

const { color, space, radius, duration, easing } = vars;
const desktop = mediaUp('lg');

/** Phones: the strip spans the width. Desktop: compact and left-aligned. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  minWidth: 0,
  '@media': { [desktop]: { maxWidth: '26rem' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[2],
  minWidth: 0,
});

export const monthLabel = style({
  ...text('sectionTitle'),
  display: 'block',
  flex: '1 1 auto',
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
  color: color.fg,
  selectors: { '&::first-letter': { textTransform: 'uppercase' } },
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[1],
  flexShrink: 0,
});

/** 40 px touch targets on phones, the compact 32 px on desktop. */
export const navButton = style({
  width: '2.5rem',
  height: '2.5rem',
  '@media': { [desktop]: { width: '2rem', height: '2rem' } },
});

export const todayButton = style({
  minHeight: '2.5rem',
  '@media': { [desktop]: { minHeight: '2rem' } },
});

export const days = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  gap: space[1],
  margin: 0,
  padding: 0,
  '@media': {
    [desktop]: { gridTemplateColumns: 'repeat(7, 3.25rem)', justifyContent: 'start' },
  },
});

export const day = style({
  position: 'relative',
  appearance: 'none',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.125rem',
  minWidth: 0,
  minHeight: '3.5rem',
  margin: 0,
  padding: `${space[1]} 0`,
  border: '1px solid transparent',
  borderRadius: radius.lg,
  backgroundColor: 'transparent',
  color: color.fgMuted,
  font: 'inherit',
  cursor: 'pointer',
  transitionProperty: 'background-color, color, border-color',
  transitionDuration: duration.fast,
  transitionTimingFunction: easing.standard,
  WebkitTapHighlightColor: 'transparent',
  '@media': {
    [desktop]: { minHeight: '3rem' },
    '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
  },
  selectors: {
    '&:hover': { backgroundColor: color.bgMuted, color: color.fg },
    '&:focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: '2px' },
    '&[data-today="true"]': { borderColor: color.border },
    '&[aria-checked="true"]': {
      backgroundColor: color.primary,
      borderColor: color.primary,
      color: color.onPrimary,
    },
    '&[aria-checked="true"]:hover': {
      backgroundColor: color.primaryHover,
      borderColor: color.primaryHover,
      color: color.onPrimary,
    },
  },
});

export const weekday = style({
  ...text('caption'),
  color: 'inherit',
});

export const dayNumber = style({
  ...text('sectionTitle'),
  fontVariantNumeric: 'tabular-nums',
  color: color.fg,
  selectors: {
    [`${day}[data-today="true"] &`]: { color: color.primaryFg },
    [`${day}[aria-checked="true"] &`]: { color: 'inherit' },
  },
});

/** Today's dot under the number; the other days keep the room so every button is as tall. */
export const todayDot = style({
  width: '0.25rem',
  height: '0.25rem',
  borderRadius: radius.full,
  backgroundColor: color.primary,
  visibility: 'hidden',
  selectors: {
    [`${day}[data-today="true"] &`]: { visibility: 'visible' },
    [`${day}[aria-checked="true"] &`]: { backgroundColor: 'currentColor' },
  },
});
