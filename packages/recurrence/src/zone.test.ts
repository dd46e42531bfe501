import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LocalDateTime } from './types.ts';
import { isValidZone, offsetAt, toInstant, toLocal } from './zone.ts';

const ZONES = [
  'America/Mexico_City',
  'America/Santiago',
  'America/Bogota',
  'America/Lima',
  'America/El_Salvador',
  'America/New_York',
] as const;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const local = (
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): LocalDateTime => ({
  year,
  month,
  day,
  hour,
  minute,
  second,
});
const utc = (iso: string) => Date.parse(iso);
const iso = (epochMs: number) => new Date(epochMs).toISOString();

// An independent reference: Intl asked directly, one `formatToParts` per question.
const referenceFormatters = new Map<string, Intl.DateTimeFormat>();
function referenceLocal(epochMs: number, zone: string): LocalDateTime {
  let formatter = referenceFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    referenceFormatters.set(zone, formatter);
  }
  const parts = Object.fromEntries(
    formatter.formatToParts(epochMs).map((part) => [part.type, Number(part.value)]),
  );
  return local(parts.year!, parts.month!, parts.day!, parts.hour!, parts.minute!, parts.second!);
}
const wallMs = (time: LocalDateTime) =>
  Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
const referenceOffsetMs = (epochMs: number, zone: string) => wallMs(referenceLocal(epochMs, zone)) - epochMs;
function localOfWall(wall: number): LocalDateTime {
  const date = new Date(wall);
  return local(
    date.getUTCFullYear(),
    date.getUTCMonth() + 1,
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
  );
}

type WallKind = 'single' | 'gap' | 'overlap';

/**
 * What the reference says about a wall time: the offsets in force a day either side are the only
 * candidates; a candidate that maps back onto itself is a real reading of the wall time. None
 * means a gap (RFC 5545: read it with the offset before the gap, the smaller one); two mean an
 * overlap (take the first occurrence: the earlier instant, with the larger offset).
 */
function referenceReading(time: LocalDateTime, zone: string): { kind: WallKind; instant: number } {
  const wall = wallMs(time);
  const candidates = [
    ...new Set([referenceOffsetMs(wall - DAY_MS, zone), referenceOffsetMs(wall + DAY_MS, zone)]),
  ];
  const readings = candidates.filter((offset) => referenceOffsetMs(wall - offset, zone) === offset);
  if (readings.length === 1) return { kind: 'single', instant: wall - readings[0]! };
  if (readings.length === 0) return { kind: 'gap', instant: wall - Math.min(...candidates) };
  return { kind: 'overlap', instant: wall - Math.max(...readings) };
}

describe('plain winter and summer times', () => {
  const cases: [zone: string, time: LocalDateTime, instant: string, offsetMinutes: number][] = [
    ['America/New_York', local(2025, 1, 15, 12), '2025-01-15T17:00:00Z', -300],
    ['America/New_York', local(2025, 7, 15, 12), '2025-07-15T16:00:00Z', -240],
    ['America/Santiago', local(2025, 1, 15, 12), '2025-01-15T15:00:00Z', -180],
    ['America/Santiago', local(2025, 7, 15, 12), '2025-07-15T16:00:00Z', -240],
    ['America/Mexico_City', local(2022, 1, 15, 12), '2022-01-15T18:00:00Z', -360],
    ['America/Mexico_City', local(2022, 7, 15, 12), '2022-07-15T17:00:00Z', -300],
    ['America/Mexico_City', local(2023, 7, 15, 12), '2023-07-15T18:00:00Z', -360],
    ['America/Mexico_City', local(2026, 11, 15, 8, 30), '2026-11-15T14:30:00Z', -360],
    ['America/Bogota', local(2025, 1, 15, 12), '2025-01-15T17:00:00Z', -300],
    ['America/Bogota', local(2025, 7, 15, 12), '2025-07-15T17:00:00Z', -300],
    ['America/Lima', local(2025, 1, 15, 12), '2025-01-15T17:00:00Z', -300],
    ['America/Lima', local(2025, 7, 15, 12), '2025-07-15T17:00:00Z', -300],
    ['America/El_Salvador', local(2025, 1, 15, 12), '2025-01-15T18:00:00Z', -360],
    ['America/El_Salvador', local(2025, 7, 15, 12), '2025-07-15T18:00:00Z', -360],
  ];

  it.each(cases)('%s %o is %s (offset %i)', (zone, time, instant, offsetMinutes) => {
    expect(iso(toInstant(time, zone))).toBe(new Date(instant).toISOString());
    expect(toLocal(utc(instant), zone)).toEqual(time);
    expect(offsetAt(utc(instant), zone)).toBe(offsetMinutes);
  });
});

