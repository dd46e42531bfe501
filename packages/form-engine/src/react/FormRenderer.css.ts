import { vars } from '@faena/ui';
import { style } from '@vanilla-extract/css';

const { color, space, radius, fontSize } = vars;

export const form = style({ display: 'flex', flexDirection: 'column', gap: space[6] });

export const fields = style({ display: 'flex', flexDirection: 'column', gap: space[6] });

export const description = style({ margin: 0, color: color.fgMuted, fontSize: fontSize.body });

export const formError = style({
  display: 'flex',
  gap: space[2],
  alignItems: 'flex-start',
  margin: 0,
  padding: space[3],
  borderRadius: radius.md,
  backgroundColor: color.dangerSubtle,
  color: color.dangerFg,
  fontSize: fontSize.body,
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: space[3] });
