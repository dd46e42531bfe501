import { style } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { vars } from '../../theme/theme.css.ts';

export const icon = style(
  inComponentsLayer({ backgroundColor: vars.color.primarySubtle, color: vars.color.primaryFg }),
  'notFoundIcon',
);
