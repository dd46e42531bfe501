import { vars } from '@faena/ui';
import { globalStyle, style } from '@vanilla-extract/css';

const { color, space, radius, fontSize, fontWeight, lineHeight, shadow, zIndex } = vars;

/** A widget's controls stacked: buttons row, lists, messages. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: space[2], minWidth: 0 });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[2] });

export const message = style({
  margin: 0,
  fontSize: fontSize.body,
  lineHeight: lineHeight.normal,
  color: color.fgMuted,
});

export const failure = style([message, { color: color.dangerFg, fontWeight: fontWeight.medium }]);

/** Uploaded files and uploads in flight. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space[1],
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[2],
  minHeight: '2.5rem',
  paddingInline: space[3],
  border: `1px solid ${color.border}`,
  borderRadius: radius.md,
  backgroundColor: color.surface,
  fontSize: fontSize.body,
});

export const itemName = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: color.fg,
});

export const progress = style({ width: '6rem', flexShrink: 0, accentColor: color.primary });

export const preview = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '16rem',
  borderRadius: radius.md,
  border: `1px solid ${color.border}`,
  objectFit: 'contain',
});

export const audio = style({ width: '100%', maxWidth: '24rem' });

export const coordinates = style({
  margin: 0,
  fontSize: fontSize.body,
  color: color.fg,
  fontVariantNumeric: 'tabular-nums',
});

/** Markdown of display_text. */
export const markdown = style({
  color: color.fg,
  fontSize: fontSize.body,
  lineHeight: lineHeight.normal,
  overflowWrap: 'anywhere',
});

globalStyle(`${markdown} > :first-child`, { marginTop: 0 });
globalStyle(`${markdown} > :last-child`, { marginBottom: 0 });
globalStyle(`${markdown} a`, { color: color.primaryFg, textDecoration: 'underline' });
globalStyle(`${markdown} img`, { maxWidth: '100%' });

/** The picker: chips, the combobox input and its popup listbox. */
export const picker = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const chips = style({
  listStyle: 'none',
  margin: 0,
  marginBottom: space[2],
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: space[1],
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[1],
  paddingInlineStart: space[2],
  borderRadius: radius.full,
  backgroundColor: color.primarySubtle,
  color: color.fg,
  fontSize: fontSize.body,
});

export const inputRow = style({ position: 'relative', display: 'flex', alignItems: 'center' });

/** Room for the clear button inside the input. */
export const pickerInput = style({ paddingInlineEnd: space[10] });

/** Loading / no results, read out by screen readers; takes no room while empty. */
export const pickerStatus = style([message, { selectors: { '&:not(:empty)': { marginTop: space[1] } } }]);

export const clearButton = style({ position: 'absolute', insetInlineEnd: space[1] });

export const listbox = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  zIndex: zIndex.dropdown,
  marginTop: space[1],
  padding: space[1],
  listStyle: 'none',
  maxHeight: '16rem',
  overflowY: 'auto',
  backgroundColor: color.surface,
  border: `1px solid ${color.border}`,
  borderRadius: radius.md,
  boxShadow: shadow.lg,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[2],
  padding: space[2],
  borderRadius: radius.sm,
  cursor: 'pointer',
  color: color.fg,
  selectors: {
    '&[data-active="true"]': { backgroundColor: color.bgMuted },
    '&[aria-selected="true"]': { fontWeight: fontWeight.medium },
  },
});

export const optionText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const optionDescription = style({ fontSize: fontSize.body, color: color.fgMuted });
