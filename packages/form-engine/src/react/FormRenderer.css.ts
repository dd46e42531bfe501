import { vars } from '@faena/ui';
import { style } from '@vanilla-extract/css';

const { color, space, radius, fontSize } = vars;

export const form = style({ display: 'flex', flexDirection: 'column', gap: space[6] });

export const fields = style({ display: 'flex', flexDirection: 'column', gap: space[6] });

/**
 * A block of a long form's fields (`longForm.ts`), laid out as `fields` is. Its paint containment
 * clips at the padding box, so it pads out by as much as it pulls its margins in: focus rings keep
 * their room and the layout stays the same. A block whose fields are all hidden takes no room.
 */
export const block = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[6],
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 90rem',
  padding: space[2],
  margin: `calc(-1 * ${space[2]})`,
  selectors: { '&:not(:has(> :not([hidden])))': { display: 'none' } },
});

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
