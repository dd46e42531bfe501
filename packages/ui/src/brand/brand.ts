/**
 * Tenant branding at runtime. A brand comes from tenant data (an API, a database), so it is an
 * injection surface: `parseBrand` accepts only strict colour formats and safe logo URLs, and every
 * CSS value this module writes is a `#rrggbb` it computed itself.
 */
import { contrastRatio, hexToRgb, palette, resolveColor, rgbToHex, type ThemeName } from '../tokens/index.ts';

export interface Brand {
  /** The brand colour, normalised to `#rrggbb`. */
  primary: string;
  /** An optional second colour (`--faena-color-accent`, `--faena-color-on-accent`). */
  accent?: string;
  /** The text colour wanted on the brand colour (default white); corrected when it fails 4.5:1. */
  foreground?: string;
  /** Logo for light backgrounds: an `https:` URL or a same-origin path (`/logos/acme.svg`). */
  logoUrl?: string;
  /** Logo for the dark theme. */
  logoDarkUrl?: string;
}

export class BrandError extends Error {
  override name = 'BrandError';
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB = /^rgb\(\s*(\d{1,3})\s+(\d{1,3})\s+(\d{1,3})\s*\)$/i;

/**
 * A colour in one of the accepted formats (`#rgb`, `#rrggbb`, `rgb(r g b)`) as `#rrggbb`; throws
 * `BrandError` for anything else (named colours, `rgba()`, `hsl()`, `var()`, `expression()`,
 * anything with `;` or `url(`).
 */
export function parseColor(value: unknown, field = 'color'): string {
  if (typeof value !== 'string')
    throw new BrandError(`${field}: expected a colour string, got ${typeof value}`);
  const text = value.trim();
  if (HEX.test(text)) return rgbToHex(hexToRgb(text.toLowerCase()));
  const m = RGB.exec(text);
  if (m) {
    const channels = [m[1], m[2], m[3]].map(Number) as [number, number, number];
    if (channels.every((c) => c <= 255)) return rgbToHex(channels);
  }
  throw new BrandError(
    `${field}: ${JSON.stringify(value.slice(0, 60))} is not an accepted colour; use #rgb, #rrggbb or rgb(r g b)`,
  );
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it rejects
const UNSAFE_URL_CHARS = /[\s"'`<>\\()\u0000-\u001f\u007f]/;

/** An `https:` URL or a same-origin absolute path; throws `BrandError` for anything else. */
export function parseLogoUrl(value: unknown, field = 'logoUrl'): string {
  if (typeof value !== 'string') throw new BrandError(`${field}: expected a URL string, got ${typeof value}`);
  if (UNSAFE_URL_CHARS.test(value))
    throw new BrandError(`${field}: the URL contains spaces, quotes, brackets or control characters`);
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new BrandError(`${field}: ${JSON.stringify(value.slice(0, 80))} is not an https: URL or a /path`);
  }
  if (url.protocol !== 'https:') throw new BrandError(`${field}: only https: URLs or same-origin /paths`);
  if (url.username || url.password) throw new BrandError(`${field}: URLs with credentials are not accepted`);
  return url.href;
}

/** Validates and normalises a tenant brand; throws `BrandError` with a message naming the field. */
export function parseBrand(input: unknown): Brand {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw new BrandError(
      'brand: expected an object { primary, accent?, foreground?, logoUrl?, logoDarkUrl? }',
    );
  const raw = input as Record<string, unknown>;
  const known = new Set(['primary', 'accent', 'foreground', 'logoUrl', 'logoDarkUrl']);
  const unknown = Object.keys(raw).filter((key) => !known.has(key));
  if (unknown.length > 0) throw new BrandError(`brand: unknown field(s) ${unknown.join(', ')}`);
  const brand: Brand = { primary: parseColor(raw.primary, 'primary') };
  if (raw.accent != null) brand.accent = parseColor(raw.accent, 'accent');
  if (raw.foreground != null) brand.foreground = parseColor(raw.foreground, 'foreground');
  if (raw.logoUrl != null) brand.logoUrl = parseLogoUrl(raw.logoUrl, 'logoUrl');
  if (raw.logoDarkUrl != null) brand.logoDarkUrl = parseLogoUrl(raw.logoDarkUrl, 'logoDarkUrl');
  return brand;
}

/** `parseBrand` without throwing. */
export function safeParseBrand(input: unknown): { ok: true; brand: Brand } | { ok: false; error: string } {
  try {
    return { ok: true, brand: parseBrand(input) };
  } catch (error) {
    if (error instanceof BrandError) return { ok: false, error: error.message };
    throw error;
  }
}

const WHITE = '#ffffff';
const BLACK = '#000000';

/** Mixes `a` toward `b` by `amount` (0..1) in sRGB. */
export function mix(a: string, b: string, amount: number): string {
  const [x, y] = [hexToRgb(a), hexToRgb(b)];
  return rgbToHex([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * amount) as [number, number, number]);
}

/** Moves `color` toward `target` in small steps until it reaches `ratio` against `against`. */
export function ensureContrast(color: string, against: string, ratio: number, target?: string): string {
  if (contrastRatio(color, against) >= ratio) return color;
  const toward = target ?? (contrastRatio(WHITE, against) >= contrastRatio(BLACK, against) ? WHITE : BLACK);
  for (let step = 1; step <= 20; step++) {
    const candidate = mix(color, toward, step / 20);
    if (contrastRatio(candidate, against) >= ratio) return candidate;
  }
  return toward;
}

/**
 * The text colour for a fill: the requested one if it reaches 4.5:1 (WCAG AA), else corrected
 * toward white or black (whichever reads better) until it reaches 7:1 where possible, 4.5:1 at least.
 */
export function readableForeground(fill: string, requested = WHITE): string {
  if (contrastRatio(requested, fill) >= 4.5) return requested;
  const toward = contrastRatio(WHITE, fill) >= contrastRatio(BLACK, fill) ? WHITE : BLACK;
  return ensureContrast(requested, fill, Math.min(7, contrastRatio(toward, fill)), toward);
}

type PrimaryVariable =
  | '--faena-color-primary'
  | '--faena-color-primary-hover'
  | '--faena-color-primary-active'
  | '--faena-color-primary-subtle'
  | '--faena-color-primary-fg'
  | '--faena-color-on-primary'
  | '--faena-color-focus-ring';
export type BrandVariables = Record<PrimaryVariable, string> & {
  '--faena-color-accent'?: string;
  '--faena-color-on-accent'?: string;
};

/**
 * The CSS variables that re-tint the primary roles for a brand in a theme: the brand colour, its
 * hover/active/subtle shades, a foreground reaching 4.5:1 on the fill and on its hover/active
 * shades, a brand-coloured text reaching 4.5:1 on the page and subtle backgrounds, and a focus ring
 * reaching 3:1. Hover/active shades move away from the foreground, so they keep its contrast.
 */
export function brandVariables(brand: Brand, theme: ThemeName = 'light'): BrandVariables {
  const bg = resolveColor('bg', theme);
  const surface = resolveColor('surface', theme);
  // In the dark theme a very dark brand colour would vanish: lift the fill to 3:1 on the page.
  const fill = ensureContrast(brand.primary, bg, theme === 'dark' ? 3 : 1);
  const onFill = readableForeground(fill, brand.foreground ?? WHITE);
  const away = contrastRatio(onFill, BLACK) > contrastRatio(onFill, WHITE) ? BLACK : WHITE;
  const hover = mix(fill, away, 0.15);
  const active = mix(fill, away, 0.3);
  const subtle = mix(fill, bg, theme === 'dark' ? 0.75 : 0.9);
  const text = ensureContrast(ensureContrast(ensureContrast(fill, bg, 4.5), subtle, 4.5), surface, 4.5);
  const vars: BrandVariables = {
    '--faena-color-primary': fill,
    '--faena-color-primary-hover': hover,
    '--faena-color-primary-active': active,
    '--faena-color-primary-subtle': subtle,
    '--faena-color-primary-fg': text,
    '--faena-color-on-primary': onFill,
    '--faena-color-focus-ring': ensureContrast(fill, bg, 3),
  };
  if (brand.accent) {
    vars['--faena-color-accent'] = brand.accent;
    vars['--faena-color-on-accent'] = readableForeground(brand.accent);
  }
  return vars;
}

/** Every variable `brandVariables` may set (to clear a brand). */
export const brandVariableNames = [
  '--faena-color-primary',
  '--faena-color-primary-hover',
  '--faena-color-primary-active',
  '--faena-color-primary-subtle',
  '--faena-color-primary-fg',
  '--faena-color-on-primary',
  '--faena-color-focus-ring',
  '--faena-color-accent',
  '--faena-color-on-accent',
] as const;

/** The theme currently on an element: `data-theme="dark"` or the `faena-dark` class. */
export function currentTheme(root: Element): ThemeName {
  return root.getAttribute('data-theme') === 'dark' || root.classList.contains('faena-dark')
    ? 'dark'
    : 'light';
}

/**
 * Sets the brand's variables on <html> (default), where Radix portals in <body> inherit them.
 * Call it again after switching theme. Returns a function that removes them.
 */
export function applyBrand(
  brand: Brand,
  root: HTMLElement = document.documentElement,
  theme: ThemeName = currentTheme(root),
): () => void {
  clearBrand(root);
  for (const [name, value] of Object.entries(brandVariables(brand, theme)))
    root.style.setProperty(name, value);
  return () => clearBrand(root);
}

/** Removes every brand variable from the element. */
export function clearBrand(root: HTMLElement = document.documentElement): void {
  for (const name of brandVariableNames) root.style.removeProperty(name);
}

/** The logo for a theme (the dark one falls back to the light one). */
export function brandLogo(brand: Brand, theme: ThemeName = 'light'): string | undefined {
  return theme === 'dark' ? (brand.logoDarkUrl ?? brand.logoUrl) : brand.logoUrl;
}

/** JSON safe inside an inline <script>: no `</script>`, no `<!--`, no line separators. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * A tiny inline script for the document <head> that sets the brand variables on <html> before the
 * first paint (light or dark from `data-theme` / `.faena-dark` at that moment). Put it after the
 * script that sets the theme, if any. The brand is validated again here.
 */
export function brandBootScript(brand: Brand | unknown): string {
  const parsed = parseBrand(brand);
  const payload = scriptJson({
    light: brandVariables(parsed, 'light'),
    dark: brandVariables(parsed, 'dark'),
  });
  return `(function(){var v=${payload},r=document.documentElement,d=r.getAttribute('data-theme')==='dark'||r.classList.contains('faena-dark')?v.dark:v.light;for(var k in d)r.style.setProperty(k,d[k]);})();`;
}

/** Faena's own brand colour, for comparisons and docs. */
export const defaultBrand: Brand = { primary: palette.brand[600] };
