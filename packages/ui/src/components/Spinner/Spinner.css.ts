import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { vars } from '../../theme/theme.css.ts';

const { color, space, fontSize } = vars;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style(
  inComponentsLayer({ display: 'inline-flex', alignItems: 'center', gap: space[2], color: color.primary }),
  'spinner',
);

export const circle = style(
  inComponentsLayer({
    flexShrink: 0,
    borderRadius: '50%',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 700ms linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '1800ms' } },
  }),
  'spinnerCircle',
);

export const spinnerSize = styleVariants(
  {
    sm: { width: '1rem', height: '1rem', borderWidth: 2 },
    md: { width: '1.5rem', height: '1.5rem', borderWidth: 3 },
    lg: { width: '2.5rem', height: '2.5rem', borderWidth: 4 },
  },
  inComponentsLayer,
  'spinner',
);

export const visibleLabel = style(
  inComponentsLayer({ fontSize: fontSize.body, color: color.fgMuted }),
  'spinnerLabel',
);
