import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { backdrop } from '../../theme/backdrop.css.ts';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { vars } from '../../theme/theme.css.ts';
import { mediaUp } from '../../tokens/index.ts';

const { color, space, radius, shadow, fontSize, fontWeight, lineHeight, zIndex, duration, easing } = vars;

const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

const reducedMotion = '(prefers-reduced-motion: reduce)';

/** The shared backdrop (theme/backdrop.css.ts). */
export const overlay = backdrop;

export const content = style(
  inComponentsLayer({
    position: 'fixed',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    zIndex: zIndex.modal,
    display: 'flex',
    flexDirection: 'column',
    // Below md the dialog takes the screen width minus a margin (50vw would be unusable on a
    // phone); from md up it follows SPEC 2.3 (see `size`).
    width: `calc(100vw - 2 * ${space[4]})`,
    maxHeight: `calc(100dvh - 2 * ${space[8]})`,
    backgroundColor: color.surface,
    color: color.fg,
    borderRadius: radius.lg,
    boxShadow: shadow.xl,
    animation: `${popIn} ${duration.normal} ${easing.enter}`,
    selectors: { '&:focus': { outline: 'none' } },
    '@media': { [reducedMotion]: { animation: 'none' } },
  }),
  'modal',
);

/** SPEC 2.3: sm max 500px, md 650px, lg 800px; width 50vw for sm and md, 70vw for lg. */
export const modalSizes = {
  sm: { width: '50vw', maxWidth: '500px' },
  md: { width: '50vw', maxWidth: '650px' },
  lg: { width: '70vw', maxWidth: '800px' },
} as const;

export const size = styleVariants(modalSizes, ({ width, maxWidth }) =>
  inComponentsLayer({ maxWidth, '@media': { [mediaUp('md')]: { width } } }),
);

export const header = style(
  inComponentsLayer({
    display: 'flex',
    alignItems: 'flex-start',
    gap: space[3],
    padding: `${space[5]} ${space[6]} ${space[3]}`,
  }),
  'modalHeader',
);

export const headings = style(
  inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: space[1], flex: 1, minWidth: 0 }),
);

export const title = style(
  inComponentsLayer({
    margin: 0,
    fontSize: fontSize.sectionTitle,
    fontWeight: fontWeight.semibold,
    lineHeight: lineHeight.snug,
    color: color.fg,
  }),
  'modalTitle',
);

export const description = style(
  inComponentsLayer({
    margin: 0,
    fontSize: fontSize.body,
    lineHeight: lineHeight.normal,
    color: color.fgMuted,
  }),
  'modalDescription',
);

export const close = style(
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '2rem',
    height: '2rem',
    marginTop: `calc(-1 * ${space[1]})`,
    marginRight: `calc(-1 * ${space[2]})`,
    border: 0,
    borderRadius: radius.md,
    backgroundColor: 'transparent',
    color: color.fgMuted,
    cursor: 'pointer',
    selectors: {
      '&:hover': { backgroundColor: color.bgMuted, color: color.fg },
      '&:focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: 2 },
    },
  }),
  'modalClose',
);

export const body = style(
  inComponentsLayer({
    flex: 1,
    minHeight: 0,
    overflowY: 'auto',
    padding: `${space[2]} ${space[6]} ${space[4]}`,
    fontSize: fontSize.body,
    lineHeight: lineHeight.normal,
  }),
  'modalBody',
);

export const footer = style(
  inComponentsLayer({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: space[3],
    padding: `${space[4]} ${space[6]}`,
    borderTop: `1px solid ${color.border}`,
  }),
  'modalFooter',
);
