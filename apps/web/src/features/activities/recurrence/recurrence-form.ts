/**
 * The recurrence editor's controls as plain data, and the mapping between them and an RRULE.
 *
 * The editor writes only a few shapes: DAILY; WEEKLY with plain BYDAY; MONTHLY with one
 * BYMONTHDAY or one BYDAY with an ordinal (1–5 or −1); YEARLY with no BYxxx part; each with an
 * optional INTERVAL and either COUNT or an UNTIL at 23:59:59 of a local date. `formFromRule`
 * reads those shapes back, plus the ones that mean the same for the given start (FREQ=WEEKLY
 * without BYDAY, FREQ=MONTHLY without a day part, an UNTIL at another time of day or in UTC),
 * and returns null for anything else, so the editor never rewrites a rule it cannot show.
 */
import {
  type ByDay,
  formatRule,
  type LocalDateTime,
  parseRule,
  type RecurrenceRule,
  toLocal,
  WEEKDAYS,
  type Weekday,
} from '@faena/recurrence';
import type { EditorFrequency } from './texts.ts';

/** A calendar date with no time. */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

/** Which day of the month a MONTHLY rule falls on. */
export type MonthlyChoice =
  | { kind: 'monthDay'; day: number }
  /** `ordinal` 1–5 counts from the month's start, −1 is the last one. */
  | { kind: 'weekday'; weekday: Weekday; ordinal: number };

export type EndKind = 'never' | 'until' | 'count';

/**
 * Every control's value. The fields of the frequencies and end kinds not chosen keep their
 * values, so switching back and forth loses nothing.
 */
export interface RecurrenceForm {
  freq: EditorFrequency;
  /** 1–MAX_INTERVAL. */
  interval: number;
  /** WEEKLY: at least one. */
  weekdays: Weekday[];
  monthly: MonthlyChoice;
  end: EndKind;
  /** The last day an occurrence may fall on (inclusive). */
  until: LocalDate;
  /** 1–MAX_COUNT. */
  count: number;
  /** Kept from the rule read (MO when it had none); written back only when it is not MO. */
  wkst: Weekday;
}

export const MAX_INTERVAL = 999;
export const MAX_COUNT = 1000;
export const DEFAULT_COUNT = 10;

const EDITABLE: readonly EditorFrequency[] = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'];

// ---------------------------------------------------------------------------------------------
// Calendar helpers (UTC arithmetic only: the machine's zone never matters)

function utcDate(date: LocalDate): Date {
  const value = new Date(Date.UTC(2000, date.month - 1, date.day));
  value.setUTCFullYear(date.year);
  return value;
}

