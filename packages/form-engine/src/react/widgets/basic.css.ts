/** Styles shared by the basic widgets (numbers, dates, choices, scales, ratings). */
import { vars } from '@faena/ui';
import { style, styleVariants } from '@vanilla-extract/css';

const { color, space, radius, font, fontSize, fontWeight, lineHeight, duration, easing } = vars;

/** Touch targets of radios drawn as buttons (WCAG 2.5.5 / platform guidelines: 44 px). */
const TOUCH = '2.75rem';

export const code = style({
  fontFamily: font.mono,
  fontSize: fontSize.body,
  lineHeight: lineHeight.normal,
  minHeight: '8rem',
  resize: 'vertical',
  tabSize: 2,
});

/** Two labelled inputs side by side ('Desde' / 'Hasta'), stacked on narrow screens. */
export const range = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: space[3],
});

export const rangePart = style({ display: 'flex', flexDirection: 'column', gap: space[1], minWidth: 0 });

export const rangeLabel = style({ fontSize: fontSize.body, color: color.fgMuted });

export const options = styleVariants({
  // Cards line up in equal columns, as many as fit: one on a phone, several on a desktop.
  card: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))', gap: space[2] },
  button: { display: 'flex', flexWrap: 'wrap', gap: space[2] },
  star: { display: 'flex', flexWrap: 'wrap', gap: space[1] },
});

export const option = style({ position: 'relative', display: 'flex', minWidth: 0 });

/** The native input of a radio drawn as a button: kept for keyboard and screen readers, not seen. */
export const hiddenInput = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  pointerEvents: 'none',
});

const focusRing = { outline: `2px solid ${color.focusRing}`, outlineOffset: 2 } as const;

/** A choice as a card: visible native radio/checkbox, text, optional image. */
export const card = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[2],
  minHeight: TOUCH,
  paddingInline: space[3],
  paddingBlock: space[2],
  border: `1px solid ${color.borderStrong}`,
  borderRadius: radius.md,
  backgroundColor: color.surface,
  color: color.fg,
  fontSize: fontSize.body,
  lineHeight: lineHeight.snug,
  cursor: 'pointer',
  transitionProperty: 'border-color, background-color',
  transitionDuration: duration.fast,
  transitionTimingFunction: easing.standard,
  selectors: {
    '&:has(input:checked)': { borderColor: color.primary, backgroundColor: color.primarySubtle },
    '&:has(input:focus-visible)': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', backgroundColor: color.bgMuted, color: color.fgMuted },
    '&[data-readonly]': { cursor: 'default' },
  },
});

export const cardWithImage = style({ flexDirection: 'column', alignItems: 'stretch' });

export const cardRow = style({ display: 'flex', alignItems: 'center', gap: space[2] });

export const cardInput = style({
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
  margin: 0,
  accentColor: color.primary,
  cursor: 'inherit',
});

export const cardImage = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: radius.sm,
  backgroundColor: color.bgMuted,
});

/** A radio drawn as a square button (scale values, faces, reactions). */
export const button = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space[1],
  minWidth: TOUCH,
  minHeight: TOUCH,
  paddingInline: space[2],
  border: `1px solid ${color.borderStrong}`,
  borderRadius: radius.md,
  backgroundColor: color.surface,
  color: color.fg,
  fontSize: fontSize.body,
  fontWeight: fontWeight.medium,
  lineHeight: lineHeight.tight,
  cursor: 'pointer',
  userSelect: 'none',
  transitionProperty: 'border-color, background-color, color',
  transitionDuration: duration.fast,
  transitionTimingFunction: easing.standard,
  selectors: {
    [`${hiddenInput}:checked + &`]: {
      borderColor: color.primary,
      backgroundColor: color.primary,
      color: color.onPrimary,
    },
    [`${hiddenInput}:focus-visible + &`]: focusRing,
    // Muted colours rather than opacity, so the numbers keep their contrast.
    [`${hiddenInput}:disabled + &`]: {
      cursor: 'not-allowed',
      borderColor: color.border,
      backgroundColor: color.bgMuted,
      color: color.fgMuted,
    },
    [`${hiddenInput}:checked:disabled + &`]: {
      borderColor: color.fgMuted,
      backgroundColor: color.fgMuted,
      color: color.fgInverse,
    },
    '&[data-readonly]': { cursor: 'default' },
  },
});

/** Emoji are big and need no filled background to read as chosen. */
export const emojiButton = style({
  paddingBlock: space[1],
  selectors: {
    [`${hiddenInput}:checked + &`]: {
      backgroundColor: color.primarySubtle,
      color: color.fg,
      boxShadow: `inset 0 0 0 1px ${color.primary}`,
    },
  },
});

export const emoji = style({ fontSize: '1.5rem', lineHeight: 1 });

export const emojiLabel = style({ fontSize: fontSize.caption, fontWeight: fontWeight.regular });

/** A radio drawn as a star: filled up to the chosen value. */
export const star = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: TOUCH,
  height: TOUCH,
  borderRadius: radius.md,
  color: color.borderStrong,
  cursor: 'pointer',
  selectors: {
    '&[data-filled]': { color: color.warning },
    [`${hiddenInput}:focus-visible + &`]: focusRing,
    [`${hiddenInput}:disabled + &`]: { cursor: 'not-allowed', opacity: 0.6 },
    '&[data-readonly]': { cursor: 'default' },
  },
});

export const starIcon = style({ width: '1.75rem', height: '1.75rem' });

/** start_label / stop_label under the ends of a linear scale. */
export const scaleEnds = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: space[4],
  color: color.fgMuted,
  fontSize: fontSize.body,
});

export const interpretation = style({
  margin: 0,
  minHeight: '1.5em',
  color: color.fg,
  fontSize: fontSize.body,
  fontWeight: fontWeight.medium,
});

export const hint = style({ margin: 0, color: color.fgMuted, fontSize: fontSize.body });

export const clearRow = style({ display: 'flex' });
