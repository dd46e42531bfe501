import { describe, expect, it } from 'vitest';
import { builderResources, builderTranslator } from './i18n.ts';

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('builderResources', () => {
  it('has the same keys and placeholders in es-MX and en-US', () => {
    const es = builderResources['es-MX'];
    const en = builderResources['en-US'];
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
    for (const key of Object.keys(es) as (keyof typeof es)[]) {
      expect(en[key].trim(), key).not.toBe('');
      expect(placeholders(en[key]), key).toEqual(placeholders(es[key]));
    }
  });

  it('fills placeholders', () => {
    expect(builderTranslator('en-US')('move_up', { label: 'Name' })).toBe('Move Name up');
  });
});
