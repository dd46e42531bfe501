import { describe, expect, it } from 'vitest';
import { formatDuration, fromLocalInput, parseDuration, toLocalInput } from './duration.ts';

describe('panel durations', () => {
  it('reads days, hours and minutes (weeks as days) and writes them back as ISO 8601', () => {
    expect(parseDuration('P2DT4H')).toEqual({ days: 2, hours: 4, minutes: 0 });
    expect(parseDuration('P1W')).toEqual({ days: 7, hours: 0, minutes: 0 });
    expect(parseDuration('PT30M')).toEqual({ days: 0, hours: 0, minutes: 30 });
    expect(formatDuration({ days: 2, hours: 4, minutes: 0 })).toBe('P2DT4H');
    expect(formatDuration({ days: 0, hours: 0, minutes: 45 })).toBe('PT45M');
    expect(formatDuration({ days: 0, hours: 0, minutes: 0 })).toBeUndefined();
  });

  it('leaves durations it cannot show as days/hours/minutes unread', () => {
    expect(parseDuration('P1M')).toBeNull();
    expect(parseDuration('PT10S')).toBeNull();
    expect(parseDuration('P')).toBeNull();
    expect(parseDuration(undefined)).toBeNull();
  });

  it('turns a local date-time input into an ISO instant and back', () => {
    const iso = fromLocalInput('2026-12-01T09:30');
    expect(iso).toBe(new Date('2026-12-01T09:30').toISOString());
    expect(toLocalInput(iso)).toBe('2026-12-01T09:30');
    expect(fromLocalInput('')).toBeUndefined();
    expect(toLocalInput('not a date')).toBe('');
  });
});
