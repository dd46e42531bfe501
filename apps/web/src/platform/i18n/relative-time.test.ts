import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

describe('relative time', () => {
  const now = new Date('2026-11-21T12:00:00.000Z');
  it('reads naturally in Spanish (Mexico) and English', () => {
    expect(relativeTime(new Date('2026-11-21T11:59:50.000Z'), now, 'es-MX')).toBe('ahora');
    expect(relativeTime(new Date('2026-11-21T11:55:00.000Z'), now, 'es-MX')).toBe('hace 5 minutos');
    expect(relativeTime(new Date('2026-11-21T09:00:00.000Z'), now, 'es-MX')).toBe('hace 3 horas');
    expect(relativeTime(new Date('2026-11-20T12:00:00.000Z'), now, 'es-MX')).toBe('ayer');
    expect(relativeTime(new Date('2026-11-21T11:55:00.000Z'), now, 'en-US')).toBe('5 minutes ago');
  });
});
