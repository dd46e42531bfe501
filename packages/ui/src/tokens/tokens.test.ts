// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  breakpoints,
  type ColorRole,
  colorRoles,
  cssVarName,
  flattenTokens,
  iconSize,
  resolveColor,
  themeTokens,
  themeVars,
} from './index.ts';
import { renderTailwindTheme } from './tailwind-theme.ts';

/** WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('tokens', () => {
  it('has the SPEC constants: breakpoints and icon size', () => {
    expect(breakpoints).toEqual({ sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 });
    expect(iconSize).toBe('1.1rem');
    expect(themeTokens.breakpoint.lg).toBe('992px');
  });

  it('names CSS variables stably', () => {
    expect(cssVarName(['color', 'primary'])).toBe('faena-color-primary');
    expect(cssVarName(['color', 'fgMuted'])).toBe('faena-color-fg-muted');
    expect(cssVarName(['fontSize', '2xl'])).toBe('faena-font-size-2xl');
    expect(themeVars.color.primary).toBe('var(--faena-color-primary)');
    expect(themeVars.space[4]).toBe('var(--faena-space-4)');
  });

  it('points colour roles at palette variables', () => {
    expect(themeTokens.color.primary).toBe('var(--faena-color-brand-600)');
    expect(themeTokens.color.brand[600]).toBe('#2350d1');
    const names = new Set(flattenTokens().map(([name]) => name));
    for (const [, value] of flattenTokens()) {
      for (const [, ref] of value.matchAll(/var\((--[a-z0-9-]+)\)/g)) expect(names.has(ref!), ref).toBe(true);
    }
  });

  it('keeps spacing on the 0.25rem grid Tailwind multiplies', () => {
    expect(themeTokens.space[1]).toBe('0.25rem');
    expect(themeTokens.space[4]).toBe('1rem');
  });

  // Text pairs need 4.5:1 (WCAG AA); borders and focus rings 3:1 (non-text contrast).
  const textPairs: Array<[ColorRole, ColorRole]> = [
    ['fg', 'bg'],
    ['fgMuted', 'bg'],
    ['fgMuted', 'bgSubtle'],
    ['fgMuted', 'bgMuted'],
    ['fgSubtle', 'bg'],
    ['onPrimary', 'primary'],
    ['onPrimary', 'primaryHover'],
    ['primaryFg', 'bg'],
    ['primaryFg', 'primarySubtle'],
    ['onSuccess', 'success'],
    ['successFg', 'successSubtle'],
    ['onWarning', 'warning'],
    ['warningFg', 'warningSubtle'],
    ['onDanger', 'danger'],
    ['onDanger', 'dangerHover'],
    ['dangerFg', 'bg'],
    ['dangerFg', 'dangerSubtle'],
    ['onInfo', 'info'],
    ['infoFg', 'infoSubtle'],
  ];
  it.each(textPairs)('%s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrast(resolveColor(fg), resolveColor(bg))).toBeGreaterThanOrEqual(4.5);
  });
  it.each([
    ['borderStrong', 'bg'],
    ['focusRing', 'bg'],
  ] as Array<[ColorRole, ColorRole]>)('%s on %s reaches 3:1', (fg, bg) => {
    expect(contrast(resolveColor(fg), resolveColor(bg))).toBeGreaterThanOrEqual(3);
  });

  it('defines every role', () => {
    for (const role of Object.keys(colorRoles) as ColorRole[])
      expect(resolveColor(role)).toMatch(/^(#|rgb\()/);
  });
});

describe('Tailwind @theme (src/theme.generated.css)', () => {
  it('is up to date with the tokens (run `npm run generate -w @faena/ui`)', () => {
    const committed = readFileSync(new URL('../theme.generated.css', import.meta.url), 'utf8');
    expect(committed).toBe(renderTailwindTheme());
  });

  it('maps Tailwind names onto the token variables', () => {
    const css = renderTailwindTheme();
    expect(css).toContain('--color-primary: var(--faena-color-primary);');
    expect(css).toContain('--color-fg-muted: var(--faena-color-fg-muted);');
    expect(css).toContain('--spacing: var(--faena-space-1);');
    expect(css).toContain('--radius-md: var(--faena-radius-md);');
    expect(css).toContain('--breakpoint-xxl: 1400px;');
    expect(css).toContain('--spacing-icon: var(--faena-size-icon);');
  });
});