describe('spring-forward gaps read with the offset from before the gap', () => {
  const cases: [zone: string, time: LocalDateTime, instant: string][] = [
    // New York, 2025-03-09: 02:00 EST becomes 03:00 EDT at 07:00Z.
    ['America/New_York', local(2025, 3, 9, 1, 59, 59), '2025-03-09T06:59:59Z'],
    ['America/New_York', local(2025, 3, 9, 2, 0), '2025-03-09T07:00:00Z'],
    ['America/New_York', local(2025, 3, 9, 2, 30), '2025-03-09T07:30:00Z'],
    ['America/New_York', local(2025, 3, 9, 2, 59, 59), '2025-03-09T07:59:59Z'],
    ['America/New_York', local(2025, 3, 9, 3, 0), '2025-03-09T07:00:00Z'],
    ['America/New_York', local(2025, 3, 9, 3, 30), '2025-03-09T07:30:00Z'],
    // Santiago, 2025-09-06 24:00 −04 becomes 2025-09-07 01:00 −03 at 04:00Z: 00:00–00:59 do not exist.
    ['America/Santiago', local(2025, 9, 6, 23, 59, 59), '2025-09-07T03:59:59Z'],
    ['America/Santiago', local(2025, 9, 7, 0, 0), '2025-09-07T04:00:00Z'],
    ['America/Santiago', local(2025, 9, 7, 0, 30), '2025-09-07T04:30:00Z'],
    ['America/Santiago', local(2025, 9, 7, 0, 59, 59), '2025-09-07T04:59:59Z'],
    ['America/Santiago', local(2025, 9, 7, 1, 0), '2025-09-07T04:00:00Z'],
    ['America/Santiago', local(2025, 9, 7, 1, 30), '2025-09-07T04:30:00Z'],
    // Mexico City, 2022-04-03: 02:00 CST becomes 03:00 CDT at 08:00Z.
    ['America/Mexico_City', local(2022, 4, 3, 1, 59), '2022-04-03T07:59:00Z'],
    ['America/Mexico_City', local(2022, 4, 3, 2, 0), '2022-04-03T08:00:00Z'],
    ['America/Mexico_City', local(2022, 4, 3, 2, 30), '2022-04-03T08:30:00Z'],
    ['America/Mexico_City', local(2022, 4, 3, 3, 0), '2022-04-03T08:00:00Z'],
  ];

  it.each(cases)('%s %o is %s', (zone, time, instant) => {
    expect(iso(toInstant(time, zone))).toBe(new Date(instant).toISOString());
  });

  it('shows a gap time as the same instant past the gap', () => {
    expect(toLocal(toInstant(local(2025, 3, 9, 2, 30), 'America/New_York'), 'America/New_York')).toEqual(
      local(2025, 3, 9, 3, 30),
    );
    expect(toLocal(toInstant(local(2025, 9, 7, 0, 30), 'America/Santiago'), 'America/Santiago')).toEqual(
      local(2025, 9, 7, 1, 30),
    );
  });
});

