import { createGlobalTheme, createGlobalThemeContract, globalStyle } from '@vanilla-extract/css';
import { cssVarName, darkThemeSelector, themeTokens, themeTokensDark } from '../tokens/index.ts';
import { themeLayer } from './layers.css.ts';

/**
 * The typed theme contract: `vars.color.primary` is `var(--faena-color-primary)`. The names are
 * stable (no hashes) because apps, Tailwind's `@theme` and tenant branding refer to them.
 */
export const vars = createGlobalThemeContract(themeTokens, (_value, path) => cssVarName(path));

/** The light theme on :root, in the `theme` layer so any unlayered override (a tenant brand) wins. */
createGlobalTheme(':root', vars, { '@layer': themeLayer, ...themeTokens });

/**
 * The dark theme: `<html data-theme="dark">` or `<html class="faena-dark">`. Only the colour roles
 * change; put the attribute on <html> (Radix portals render into <body>).
 */
createGlobalTheme(darkThemeSelector, vars.color, { '@layer': themeLayer, ...themeTokensDark.color });

globalStyle(':root', { '@layer': { [themeLayer]: { colorScheme: 'light' } } });
globalStyle(darkThemeSelector, { '@layer': { [themeLayer]: { colorScheme: 'dark' } } });
