import { style } from '@vanilla-extract/css';
import { choiceInput } from '../../theme/choice-input.ts';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { vars } from '../../theme/theme.css.ts';

const { color, space, fontSize, lineHeight } = vars;

export const root = style(
  inComponentsLayer({ display: 'flex', alignItems: 'flex-start', gap: space[2] }),
  'checkbox',
);

/** The shared native choice input, outlined in red when invalid. */
export const input = style(
  inComponentsLayer({
    ...choiceInput,
    selectors: {
      ...choiceInput.selectors,
      '&[aria-invalid="true"]': { outline: `2px solid ${color.danger}`, outlineOffset: 1 },
    },
  }),
  'checkboxInput',
);

export const text = style(
  inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: space[1], minWidth: 0 }),
  'checkboxText',
);

export const label = style(
  inComponentsLayer({
    fontSize: fontSize.body,
    lineHeight: lineHeight.snug,
    color: color.fg,
    cursor: 'pointer',
    selectors: { '&[data-disabled="true"]': { color: color.fgMuted, cursor: 'not-allowed' } },
  }),
  'checkboxLabel',
);
