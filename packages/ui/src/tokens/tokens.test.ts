// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  breakpoints,
  type ColorRole,
  colorRoles,
  contrastRatio,
  cssVarName,
  flattenTokens,
  fontSize,
  iconSize,
  nonTextContrastPairs,
  resolveColor,
  textContrastPairs,
  themeNames,
  themeTokens,
  themeTokensDark,
  themeVars,
  typeScale,
} from './index.ts';
import { renderTailwindTheme } from './tailwind-theme.ts';

describe('tokens', () => {
  it('has the SPEC constants: breakpoints and icon size', () => {
    expect(breakpoints).toEqual({ sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 });
    expect(iconSize).toBe('1.1rem');
    expect(themeTokens.breakpoint.lg).toBe('992px');
  });

  it('has one type scale: five roles, body text 14 px, titles larger than body, captions smaller', () => {
    expect(Object.keys(typeScale)).toEqual(['pageTitle', 'sectionTitle', 'label', 'body', 'caption']);
    expect(typeScale.body.size).toBe('0.875rem');
    const rem = (role: keyof typeof typeScale) => Number.parseFloat(typeScale[role].size);
    expect(rem('pageTitle')).toBeGreaterThan(rem('sectionTitle'));
    expect(rem('sectionTitle')).toBeGreaterThan(rem('body'));
    expect(rem('body')).toBeGreaterThan(rem('caption'));
    // The font sizes are the roles and nothing else: no style can leave the scale.
    expect(Object.keys(fontSize)).toEqual(Object.keys(typeScale));
    expect(renderTailwindTheme()).toContain('--text-page-title--font-weight: 600;');
    expect(themeTokens.font.sans.startsWith('"Inter Variable"')).toBe(true);
  });

  it('names CSS variables stably', () => {
    expect(cssVarName(['color', 'primary'])).toBe('faena-color-primary');
    expect(cssVarName(['color', 'fgMuted'])).toBe('faena-color-fg-muted');
    expect(cssVarName(['fontSize', 'pageTitle'])).toBe('faena-font-size-page-title');
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

  // Text pairs need 4.5:1 (WCAG AA); borders, focus rings and the primary fill 3:1 (non-text).
  describe.each(themeNames)('%s theme', (theme) => {
    it.each(textContrastPairs)('%s on %s reaches 4.5:1', (fg, bg) => {
      expect(contrastRatio(resolveColor(fg, theme), resolveColor(bg, theme))).toBeGreaterThanOrEqual(4.5);
    });
    it.each(nonTextContrastPairs)('%s on %s reaches 3:1', (fg, bg) => {
      expect(contrastRatio(resolveColor(fg, theme), resolveColor(bg, theme))).toBeGreaterThanOrEqual(3);
    });
  });

  it('computes WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('gives the dark theme every role, with palette variables', () => {
    expect(Object.keys(themeTokensDark.color).sort()).toEqual(Object.keys(themeTokens.color).sort());
    expect(themeTokensDark.color.bg).toBe('var(--faena-color-neutral-950)');
    expect(resolveColor('info')).toBe('#0ea5e9'); // info is light blue
    expect(resolveColor('danger')).toBe('#c81e1e');
  });

  it('defines every role', () => {
    for (const role of Object.keys(colorRoles) as ColorRole[]) {
      expect(resolveColor(role)).toMatch(/^(#|rgb\()/);
      expect(resolveColor(role, 'dark')).toMatch(/^(#|rgb\()/);
    }
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
