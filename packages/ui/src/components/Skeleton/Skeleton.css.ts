import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { vars } from '../../theme/theme.css.ts';

const { color, space, radius } = vars;

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const base = style(
  inComponentsLayer({
    display: 'block',
    backgroundColor: color.bgMuted,
    animation: `${pulse} 1.6s ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  }),
  'skeleton',
);

export const shape = styleVariants(
  {
    text: { height: '1em', borderRadius: radius.sm },
    rect: { borderRadius: radius.md },
    circle: { borderRadius: radius.full },
  },
  inComponentsLayer,
  'skeleton',
);

export const lines = style(
  inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: space[2] }),
  'skeletonLines',
);
