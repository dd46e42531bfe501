import { describe, expect, it } from 'vitest';
import { panelMessages } from './messages.ts';

const placeholders = (text: string) => [...text.matchAll(/{(\w+)}/g)].map((match) => match[1]).sort();

describe('panel messages', () => {
  it('has the same keys and placeholders in es-MX and en-US', () => {
    const es: Record<string, string> = panelMessages['es-MX'];
    const en: Record<string, string> = panelMessages['en-US'];
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
    for (const key of Object.keys(es))
      expect([key, placeholders(en[key]!)]).toEqual([key, placeholders(es[key]!)]);
  });
});
