import { describe, expect, it } from 'vitest';
import { STUDIO_LOCALES, studioResources } from './i18n.ts';

function keyPaths(resource: object, prefix = ''): string[] {
  return Object.entries(resource).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? keyPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('studio i18n resources', () => {
  it.each(STUDIO_LOCALES)('%s has exactly the keys of every other locale', (locale) => {
    for (const other of STUDIO_LOCALES) {
      expect(keyPaths(studioResources[locale]).sort(), `${locale} vs ${other}`).toEqual(
        keyPaths(studioResources[other]).sort(),
      );
    }
  });
});
