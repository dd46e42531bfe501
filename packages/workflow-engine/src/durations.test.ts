import { describe, expect, it } from 'vitest';
import { addDuration, timerDueAt } from './durations.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());

describe('ISO 8601 durations', () => {
  it.each([
    ['PT30M', '2026-01-31T10:30:00.000Z'],
    ['PT1.5S', '2026-01-31T10:00:01.500Z'],
    ['P2D', '2026-02-02T10:00:00.000Z'],
    ['P1W', '2026-02-07T10:00:00.000Z'],
    ['P1DT2H', '2026-02-01T12:00:00.000Z'],
    ['P1Y', '2027-01-31T10:00:00.000Z'],
  ])('%s from 2026-01-31T10:00Z', (duration, expected) => {
    expect(iso(addDuration(at('2026-01-31T10:00:00Z'), duration))).toBe(expected);
  });

  it('steps months on the UTC calendar', () => {
    expect(iso(addDuration(at('2026-01-15T00:00:00Z'), 'P1M'))).toBe('2026-02-15T00:00:00.000Z');
  });

  it.each(['', 'P', 'PT', '2D', 'P1H', 'soon'])('rejects %j', (duration) => {
    expect(addDuration(0, duration)).toBeUndefined();
  });

  it.each([
    'P999999999Y',
    'PT9999999999999999S',
    'P99999999999999999999D',
    'P101Y',
    'P5300W',
    '-P1D',
    'P-1D',
  ])('refuses %j: longer than 100 years, negative or past any date', (duration) => {
    expect(addDuration(at('2026-01-31T10:00:00Z'), duration)).toBeUndefined();
  });

  it('accepts up to 100 years', () => {
    expect(iso(addDuration(at('2026-01-31T10:00:00Z'), 'P100Y'))).toBe('2126-01-31T10:00:00.000Z');
  });

  it('computes a timer due date from its duration, else its date', () => {
    expect(iso(timerDueAt({ duration: 'PT1H' }, at('2026-01-01T00:00:00Z')))).toBe(
      '2026-01-01T01:00:00.000Z',
    );
    expect(iso(timerDueAt({ date: '2026-03-01T08:00:00Z' }, 0))).toBe('2026-03-01T08:00:00.000Z');
    expect(timerDueAt({ date: 'tomorrow' }, 0)).toBeUndefined();
    expect(timerDueAt({ date: '+999999-01-01T00:00:00Z' }, 0)).toBeUndefined();
    expect(timerDueAt(undefined, 0)).toBeUndefined();
  });
});
