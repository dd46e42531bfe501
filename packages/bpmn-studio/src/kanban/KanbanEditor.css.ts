import { vars } from '@faena/ui';
import { mediaUp } from '@faena/ui/tokens';
import { style } from '@vanilla-extract/css';

const { color, space, radius, fontSize, fontWeight } = vars;
const desktop = mediaUp('lg');

export const root = style({ display: 'flex', flexDirection: 'column', gap: space[4], minWidth: 0 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: space[3],
});

export const grow = style({ flex: '1 1 14rem', minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: fontSize.sectionTitle,
  fontWeight: fontWeight.semibold,
  color: color.fg,
});

export const heading = style({
  margin: 0,
  fontSize: fontSize.body,
  fontWeight: fontWeight.semibold,
  color: color.fg,
});

export const muted = style({ margin: 0, color: color.fgMuted, fontSize: fontSize.body });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  minWidth: 0,
  padding: space[4],
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
  backgroundColor: color.surface,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
});

export const card = style({
  margin: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  padding: space[3],
  border: `1px solid ${color.border}`,
  borderRadius: radius.md,
  backgroundColor: color.surface,
  selectors: { '&[data-invalid="true"]': { borderColor: color.danger } },
});

/**
 * Phones: the drag handle and the move/remove buttons on a row above the full-width name.
 * From md: handle | name | buttons on one row, the buttons level with the input.
 */
export const cardHeader = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"handle . tools" "name name name"',
  alignItems: 'end',
  gap: space[1],
  '@media': {
    [mediaUp('md')]: { gridTemplateAreas: '"handle name tools"', columnGap: space[2] },
  },
});

export const cardHandle = style({ gridArea: 'handle', display: 'flex' });

export const cardName = style({ gridArea: 'name', minWidth: 0 });

export const cardTools = style({ gridArea: 'tools', display: 'flex', gap: space[1] });

/** Level with the input, not with its label, when an error message sits under the input. */
export const alignTop = style({
  '@media': { [mediaUp('md')]: { alignSelf: 'start', paddingTop: `calc(${space[6]} + ${space[1]})` } },
});

export const handle = style({ cursor: 'grab', touchAction: 'none' });

export const mappings = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: space[3],
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 1fr)' } },
});

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
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
  color: color.fg,
});

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[2],
  margin: 0,
  color: color.dangerFg,
  fontSize: fontSize.body,
});

export const errorSummary = style({
  margin: 0,
  padding: space[3],
  borderRadius: radius.md,
  backgroundColor: color.dangerSubtle,
  color: color.dangerFg,
  fontSize: fontSize.body,
});

export const warning = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  padding: space[3],
  border: `1px solid ${color.border}`,
  borderRadius: radius.md,
  backgroundColor: color.warningSubtle,
  color: color.warningFg,
  fontSize: fontSize.body,
});

export const warningTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[2],
  margin: 0,
  fontSize: fontSize.body,
  fontWeight: fontWeight.semibold,
});

export const inlineList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: space[2],
});

export const deletedItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[1],
  paddingLeft: space[2],
  border: `1px dashed ${color.borderStrong}`,
  borderRadius: radius.md,
  color: color.fg,
  fontSize: fontSize.body,
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

export const footer = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[2] });

export const spacer = style({ flex: 1 });

/**
 * The board preview: on phones the columns scroll sideways (each most of the screen wide, snapping
 * into place); from the desktop breakpoint they share the width side by side.
 */
export const board = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(15rem, 80%)',
  gap: space[3],
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  margin: 0,
  padding: `0 0 ${space[2]}`,
  listStyle: 'none',
  ':focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: '2px' },
  '@media': { [desktop]: { gridAutoColumns: 'minmax(12rem, 1fr)' } },
});

export const boardColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  minWidth: 0,
  padding: space[3],
  borderRadius: radius.md,
  backgroundColor: color.bgSubtle,
  border: `1px solid ${color.border}`,
  scrollSnapAlign: 'start',
});

export const boardColumnTitle = style({
  margin: 0,
  fontSize: fontSize.body,
  fontWeight: fontWeight.semibold,
  color: color.fg,
  overflowWrap: 'anywhere',
});

export const chips = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: space[1],
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  maxWidth: '100%',
  padding: `${space[1]} ${space[2]}`,
  borderRadius: radius.full,
  border: `1px solid ${color.border}`,
  backgroundColor: color.surface,
  color: color.fg,
  fontSize: fontSize.caption,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-kind="status"]': { backgroundColor: color.infoSubtle, color: color.infoFg },
    '&[data-kind="deleted"]': { borderStyle: 'dashed', color: color.fgMuted, textDecoration: 'line-through' },
  },
});

export const warningText = style({ margin: 0 });