describe('fall-back overlaps take the first occurrence', () => {
  const cases: [zone: string, time: LocalDateTime, instant: string][] = [
    // New York, 2025-11-02: 02:00 EDT becomes 01:00 EST at 06:00Z.
    ['America/New_York', local(2025, 11, 2, 0, 59, 59), '2025-11-02T04:59:59Z'],
    ['America/New_York', local(2025, 11, 2, 1, 0), '2025-11-02T05:00:00Z'],
    ['America/New_York', local(2025, 11, 2, 1, 30), '2025-11-02T05:30:00Z'],
    ['America/New_York', local(2025, 11, 2, 1, 59, 59), '2025-11-02T05:59:59Z'],
    ['America/New_York', local(2025, 11, 2, 2, 0), '2025-11-02T07:00:00Z'],
    // Santiago, 2025-04-05 24:00 −03 becomes 23:00 −04 at 2025-04-06 03:00Z: 23:00–23:59 twice.
    ['America/Santiago', local(2025, 4, 5, 22, 59), '2025-04-06T01:59:00Z'],
    ['America/Santiago', local(2025, 4, 5, 23, 0), '2025-04-06T02:00:00Z'],
    ['America/Santiago', local(2025, 4, 5, 23, 30), '2025-04-06T02:30:00Z'],
    ['America/Santiago', local(2025, 4, 5, 23, 59, 59), '2025-04-06T02:59:59Z'],
    ['America/Santiago', local(2025, 4, 6, 0, 0), '2025-04-06T04:00:00Z'],
    // Mexico City, 2022-10-30: 02:00 CDT becomes 01:00 CST at 07:00Z, its last change.
    ['America/Mexico_City', local(2022, 10, 30, 0, 59), '2022-10-30T05:59:00Z'],
    ['America/Mexico_City', local(2022, 10, 30, 1, 0), '2022-10-30T06:00:00Z'],
    ['America/Mexico_City', local(2022, 10, 30, 1, 30), '2022-10-30T06:30:00Z'],
    ['America/Mexico_City', local(2022, 10, 30, 2, 0), '2022-10-30T08:00:00Z'],
  ];

  it.each(cases)('%s %o is %s', (zone, time, instant) => {
    expect(iso(toInstant(time, zone))).toBe(new Date(instant).toISOString());
  });

  it('still shows the second occurrence as the repeated wall time', () => {
    expect(toLocal(utc('2025-11-02T06:30:00Z'), 'America/New_York')).toEqual(local(2025, 11, 2, 1, 30));
    expect(toLocal(utc('2025-04-06T03:30:00Z'), 'America/Santiago')).toEqual(local(2025, 4, 5, 23, 30));
    expect(toLocal(utc('2022-10-30T07:30:00Z'), 'America/Mexico_City')).toEqual(local(2022, 10, 30, 1, 30));
  });
});

describe('offsetAt', () => {
  it('changes exactly at each transition', () => {
    const cases: [zone: string, change: string, before: number, after: number][] = [
      ['America/New_York', '2025-03-09T07:00:00Z', -300, -240],
      ['America/New_York', '2025-11-02T06:00:00Z', -240, -300],
      ['America/Santiago', '2025-04-06T03:00:00Z', -180, -240],
      ['America/Santiago', '2025-09-07T04:00:00Z', -240, -180],
      ['America/Mexico_City', '2022-04-03T08:00:00Z', -360, -300],
      ['America/Mexico_City', '2022-10-30T07:00:00Z', -300, -360],
    ];
    for (const [zone, change, before, after] of cases) {
      expect(offsetAt(utc(change) - 1_000, zone), `${zone} before ${change}`).toBe(before);
      expect(offsetAt(utc(change), zone), `${zone} at ${change}`).toBe(after);
    }
  });

  it('keeps zones without daylight saving on one offset all year', () => {
    const expected = { 'America/Bogota': -300, 'America/Lima': -300, 'America/El_Salvador': -360 };
    for (const [zone, offset] of Object.entries(expected)) {
      for (let month = 0; month < 12; month++) {
        expect(offsetAt(Date.UTC(2025, month, 10, 12), zone), `${zone} month ${month + 1}`).toBe(offset);
      }
    }
  });

  it('has no change in Mexico City after daylight saving was abolished in 2022', () => {
    for (let hour = 0; hour < 48; hour++) {
      expect(offsetAt(Date.UTC(2023, 3, 1, hour), 'America/Mexico_City')).toBe(-360);
      expect(offsetAt(Date.UTC(2023, 9, 28, hour), 'America/Mexico_City')).toBe(-360);
    }
    expect(iso(toInstant(local(2023, 4, 2, 2, 30), 'America/Mexico_City'))).toBe('2023-04-02T08:30:00.000Z');
    expect(toLocal(utc('2023-04-02T08:30:00Z'), 'America/Mexico_City')).toEqual(local(2023, 4, 2, 2, 30));
    expect(iso(toInstant(local(2023, 10, 29, 1, 30), 'America/Mexico_City'))).toBe(
      '2023-10-29T07:30:00.000Z',
    );
  });

  it('reports offsets with seconds from local mean time as fractional minutes', () => {
    // Santiago kept its mean time, −4:42:45, until 1910.
    expect(offsetAt(Date.UTC(1900, 0, 1), 'America/Santiago')).toBe(
      referenceOffsetMs(Date.UTC(1900, 0, 1), 'America/Santiago') / MINUTE_MS,
    );
    expect(offsetAt(Date.UTC(1900, 0, 1), 'America/Santiago') % 1).not.toBe(0);
  });
});

