import { style } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { vars } from '../../theme/theme.css.ts';

const { color, space, fontSize, lineHeight } = vars;

export const root = style(
  inComponentsLayer({ display: 'flex', alignItems: 'flex-start', gap: space[2] }),
  'checkbox',
);

/** Native control, tinted with the brand colour: the platform's own accessibility and states. */
export const input = style(
  inComponentsLayer({
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
    fontSize: fontSize.sm,
    lineHeight: lineHeight.snug,
    color: color.fg,
    cursor: 'pointer',
    selectors: { '&[data-disabled="true"]': { color: color.fgMuted, cursor: 'not-allowed' } },
  }),
  'checkboxLabel',
);
