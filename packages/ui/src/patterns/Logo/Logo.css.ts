import { style, styleVariants } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { vars } from '../../theme/theme.css.ts';

const { color, space, radius } = vars;

export const root = style(
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: 0,
    color: color.primary,
    textDecoration: 'none',
    borderRadius: radius.sm,
  }),
  'logo',
);

export const interactive = style(
  inComponentsLayer({
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: space[1] },
    },
  }),
  'logoLink',
);

export const logoSize = styleVariants(
  { sm: { height: '1.5rem' }, md: { height: '2rem' }, lg: { height: '2.5rem' } },
  inComponentsLayer,
  'logo',
);

export const image = style(
  inComponentsLayer({
    display: 'block',
    height: '100%',
    width: 'auto',
    maxWidth: '10rem',
    objectFit: 'contain',
  }),
  'logoImage',
);
