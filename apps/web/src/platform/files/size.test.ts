import { describe, expect, it } from 'vitest';
import { formatSize } from './size';

describe('formatSize', () => {
  it('writes sizes in binary steps in the reader’s language', () => {
    expect(formatSize(820, 'es-MX')).toBe('820 bytes');
    expect(formatSize(820, 'en-US')).toBe('820 bytes');
    expect(formatSize(1536, 'en-US')).toBe('1.5 kB');
    expect(formatSize(15 * 1024 * 1024, 'en-US')).toBe('15 MB');
    expect(formatSize(10 * 1024 ** 3, 'es-MX')).toBe('10 GB');
    expect(formatSize(1536, 'de-DE')).toBe('1,5 kB');
    expect(formatSize(-1, 'en-US')).toBe('0 bytes');
  });
});
