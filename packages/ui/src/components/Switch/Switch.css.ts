import { style, styleVariants } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { vars } from '../../theme/theme.css.ts';

const { color, space, radius, fontSize, lineHeight, duration, easing, shadow } = vars;

export const root = style(
  inComponentsLayer({ display: 'flex', alignItems: 'flex-start', gap: space[3] }),
  'switch',
);

export const track = style(
  inComponentsLayer({
    position: 'relative',
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    padding: 2,
    border: 0,
    borderRadius: radius.full,
    backgroundColor: color.borderStrong,
    cursor: 'pointer',
    transitionProperty: 'background-color',
    transitionDuration: duration.fast,
    transitionTimingFunction: easing.standard,
    selectors: {
      '&[aria-checked="true"]': { backgroundColor: color.primary },
      '&:focus-visible': { outline: `2px solid ${color.focusRing}`, outlineOffset: 2 },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
    },
  }),
  'switchTrack',
);

export const trackSize = styleVariants(
  { sm: { width: '2rem', height: '1.125rem' }, md: { width: '2.75rem', height: '1.5rem' } },
  inComponentsLayer,
  'switchTrack',
);

export const thumb = style(
  inComponentsLayer({
    display: 'block',
    height: '100%',
    aspectRatio: '1',
    borderRadius: radius.full,
    backgroundColor: color.surface,
    boxShadow: shadow.sm,
    transitionProperty: 'transform',
    transitionDuration: duration.fast,
    transitionTimingFunction: easing.standard,
    selectors: {
      [`${track}[aria-checked="true"] &`]: { transform: 'translateX(var(--faena-switch-travel))' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  }),
  'switchThumb',
);

export const travel = styleVariants(
  {
    sm: { vars: { '--faena-switch-travel': '0.875rem' } },
    md: { vars: { '--faena-switch-travel': '1.25rem' } },
  },
  inComponentsLayer,
);

export const text = style(
  inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: space[1], minWidth: 0 }),
  'switchText',
);

export const label = style(
  inComponentsLayer({
    fontSize: fontSize.body,
    lineHeight: lineHeight.snug,
    color: color.fg,
    cursor: 'pointer',
    paddingTop: '0.125rem',
  }),
  'switchLabel',
);
