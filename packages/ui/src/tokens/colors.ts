/**
 * Colour tokens. The palette holds the raw hues; roles name what a colour is for and point at
 * a palette step, so a tenant brand can re-tint everything by assigning the palette variables
 * (`--faena-color-brand-*`) at runtime.
 */
export const palette = {
  neutral: {
    0: '#ffffff',
    50: '#f8f9fb',
    100: '#f1f3f6',
    200: '#e2e6eb',
    300: '#ccd3dc',
    400: '#9ea8b5',
    500: '#6c7787',
    600: '#525d6c',
    700: '#3c4552',
    800: '#29303a',
    900: '#1a1f27',
    950: '#0e1116',
  },
  /** Faena's brand hue; the primary role is built from it. */
  brand: {
    50: '#eef4ff',
    100: '#d9e6ff',
    200: '#b9d0ff',
    300: '#8ab0fd',
    400: '#5987f5',
    500: '#3563e9',
    600: '#2350d1',
    700: '#1d40a8',
    800: '#1c3785',
    900: '#1b3066',
  },
  green: {
    50: '#ecfdf3',
    100: '#d1fadf',
    400: '#4ade80',
    500: '#22a55a',
    600: '#15803d',
    700: '#166534',
    800: '#14532d',
  },
  amber: {
    50: '#fffaeb',
    100: '#fef0c7',
    400: '#fbbf24',
    500: '#f59e0b',
    600: '#d97706',
    700: '#92400e',
    800: '#78350f',
  },
  red: {
    50: '#fef2f2',
    100: '#fee2e2',
    400: '#f87171',
    500: '#ef4444',
    600: '#c81e1e',
    700: '#a31b1b',
    800: '#7f1d1d',
  },
  /** Info is light blue (sky-500), as the app's info toasts; errors are red. */
  sky: {
    50: '#f0f9ff',
    100: '#e0f2fe',
    400: '#38bdf8',
    500: '#0ea5e9',
    600: '#0369a1',
    700: '#075985',
    800: '#0c4a6e',
  },
} as const;

export type Palette = typeof palette;
export type PaletteRef = {
  [Hue in keyof Palette]: `${Hue}.${keyof Palette[Hue] & (string | number)}`;
}[keyof Palette];

/** A role is a palette reference (`'brand.600'`) or a literal colour (only for translucent ones). */
export type ColorRoleValue = PaletteRef | `rgb(${string})`;

export const colorRoles = {
  // Surfaces and text
  bg: 'neutral.0',
  bgSubtle: 'neutral.50',
  bgMuted: 'neutral.100',
  surface: 'neutral.0',
  fg: 'neutral.900',
  fgMuted: 'neutral.600',
  fgSubtle: 'neutral.500',
  fgDisabled: 'neutral.400',
  fgInverse: 'neutral.0',
  border: 'neutral.200',
  borderStrong: 'neutral.500',
  focusRing: 'brand.500',
  overlay: 'rgb(14 17 22 / 0.55)',
  // Primary (brand)
  primary: 'brand.600',
  primaryHover: 'brand.700',
  primaryActive: 'brand.800',
  primarySubtle: 'brand.50',
  primaryFg: 'brand.700',
  onPrimary: 'neutral.0',
  // Semantic
  success: 'green.600',
  successHover: 'green.700',
  successSubtle: 'green.50',
  successFg: 'green.700',
  onSuccess: 'neutral.0',
  warning: 'amber.500',
  warningHover: 'amber.600',
  warningSubtle: 'amber.50',
  warningFg: 'amber.700',
  onWarning: 'neutral.900',
  danger: 'red.600',
  dangerHover: 'red.700',
  dangerSubtle: 'red.50',
  dangerFg: 'red.700',
  onDanger: 'neutral.0',
  info: 'sky.500',
  infoHover: 'sky.400',
  infoSubtle: 'sky.50',
  infoFg: 'sky.700',
  onInfo: 'neutral.950',
} as const satisfies Record<string, ColorRoleValue>;

export type ColorRole = keyof typeof colorRoles;

/**
 * The dark theme: the same roles pointing at other palette steps. Applied with
 * `<html data-theme="dark">` or `<html class="faena-dark">` (on <html>, so Radix portals follow).
 */
