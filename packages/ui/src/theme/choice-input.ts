import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

const { color } = vars;

/**
 * A native checkbox or radio tinted with the brand colour: the platform's own accessibility and
 * states, sized to sit on the first line of its label. Checkbox and RadioGroup share it.
 */
export const choiceInput = {
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
  margin: 0,
  marginTop: '0.125rem',
  accentColor: color.primary,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: 2 },
    '&:disabled': { cursor: 'not-allowed' },
  },
} satisfies StyleRule;
