import { style } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { vars } from '../../theme/theme.css.ts';

const { color, space, radius, fontSize, fontWeight, lineHeight, duration, easing } = vars;

export const root = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: space[4],
    selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
  }),
  'tabs',
);

export const list = style(
  inComponentsLayer({
    display: 'flex',
    gap: space[1],
    overflowX: 'auto',
    borderBottom: `1px solid ${color.border}`,
    selectors: {
      '&[data-orientation="vertical"]': {
        flexDirection: 'column',
        borderBottom: 0,
        borderInlineEnd: `1px solid ${color.border}`,
        overflowX: 'visible',
      },
    },
  }),
  'tabsList',
);

export const trigger = style(
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: space[2],
    flexShrink: 0,
    minHeight: '2.5rem',
    paddingInline: space[4],
    marginBottom: -1,
    border: 0,
    borderBottom: '2px solid transparent',
    borderRadius: `${radius.sm} ${radius.sm} 0 0`,
    backgroundColor: 'transparent',
    color: color.fgMuted,
    fontFamily: 'inherit',
    fontSize: fontSize.body,
    fontWeight: fontWeight.medium,
    lineHeight: lineHeight.tight,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transitionProperty: 'color, border-color, background-color',
    transitionDuration: duration.fast,
    transitionTimingFunction: easing.standard,
    selectors: {
      '&:hover:not([data-disabled])': { color: color.fg, backgroundColor: color.bgSubtle },
      '&[data-state="active"]': { color: color.primaryFg, borderBottomColor: color.primary },
      '&:focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: -2 },
      '&[data-disabled]': { color: color.fgDisabled, cursor: 'not-allowed' },
      '&[data-orientation="vertical"]': {
        marginBottom: 0,
        marginInlineEnd: -1,
        borderBottom: 0,
        borderInlineEnd: '2px solid transparent',
        borderRadius: `${radius.sm} 0 0 ${radius.sm}`,
        justifyContent: 'flex-start',
      },
      '&[data-orientation="vertical"][data-state="active"]': { borderInlineEndColor: color.primary },
    },
  }),
  'tabsTrigger',
);

export const content = style(
  inComponentsLayer({
    flex: 1,
    minWidth: 0,
    selectors: {
      '&:focus-visible': {
        outline: `2px solid ${color.focusRing}`,
        outlineOffset: 2,
        borderRadius: radius.sm,
      },
    },
  }),
  'tabsContent',
);
