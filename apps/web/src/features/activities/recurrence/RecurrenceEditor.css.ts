import { text, vars } from '@faena/ui';
import { mediaUp } from '@faena/ui/tokens';
import { style } from '@vanilla-extract/css';

const { color, space, radius, font, fontSize, fontWeight, lineHeight, duration, easing } = vars;
const wide = mediaUp('sm');
const desktop = mediaUp('lg');

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  ...text('body'),
  fontWeight: fontWeight.medium,
  color: color.fg,
  padding: 0,
  marginBottom: space[2],
});

/** The settings rows, in one bordered card divided by hairlines. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
  backgroundColor: color.surface,
});

/** Label above the control on phones; label column and control column from `sm` up. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  gap: space[2],
  minWidth: 0,
  margin: 0,
  padding: space[3],
  border: 0,
  selectors: { '& + &': { borderTop: `1px solid ${color.border}` } },
  '@media': {
    [wide]: { gridTemplateColumns: '7.5rem minmax(0, 1fr)', columnGap: space[4] },
  },
});

/** The frequency row: its select does not need the whole width on a desktop. */
export const selectRow = style({
  '@media': {
    [wide]: { gridTemplateColumns: '7.5rem minmax(0, 16rem)', alignItems: 'center' },
  },
});

export const rowLabel = style({
  ...text('body'),
  fontWeight: fontWeight.medium,
  color: color.fg,
  padding: 0,
  '@media': { [wide]: { paddingTop: space[2] } },
});

/** The control column: the control, then its message. */
export const rowBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  minWidth: 0,
});

export const inline = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space[2],
  minWidth: 0,
});

/** Static text in a control column, lined up with the row's label. */
export const yearly = style({ '@media': { [wide]: { paddingTop: space[2] } } });

export const unit = style({ ...text('body'), color: color.fg });

export const numberInput = style({ width: '5rem', flexShrink: 0 });

export const dateInput = style({ width: '10.5rem', maxWidth: '100%', minWidth: 0 });

export const days = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space[1],
  minWidth: 0,
});

/** 40 px touch targets on phones, 32 px on a desktop. */
export const day = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  margin: 0,
  padding: 0,
  border: `1px solid ${color.border}`,
  borderRadius: radius.md,
  backgroundColor: color.surface,
  color: color.fgMuted,
  font: 'inherit',
  fontSize: fontSize.label,
  fontWeight: fontWeight.medium,
  cursor: 'pointer',
  transitionProperty: 'background-color, color, border-color',
  transitionDuration: duration.fast,
  transitionTimingFunction: easing.standard,
  WebkitTapHighlightColor: 'transparent',
  '@media': {
    [desktop]: { width: '2rem', height: '2rem' },
    '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
  },
  selectors: {
    '&:hover': { backgroundColor: color.bgMuted, color: color.fg },
    '&:focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: '2px' },
    '&[aria-pressed="true"]': {
      backgroundColor: color.primary,
      borderColor: color.primary,
      color: color.onPrimary,
    },
    '&[aria-pressed="true"]:hover': {
      backgroundColor: color.primaryHover,
      borderColor: color.primaryHover,
      color: color.onPrimary,
    },
  },
});

export const choices = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  minWidth: 0,
});

export const choice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: space[2],
  rowGap: space[1],
  minWidth: 0,
  minHeight: '2.5rem',
});

export const radio = style({
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
  margin: 0,
  accentColor: color.primary,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: 2 },
  },
});

export const choiceLabel = style({ ...text('body'), color: color.fg, cursor: 'pointer' });

export const note = style({ ...text('body'), margin: 0, color: color.fgMuted });

/** A live message that is always there, taking no room while empty. */
export const status = style({
  ...text('body'),
  margin: 0,
  color: color.fgMuted,
  selectors: { '&:not(:empty)': { marginTop: space[2] } },
});

export const fieldError = style({
  ...text('body'),
  margin: 0,
  fontWeight: fontWeight.medium,
  color: color.dangerFg,
});

/** A rule the editor cannot show: its text, read-only, and the way back to the controls. */
export const advanced = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: space[2],
  minWidth: 0,
  padding: space[3],
});

export const code = style({
  maxWidth: '100%',
  padding: `${space[1]} ${space[2]}`,
  borderRadius: radius.sm,
  backgroundColor: color.bgSubtle,
  color: color.fg,
  fontFamily: font.mono,
  fontSize: fontSize.caption,
  lineHeight: lineHeight.caption,
  overflowWrap: 'anywhere',
});

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  minWidth: 0,
});

export const summaryText = style({ ...text('body'), margin: 0, color: color.fg });

export const previewHeading = style({
  ...text('label'),
  margin: 0,
  color: color.fgMuted,
});

export const previewList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const previewItem = style({
  ...text('body'),
  color: color.fg,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({ ...text('caption'), margin: 0, color: color.fgMuted });

export const formError = style({
  ...text('body'),
  margin: 0,
  fontWeight: fontWeight.medium,
  color: color.dangerFg,
});
