import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { componentsLayer } from '../../theme/layers.css.ts';
import { vars } from '../../theme/theme.css.ts';

const { color, space, fontSize, fontWeight, lineHeight, size } = vars;

export const base = style(
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: space[1],
    fontSize: fontSize.body,
    fontWeight: fontWeight.medium,
    lineHeight: lineHeight.tight,
    whiteSpace: 'nowrap',
  }),
  'priority',
);

/** The arrows overlap a little so three of them stay compact. */
export const icons = style(
  inComponentsLayer({
    display: 'inline-flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    width: size.icon,
    minHeight: size.icon,
    lineHeight: 0,
  }),
  'priorityIcons',
);

globalStyle(`${icons} > svg`, {
  '@layer': { [componentsLayer]: { width: size.icon, height: `calc(${size.icon} * 0.55)`, flexShrink: 0 } },
});

export const single = style(inComponentsLayer({}), 'prioritySingle');

globalStyle(`${single} > svg`, { '@layer': { [componentsLayer]: { height: size.icon } } });

export const tone = styleVariants(
  {
    reminder: { color: color.infoFg },
    critical: { color: color.dangerFg },
    veryHigh: { color: color.dangerFg },
    high: { color: color.warningFg },
    medium: { color: color.fgMuted },
    low: { color: color.primaryFg },
    veryLow: { color: color.primaryFg },
    lowest: { color: color.primaryFg },
  },
  inComponentsLayer,
  'priority',
);
