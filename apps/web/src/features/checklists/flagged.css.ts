import { componentsLayer, vars } from '@faena/ui';
import { globalStyle, style } from '@vanilla-extract/css';

const { color, space, radius } = vars;

/**
 * A checklist's form whose flagged questions carry `data-flagged` (the flag's words): set on the
 * rendered fields by `markFlagged`, so no inline style is needed (the app's CSP has none).
 */
export const flaggedForm = style({});

globalStyle(`${flaggedForm} [data-flagged]`, {
  '@layer': {
    [componentsLayer]: {
      borderInlineStart: `3px solid ${color.danger}`,
      paddingInlineStart: space[3],
      borderRadius: radius.sm,
    },
  },
});

globalStyle(`${flaggedForm} [data-flagged]::before`, {
  '@layer': {
    [componentsLayer]: {
      content: 'attr(data-flagged)',
      display: 'block',
      width: 'fit-content',
      marginBlockEnd: space[1],
      paddingInline: space[2],
      borderRadius: radius.full,
      backgroundColor: color.dangerSubtle,
      color: color.dangerFg,
      fontSize: '0.75rem',
      fontWeight: 600,
    },
  },
});
