import { style, styleVariants } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { text } from '../../theme/text.ts';
import { vars } from '../../theme/theme.css.ts';

const { color, space, radius, shadow } = vars;

export const base = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    backgroundColor: color.surface,
    color: color.fg,
    borderRadius: radius.lg,
  }),
  'card',
);

export const variant = styleVariants(
  {
    outlined: { border: `1px solid ${color.border}` },
    elevated: { border: `1px solid ${color.border}`, boxShadow: shadow.sm },
    muted: { backgroundColor: color.bgSubtle, border: `1px solid ${color.border}` },
  },
  inComponentsLayer,
  'card',
);

export const padding = styleVariants(
  {
    none: { padding: 0 },
    sm: { padding: space[3], gap: space[2] },
    md: { padding: `${space[3]} ${space[4]}`, gap: space[3] },
    lg: { padding: space[5], gap: space[4] },
  },
  inComponentsLayer,
  'cardPadding',
);

export const header = style(
  inComponentsLayer({ display: 'flex', alignItems: 'flex-start', gap: space[3] }),
  'cardHeader',
);

export const headings = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: `calc(${space[1]} / 2)`,
    flex: 1,
    minWidth: 0,
  }),
  'cardHeadings',
);

export const title = style(
  inComponentsLayer({
    margin: 0,
    ...text('sectionTitle'),
  }),
  'cardTitle',
);

export const description = style(
  inComponentsLayer({
    margin: 0,
    ...text('body'),
    color: color.fgMuted,
  }),
  'cardDescription',
);

export const actions = style(
  inComponentsLayer({ display: 'flex', gap: space[2], flexShrink: 0 }),
  'cardActions',
);

export const footer = style(
  inComponentsLayer({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: space[2],
    paddingTop: space[3],
    borderTop: `1px solid ${color.border}`,
  }),
  'cardFooter',
);
