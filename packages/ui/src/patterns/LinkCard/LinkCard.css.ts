import { style } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { text } from '../../theme/text.ts';
import { vars } from '../../theme/theme.css.ts';

const { color, space, radius, shadow } = vars;

export const grid = style(
  inComponentsLayer({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
    gap: space[3],
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
  'linkCardGrid',
);

export const item = style(inComponentsLayer({ display: 'flex', minWidth: 0 }), 'linkCardItem');

export const card = style(
  inComponentsLayer({
    display: 'flex',
    alignItems: 'flex-start',
    gap: space[3],
    width: '100%',
    padding: space[4],
    borderRadius: radius.lg,
    border: `1px solid ${color.border}`,
    backgroundColor: color.surface,
    boxShadow: shadow.sm,
    color: color.fg,
    textDecoration: 'none',
    transition: 'border-color 120ms ease, background-color 120ms ease',
    selectors: {
      '&:hover': { borderColor: color.primary, backgroundColor: color.bgSubtle },
      '&:focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: 2 },
    },
  }),
  'linkCard',
);

export const icon = style(
  inComponentsLayer({
    display: 'inline-flex',
    flexShrink: 0,
    padding: space[2],
    borderRadius: radius.md,
    backgroundColor: color.primarySubtle,
    color: color.primaryFg,
    fontSize: '1.25rem',
  }),
  'linkCardIcon',
);

export const body = style(
  inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: space[1], minWidth: 0 }),
  'linkCardBody',
);

export const title = style(
  inComponentsLayer({ ...text('label'), fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' }),
  'linkCardTitle',
);

export const description = style(
  inComponentsLayer({ ...text('caption'), color: color.fgMuted }),
  'linkCardDescription',
);
