import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { vars } from '../../theme/theme.css.ts';

const { color, space, radius, fontSize, fontWeight, lineHeight, duration, easing, size } = vars;

const enabled = '&:not(:disabled):not([aria-disabled="true"])';

export const base = style(
  inComponentsLayer({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: space[2],
    border: '1px solid transparent',
    borderRadius: radius.md,
    fontFamily: 'inherit',
    fontWeight: fontWeight.semibold,
    lineHeight: lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: duration.fast,
    transitionTimingFunction: easing.standard,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: 2 },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  }),
  'button',
);

export const variant = styleVariants(
  {
    primary: {
      backgroundColor: color.primary,
      color: color.onPrimary,
      selectors: {
        [`${enabled}:hover`]: { backgroundColor: color.primaryHover },
        [`${enabled}:active`]: { backgroundColor: color.primaryActive },
      },
    },
    secondary: {
      backgroundColor: color.surface,
      color: color.fg,
      borderColor: color.borderStrong,
      selectors: {
        [`${enabled}:hover`]: { backgroundColor: color.bgMuted },
        [`${enabled}:active`]: { backgroundColor: color.border },
      },
    },
    ghost: {
      backgroundColor: 'transparent',
      color: color.primaryFg,
      selectors: {
        [`${enabled}:hover`]: { backgroundColor: color.primarySubtle },
        [`${enabled}:active`]: { backgroundColor: color.bgMuted },
      },
    },
    danger: {
      backgroundColor: color.danger,
      color: color.onDanger,
      selectors: {
        [`${enabled}:hover`]: { backgroundColor: color.dangerHover },
        [`${enabled}:active`]: { backgroundColor: color.dangerHover },
      },
    },
  },
  inComponentsLayer,
  'button',
);

export const buttonSize = styleVariants(
  {
    sm: { minHeight: '2rem', paddingInline: space[3], fontSize: fontSize.sm },
    md: { minHeight: '2.5rem', paddingInline: space[4], fontSize: fontSize.sm },
    lg: { minHeight: '3rem', paddingInline: space[6], fontSize: fontSize.base },
  },
  inComponentsLayer,
  'button',
);

export const fullWidth = style(inComponentsLayer({ width: '100%' }), 'buttonFullWidth');

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style(
  inComponentsLayer({
    flexShrink: 0,
    width: size.icon,
    height: size.icon,
    borderRadius: '50%',
    border: '2px solid currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 700ms linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '1800ms' } },
  }),
  'buttonSpinner',
);

export const icon = style(
  inComponentsLayer({ display: 'inline-flex', flexShrink: 0, width: size.icon, height: size.icon }),
  'buttonIcon',
);
