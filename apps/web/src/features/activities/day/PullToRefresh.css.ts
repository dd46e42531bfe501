import { text, vars } from '@faena/ui';
import { createVar, style } from '@vanilla-extract/css';

const { color, space, duration, easing } = vars;
const reducedMotion = '(prefers-reduced-motion: reduce)';

/** How far the content sits below its place: follows the finger, holds room while refreshing. */
export const offset = createVar();

export const root = style({
  vars: { [offset]: '0px' },
  position: 'relative',
  minWidth: 0,
});

/** Revealed above the content as it is pulled down; in the flow when motion is reduced. */
export const indicator = style({
  position: 'absolute',
  insetInline: 0,
  top: 0,
  height: offset,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space[2],
  overflow: 'hidden',
  pointerEvents: 'none',
  ...text('label'),
  color: color.fgMuted,
  selectors: { [`${root}[data-phase="idle"] &`]: { display: 'none' } },
  '@media': {
    [reducedMotion]: { position: 'static', height: 'auto', paddingBlock: space[2] },
  },
});

export const arrow = style({
  display: 'inline-flex',
  fontSize: vars.size.icon,
  transitionProperty: 'transform',
  transitionDuration: duration.fast,
  transitionTimingFunction: easing.standard,
  selectors: { [`${root}[data-phase="ready"] &`]: { transform: 'rotate(180deg)' } },
  '@media': { [reducedMotion]: { transition: 'none' } },
});

/**
 * Moved only while a pull is on: a transform at rest would become the containing block of the
 * page's `position: fixed` elements.
 */
export const content = style({
  transform: 'none',
  transitionProperty: 'transform',
  transitionDuration: duration.normal,
  transitionTimingFunction: easing.standard,
  selectors: {
    [`${root}:not([data-phase="idle"]) &`]: { transform: `translateY(${offset})` },
    // Under the finger: no easing, it follows.
    [`${root}[data-phase="pulling"] &, ${root}[data-phase="ready"] &`]: { transitionDuration: '0s' },
  },
  '@media': { [reducedMotion]: { transform: 'none', transition: 'none' } },
});
