import { keyframes, style } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { vars } from '../../theme/theme.css.ts';

const { color, space, radius, fontSize, lineHeight, zIndex, duration, easing, shadow } = vars;

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const content = style(
  inComponentsLayer({
    zIndex: zIndex.tooltip,
    maxWidth: '18rem',
    paddingInline: space[2],
    paddingBlock: space[1],
    borderRadius: radius.sm,
    backgroundColor: color.fg,
    color: color.fgInverse,
    fontSize: fontSize.caption,
    lineHeight: lineHeight.snug,
    boxShadow: shadow.md,
    animation: `${fadeIn} ${duration.fast} ${easing.enter}`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  }),
  'tooltip',
);

export const arrow = style(inComponentsLayer({ fill: color.fg }), 'tooltipArrow');
