import { style, styleVariants } from '@vanilla-extract/css';
import { choiceInput } from '../../theme/choice-input.ts';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { vars } from '../../theme/theme.css.ts';

const { color, space, fontSize, lineHeight } = vars;

export const root = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: space[2],
    margin: 0,
    padding: 0,
    border: 0,
    minWidth: 0,
  }),
  'radioGroup',
);

export const legend = style(
  inComponentsLayer({ display: 'flex', marginBottom: space[1] }),
  'radioGroupLegend',
);

export const options = styleVariants(
  {
    vertical: { display: 'flex', flexDirection: 'column', gap: space[2] },
    horizontal: { display: 'flex', flexWrap: 'wrap', columnGap: space[6], rowGap: space[2] },
  } as const,
  inComponentsLayer,
  'radioGroupOptions',
);

export const option = style(
  inComponentsLayer({ display: 'flex', alignItems: 'flex-start', gap: space[2] }),
  'radioGroupOption',
);

export const input = style(inComponentsLayer(choiceInput), 'radioGroupInput');

export const optionText = style(
  inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: space[1] }),
  'radioGroupOptionText',
);

export const optionLabel = style(
  inComponentsLayer({
    fontSize: fontSize.body,
    lineHeight: lineHeight.snug,
    color: color.fg,
    cursor: 'pointer',
    selectors: { '&[data-disabled="true"]': { color: color.fgMuted, cursor: 'not-allowed' } },
  }),
  'radioGroupOptionLabel',
);

export const optionDescription = style(
  inComponentsLayer({
    margin: 0,
    fontSize: fontSize.body,
    lineHeight: lineHeight.snug,
    color: color.fgMuted,
  }),
  'radioGroupOptionDescription',
);
