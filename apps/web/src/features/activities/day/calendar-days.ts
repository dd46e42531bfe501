import type { Weekday } from '@faena/recurrence';

/**
 * Calendar dates as ISO 'YYYY-MM-DD' strings for the day view. A date here is a day on the
 * calendar, not an instant: every computation goes through `Date.UTC` and the `getUTC*` getters,
 * and every label is formatted with `timeZone: 'UTC'`, so the machine's zone never shifts a day.
 */

/** The locales the day view speaks. */
export type DayLocale = 'es-MX' | 'en-US';

/** A calendar date, 'YYYY-MM-DD'. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The year, month (1–12) and day of an ISO date; throws on anything that is not a real date. */
export function parseIsoDate(date: IsoDate): { year: number; month: number; day: number } {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not an ISO calendar date: ${JSON.stringify(date)}`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (isoDate(year, month, day) !== date) throw new RangeError(`Not a calendar date: ${date}`);
  return { year, month, day };
}

/** Whether a string is a real ISO calendar date ('2026-02-29' is not). */
export function isIsoDate(value: string): boolean {
  try {
    parseIsoDate(value);
    return true;
  } catch {
    return false;
  }
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

function fromUtc(ms: number): IsoDate {
  const at = new Date(ms);
  return `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1, 2)}-${pad(at.getUTCDate(), 2)}`;
}

/** Midnight UTC of the date, the instant the labels are formatted from. */
function utcMs(date: IsoDate): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not an ISO calendar date: ${JSON.stringify(date)}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/**
 * The ISO date of a year, month (1–12) and day. Out-of-range parts roll over as in `Date.UTC`:
 * `isoDate(2026, 13, 1)` is '2027-01-01', `isoDate(2026, 3, 0)` is '2026-02-28'.
 */
export function isoDate(year: number, month: number, day: number): IsoDate {
  // Like Date.UTC, but years 0–99 stay themselves (Date.UTC reads them as 1900–1999).
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day);
  return fromUtc(at.getTime());
}

/** The date `n` days after `date` (before it when `n` is negative). */
export function addDays(date: IsoDate, n: number): IsoDate {
  return fromUtc(utcMs(date) + n * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((utcMs(to) - utcMs(from)) / DAY_MS);
}

/** The day of the week of a date, as JavaScript counts it: 0 Sunday … 6 Saturday. */
export function dayOfWeek(date: IsoDate): number {
  return new Date(utcMs(date)).getUTCDay();
}

const WEEKDAY_NUMBER: Record<Weekday, number> = { SU: 0, MO: 1, TU: 2, WE: 3, TH: 4, FR: 5, SA: 6 };

/** SPEC 9: the week starts on Monday in Mexico (es-MX) and on Sunday in the United States (en-US). */
export function firstDayOfWeek(locale: DayLocale): Extract<Weekday, 'MO' | 'SU'> {
  return locale === 'en-US' ? 'SU' : 'MO';
}

/** The seven dates of the week holding `date`, from the locale's first day of the week. */
export function weekOf(date: IsoDate, locale: DayLocale): IsoDate[] {
  const back = (dayOfWeek(date) - WEEKDAY_NUMBER[firstDayOfWeek(locale)] + 7) % 7;
  const start = addDays(date, -back);
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

/**
 * The date it is in an IANA time zone at an instant (milliseconds since the epoch): at
 * 2026-11-25T03:00Z it is still '2026-11-24' in 'America/Mexico_City'.
 */
export function todayIn(timeZone: string, nowMs: number): IsoDate {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(nowMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return isoDate(part('year'), part('month'), part('day'));
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter on UTC (see the module's note), cached per locale and options. */
function formatter(locale: DayLocale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formatters.set(key, found);
  }
  return found;
}

/** The short weekday name: 'lun', 'mar', 'mié' … / 'Mon', 'Tue', 'Wed' … */
export function weekdayShort(date: IsoDate, locale: DayLocale): string {
  // Some ICU versions abbreviate Spanish weekdays with a period ('mié.'); the strip shows none.
  return formatter(locale, { weekday: 'short' }).format(utcMs(date)).replace(/\.$/, '');
}

/** The full weekday name: 'miércoles' / 'Wednesday'. */
export function weekdayLong(date: IsoDate, locale: DayLocale): string {
  return formatter(locale, { weekday: 'long' }).format(utcMs(date));
}

/** The day of the month, 1–31. */
export function dayOfMonth(date: IsoDate): number {
  return parseIsoDate(date).day;
}

/** The month's name: 'noviembre' / 'November'. */
export function monthName(date: IsoDate, locale: DayLocale): string {
  return formatter(locale, { month: 'long' }).format(utcMs(date));
}

/** The month and year: 'noviembre de 2026' / 'November 2026'. */
export function monthYearLabel(date: IsoDate, locale: DayLocale): string {
  return formatter(locale, { month: 'long', year: 'numeric' }).format(utcMs(date));
}

/**
 * The month (or months) and year of a span of dates such as a week: 'noviembre de 2026';
 * 'noviembre – diciembre de 2026' / 'November – December 2026' across two months;
 * 'diciembre de 2026 – enero de 2027' / 'December 2026 – January 2027' across two years.
 */
export function monthRangeLabel(first: IsoDate, last: IsoDate, locale: DayLocale): string {
  const a = parseIsoDate(first);
  const b = parseIsoDate(last);
  if (a.year === b.year && a.month === b.month) return monthYearLabel(first, locale);
  if (a.year === b.year) return `${monthName(first, locale)} – ${monthYearLabel(last, locale)}`;
  return `${monthYearLabel(first, locale)} – ${monthYearLabel(last, locale)}`;
}

/**
 * The full date, as a day button is named: 'miércoles 25 de noviembre de 2026' /
 * 'Wednesday, November 25, 2026'.
 */
export function dayLabel(date: IsoDate, locale: DayLocale): string {
  const options = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;
  if (locale === 'en-US') return formatter(locale, options).format(utcMs(date));
  // Spanish puts no comma after the weekday in running text: 'miércoles 25 de noviembre de 2026'.
  const parts = formatter(locale, options).formatToParts(utcMs(date));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} de ${part('month')} de ${part('year')}`;
}
