import { globalStyle, style } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { componentsLayer } from '../../theme/layers.css.ts';
import { vars } from '../../theme/theme.css.ts';

const { color, space, radius, fontSize, fontWeight, lineHeight } = vars;

export const root = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: space[4],
    // Wide enough for 'Herramientas' and 'Organización' at the rail's type size, with room around
    // the highlight; longer labels end in an ellipsis (and show whole in the tooltip).
    width: '6.5rem',
    height: '100%',
    overflowY: 'auto',
    paddingBlock: space[3],
    paddingInline: space[1],
    backgroundColor: color.surface,
    borderInlineEnd: `1px solid ${color.border}`,
  }),
  'navigationRail',
);

/** The labelled sidebar. */
export const expanded = style(
  inComponentsLayer({ width: '16rem', paddingInline: space[2] }),
  'navigationRailExpanded',
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

export const subList = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: 2,
    listStyle: 'none',
    margin: 0,
    marginBlockStart: 2,
    // An entry's text lines up with its section's label: past the section's icon and gap.
    paddingInlineStart: `calc(1.375rem + ${space[3]})`,
  }),
  'navigationRailSubList',
);

export const item = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: space[1],
    minWidth: 0,
    paddingBlock: space[2],
    paddingInline: space[1],
    borderRadius: radius.lg,
    color: color.fgMuted,
    fontSize: fontSize.caption,
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
      [`${expanded} &`]: {
        flexDirection: 'row',
        gap: space[3],
        paddingInline: space[3],
        fontSize: fontSize.body,
        textAlign: 'start',
      },
    },
  }),
  'navigationRailItem',
);

export const subItem = style(inComponentsLayer({ paddingBlock: space[1] }), 'navigationRailSubItem');

/** One line; cut with an ellipsis rather than overflowing the highlight or wrapping. */
export const label = style(
  inComponentsLayer({
    display: 'block',
    maxWidth: '100%',
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  }),
  'navigationRailLabel',
);

export const icon = style(
  inComponentsLayer({ display: 'inline-flex', flexShrink: 0, fontSize: '1.375rem' }),
  'navigationRailIcon',
);

globalStyle(`${subItem} ${icon}`, { '@layer': { [componentsLayer]: { fontSize: '1.125rem' } } });

export const toggle = style(
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    alignSelf: 'center',
    width: '2.75rem',
    height: '2.75rem',
    border: 0,
    borderRadius: radius.lg,
    backgroundColor: 'transparent',
    color: color.fgMuted,
    cursor: 'pointer',
    selectors: {
      '&:hover': { color: color.fg, backgroundColor: color.bgMuted },
      '&:focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: -2 },
      [`${expanded} &`]: { alignSelf: 'flex-end' },
    },
  }),
  'navigationRailToggle',
);

export const footer = style(
  inComponentsLayer({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: space[2] }),
  'navigationRailFooter',
);
