import { describe, expect, it } from 'vitest';
import { FORM_LOCALES, formResources } from './i18n.ts';

/** Dotted paths of every leaf, so nested namespaces are compared too. */
function keyPaths(resource: object, prefix = ''): string[] {
  return Object.entries(resource).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? keyPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('form i18n resources', () => {
  it('has a resource object for every locale', () => {
    expect(Object.keys(formResources).sort()).toEqual([...FORM_LOCALES].sort());
  });

  it.each(FORM_LOCALES)('%s has exactly the keys of every other locale', (locale) => {
    const keys = keyPaths(formResources[locale]).sort();
    for (const other of FORM_LOCALES) {
      expect(keys, `${locale} vs ${other}`).toEqual(keyPaths(formResources[other]).sort());
    }
  });

  it.each(FORM_LOCALES)('%s has no blank message', (locale) => {
    for (const path of keyPaths(formResources[locale])) {
      const value = path
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], formResources[locale]);
      expect(typeof value === 'string' && value.trim() !== '', path).toBe(true);
    }
  });
});
