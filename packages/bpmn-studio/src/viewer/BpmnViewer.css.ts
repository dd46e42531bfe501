import { vars } from '@faena/ui';
import { globalStyle, style } from '@vanilla-extract/css';

const { color, space, radius, fontSize, fontWeight, shadow } = vars;

/**
 * Marker (canvas.addMarker) of the elements where executions wait now. A fixed class name so
 * hosts and tests can find the highlighted elements; the clock badge says the same in text.
 */
export const WAITING_MARKER = 'faena-execution-waiting';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  minWidth: 0,
  minHeight: 0,
  color: color.fg,
});

/** The diagram and its floating controls; fills what the host's className leaves. */
export const stage = style({
  position: 'relative',
  flex: '1 1 auto',
  minHeight: '12rem',
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
  backgroundColor: color.surface,
  overflow: 'hidden',
});

export const canvas = style({ position: 'absolute', inset: 0 });

globalStyle(`${canvas} svg:focus-visible`, {
  outline: `2px solid ${color.focusRing}`,
  outlineOffset: '-2px',
});

export const controls = style({
  position: 'absolute',
  margin: 0,
  minInlineSize: 0,
  insetBlockStart: space[2],
  insetInlineEnd: space[2],
  display: 'flex',
  alignItems: 'center',
  gap: space[1],
  padding: space[1],
  border: `1px solid ${color.border}`,
  borderRadius: radius.md,
  backgroundColor: color.surface,
  boxShadow: shadow.sm,
});

export const zoomLevel = style({
  minWidth: '3.5rem',
  textAlign: 'center',
  fontSize: fontSize.caption,
  fontVariantNumeric: 'tabular-nums',
  color: color.fgMuted,
});

/** Loading and error states cover the stage. */
export const state = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  padding: space[4],
  backgroundColor: color.surface,
  color: color.fg,
  overflow: 'auto',
});

export const errorTitle = style({ margin: 0, fontWeight: fontWeight.semibold, color: color.dangerFg });

export const errorDetail = style({
  margin: `${space[2]} 0 0`,
  whiteSpace: 'pre-wrap',
  fontSize: fontSize.body,
  color: color.fgMuted,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[2],
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: fontSize.body,
  color: color.fgMuted,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: space[1] });

/** The visible summary table scrolls inside the panel instead of pushing the diagram away. */
export const tableWrap = style({
  maxHeight: '40%',
  minHeight: 0,
  overflow: 'auto',
  ':focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: '2px' },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: fontSize.body,
});

export const caption = style({
  textAlign: 'start',
  padding: `${space[1]} 0`,
  fontWeight: fontWeight.semibold,
});

export const headerCell = style({
  textAlign: 'start',
  padding: `${space[1]} ${space[2]}`,
  borderBottom: `1px solid ${color.borderStrong}`,
  fontWeight: fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const numericHeaderCell = style([headerCell, { textAlign: 'end' }]);

export const cell = style({
  padding: `${space[1]} ${space[2]}`,
  textAlign: 'start',
  fontWeight: 'inherit',
  borderBottom: `1px solid ${color.border}`,
  verticalAlign: 'middle',
});

export const numericCell = style([cell, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }]);

export const elementButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: color.primaryFg,
  textAlign: 'start',
  textDecoration: 'underline',
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: '2px' },
});

// Badges on the diagram (overlays) and in the legend: text, not colour alone.
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.2em',
  minWidth: '1.5rem',
  height: '1.375rem',
  paddingInline: space[1],
  boxSizing: 'border-box',
  justifyContent: 'center',
  borderRadius: radius.full,
  border: '1px solid',
  boxShadow: shadow.sm,
  fontSize: fontSize.caption,
  fontWeight: fontWeight.semibold,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  pointerEvents: 'none',
});

export const countBadge = style([
  badge,
  { backgroundColor: color.primary, borderColor: color.primaryActive, color: color.onPrimary },
]);

export const waitingBadge = style([
  badge,
  { backgroundColor: color.warning, borderColor: color.warningFg, color: color.onWarning },
]);

/** The waiting element's outline: thicker, dashed, in the warning colour. */
globalStyle(`.djs-element.${WAITING_MARKER} .djs-visual > :first-child`, {
  stroke: `${color.warningFg} !important`,
  strokeWidth: '3px !important',
  strokeDasharray: '6 3',
});
