import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { vars } from '../../theme/theme.css.ts';
import { mediaUp } from '../../tokens/index.ts';

const { color, space, radius, shadow, fontSize, fontWeight, lineHeight, zIndex, duration, easing } = vars;

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5rem)' },
  to: { opacity: 1, transform: 'none' },
});

/**
 * Fixed at the bottom (centred on phones, at the end from md up); toasts stack upwards. They sit
 * above a form's save bar and the chrome under it (`--faena-bottom-inset`, set by `SaveBar`).
 */
export const viewport = style(
  inComponentsLayer({
    position: 'fixed',
    zIndex: zIndex.toast,
    insetInline: space[4],
    bottom: `calc(${space[4]} + var(--faena-bottom-inset, 0px))`,
    display: 'flex',
    flexDirection: 'column-reverse',
    gap: space[2],
    pointerEvents: 'none',
    outline: 'none',
    '@media': {
      [mediaUp('md')]: {
        insetInlineStart: 'auto',
        insetInlineEnd: space[6],
        bottom: `calc(${space[6]} + var(--faena-bottom-inset, 0px))`,
        width: '24rem',
      },
    },
  }),
  'toastViewport',
);

/** The two live regions (polite, assertive); each stacks its toasts. */
export const group = style(
  inComponentsLayer({ display: 'flex', flexDirection: 'column-reverse', gap: space[2] }),
  'toastGroup',
);

export const toast = style(
  inComponentsLayer({
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: space[3],
    padding: `${space[3]} ${space[4]}`,
    borderRadius: radius.md,
    border: '1px solid transparent',
    boxShadow: shadow.lg,
    fontSize: fontSize.body,
    lineHeight: lineHeight.snug,
    animation: `${slideIn} ${duration.normal} ${easing.enter}`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  }),
  'toast',
);

export const tone = styleVariants(
  {
    default: { backgroundColor: color.fg, color: color.fgInverse },
    success: { backgroundColor: color.successSubtle, color: color.fg, borderColor: color.success },
    warning: { backgroundColor: color.warningSubtle, color: color.fg, borderColor: color.warning },
    // SPEC 4: info is light blue, error is red.
    info: { backgroundColor: color.infoSubtle, color: color.fg, borderColor: color.info },
    error: { backgroundColor: color.danger, color: color.onDanger },
  },
  inComponentsLayer,
  'toast',
);

export const text = style(
  inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: space[1], flex: 1, minWidth: 0 }),
  'toastText',
);

export const title = style(inComponentsLayer({ fontWeight: fontWeight.semibold }), 'toastTitle');

export const description = style(inComponentsLayer({ opacity: 0.92 }), 'toastDescription');

export const close = style(
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '1.75rem',
    height: '1.75rem',
    marginBlock: `calc(-1 * ${space[1]})`,
    marginInlineEnd: `calc(-1 * ${space[2]})`,
    border: 0,
    borderRadius: radius.sm,
    backgroundColor: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&:hover': { backgroundColor: 'rgb(0 0 0 / 0.08)' },
      '&:focus-visible': { outline: `2px solid currentColor`, outlineOffset: 1 },
    },
  }),
  'toastClose',
);
