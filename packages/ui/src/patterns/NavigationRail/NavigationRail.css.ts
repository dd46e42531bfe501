import { style } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { vars } from '../../theme/theme.css.ts';

const { color, space, radius, fontSize, fontWeight, lineHeight } = vars;

export const root = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: space[4],
    width: '5.5rem',
    height: '100%',
    paddingBlock: space[3],
    paddingInline: space[2],
    backgroundColor: color.surface,
    borderInlineEnd: `1px solid ${color.border}`,
  }),
  'navigationRail',
);

export const header = style(
  inComponentsLayer({ display: 'flex', justifyContent: 'center' }),
  'navigationRailHeader',
);

export const list = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: space[1],
    listStyle: 'none',
    margin: 0,
    padding: 0,
    flex: 1,
  }),
  'navigationRailList',
);

export const item = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: space[1],
    paddingBlock: space[2],
    paddingInline: space[1],
    borderRadius: radius.lg,
    color: color.fgMuted,
    fontSize: fontSize.xs,
    fontWeight: fontWeight.medium,
    lineHeight: lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    selectors: {
      '&:hover': { color: color.fg, backgroundColor: color.bgMuted },
      '&:focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: -2 },
      '&[aria-current="page"]': {
        color: color.primaryFg,
        backgroundColor: color.primarySubtle,
        fontWeight: fontWeight.semibold,
      },
    },
  }),
  'navigationRailItem',
);

export const icon = style(
  inComponentsLayer({ display: 'inline-flex', fontSize: '1.375rem' }),
  'navigationRailIcon',
);

export const footer = style(
  inComponentsLayer({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: space[2] }),
  'navigationRailFooter',
);
