import { style, styleVariants } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { vars } from '../../theme/theme.css.ts';

const { color, radius, fontSize, fontWeight } = vars;

export const base = style(
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: radius.full,
    backgroundColor: color.primarySubtle,
    color: color.primaryFg,
    fontWeight: fontWeight.semibold,
    lineHeight: 1,
    userSelect: 'none',
    verticalAlign: 'middle',
  }),
  'avatar',
);

export const avatarSize = styleVariants(
  {
    sm: { width: '2rem', height: '2rem', fontSize: fontSize.caption },
    md: { width: '2.5rem', height: '2.5rem', fontSize: fontSize.body },
    lg: { width: '3.5rem', height: '3.5rem', fontSize: fontSize.sectionTitle },
  },
  inComponentsLayer,
  'avatar',
);

export const image = style(
  inComponentsLayer({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }),
  'avatarImage',
);
