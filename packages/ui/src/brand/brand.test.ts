import { afterEach, describe, expect, it } from 'vitest';
import { contrastRatio } from '../tokens/index.ts';
import {
  applyBrand,
  BrandError,
  brandBootScript,
  brandVariables,
  clearBrand,
  parseBrand,
  parseColor,
  safeParseBrand,
} from './brand.ts';

describe('parseBrand', () => {
  it('accepts #rgb, #rrggbb and rgb(r g b), normalised to #rrggbb', () => {
    expect(parseColor('#0A7')).toBe('#00aa77');
    expect(parseColor(' #7A1FA2 ')).toBe('#7a1fa2');
    expect(parseColor('rgb(122 31 162)')).toBe('#7a1fa2');
    expect(parseBrand({ primary: '#7a1fa2', accent: '#f5e050' })).toEqual({
      primary: '#7a1fa2',
      accent: '#f5e050',
    });
  });

  it.each([
    'red; background: url(x)',
    '#fff; background: url(https://evil.example/x)',
    'expression(alert(1))',
    'red',
    'rebeccapurple',
    'transparent',
    'var(--x)',
    'rgba(0, 0, 0, 0.5)',
    'rgb(300 0 0)',
    'hsl(0 100% 50%)',
    '#ggg',
    '#12345',
    '',
  ])('rejects the colour %j with a clear message', (primary) => {
    expect(() => parseBrand({ primary })).toThrow(BrandError);
    expect(() => parseBrand({ primary })).toThrow(/primary: .* is not an accepted colour; use #rgb, #rrggbb/);
  });

  it('rejects non-objects, missing or non-string colours and unknown fields', () => {
    expect(() => parseBrand(null)).toThrow(/expected an object/);
    expect(() => parseBrand({})).toThrow(/primary: expected a colour string/);
    expect(() => parseBrand({ primary: 123 })).toThrow(/primary: expected a colour string/);
    expect(() => parseBrand({ primary: '#fff', style: 'x' })).toThrow(/unknown field\(s\) style/);
    expect(safeParseBrand({ primary: 'red' })).toEqual({
      ok: false,
      error: expect.stringContaining('primary: "red" is not an accepted colour'),
    });
  });

  it('accepts https: logos and same-origin paths only', () => {
    expect(parseBrand({ primary: '#000', logoUrl: 'https://cdn.example.com/a.svg' }).logoUrl).toBe(
      'https://cdn.example.com/a.svg',
    );
    expect(parseBrand({ primary: '#000', logoDarkUrl: '/logos/acme-dark.svg' }).logoDarkUrl).toBe(
      '/logos/acme-dark.svg',
    );
    for (const logoUrl of [
      'http://cdn.example.com/a.svg',
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
      '//evil.example/a.svg',
      'logo.svg',
      'https://cdn.example.com/a.svg") ; x: url("y',
      'https://user:pw@cdn.example.com/a.svg',
      '/a b.svg',
    ])
      expect(() => parseBrand({ primary: '#000', logoUrl }), logoUrl).toThrow(BrandError);
  });
});

describe('brandVariables', () => {
  it('derives hover, active and subtle shades from the brand colour', () => {
    const vars = brandVariables(parseBrand({ primary: '#7a1fa2' }), 'light');
    expect(vars['--faena-color-primary']).toBe('#7a1fa2');
    expect(vars['--faena-color-on-primary']).toBe('#ffffff');
    // White text: hover and active get darker, subtle is a pale tint.
    expect(vars['--faena-color-primary-hover']).toBe('#681a8a');
    expect(vars['--faena-color-primary-active']).toBe('#551671');
    expect(vars['--faena-color-primary-subtle']).toBe('#f2e9f6');
    for (const v of Object.values(vars)) expect(v).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('corrects the foreground of a hard-to-read yellow (#f5e050) toward black', () => {
    const brand = parseBrand({ primary: '#f5e050' });
    expect(contrastRatio('#ffffff', '#f5e050')).toBeLessThan(1.5);
    for (const theme of ['light', 'dark'] as const) {
      const vars = brandVariables(brand, theme);
      const on = vars['--faena-color-on-primary'];
      expect(on).not.toBe('#ffffff');
      expect(contrastRatio(on, '#f5e050')).toBeGreaterThanOrEqual(7);
      for (const fill of ['primary', 'primary-hover', 'primary-active'] as const)
        expect(contrastRatio(on, vars[`--faena-color-${fill}`]), `${theme} ${fill}`).toBeGreaterThanOrEqual(
          4.5,
        );
      // Brand-coloured text on the page is darkened (light) until it reads.
      const bg = theme === 'light' ? '#ffffff' : '#0e1116';
      expect(contrastRatio(vars['--faena-color-primary-fg'], bg)).toBeGreaterThanOrEqual(4.5);
      expect(
        contrastRatio(vars['--faena-color-primary-fg'], vars['--faena-color-primary-subtle']),
      ).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(vars['--faena-color-focus-ring'], bg)).toBeGreaterThanOrEqual(3);
    }
    // Hover moves away from the (dark) text: lighter, not darker.
    const light = brandVariables(brand, 'light');
    expect(light['--faena-color-primary-hover']).toBe('#f7e56a');
  });

  it('keeps a requested foreground that reads, and corrects one that does not', () => {
    expect(
      brandVariables(parseBrand({ primary: '#1d40a8', foreground: '#fff' }))['--faena-color-on-primary'],
    ).toBe('#ffffff');
    const on = brandVariables(parseBrand({ primary: '#f5e050', foreground: '#ffffff' }))[
      '--faena-color-on-primary'
    ];
    expect(contrastRatio(on, '#f5e050')).toBeGreaterThanOrEqual(4.5);
  });

  it('lifts a very dark brand in the dark theme', () => {
    const vars = brandVariables(parseBrand({ primary: '#101010' }), 'dark');
    expect(contrastRatio(vars['--faena-color-primary'], '#0e1116')).toBeGreaterThanOrEqual(3);
  });
});

describe('applyBrand', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('style');
    document.documentElement.removeAttribute('data-theme');
  });

  it('sets the variables on <html> for its current theme and removes them', () => {
    const brand = parseBrand({ primary: '#7a1fa2' });
    const undo = applyBrand(brand);
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--faena-color-primary')).toBe('#7a1fa2');
    document.documentElement.setAttribute('data-theme', 'dark');
    applyBrand(brand);
    expect(style.getPropertyValue('--faena-color-primary-subtle')).toBe(
      brandVariables(brand, 'dark')['--faena-color-primary-subtle'],
    );
    undo();
    expect(style.getPropertyValue('--faena-color-primary')).toBe('');
    clearBrand();
  });
});

describe('brandBootScript', () => {
  it('is a small script that applies the variables before first paint', () => {
    const script = brandBootScript({ primary: '#f5e050' });
    expect(script.length).toBeLessThan(1200);
    expect(script).not.toContain('<');
    new Function(script)();
    expect(document.documentElement.style.getPropertyValue('--faena-color-primary')).toBe('#f5e050');
    document.documentElement.removeAttribute('style');
  });

  it('validates again and never emits markup', () => {
    expect(() => brandBootScript({ primary: '</script><script>alert(1)</script>' })).toThrow(BrandError);
    expect(brandBootScript({ primary: '#000', logoUrl: '/a.svg' })).not.toMatch(/<\/?script/i);
  });
});
