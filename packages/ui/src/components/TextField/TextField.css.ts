import { style } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { vars } from '../../theme/theme.css.ts';

const { color, space, radius, fontSize, fontWeight, lineHeight, duration, easing } = vars;

export const root = style(
  inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: space[1], minWidth: 0 }),
  'textField',
);

export const label = style(
  inComponentsLayer({
    fontSize: fontSize.body,
    fontWeight: fontWeight.medium,
    lineHeight: lineHeight.snug,
    color: color.fg,
  }),
  'textFieldLabel',
);

export const required = style(inComponentsLayer({ color: color.dangerFg, marginInlineStart: space[1] }));

export const optional = style(inComponentsLayer({ color: color.fgMuted, fontWeight: fontWeight.regular }));

export const input = style(
  inComponentsLayer({
    width: '100%',
    minHeight: '2.5rem',
    paddingInline: space[3],
    paddingBlock: space[2],
    border: `1px solid ${color.borderStrong}`,
    borderRadius: radius.md,
    backgroundColor: color.surface,
    color: color.fg,
    fontFamily: 'inherit',
    fontSize: fontSize.body,
    lineHeight: lineHeight.tight,
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: duration.fast,
    transitionTimingFunction: easing.standard,
    selectors: {
      '&::placeholder': { color: color.fgSubtle, opacity: 1 },
      '&:hover:not(:disabled)': { borderColor: color.fgMuted },
      '&:focus-visible': {
        outline: `2px solid ${color.focusRing}`,
        outlineOffset: 1,
        borderColor: color.primary,
      },
      '&[aria-invalid="true"]': { borderColor: color.danger },
      '&[aria-invalid="true"]:focus-visible': { outlineColor: color.danger },
      '&:disabled': { backgroundColor: color.bgMuted, color: color.fgMuted, cursor: 'not-allowed' },
      '&[readonly]': { backgroundColor: color.bgSubtle },
    },
  }),
  'textFieldInput',
);

export const hint = style(
  inComponentsLayer({
    margin: 0,
    fontSize: fontSize.body,
    lineHeight: lineHeight.snug,
    color: color.fgMuted,
  }),
  'textFieldHint',
);

export const error = style(
  inComponentsLayer({
    margin: 0,
    fontSize: fontSize.body,
    lineHeight: lineHeight.snug,
    color: color.dangerFg,
    fontWeight: fontWeight.medium,
  }),
  'textFieldError',
);
