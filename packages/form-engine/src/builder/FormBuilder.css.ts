import { vars } from '@faena/ui';
import { style } from '@vanilla-extract/css';

const { color, space, radius, fontSize, fontWeight } = vars;

export const root = style({ display: 'flex', flexDirection: 'column', gap: space[4], minWidth: 0 });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[2] });

export const spacer = style({ flex: 1 });

/** Desktop: fields | settings | preview, side by side. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(14rem, 1fr) minmax(18rem, 1.3fr) minmax(18rem, 1.3fr)',
  gap: space[4],
  alignItems: 'start',
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: space[4], minWidth: 0 });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  minWidth: 0,
  padding: space[4],
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
  backgroundColor: color.surface,
});

export const heading = style({
  margin: 0,
  fontSize: fontSize.body,
  fontWeight: fontWeight.semibold,
  color: color.fg,
});

export const subheading = style({
  margin: 0,
  fontSize: fontSize.body,
  fontWeight: fontWeight.semibold,
  color: color.fg,
});

export const muted = style({ margin: 0, color: color.fgMuted, fontSize: fontSize.body });

export const pickerGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))',
  gap: space[2],
});

/** Long type names ('Texto informativo') wrap inside the button instead of overflowing it. */
export const pickerButton = style({
  justifyContent: 'flex-start',
  textAlign: 'start',
  whiteSpace: 'normal',
  height: 'auto',
  minHeight: '2.25rem',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[1],
  padding: space[1],
  border: `1px solid ${color.border}`,
  borderRadius: radius.md,
  backgroundColor: color.surface,
  selectors: {
    '&[data-selected="true"]': { borderColor: color.primary, backgroundColor: color.primarySubtle },
  },
});

export const itemSelect = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: space[1],
  padding: `${space[1]} ${space[2]}`,
  border: 0,
  borderRadius: radius.sm,
  background: 'transparent',
  color: color.fg,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: '2px' },
});

/** A field's label wraps to two lines before it is cut, so a phone still shows most of it. */
export const itemLabel = style({
  maxWidth: '100%',
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflowWrap: 'anywhere',
  fontWeight: fontWeight.medium,
});

export const itemType = style({ color: color.fgMuted, fontSize: fontSize.caption });

export const handle = style({ cursor: 'grab', touchAction: 'none' });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space[2] });

export const grow = style({ flex: '1 1 10rem', minWidth: 0 });

/** A choice in scoring mode: its text row, then its points and flag. */
export const choice = style({ display: 'flex', flexDirection: 'column', gap: space[2], minWidth: 0 });

/** A choice's points: a short number. */
export const score = style({ flex: '0 1 7rem', minWidth: '5rem' });

/** A choice's flag switch, centred on the input box next to it rather than on its label. */
export const flag = style({ flex: '0 0 auto', minHeight: '2.5rem', alignItems: 'center' });

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  margin: 0,
  padding: space[3],
  border: `1px solid ${color.border}`,
  borderRadius: radius.md,
  minWidth: 0,
});

export const legend = style({
  padding: `0 ${space[1]}`,
  fontSize: fontSize.body,
  fontWeight: fontWeight.semibold,
});

export const errors = style({
  margin: 0,
  padding: space[3],
  borderRadius: radius.md,
  backgroundColor: color.dangerSubtle,
  color: color.dangerFg,
  fontSize: fontSize.body,
});

export const errorList = style({ margin: `${space[2]} 0 0`, paddingLeft: space[5] });

export const fileInput = style({ fontSize: fontSize.body, color: color.fg });