export const colorRolesDark = {
  bg: 'neutral.950',
  bgSubtle: 'neutral.900',
  bgMuted: 'neutral.800',
  surface: 'neutral.900',
  fg: 'neutral.50',
  fgMuted: 'neutral.300',
  fgSubtle: 'neutral.400',
  fgDisabled: 'neutral.600',
  fgInverse: 'neutral.950',
  border: 'neutral.700',
  borderStrong: 'neutral.500',
  focusRing: 'brand.400',
  overlay: 'rgb(0 0 0 / 0.7)',
  primary: 'brand.400',
  primaryHover: 'brand.300',
  primaryActive: 'brand.200',
  primarySubtle: 'brand.900',
  primaryFg: 'brand.300',
  onPrimary: 'neutral.950',
  success: 'green.500',
  successHover: 'green.400',
  successSubtle: 'green.800',
  successFg: 'green.100',
  onSuccess: 'neutral.950',
  warning: 'amber.500',
  warningHover: 'amber.400',
  warningSubtle: 'amber.800',
  warningFg: 'amber.100',
  onWarning: 'neutral.950',
  danger: 'red.500',
  dangerHover: 'red.400',
  dangerSubtle: 'red.800',
  dangerFg: 'red.100',
  onDanger: 'neutral.950',
  info: 'sky.500',
  infoHover: 'sky.400',
  infoSubtle: 'sky.800',
  infoFg: 'sky.100',
  onInfo: 'neutral.950',
} as const satisfies Record<ColorRole, ColorRoleValue>;

export type ThemeName = 'light' | 'dark';
export const themeNames: readonly ThemeName[] = ['light', 'dark'];

/** The literal colour of a role in a theme, following its palette reference. */
export function resolveColor(role: ColorRole, theme: ThemeName = 'light'): string {
  const value: ColorRoleValue = (theme === 'dark' ? colorRolesDark : colorRoles)[role];
  if (value.startsWith('rgb(')) return value;
  const [hue, step] = value.split('.') as [keyof Palette, string];
  return (palette[hue] as Record<string, string>)[step]!;
}

/**
 * Text-on-background role pairs that must reach WCAG AA 4.5:1 in every theme, and non-text pairs
 * (borders, focus rings) that must reach 3:1. Tested in `tokens.test.ts`, shown in the docs.
 */
export const textContrastPairs: ReadonlyArray<readonly [fg: ColorRole, bg: ColorRole]> = [
  ['fg', 'bg'],
  ['fg', 'bgSubtle'],
  ['fg', 'bgMuted'],
  ['fg', 'surface'],
  ['fgMuted', 'bg'],
  ['fgMuted', 'bgSubtle'],
  ['fgMuted', 'bgMuted'],
  ['fgMuted', 'surface'],
  ['fgSubtle', 'bg'],
  ['fgInverse', 'fg'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['onPrimary', 'primaryActive'],
  ['primaryFg', 'bg'],
  ['primaryFg', 'surface'],
  ['primaryFg', 'primarySubtle'],
  ['onSuccess', 'success'],
  ['onSuccess', 'successHover'],
  ['successFg', 'successSubtle'],
  ['onWarning', 'warning'],
  ['onWarning', 'warningHover'],
  ['warningFg', 'warningSubtle'],
  ['onDanger', 'danger'],
  ['onDanger', 'dangerHover'],
  ['dangerFg', 'bg'],
  ['dangerFg', 'dangerSubtle'],
  ['onInfo', 'info'],
  ['onInfo', 'infoHover'],
  ['infoFg', 'infoSubtle'],
];
export const nonTextContrastPairs: ReadonlyArray<readonly [fg: ColorRole, bg: ColorRole]> = [
  ['borderStrong', 'bg'],
  ['focusRing', 'bg'],
  ['primary', 'bg'],
];

/** `#rgb` / `#rrggbb` to `[r, g, b]` (0-255). */
export function hexToRgb(hex: string): [number, number, number] {
  const h = hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex;
  return [1, 3, 5].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

/** `[r, g, b]` (0-255, rounded and clamped) to `#rrggbb`. */
export function rgbToHex(rgb: readonly [number, number, number]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** WCAG 2.x relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
