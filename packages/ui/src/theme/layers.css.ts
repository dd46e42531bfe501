import { globalLayer } from '@vanilla-extract/css';

/*
 * Cascade layers shared with Tailwind v4 (same names, same order as `src/styles.css`). Declaring
 * all four here, in order, keeps the order right even if this CSS reaches the page before the
 * Tailwind entry. Component styles live in `components`, so Tailwind `utilities` can override
 * them and Tailwind's preflight (`base`) cannot.
 */
export const themeLayer = globalLayer('theme');
export const baseLayer = globalLayer('base');
export const componentsLayer = globalLayer('components');
export const utilitiesLayer = globalLayer('utilities');
