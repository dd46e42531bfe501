import { formatRule, type LocalDateTime, parseRule, WEEKDAYS, type Weekday } from '@faena/recurrence';
import { describe, expect, it } from 'vitest';
import {
  defaultForm,
  formFromRule,
  type MonthlyChoice,
  monthlyChoices,
  parseCount,
  parseDateInput,
  parseInterval,
  type RecurrenceForm,
  ruleFromForm,
  ruleTextFromForm,
  weekdayOf,
} from './recurrence-form.ts';

const at = (year: number, month: number, day: number, hour = 8, minute = 0): LocalDateTime => ({
  year,
  month,
  day,
  hour,
  minute,
  second: 0,
});

/** Monday 5 January 2026, 08:00. */
const MONDAY = at(2026, 1, 5);
/** Tuesday 13 January 2026: the month's second Tuesday. */
const SECOND_TUESDAY = at(2026, 1, 13);
/** Friday 30 January 2026: the fifth and last Friday. */
const LAST_FRIDAY = at(2026, 1, 30);

const form = (start: LocalDateTime, changes: Partial<RecurrenceForm>): RecurrenceForm => ({
  ...defaultForm(start),
  ...changes,
});

describe('ruleFromForm', () => {
  it('writes nothing for a one-off', () => {
    expect(ruleFromForm(defaultForm(MONDAY), MONDAY)).toBeNull();
    expect(ruleTextFromForm(defaultForm(MONDAY), MONDAY)).toBeNull();
  });

  it('writes a weekly rule with its days in Monday-first order', () => {
    const weekly = form(MONDAY, { freq: 'WEEKLY', weekdays: ['TH', 'MO'] });
    expect(ruleTextFromForm(weekly, MONDAY)).toBe('FREQ=WEEKLY;BYDAY=MO,TH');
    expect(ruleFromForm(weekly, MONDAY)).toEqual({
      freq: 'WEEKLY',
      interval: 1,
      wkst: 'MO',
      byDay: [{ weekday: 'MO' }, { weekday: 'TH' }],
    });
  });

  it("falls back to the start's weekday when no day is chosen", () => {
    expect(ruleTextFromForm(form(MONDAY, { freq: 'WEEKLY', weekdays: [] }), MONDAY)).toBe(
      'FREQ=WEEKLY;BYDAY=MO',
    );
  });

  it('writes a monthly rule on a day of the month, the nth weekday or the last weekday', () => {
    const day = form(SECOND_TUESDAY, { freq: 'MONTHLY' });
    expect(ruleTextFromForm(day, SECOND_TUESDAY)).toBe('FREQ=MONTHLY;BYMONTHDAY=13');
    const [, second] = monthlyChoices(SECOND_TUESDAY);
    expect(second).toEqual({ kind: 'weekday', weekday: 'TU', ordinal: 2 });
    expect(ruleTextFromForm({ ...day, monthly: second! }, SECOND_TUESDAY)).toBe('FREQ=MONTHLY;BYDAY=2TU');
    const last = monthlyChoices(LAST_FRIDAY).at(-1)!;
    expect(last).toEqual({ kind: 'weekday', weekday: 'FR', ordinal: -1 });
    expect(ruleTextFromForm(form(LAST_FRIDAY, { freq: 'MONTHLY', monthly: last }), LAST_FRIDAY)).toBe(
      'FREQ=MONTHLY;BYDAY=-1FR',
    );
  });

  it('writes a yearly rule with no extra parts', () => {
    expect(ruleTextFromForm(form(MONDAY, { freq: 'YEARLY' }), MONDAY)).toBe('FREQ=YEARLY');
  });

  it('writes UNTIL as the last local day at 23:59:59', () => {
    const until = form(MONDAY, { freq: 'DAILY', end: 'until', until: { year: 2026, month: 12, day: 31 } });
    expect(ruleTextFromForm(until, MONDAY)).toBe('FREQ=DAILY;UNTIL=20261231T235959');
  });

  it('writes COUNT', () => {
    const [, second] = monthlyChoices(SECOND_TUESDAY);
    const counted = form(SECOND_TUESDAY, { freq: 'MONTHLY', monthly: second!, end: 'count', count: 6 });
    expect(ruleTextFromForm(counted, SECOND_TUESDAY)).toBe('FREQ=MONTHLY;COUNT=6;BYDAY=2TU');
  });

  it('writes INTERVAL when it is not 1', () => {
    expect(ruleTextFromForm(form(MONDAY, { freq: 'WEEKLY', interval: 2 }), MONDAY)).toBe(
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO',
    );
    expect(ruleTextFromForm(form(MONDAY, { freq: 'DAILY', interval: 2 }), MONDAY)).toBe(
      'FREQ=DAILY;INTERVAL=2',
    );
  });

  it('ignores the end fields while the end is "never"', () => {
    const never = form(MONDAY, { freq: 'DAILY', end: 'never', count: 3 });
    expect(ruleTextFromForm(never, MONDAY)).toBe('FREQ=DAILY');
  });
});

