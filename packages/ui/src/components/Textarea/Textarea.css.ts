import { style } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { vars } from '../../theme/theme.css.ts';

const { lineHeight } = vars;

/** Added to TextField's input look. */
export const textarea = style(
  inComponentsLayer({ minHeight: '5.5rem', lineHeight: lineHeight.normal, resize: 'vertical' }),
  'textarea',
);
