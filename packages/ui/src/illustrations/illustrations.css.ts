import { style } from '@vanilla-extract/css';
import { inComponentsLayer } from '../theme/component-style.ts';
import { vars } from '../theme/theme.css.ts';

const { color } = vars;

export const root = style(
  inComponentsLayer({
    display: 'block',
    width: '7.5rem',
    height: 'auto',
    flexShrink: 0,
    overflow: 'visible',
  }),
  'illustration',
);
/** The soft plate behind each drawing. */
export const plate = style(inComponentsLayer({ fill: color.bgMuted }), 'illustrationPlate');
/** Paper: cards, pages, windows. */
export const paper = style(
  inComponentsLayer({ fill: color.surface, stroke: color.border, strokeWidth: 1.5 }),
  'illustrationPaper',
);
/** Placeholder lines of text. */
export const line = style(
  inComponentsLayer({ fill: 'none', stroke: color.border, strokeWidth: 3, strokeLinecap: 'round' }),
  'illustrationLine',
);
/** The one coloured detail: the brand, or danger on the error case. */
export const accent = style(
  inComponentsLayer({
    fill: 'none',
    stroke: color.primary,
    strokeWidth: 2.5,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  }),
  'illustrationAccent',
);
export const accentFill = style(inComponentsLayer({ fill: color.primarySubtle }), 'illustrationAccentFill');
export const danger = style(
  inComponentsLayer({
    fill: 'none',
    stroke: color.danger,
    strokeWidth: 2.5,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  }),
  'illustrationDanger',
);
export const dangerFill = style(inComponentsLayer({ fill: color.dangerSubtle }), 'illustrationDangerFill');