describe('formFromRule', () => {
  it('reads null and an empty text as "does not repeat", with the start\'s defaults', () => {
    for (const text of [null, '', '  ']) {
      expect(formFromRule(text, MONDAY)).toEqual(defaultForm(MONDAY));
    }
    expect(defaultForm(MONDAY)).toMatchObject({
      freq: 'NONE',
      interval: 1,
      weekdays: ['MO'],
      monthly: { kind: 'monthDay', day: 5 },
      end: 'never',
    });
  });

  it('reads each shape the editor writes', () => {
    expect(formFromRule('FREQ=WEEKLY;BYDAY=MO,TH', MONDAY)).toMatchObject({
      freq: 'WEEKLY',
      weekdays: ['MO', 'TH'],
      end: 'never',
    });
    expect(formFromRule('RRULE:FREQ=MONTHLY;BYDAY=2TU;COUNT=6', SECOND_TUESDAY)).toMatchObject({
      freq: 'MONTHLY',
      monthly: { kind: 'weekday', weekday: 'TU', ordinal: 2 },
      end: 'count',
      count: 6,
    });
    expect(formFromRule('FREQ=MONTHLY;BYDAY=-1FR', LAST_FRIDAY)).toMatchObject({
      monthly: { kind: 'weekday', weekday: 'FR', ordinal: -1 },
    });
    expect(formFromRule('FREQ=YEARLY;INTERVAL=2', MONDAY)).toMatchObject({ freq: 'YEARLY', interval: 2 });
    expect(formFromRule('FREQ=DAILY;UNTIL=20261231T235959', MONDAY)).toMatchObject({
      freq: 'DAILY',
      end: 'until',
      until: { year: 2026, month: 12, day: 31 },
    });
  });

  it('reads the parts a rule may leave to the start', () => {
    expect(formFromRule('FREQ=WEEKLY', MONDAY)?.weekdays).toEqual(['MO']);
    expect(formFromRule('FREQ=MONTHLY', SECOND_TUESDAY)?.monthly).toEqual({ kind: 'monthDay', day: 13 });
  });

  it("keeps a month day or nth weekday that is not one of the start's, as an extra choice", () => {
    const read = formFromRule('FREQ=MONTHLY;BYDAY=3FR', MONDAY);
    expect(read?.monthly).toEqual({ kind: 'weekday', weekday: 'FR', ordinal: 3 });
    expect(monthlyChoices(MONDAY, read!.monthly)).toEqual([
      { kind: 'monthDay', day: 5 },
      { kind: 'weekday', weekday: 'MO', ordinal: 1 },
      { kind: 'weekday', weekday: 'FR', ordinal: 3 },
    ]);
    expect(ruleTextFromForm(read!, MONDAY)).toBe('FREQ=MONTHLY;BYDAY=3FR');
  });

  it('reads an UNTIL as the last day an occurrence can fall on', () => {
    // A date-only UNTIL is midnight: an 08:00 activity last happens the day before.
    expect(formFromRule('FREQ=DAILY;UNTIL=20261231', MONDAY)?.until).toEqual({
      year: 2026,
      month: 12,
      day: 30,
    });
    expect(formFromRule('FREQ=DAILY;UNTIL=20261231', at(2026, 1, 5, 0))?.until).toEqual({
      year: 2026,
      month: 12,
      day: 31,
    });
    expect(formFromRule('FREQ=DAILY;UNTIL=20261231T080000', MONDAY)?.until).toEqual({
      year: 2026,
      month: 12,
      day: 31,
    });
  });

  it("places a UTC UNTIL on the zone's wall clock, and refuses it without a zone", () => {
    // 05:59:59Z on 1 January 2027 is 23:59:59 on 31 December in Mexico City (UTC−6).
    const text = 'FREQ=DAILY;UNTIL=20270101T055959Z';
    expect(formFromRule(text, MONDAY, 'America/Mexico_City')?.until).toEqual({
      year: 2026,
      month: 12,
      day: 31,
    });
    expect(formFromRule(text, MONDAY)).toBeNull();
  });

  it('keeps WKST so a fortnightly rule keeps its weeks', () => {
    const text = 'FREQ=WEEKLY;INTERVAL=2;WKST=SU;BYDAY=MO,SU';
    expect(formFromRule(text, MONDAY)?.wkst).toBe('SU');
    expect(ruleTextFromForm(formFromRule(text, MONDAY)!, MONDAY)).toBe(text);
  });

  it.each([
    ['a BYSETPOS', 'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1'],
    ['a BYHOUR list', 'FREQ=DAILY;BYHOUR=8,17'],
    ['a BYMINUTE', 'FREQ=DAILY;BYMINUTE=30'],
    ['a BYMONTH', 'FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=15'],
    ['a BYYEARDAY', 'FREQ=YEARLY;BYYEARDAY=100'],
    ['a BYWEEKNO', 'FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO'],
    ['several month days', 'FREQ=MONTHLY;BYMONTHDAY=1,15'],
    ['a month day from the end', 'FREQ=MONTHLY;BYMONTHDAY=-1'],
    ['every Monday of the month', 'FREQ=MONTHLY;BYDAY=MO'],
    ['two nth weekdays', 'FREQ=MONTHLY;BYDAY=1MO,3MO'],
    ['the second-to-last Friday', 'FREQ=MONTHLY;BYDAY=-2FR'],
    ['a day part in a daily rule', 'FREQ=DAILY;BYDAY=MO,TU'],
    ['a day part in a yearly rule', 'FREQ=YEARLY;BYDAY=1MO'],
    ['a sub-daily frequency', 'FREQ=HOURLY;INTERVAL=3'],
    ['an interval over 999', 'FREQ=DAILY;INTERVAL=1000'],
    ['a count over 1000', 'FREQ=DAILY;COUNT=1001'],
    ['text that is no rule', 'FREQ=SOMETIMES'],
  ])('returns null for %s', (_name, text) => {
    expect(formFromRule(text, MONDAY, 'America/Mexico_City')).toBeNull();
  });
});

