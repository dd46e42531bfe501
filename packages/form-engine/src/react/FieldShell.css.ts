import { vars } from '@faena/ui';
import { style } from '@vanilla-extract/css';

const { color, space, fontSize, lineHeight } = vars;

export const field = style({ display: 'flex', flexDirection: 'column', gap: space[2], minWidth: 0 });

export const group = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
});

export const header = style({ display: 'flex', alignItems: 'center', gap: space[2], padding: 0 });

export const valid = style({ color: color.successFg, display: 'inline-flex', fontSize: fontSize.body });

export const description = style({
  margin: 0,
  color: color.fgMuted,
  fontSize: fontSize.body,
  lineHeight: lineHeight.normal,
});

export const error = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: space[1],
  color: color.dangerFg,
  fontSize: fontSize.body,
  lineHeight: lineHeight.normal,
});
