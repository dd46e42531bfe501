import { style } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { vars } from '../../theme/theme.css.ts';

const { color, space, radius, fontSize, fontWeight, lineHeight } = vars;

export const root = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: space[3],
    paddingBlock: space[10],
    paddingInline: space[6],
    maxWidth: '28rem',
    marginInline: 'auto',
  }),
  'emptyState',
);

export const icon = style(
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '3.5rem',
    height: '3.5rem',
    borderRadius: radius.full,
    backgroundColor: color.bgMuted,
    color: color.fgMuted,
    fontSize: '1.75rem',
  }),
  'emptyStateIcon',
);

export const title = style(
  inComponentsLayer({
    margin: 0,
    fontSize: fontSize.lg,
    fontWeight: fontWeight.semibold,
    lineHeight: lineHeight.snug,
    color: color.fg,
  }),
  'emptyStateTitle',
);

export const description = style(
  inComponentsLayer({
    margin: 0,
    fontSize: fontSize.sm,
    lineHeight: lineHeight.normal,
    color: color.fgMuted,
  }),
  'emptyStateDescription',
);

export const action = style(
  inComponentsLayer({ marginTop: space[2], display: 'flex', gap: space[2] }),
  'emptyStateAction',
);
