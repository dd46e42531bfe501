import { keyframes, style } from '@vanilla-extract/css';
import { inComponentsLayer } from './component-style.ts';
import { vars } from './theme.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The dimmed layer behind every dialog, drawer and sheet; it fades in unless motion is reduced. */
export const backdrop = style(
  inComponentsLayer({
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.overlay,
    backgroundColor: vars.color.overlay,
    animation: `${fadeIn} ${vars.duration.normal} ${vars.easing.enter}`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  }),
  'backdrop',
);
