import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { buttonTones, ENABLED } from '../../theme/button-tones.ts';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { componentsLayer } from '../../theme/layers.css.ts';
import { vars } from '../../theme/theme.css.ts';

const { color, radius, duration, easing, size } = vars;

export const base = style(
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: radius.md,
    fontFamily: 'inherit',
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: duration.fast,
    transitionTimingFunction: easing.standard,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: 2 },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
    },
  }),
  'iconButton',
);

export const variant = styleVariants(
  {
    ghost: {
      backgroundColor: 'transparent',
      color: color.fgMuted,
      selectors: {
        [`${ENABLED}:hover`]: { backgroundColor: color.bgMuted, color: color.fg },
        [`${ENABLED}:active`]: { backgroundColor: color.border },
      },
    },
    secondary: buttonTones.secondary,
    primary: buttonTones.primary,
  },
  inComponentsLayer,
  'iconButton',
);

export const iconButtonSize = styleVariants(
  {
    sm: { width: '2rem', height: '2rem' },
    md: { width: '2.5rem', height: '2.5rem' },
    lg: { width: '3rem', height: '3rem' },
  },
  inComponentsLayer,
  'iconButton',
);

export const icon = style(
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: size.icon,
    height: size.icon,
  }),
  'iconButtonIcon',
);

globalStyle(`${icon} > svg`, { '@layer': { [componentsLayer]: { width: '100%', height: '100%' } } });