describe('round trip', () => {
  /** Every weekday set, month choice, interval and end the editor can write. */
  function* representableForms(start: LocalDateTime): Generator<RecurrenceForm> {
    const ends: Partial<RecurrenceForm>[] = [
      { end: 'never' },
      { end: 'count', count: 1 },
      { end: 'count', count: 1000 },
      { end: 'until', until: { year: 2026, month: 12, day: 31 } },
      { end: 'until', until: { year: 2028, month: 2, day: 29 } },
    ];
    const monthly: MonthlyChoice[] = [
      ...Array.from({ length: 31 }, (_, i): MonthlyChoice => ({ kind: 'monthDay', day: i + 1 })),
      ...WEEKDAYS.flatMap((weekday) =>
        [1, 2, 3, 4, 5, -1].map((ordinal): MonthlyChoice => ({ kind: 'weekday', weekday, ordinal })),
      ),
    ];
    const weekdaySets = Array.from({ length: 127 }, (_, mask) =>
      WEEKDAYS.filter((_weekday, index) => ((mask + 1) >> index) & 1),
    );
    for (const interval of [1, 2, 999]) {
      for (const end of ends) {
        const common = { ...defaultForm(start), interval, ...end };
        yield { ...common, freq: 'DAILY' };
        yield { ...common, freq: 'YEARLY' };
        for (const weekdays of weekdaySets) {
          yield { ...common, freq: 'WEEKLY', weekdays };
          if (interval === 2) yield { ...common, freq: 'WEEKLY', weekdays, wkst: 'SU' as Weekday };
        }
        for (const choice of monthly) yield { ...common, freq: 'MONTHLY', monthly: choice };
      }
    }
  }

  it('reads back every rule the editor writes as the same text and the same controls', () => {
    let checked = 0;
    for (const written of representableForms(MONDAY)) {
      const text = ruleTextFromForm(written, MONDAY);
      expect(text).not.toBeNull();
      const parsed = parseRule(text!);
      expect(parsed.ok, text!).toBe(true);
      if (parsed.ok) expect(formatRule(parsed.rule)).toBe(text);
      const read = formFromRule(text, MONDAY);
      expect(read, text!).not.toBeNull();
      expect(ruleTextFromForm(read!, MONDAY)).toBe(text);
      expect(relevant(read!)).toEqual(relevant(written));
      checked++;
    }
    expect(checked).toBeGreaterThan(2000);
  });

  /** The fields a rule carries for its frequency and end. */
  function relevant(value: RecurrenceForm) {
    return {
      freq: value.freq,
      interval: value.interval,
      wkst: value.wkst,
      weekdays: value.freq === 'WEEKLY' ? value.weekdays : undefined,
      monthly: value.freq === 'MONTHLY' ? value.monthly : undefined,
      end: value.end,
      count: value.end === 'count' ? value.count : undefined,
      until: value.end === 'until' ? value.until : undefined,
    };
  }
});

