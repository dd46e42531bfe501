import { componentsLayer, vars } from '@faena/ui';
import { globalStyle, style } from '@vanilla-extract/css';

const { color, space, radius } = vars;

/** The form of an execution; its questions whose answer is flagged carry `data-flagged`. */
export const form = style({});

globalStyle(`${form} [data-flagged]`, {
  '@layer': {
    [componentsLayer]: {
      borderInlineStart: `3px solid ${color.danger}`,
      paddingInlineStart: space[3],
      borderRadius: radius.sm,
    },
  },
});

/** The flag's words over the question, read from the attribute the screen sets. */
globalStyle(`${form} [data-flagged]::before`, {
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
