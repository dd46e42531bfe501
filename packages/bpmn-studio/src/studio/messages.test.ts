import { describe, expect, it } from 'vitest';
import { format, studioShellMessages } from './messages.ts';

const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? keysOf(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('studio shell messages', () => {
  it('es-MX and en-US have the same keys', () => {
    expect(keysOf(studioShellMessages['en-US']).sort()).toEqual(keysOf(studioShellMessages['es-MX']).sort());
  });

  it('format fills placeholders and leaves unknown ones', () => {
    expect(format('Versión {version} {x}', { version: 2 })).toBe('Versión 2 {x}');
  });
});
