import { describe, expect, it } from 'vitest';
import { parseRule } from './rule.ts';
import { occurrencesBetween, parseRecurrenceId, recurrenceIdOf, type Series } from './series.ts';
import type { LocalDateTime, RecurrenceRule } from './types.ts';
import { toLocal } from './zone.ts';

const at = (year: number, month: number, day: number, hour = 0, minute = 0, second = 0): LocalDateTime => ({
  year,
  month,
  day,
  hour,
  minute,
  second,
});
const utc = (year: number, month: number, day: number, hour = 0, minute = 0) =>
  Date.UTC(year, month - 1, day, hour, minute);
const iso = (ms: number) => new Date(ms).toISOString();

function rule(text: string): RecurrenceRule {
  const parsed = parseRule(text);
  if (!parsed.ok) throw new Error(text);
  return parsed.rule;
}

const daily = (start: LocalDateTime, zone: string, extra: Partial<Series> = {}): Series => ({
  start,
  zone,
  rrule: rule('FREQ=DAILY'),
  duration: { days: 0, seconds: 3600 },
  ...extra,
});

describe('an activity’s occurrences in its zone', () => {
  it('keeps "every day at 08:00" at 08:00 local on both sides of a change (Mexico City, October 2022)', () => {
    const series = daily(at(2022, 10, 1, 8), 'America/Mexico_City');
    const found = occurrencesBetween(series, utc(2022, 10, 29), utc(2022, 11, 1));
    expect(found.map((o) => [o.recurrenceId, iso(o.start)])).toEqual([
      ['20221029T080000', '2022-10-29T13:00:00.000Z'], // CDT, −5
      ['20221030T080000', '2022-10-30T14:00:00.000Z'], // CST, −6, from the change day on
      ['20221031T080000', '2022-10-31T14:00:00.000Z'],
    ]);
  });

  it('reads a time in the spring-forward gap with the offset before it, and keeps its name (New York)', () => {
    const series = daily(at(2025, 3, 1, 2, 30), 'America/New_York');
    const [onChangeDay] = occurrencesBetween(series, utc(2025, 3, 9), utc(2025, 3, 9, 23));
    expect(onChangeDay?.recurrenceId).toBe('20250309T023000');
    expect(iso(onChangeDay!.start)).toBe('2025-03-09T07:30:00.000Z'); // 03:30 EDT on the wall
  });

  it('takes the first of a repeated time (New York, November 2025) and Santiago’s midnight gap', () => {
    const newYork = occurrencesBetween(
      daily(at(2025, 10, 1, 1, 30), 'America/New_York'),
      utc(2025, 11, 2),
      utc(2025, 11, 3),
    );
    expect(newYork.map((o) => iso(o.start))).toEqual(['2025-11-02T05:30:00.000Z']);
    const santiago = occurrencesBetween(
      daily(at(2025, 9, 1, 0, 30), 'America/Santiago'),
      utc(2025, 9, 7),
      utc(2025, 9, 8),
    );
    expect(santiago.map((o) => [o.recurrenceId, iso(o.start)])).toEqual([
      ['20250907T003000', '2025-09-07T04:30:00.000Z'],
    ]);
  });

  it('is at 08:00 local every day of a year in each of the six zones', () => {
    for (const zone of [
      'America/Mexico_City',
      'America/Santiago',
      'America/Bogota',
      'America/Lima',
      'America/El_Salvador',
      'America/New_York',
    ]) {
      const found = occurrencesBetween(daily(at(2020, 1, 1, 8), zone), utc(2025, 1, 1), utc(2026, 1, 1));
      expect(found).toHaveLength(365);
      for (const occurrence of found) {
        expect(toLocal(occurrence.start, zone)).toMatchObject({ hour: 8, minute: 0 });
        expect(occurrence.local).toEqual(parseRecurrenceId(occurrence.recurrenceId));
      }
    }
  });

  it('is DTSTART ∪ RRULE ∪ RDATE less EXDATE, with DTSTART first even off the rule', () => {
    const series: Series = {
      start: at(2026, 11, 2, 9), // a Monday, while the rule says Wednesdays
      zone: 'America/Lima',
      rrule: rule('FREQ=WEEKLY;BYDAY=WE'),
      rdates: [at(2026, 11, 7, 10)],
      exdates: [at(2026, 11, 11, 9)],
      duration: { days: 0, seconds: 1800 },
    };
    const found = occurrencesBetween(series, utc(2026, 11, 1), utc(2026, 11, 20));
    expect(found.map((o) => o.recurrenceId)).toEqual([
      '20261102T090000',
      '20261104T090000',
      '20261107T100000',
      '20261118T090000',
    ]);
  });

  it('counts a day of duration on the wall clock (23 hours across spring forward) and the rest exactly', () => {
    const series = daily(at(2025, 3, 1, 8), 'America/New_York', { duration: { days: 1, seconds: 1800 } });
    const [beforeChange] = occurrencesBetween(series, utc(2025, 3, 8), utc(2025, 3, 8, 23));
    expect(iso(beforeChange!.due)).toBe('2025-03-09T12:30:00.000Z'); // 08:30 EDT next day
    expect((beforeChange!.due - beforeChange!.start) / 3_600_000).toBe(23.5);
  });

  it('holds starts in [from, to): the end is left out', () => {
    const series = daily(at(2026, 1, 1, 8), 'America/Bogota');
    const found = occurrencesBetween(series, utc(2026, 1, 2, 13), utc(2026, 1, 4, 13));
    expect(found.map((o) => iso(o.start))).toEqual(['2026-01-02T13:00:00.000Z', '2026-01-03T13:00:00.000Z']);
    expect(occurrencesBetween(series, utc(2026, 1, 4), utc(2026, 1, 4))).toEqual([]);
  });

  it('names occurrences by their RFC 5545 local date-time, and refuses what is not one', () => {
    expect(recurrenceIdOf(at(2026, 2, 28, 7, 5, 9))).toBe('20260228T070509');
    expect(parseRecurrenceId('20260228T070509')).toEqual(at(2026, 2, 28, 7, 5, 9));
    expect(parseRecurrenceId('20240229T080000')).toEqual(at(2024, 2, 29, 8));
    for (const bad of ['20260230T080000', '20261301T080000', '20260101T240000', '2026-01-01T08:00', '']) {
      expect(parseRecurrenceId(bad)).toBeNull();
    }
  });
});
