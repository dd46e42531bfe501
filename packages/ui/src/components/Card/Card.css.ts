import { style, styleVariants } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { vars } from '../../theme/theme.css.ts';

const { color, space, radius, shadow, fontSize, fontWeight, lineHeight } = vars;

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
    elevated: { border: `1px solid ${color.border}`, boxShadow: shadow.md },
    muted: { backgroundColor: color.bgSubtle, border: `1px solid ${color.border}` },
  },
  inComponentsLayer,
  'card',
);

export const padding = styleVariants(
  {
    none: { padding: 0 },
    sm: { padding: space[3], gap: space[2] },
    md: { padding: space[4], gap: space[3] },
    lg: { padding: space[6], gap: space[4] },
  },
  inComponentsLayer,
  'cardPadding',
);

export const header = style(
  inComponentsLayer({ display: 'flex', alignItems: 'flex-start', gap: space[3] }),
  'cardHeader',
);

export const headings = style(
  inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: space[1], flex: 1, minWidth: 0 }),
  'cardHeadings',
);

export const title = style(
  inComponentsLayer({
    margin: 0,
    fontSize: fontSize.base,
    fontWeight: fontWeight.semibold,
    lineHeight: lineHeight.snug,
  }),
  'cardTitle',
);

export const description = style(
  inComponentsLayer({
    margin: 0,
    fontSize: fontSize.sm,
    lineHeight: lineHeight.normal,
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
