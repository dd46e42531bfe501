import { describe, expect, it } from 'vitest';
import { resolveUiLocale, UI_LOCALES, UI_NAMESPACE, uiResources } from './resources.ts';

/** Dotted paths of every leaf, so nested groups are compared too. */
function keyPaths(resource: object, prefix = ''): string[] {
  return Object.entries(resource).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? keyPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('ui i18n resources', () => {
  it('is the ui namespace', () => {
    expect(UI_NAMESPACE).toBe('ui');
  });

  it('has a resource object for every locale', () => {
    expect(Object.keys(uiResources).sort()).toEqual([...UI_LOCALES].sort());
  });

  it.each(UI_LOCALES)('%s has exactly the keys of every other locale', (locale) => {
    const keys = keyPaths(uiResources[locale]).sort();
    for (const other of UI_LOCALES) {
      expect(keys, `${locale} vs ${other}`).toEqual(keyPaths(uiResources[other]).sort());
    }
  });

  it.each(UI_LOCALES)('%s has no blank text', (locale) => {
    for (const path of keyPaths(uiResources[locale])) {
      const value = path
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], uiResources[locale]);
      expect(typeof value === 'string' && value.trim() !== '', path).toBe(true);
    }
  });

  it('labels the modal cancel button as SPEC 2.3 says', () => {
    expect(uiResources['es-MX'].modal.cancel).toBe('Cancelar');
    expect(uiResources['en-US'].modal.cancel).toBe('Cancel');
  });

  it('maps app languages onto shipped locales, es-MX first', () => {
    expect(resolveUiLocale(undefined)).toBe('es-MX');
    expect(resolveUiLocale('es')).toBe('es-MX');
    expect(resolveUiLocale('pt-BR')).toBe('es-MX');
    expect(resolveUiLocale('en')).toBe('en-US');
    expect(resolveUiLocale('en-GB')).toBe('en-US');
    expect(resolveUiLocale('en-US')).toBe('en-US');
  });
});