describe('edge values', () => {
  it('reads a leap second as second 59', () => {
    expect(toInstant(local(2016, 12, 31, 18, 59, 60), 'America/New_York')).toBe(utc('2016-12-31T23:59:59Z'));
    expect(toInstant(local(2025, 6, 30, 23, 59, 60), 'America/Santiago')).toBe(
      toInstant(local(2025, 6, 30, 23, 59, 59), 'America/Santiago'),
    );
  });

  it('drops milliseconds from instants, before and after 1970', () => {
    expect(toLocal(utc('2025-01-15T17:00:00.999Z'), 'America/Bogota')).toEqual(local(2025, 1, 15, 12));
    expect(toLocal(utc('1965-03-01T12:00:00.750Z'), 'America/Bogota')).toEqual(local(1965, 3, 1, 7));
  });

  it('handles the years 1900 and 2200 like Intl does', () => {
    for (const zone of ZONES) {
      for (const instant of [
        Date.UTC(1900, 0, 1, 12),
        Date.UTC(2200, 6, 1, 12),
        Date.UTC(2200, 11, 31, 23),
      ]) {
        expect(toLocal(instant, zone)).toEqual(referenceLocal(instant, zone));
        expect(toInstant(referenceLocal(instant, zone), zone)).toBe(instant);
      }
    }
  });

  it('keeps the earliest known offset for times before any transition', () => {
    for (const zone of ZONES) {
      const earliestOffsetMs = referenceOffsetMs(Date.UTC(1800, 0, 1), zone);
      for (const time of [local(1600, 6, 1, 12), local(1, 1, 1), local(-44, 3, 15, 12)]) {
        const instant = toInstant(time, zone);
        expect(offsetAt(instant, zone) * MINUTE_MS).toBe(earliestOffsetMs);
        expect(toLocal(instant, zone)).toEqual(time);
      }
    }
  });
});

