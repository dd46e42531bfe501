import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { componentsLayer } from '../../theme/layers.css.ts';
import { vars } from '../../theme/theme.css.ts';

const { color, space, radius, shadow, fontSize, fontWeight, lineHeight, zIndex, duration, easing, size } =
  vars;

const fadeIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.97)' },
  to: { opacity: 1, transform: 'none' },
});

export const content = style(
  inComponentsLayer({
    // Above modals, so a menu inside a modal shows.
    zIndex: zIndex.popover,
    minWidth: '12rem',
    maxWidth: 'min(20rem, calc(100vw - 2rem))',
    maxHeight: 'var(--radix-dropdown-menu-content-available-height)',
    overflowY: 'auto',
    padding: space[1],
    backgroundColor: color.surface,
    color: color.fg,
    border: `1px solid ${color.border}`,
    borderRadius: radius.md,
    boxShadow: shadow.lg,
    transformOrigin: 'var(--radix-dropdown-menu-content-transform-origin)',
    animation: `${fadeIn} ${duration.fast} ${easing.enter}`,
    selectors: { '&:focus': { outline: 'none' } },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  }),
  'dropdownMenu',
);

export const item = style(
  inComponentsLayer({
    display: 'flex',
    alignItems: 'center',
    gap: space[2],
    width: '100%',
    minHeight: '2.25rem',
    paddingInline: space[3],
    paddingBlock: space[2],
    border: 0,
    borderRadius: radius.sm,
    backgroundColor: 'transparent',
    color: color.fg,
    fontFamily: 'inherit',
    fontSize: fontSize.body,
    lineHeight: lineHeight.tight,
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    selectors: {
      '&[data-highlighted]': { backgroundColor: color.bgMuted },
      '&[data-disabled]': { color: color.fgDisabled, cursor: 'not-allowed' },
    },
  }),
  'dropdownMenuItem',
);

export const destructive = style(
  inComponentsLayer({
    color: color.dangerFg,
    selectors: { '&[data-highlighted]': { backgroundColor: color.dangerSubtle } },
  }),
  'dropdownMenuItemDestructive',
);

export const icon = style(
  inComponentsLayer({
    display: 'inline-flex',
    flexShrink: 0,
    width: size.icon,
    height: size.icon,
  }),
  'dropdownMenuIcon',
);

export const label = style(
  inComponentsLayer({
    paddingInline: space[3],
    paddingBlock: space[2],
    fontSize: fontSize.caption,
    fontWeight: fontWeight.semibold,
    color: color.fgMuted,
  }),
  'dropdownMenuLabel',
);

export const separator = style(
  inComponentsLayer({
    height: 1,
    marginBlock: space[1],
    marginInline: `calc(-1 * ${space[1]})`,
    backgroundColor: color.border,
  }),
  'dropdownMenuSeparator',
);

globalStyle(`${icon} > svg`, { '@layer': { [componentsLayer]: { width: '100%', height: '100%' } } });
