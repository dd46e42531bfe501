import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { buttonTones, ENABLED } from '../../theme/button-tones.ts';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { vars } from '../../theme/theme.css.ts';

const { color, space, radius, fontSize, fontWeight, lineHeight, duration, easing, size } = vars;

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
    primary: buttonTones.primary,
    secondary: buttonTones.secondary,
    ghost: {
      backgroundColor: 'transparent',
      color: color.primaryFg,
      selectors: {
        [`${ENABLED}:hover`]: { backgroundColor: color.primarySubtle },
        [`${ENABLED}:active`]: { backgroundColor: color.bgMuted },
      },
    },
    danger: {
      backgroundColor: color.danger,
      color: color.onDanger,
      selectors: {
        [`${ENABLED}:hover`]: { backgroundColor: color.dangerHover },
        [`${ENABLED}:active`]: { backgroundColor: color.dangerHover },
      },
    },
  },
  inComponentsLayer,
  'button',
);

export const buttonSize = styleVariants(
  {
    sm: { minHeight: '2rem', paddingInline: space[3], fontSize: fontSize.body },
    md: { minHeight: '2.5rem', paddingInline: space[4], fontSize: fontSize.body },
    lg: { minHeight: '3rem', paddingInline: space[6], fontSize: fontSize.body },
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
