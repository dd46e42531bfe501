import { style } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { text } from '../../theme/text.ts';
import { vars } from '../../theme/theme.css.ts';

const { color, space, fontSize, fontWeight, lineHeight, radius, font } = vars;

/** Wider than other status cases: the steps and the details read as a column of their own. */
export const root = style(
  inComponentsLayer({ selectors: { '&[data-size="screen"]': { maxWidth: '40rem' } } }),
  'errorScreen',
);

export const steps = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: space[3],
    width: '100%',
    maxWidth: '36rem',
    margin: 0,
    paddingInlineStart: space[6],
    textAlign: 'start',
    ...text('body'),
  }),
  'errorScreenSteps',
);

export const step = style(inComponentsLayer({ paddingInlineStart: space[1] }), 'errorScreenStep');

export const stepAction = style(
  inComponentsLayer({ display: 'inline-flex', marginInlineStart: space[2], verticalAlign: 'middle' }),
  'errorScreenStepAction',
);

export const details = style(
  inComponentsLayer({
    width: '100%',
    maxWidth: '36rem',
    textAlign: 'start',
    border: `1px solid ${color.border}`,
    borderRadius: radius.md,
    backgroundColor: color.bgSubtle,
  }),
  'errorScreenDetails',
);

export const summary = style(
  inComponentsLayer({
    cursor: 'pointer',
    padding: `${space[2]} ${space[3]}`,
    ...text('label'),
    borderRadius: radius.md,
    selectors: { '&:focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: 2 } },
  }),
  'errorScreenSummary',
);

export const detailsBody = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: space[3],
    padding: `0 ${space[3]} ${space[3]}`,
  }),
  'errorScreenDetailsBody',
);

export const scroller = style(
  inComponentsLayer({
    width: '100%',
    maxHeight: '16rem',
    overflow: 'auto',
    padding: space[3],
    borderRadius: radius.sm,
    backgroundColor: color.surface,
    border: `1px solid ${color.border}`,
    selectors: { '&:focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: 2 } },
  }),
  'errorScreenScroller',
);

export const pre = style(
  inComponentsLayer({
    margin: 0,
    fontFamily: font.mono,
    fontSize: fontSize.caption,
    lineHeight: lineHeight.normal,
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
    color: color.fg,
  }),
  'errorScreenPre',
);

export const support = style(
  inComponentsLayer({ margin: 0, ...text('body'), color: color.fgMuted }),
  'errorScreenSupport',
);

export const supportLink = style(
  inComponentsLayer({
    color: color.primaryFg,
    fontWeight: fontWeight.semibold,
    textDecoration: 'underline',
    borderRadius: radius.sm,
    selectors: { '&:focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: 2 } },
  }),
  'errorScreenSupportLink',
);