/** The weekday of a date; WEEKDAYS[0] is Monday. */
export function weekdayOf(date: LocalDate): Weekday {
  return WEEKDAYS[(utcDate(date).getUTCDay() + 6) % 7] ?? 'MO';
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeap(year) ? 29 : 28;
  // 2001 is not a leap year; only February differs between years.
  return new Date(Date.UTC(2001, month, 0)).getUTCDate();
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function compareDates(a: LocalDate, b: LocalDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

function addDays(date: LocalDate, days: number): LocalDate {
  const value = utcDate(date);
  value.setUTCDate(value.getUTCDate() + days);
  return { year: value.getUTCFullYear(), month: value.getUTCMonth() + 1, day: value.getUTCDate() };
}

function addMonths(date: LocalDate, months: number): LocalDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** `YYYY-MM-DD`, the value of an `<input type="date">`. */
export function formatDateInput(date: LocalDate): string {
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** A real date from an `<input type="date">` value; null when empty or not a date. */
export function parseDateInput(text: string): LocalDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function parseWhole(text: string, max: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 1 && value <= max ? value : null;
}

/** The interval typed in "Cada [n] semanas": a whole number 1–999, else null. */
export function parseInterval(text: string): number | null {
  return parseWhole(text, MAX_INTERVAL);
}

/** The count typed in "Después de [n] veces": a whole number 1–1000, else null. */
export function parseCount(text: string): number | null {
  return parseWhole(text, MAX_COUNT);
}

// ---------------------------------------------------------------------------------------------
// Defaults from the start

/** "El segundo martes": ordinal = ceil(day / 7). */
export function nthWeekdayOf(start: LocalDate): Required<ByDay> {
  return { weekday: weekdayOf(start), ordinal: Math.ceil(start.day / 7) };
}

/** Whether the start is in its month's last 7 days, so "el último martes" applies too. */
export function isInLastWeek(start: LocalDate): boolean {
  return start.day > daysInMonth(start.year, start.month) - 7;
}

/**
 * The monthly choices the start offers ("El día 15", "El segundo martes", and "El último martes"
 * in a month's last 7 days), plus `current` when it is none of them (a rule read from elsewhere).
 */
export function monthlyChoices(start: LocalDate, current?: MonthlyChoice): MonthlyChoice[] {
  const nth = nthWeekdayOf(start);
  const choices: MonthlyChoice[] = [
    { kind: 'monthDay', day: start.day },
    { kind: 'weekday', weekday: nth.weekday, ordinal: nth.ordinal },
  ];
  if (isInLastWeek(start)) choices.push({ kind: 'weekday', weekday: nth.weekday, ordinal: -1 });
  if (current && !choices.some((choice) => sameMonthly(choice, current))) choices.push(current);
  return choices;
}

export function sameMonthly(a: MonthlyChoice, b: MonthlyChoice): boolean {
  if (a.kind === 'monthDay') return b.kind === 'monthDay' && a.day === b.day;
  return b.kind === 'weekday' && a.weekday === b.weekday && a.ordinal === b.ordinal;
}

/** A stable key for a monthly choice (a radio's value): `day:15`, `2TU`, `-1FR`. */
export function monthlyKey(choice: MonthlyChoice): string {
  return choice.kind === 'monthDay' ? `day:${choice.day}` : `${choice.ordinal}${choice.weekday}`;
}

/** A first end date a person is likely to want, by frequency: a month to five years on. */
export function defaultUntil(start: LocalDate, freq: EditorFrequency): LocalDate {
  const months = { NONE: 3, DAILY: 1, WEEKLY: 3, MONTHLY: 12, YEARLY: 60 }[freq];
  return addMonths(start, months);
}

/** The controls for "does not repeat", ready for any frequency with the start's defaults. */
export function defaultForm(start: LocalDateTime, freq: EditorFrequency = 'NONE'): RecurrenceForm {
  return {
    freq,
    interval: 1,
    weekdays: [weekdayOf(start)],
    monthly: { kind: 'monthDay', day: start.day },
    end: 'never',
    until: defaultUntil(start, freq),
    count: DEFAULT_COUNT,
    wkst: 'MO',
  };
}

// ---------------------------------------------------------------------------------------------
// Form -> rule

/**
 * The rule the controls describe, or null for "does not repeat". Expects valid controls (the
 * editor checks the typed numbers and date first); an empty weekday list falls back to the
 * start's weekday.
 */
export function ruleFromForm(form: RecurrenceForm, start: LocalDateTime): RecurrenceRule | null {
  if (form.freq === 'NONE') return null;
  const rule: RecurrenceRule = { freq: form.freq, interval: form.interval, wkst: form.wkst };
  if (form.freq === 'WEEKLY') {
    const chosen = form.weekdays.length > 0 ? form.weekdays : [weekdayOf(start)];
    rule.byDay = WEEKDAYS.filter((weekday) => chosen.includes(weekday)).map((weekday) => ({ weekday }));
  }
  if (form.freq === 'MONTHLY') {
    const choice = form.monthly;
    if (choice.kind === 'monthDay') rule.byMonthDay = [choice.day];
    else rule.byDay = [{ weekday: choice.weekday, ordinal: choice.ordinal }];
  }
  if (form.end === 'count') rule.count = form.count;
  if (form.end === 'until') rule.until = { ...form.until, hour: 23, minute: 59, second: 59 };
  return rule;
}

/** The RRULE text (`FREQ=…`, canonical, no `RRULE:` prefix) of the controls, or null. */
export function ruleTextFromForm(form: RecurrenceForm, start: LocalDateTime): string | null {
  const rule = ruleFromForm(form, start);
  return rule === null ? null : formatRule(rule);
}

// ---------------------------------------------------------------------------------------------
// Rule -> form

const has = (list: readonly unknown[] | undefined) => list !== undefined && list.length > 0;

const secondsOfDay = (time: LocalDateTime) => time.hour * 3600 + time.minute * 60 + time.second;

/**
 * The controls for a rule text (null or empty: "does not repeat"), or null when the editor cannot
 * show it without changing its meaning: unparseable text, BYSETPOS, BYHOUR and the other parts it
 * has no control for, several month days, an UNTIL in UTC without `timeZone`…
 *
 * An UNTIL is read as the last day an occurrence can fall on: its own day when its time of day is
 * not before the start's, else the day before (a date-only UNTIL is midnight). A UTC UNTIL is
 * first placed on `timeZone`'s wall clock.
 */
export function formFromRule(
  text: string | null,
  start: LocalDateTime,
  timeZone?: string,
): RecurrenceForm | null {
  if (text === null || text.trim() === '') return defaultForm(start);
  const parsed = parseRule(text);
  if (!parsed.ok) return null;
  const { rule } = parsed;
  const freq = rule.freq as EditorFrequency;
  if (!EDITABLE.includes(freq)) return null;
  const unsupported = [
    rule.bySecond,
    rule.byMinute,
    rule.byHour,
    rule.byYearDay,
    rule.byWeekNo,
    rule.byMonth,
    rule.bySetPos,
  ];
  if (unsupported.some(has)) return null;
  if (rule.interval > MAX_INTERVAL) return null;
  if (rule.count !== undefined && rule.count > MAX_COUNT) return null;

  const form: RecurrenceForm = { ...defaultForm(start, freq), interval: rule.interval, wkst: rule.wkst };
  const byDay = rule.byDay ?? [];
  const byMonthDay = rule.byMonthDay ?? [];

  switch (freq) {
    case 'DAILY':
    case 'YEARLY':
      if (byDay.length > 0 || byMonthDay.length > 0) return null;
      break;
    case 'WEEKLY':
      if (byMonthDay.length > 0 || byDay.some((day) => day.ordinal !== undefined)) return null;
      if (byDay.length > 0) form.weekdays = WEEKDAYS.filter((w) => byDay.some((day) => day.weekday === w));
      break;
    case 'MONTHLY': {
      const monthly = monthlyFromRule(byDay, byMonthDay);
      if (monthly === null) return null;
      if (monthly !== undefined) form.monthly = monthly;
      break;
    }
  }

  if (rule.count !== undefined) {
    form.end = 'count';
    form.count = rule.count;
  } else if (rule.until !== undefined) {
    let until = rule.until;
    if (parsed.untilIsUtc) {
      if (timeZone === undefined) return null;
      until = toLocal(
        Date.UTC(until.year, until.month - 1, until.day, until.hour, until.minute, until.second),
        timeZone,
      );
    }
    const date = { year: until.year, month: until.month, day: until.day };
    form.end = 'until';
    form.until = secondsOfDay(until) >= secondsOfDay(start) ? date : addDays(date, -1);
  }
  return form;
}

/** undefined: no day part (the start's day of month); null: a shape the editor cannot show. */
function monthlyFromRule(
  byDay: readonly ByDay[],
  byMonthDay: readonly number[],
): MonthlyChoice | null | undefined {
  if (byDay.length > 0 && byMonthDay.length > 0) return null;
  if (byMonthDay.length > 0) {
    const [day] = byMonthDay;
    return byMonthDay.length === 1 && day !== undefined && day >= 1 ? { kind: 'monthDay', day } : null;
  }
  if (byDay.length > 0) {
    const [day] = byDay;
    if (byDay.length !== 1 || day?.ordinal === undefined) return null;
    const ordinal = day.ordinal;
    return (ordinal >= 1 && ordinal <= 5) || ordinal === -1
      ? { kind: 'weekday', weekday: day.weekday, ordinal }
      : null;
  }
  return undefined;
}