describe('typed values', () => {
  it('accepts an interval from 1 to 999', () => {
    expect(parseInterval('2')).toBe(2);
    expect(parseInterval(' 999 ')).toBe(999);
    for (const text of ['', '0', '1000', '2.5', '-1', 'dos', '1e2']) expect(parseInterval(text)).toBeNull();
  });

  it('accepts a count from 1 to 1000', () => {
    expect(parseCount('1')).toBe(1);
    expect(parseCount('1000')).toBe(1000);
    for (const text of ['', '0', '1001', '3.0']) expect(parseCount(text)).toBeNull();
  });

  it('accepts real dates only', () => {
    expect(parseDateInput('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    for (const text of ['', '2026-02-29', '2026-13-01', '2026-04-31', '31/12/2026']) {
      expect(parseDateInput(text)).toBeNull();
    }
  });
});

describe('defaults from the start', () => {
  it('finds the weekday on the calendar, not in the machine zone', () => {
    expect(weekdayOf(MONDAY)).toBe('MO');
    expect(weekdayOf(SECOND_TUESDAY)).toBe('TU');
    expect(weekdayOf({ year: 2028, month: 2, day: 29 })).toBe('TU');
  });

  it('offers "the last weekday" only in the month\'s last seven days', () => {
    expect(monthlyChoices(SECOND_TUESDAY)).toHaveLength(2);
    // 22 February 2026: the fourth Sunday, and February has 28 days.
    expect(monthlyChoices(at(2026, 2, 22))).toEqual([
      { kind: 'monthDay', day: 22 },
      { kind: 'weekday', weekday: 'SU', ordinal: 4 },
      { kind: 'weekday', weekday: 'SU', ordinal: -1 },
    ]);
    expect(monthlyChoices(at(2026, 1, 24))).toHaveLength(2);
    expect(monthlyChoices(at(2026, 1, 25))).toHaveLength(3);
  });
});
