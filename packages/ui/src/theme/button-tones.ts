import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

const { color } = vars;

/** Hover and press styles apply only while the control can be used. */
export const ENABLED = '&:not(:disabled):not([aria-disabled="true"])';

/** The filled and outlined tones Button and IconButton share. */
export const buttonTones = {
  primary: {
    backgroundColor: color.primary,
    color: color.onPrimary,
    selectors: {
      [`${ENABLED}:hover`]: { backgroundColor: color.primaryHover },
      [`${ENABLED}:active`]: { backgroundColor: color.primaryActive },
    },
  },
  secondary: {
    backgroundColor: color.surface,
    color: color.fg,
    borderColor: color.borderStrong,
    selectors: {
      [`${ENABLED}:hover`]: { backgroundColor: color.bgMuted },
      [`${ENABLED}:active`]: { backgroundColor: color.border },
    },
  },
} satisfies Record<string, StyleRule>;