describe('zones', () => {
  it('recognises IANA zones and rejects other names', () => {
    for (const zone of ZONES) expect(isValidZone(zone)).toBe(true);
    expect(isValidZone('UTC')).toBe(true);
    expect(isValidZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidZone('America/New York')).toBe(false);
    expect(isValidZone('')).toBe(false);
  });

  it('throws a RangeError naming an unknown zone', () => {
    const time = local(2025, 1, 15, 12);
    expect(() => toInstant(time, 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => toInstant(time, 'Mars/Olympus_Mons')).toThrow(/Unknown time zone: "Mars\/Olympus_Mons"/);
    expect(() => toLocal(0, 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => offsetAt(0, 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => offsetAt(0, '')).toThrow(RangeError);
  });

  it('throws a RangeError for values that are not a time', () => {
    expect(() => toLocal(Number.NaN, 'America/Lima')).toThrow(RangeError);
    expect(() => toInstant(local(2025, Number.NaN, 1), 'America/Lima')).toThrow(RangeError);
  });
});

describe('agreement with Intl (properties)', () => {
  const zone = fc.constantFrom(...ZONES);
  const minuteFrom1970To2100 = fc.integer({
    min: Date.UTC(1970, 0, 1) / MINUTE_MS,
    max: Date.UTC(2100, 0, 1) / MINUTE_MS,
  });

  it('offsetAt and toLocal match Intl at any second from 1900 to 2200', () => {
    const second = fc.integer({ min: Date.UTC(1900, 0, 1) / 1_000, max: Date.UTC(2201, 0, 1) / 1_000 });
    fc.assert(
      fc.property(zone, second, (name, epochSecond) => {
        const instant = epochSecond * 1_000;
        expect(toLocal(instant, name)).toEqual(referenceLocal(instant, name));
        expect(offsetAt(instant, name) * MINUTE_MS).toBe(referenceOffsetMs(instant, name));
      }),
      { numRuns: 500 },
    );
  });

  it('toLocal(toInstant(x)) is x for every wall time that exists once', () => {
    fc.assert(
      fc.property(zone, minuteFrom1970To2100, (name, minute) => {
        const time = localOfWall(minute * MINUTE_MS);
        const reading = referenceReading(time, name);
        fc.pre(reading.kind === 'single');
        expect(toInstant(time, name)).toBe(reading.instant);
        expect(toLocal(toInstant(time, name), name)).toEqual(time);
      }),
      { numRuns: 1000 },
    );
  });

  it('toInstant(toLocal(t)) is t unless t is the second pass through an overlap', () => {
    fc.assert(
      fc.property(zone, minuteFrom1970To2100, (name, minute) => {
        const instant = minute * MINUTE_MS;
        const time = toLocal(instant, name);
        fc.pre(referenceReading(time, name).instant === instant);
        expect(toInstant(time, name)).toBe(instant);
      }),
      { numRuns: 1000 },
    );
  });

  it('follows the gap and overlap rules minute by minute around real changes', () => {
    // Changes in each zone since 1970, as UTC instants (the daylight-saving years of Bogotá, Lima
    // and El Salvador included).
    const changes: [zone: string, change: string][] = [
      ['America/New_York', '2025-03-09T07:00:00Z'],
      ['America/New_York', '2025-11-02T06:00:00Z'],
      ['America/New_York', '1974-01-06T07:00:00Z'],
      ['America/Santiago', '2025-04-06T03:00:00Z'],
      ['America/Santiago', '2025-09-07T04:00:00Z'],
      ['America/Mexico_City', '2022-04-03T08:00:00Z'],
      ['America/Mexico_City', '2022-10-30T07:00:00Z'],
      ['America/Bogota', '1992-05-03T05:00:00Z'],
      ['America/Bogota', '1993-02-07T04:00:00Z'],
      ['America/Lima', '1994-01-01T05:00:00Z'],
      ['America/Lima', '1994-04-01T04:00:00Z'],
      ['America/El_Salvador', '1987-05-03T06:00:00Z'],
      ['America/El_Salvador', '1987-09-27T05:00:00Z'],
    ];
    const kinds = new Set<WallKind>();
    for (const [name, change] of changes) {
      const changeAt = utc(change);
      const before = referenceOffsetMs(changeAt - 1_000, name);
      expect(referenceOffsetMs(changeAt, name), `${name} changes at ${change}`).not.toBe(before);
      for (let minute = -180; minute <= 180; minute++) {
        const time = localOfWall(changeAt + before + minute * MINUTE_MS);
        const reading = referenceReading(time, name);
        kinds.add(reading.kind);
        expect(iso(toInstant(time, name)), `${name} ${JSON.stringify(time)}`).toBe(iso(reading.instant));
      }
    }
    expect([...kinds].sort()).toEqual(['gap', 'overlap', 'single']);
  });
});
