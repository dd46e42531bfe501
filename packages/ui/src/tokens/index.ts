/**
 * Faena design tokens, defined once. Plain TypeScript with no CSS-in-JS runtime, so Node
 * (scripts, the server, tests) can read them too. The vanilla-extract theme (`vars`) and the
 * Tailwind `@theme` block (`src/theme.generated.css`) are both derived from `themeTokens`.
 */
import { type ColorRoleValue, colorRoles, colorRolesDark, palette } from './colors.ts';
import { breakpoints, iconSize, motion, radius, shadow, space, zIndex } from './scales.ts';
import { fontFamily, fontSize, fontWeight, lineHeight } from './typography.ts';

export * from './colors.ts';
export * from './scales.ts';
export * from './typography.ts';

const kebab = (segment: string) => segment.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The CSS custom property name (without `--`) of a token path: `['color', 'bgSubtle']` -> `faena-color-bg-subtle`. */
export function cssVarName(path: readonly string[]): string {
  return `faena-${path.map(kebab).join('-')}`;
}

function mapValues<T extends object, R>(obj: T, fn: (value: T[keyof T], key: keyof T & string) => R) {
  return Object.fromEntries(
    Object.entries(obj).map(([key, value]) => [key, fn(value as T[keyof T], key as keyof T & string)]),
  ) as { [K in keyof T]: R };
}

function roleValue(value: ColorRoleValue): string {
  if (value.startsWith('rgb(')) return value;
  const [hue, step] = value.split('.') as [string, string];
  return `var(--${cssVarName(['color', hue, step])})`;
}

/** Every token as a CSS value, in the shape of the theme contract. */
export const themeTokens = {
  color: {
    ...mapValues(colorRoles, roleValue),
    ...mapValues(palette, (steps) => mapValues(steps, (hex): string => hex)),
  },
  font: { ...fontFamily },
  fontSize: { ...fontSize },
  fontWeight: { ...fontWeight },
  lineHeight: { ...lineHeight },
  space,
  radius: { ...radius },
  shadow: { ...shadow },
  zIndex: { ...zIndex },
  duration: { ...motion.duration },
  easing: { ...motion.easing },
  size: { icon: iconSize },
  breakpoint: mapValues(breakpoints, (px) => `${px}px`),
};

export type ThemeTokens = typeof themeTokens;

/**
 * The dark theme's colours (roles re-pointed, same palette), in the shape of `themeTokens.color`.
 * Set on `html[data-theme="dark"]` and `html.faena-dark`.
 */
export const themeTokensDark = {
  color: {
    ...mapValues(colorRolesDark, roleValue),
    ...mapValues(palette, (steps) => mapValues(steps, (hex): string => hex)),
  } satisfies Record<keyof ThemeTokens['color'], unknown>,
};

/** The selectors that switch on the dark theme (on <html>, so Radix portals in <body> follow). */
export const darkThemeSelector = 'html[data-theme="dark"], html.faena-dark';

type MapLeaves<T, V> = { [K in keyof T]: T[K] extends string ? V : MapLeaves<T[K], V> };

function mapLeaves<T extends object, V>(
  obj: T,
  fn: (path: string[]) => V,
  path: string[] = [],
): MapLeaves<T, V> {
  return Object.fromEntries(
    Object.entries(obj).map(([key, value]) => [
      key,
      typeof value === 'string' ? fn([...path, key]) : mapLeaves(value as object, fn, [...path, key]),
    ]),
  ) as MapLeaves<T, V>;
}

/**
 * `var(--faena-…)` references for every token, without vanilla-extract (for inline styles,
 * canvas code, tests). Inside `.css.ts` files prefer `vars` from `@faena/ui`, which is the same.
 */
export const themeVars = mapLeaves(themeTokens, (path) => `var(--${cssVarName(path)})`);

/** Every token as a flat list of `[--name, value]`, e.g. to apply a tenant brand at runtime. */
export function flattenTokens(): Array<[name: string, value: string]> {
  const out: Array<[string, string]> = [];
  const walk = (node: object, path: string[]) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') out.push([`--${cssVarName([...path, key])}`, value]);
      else walk(value as object, [...path, key]);
    }
  };
  walk(themeTokens, []);
  return out;
}
