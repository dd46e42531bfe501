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
  green: { 50: '#ecfdf3', 100: '#d1fadf', 500: '#22a55a', 600: '#15803d', 700: '#166534', 800: '#14532d' },
  amber: { 50: '#fffaeb', 100: '#fef0c7', 500: '#f59e0b', 600: '#d97706', 700: '#92400e', 800: '#78350f' },
  red: { 50: '#fef2f2', 100: '#fee2e2', 500: '#ef4444', 600: '#c81e1e', 700: '#a31b1b', 800: '#7f1d1d' },
  sky: { 50: '#f0f9ff', 100: '#e0f2fe', 500: '#0ea5e9', 600: '#0369a1', 700: '#075985', 800: '#0c4a6e' },
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
  info: 'sky.600',
  infoHover: 'sky.700',
  infoSubtle: 'sky.50',
  infoFg: 'sky.700',
  onInfo: 'neutral.0',
} as const satisfies Record<string, ColorRoleValue>;

export type ColorRole = keyof typeof colorRoles;

/** The literal colour of a role, following its palette reference. */
export function resolveColor(role: ColorRole): string {
  const value: ColorRoleValue = colorRoles[role];
  if (value.startsWith('rgb(')) return value;
  const [hue, step] = value.split('.') as [keyof Palette, string];
  return (palette[hue] as Record<string, string>)[step]!;
}
