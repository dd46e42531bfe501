import type { StyleRule } from '@vanilla-extract/css';
import { componentsLayer } from './layers.css.ts';

/** Wraps a vanilla-extract style rule in the `components` cascade layer. */
export function inComponentsLayer(rule: StyleRule): StyleRule {
  return { '@layer': { [componentsLayer]: rule } };
}
