import { vars } from '@faena/ui';
import { breakpoints } from '@faena/ui/tokens';
import { style } from '@vanilla-extract/css';

const { color, space, radius, fontSize, fontWeight } = vars;
const desktop = `screen and (min-width: ${breakpoints.lg}px)`;

export const root = style({ display: 'flex', flexDirection: 'column', gap: space[3], minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space[2],
  padding: space[3],
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
  backgroundColor: color.surface,
});

export const titleGroup = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[2] });

export const title = style({
  margin: 0,
  fontSize: fontSize.sectionTitle,
  fontWeight: fontWeight.semibold,
  color: color.fg,
});

export const muted = style({ margin: 0, color: color.fgMuted, fontSize: fontSize.body });

export const spacer = style({ flex: 1 });

export const saveState = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space[2],
  fontSize: fontSize.body,
  color: color.fg,
});

export const saveText = style({ margin: 0 });

export const errorText = style({ margin: 0, color: color.dangerFg, fontWeight: fontWeight.medium });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[2] });

export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space[3],
  padding: space[3],
  borderRadius: radius.md,
  border: `1px solid ${color.border}`,
  backgroundColor: color.warningSubtle,
  color: color.fg,
});

export const noticeText = style({ margin: 0, flex: 1, minWidth: '12rem' });

/** Mobile: diagram above the panel; desktop (lg): side by side. */
export const workspace = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space[3],
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(18rem, 24rem)' } },
});

export const canvas = style({
  height: '60vh',
  minHeight: '22rem',
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
  backgroundColor: color.surface,
  overflow: 'hidden',
});

export const side = style({ display: 'flex', flexDirection: 'column', gap: space[3], minWidth: 0 });

export const problems = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  padding: space[3],
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
  backgroundColor: color.surface,
});

export const problemsHeading = style({
  margin: 0,
  fontSize: fontSize.body,
  fontWeight: fontWeight.semibold,
  color: color.fg,
});

export const problemList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space[1],
});

export const problemButton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: space[1],
  width: '100%',
  padding: space[2],
  border: `1px solid ${color.border}`,
  borderRadius: radius.md,
  backgroundColor: color.bg,
  color: color.fg,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: color.bgSubtle },
    '&:focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: '2px' },
  },
});

export const problemElement = style({ fontWeight: fontWeight.semibold, fontSize: fontSize.body });

export const problemMessage = style({ fontSize: fontSize.body });

export const modalFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: space[2],
  padding: space[4],
  paddingTop: 0,
});

export const modalList = style({ margin: 0, paddingInlineStart: space[5] });
