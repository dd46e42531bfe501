import { vars } from '@faena/ui';
import { style } from '@vanilla-extract/css';

const { color, space, radius, fontSize, fontWeight } = vars;

/** Fills its column on desktop; under the canvas (full width) on phones. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[4],
  minWidth: 0,
  padding: space[4],
  borderInlineStart: `1px solid ${color.border}`,
  backgroundColor: color.surface,
  color: color.fg,
  overflowY: 'auto',
  '@media': {
    '(max-width: 991px)': { borderInlineStart: 'none', borderBlockStart: `1px solid ${color.border}` },
  },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: space[1] });

export const title = style({ margin: 0, fontSize: fontSize.sectionTitle, fontWeight: fontWeight.semibold });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  minWidth: 0,
  paddingBlockStart: space[3],
  borderBlockStart: `1px solid ${color.border}`,
});

export const heading = style({ margin: 0, fontSize: fontSize.body, fontWeight: fontWeight.semibold });

export const muted = style({ margin: 0, color: color.fgMuted, fontSize: fontSize.body });

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({ padding: 0, fontSize: fontSize.body, fontWeight: fontWeight.semibold });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: space[2], alignItems: 'flex-end' });

export const durationPart = style({ flex: '1 1 5rem', minWidth: '5rem' });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  ':focus-visible': { outline: `2px solid ${color.primary}`, outlineOffset: '2px' },
});

export const listItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[2],
  padding: space[2],
  border: `1px solid ${color.border}`,
  borderRadius: radius.md,
});

export const grow = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: space[1] });

export const strong = style({ fontWeight: fontWeight.semibold, overflowWrap: 'anywhere' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: space[3] });

/** The form builder needs room: wider than the largest standard modal. */
export const wideModal = style({ width: 'min(96vw, 1280px)', maxWidth: 'min(96vw, 1280px)' });

/** The saved-audience combobox: the input, its clear button and the popup listbox. */
export const comboRow = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const comboInput = style({ paddingInlineEnd: space[10] });

export const comboClear = style({ position: 'absolute', insetInlineEnd: space[1] });

export const comboListbox = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  zIndex: vars.zIndex.dropdown,
  marginTop: space[1],
  padding: space[1],
  maxHeight: '16rem',
  overflowY: 'auto',
  backgroundColor: color.surface,
  border: `1px solid ${color.border}`,
  borderRadius: radius.md,
  boxShadow: vars.shadow.lg,
});

export const comboOption = style({
  padding: space[2],
  borderRadius: radius.sm,
  cursor: 'pointer',
  color: color.fg,
  selectors: {
    '&[data-active="true"]': { backgroundColor: color.bgMuted },
    '&[aria-selected="true"]': { fontWeight: fontWeight.semibold },
  },
});

/** Searching / no results, read out by screen readers; takes no room while empty. */
export const comboStatus = style({
  margin: 0,
  color: color.fgMuted,
  fontSize: fontSize.body,
  selectors: { '&:empty': { display: 'none' } },
});

/** The form's buttons and its page link, side by side, wrapping on a narrow panel. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space[2], alignItems: 'center' });

export const link = style({
  color: color.primaryFg,
  fontSize: fontSize.body,
  textUnderlineOffset: '2px',
  ':focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: '2px' },
});
