/**
 * A plain-language summary of a rule ("Cada semana el lunes y el jueves a las 08:00").
 *
 * The rule is first reduced to a locale-neutral `Summary` (which days, which times, until which
 * day); only shapes whose meaning is certain are reduced. Anything else (BYWEEKNO, BYYEARDAY,
 * most BYSETPOS, details of sub-daily rules…) falls back to a general sentence quoting the rule,
 * so the summary is never wrong, only sometimes less friendly.
 */
import { monthLength } from './civil.ts';
import { formatRule, monthName } from './rule.ts';
import {
  type ByDay,
  type Frequency,
  type LocalDateTime,
  type RecurrenceLocale,
  type RecurrenceRule,
  WEEKDAYS,
  type Weekday,
} from './types.ts';

type Unit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/** Seconds since midnight. */
type TimeOfDay = number;

/** Where in its period a rule falls, in shapes each locale can phrase. */
type Days =
  /** "el lunes y el jueves" (a week's days). */
  | { kind: 'weekdays'; weekdays: Weekday[] }
  /** "el día 15", "el último día" (days of each month). */
  | { kind: 'monthDays'; days: number[] }
  /** "el segundo martes [de noviembre | del año]". */
  | { kind: 'nthWeekdays'; days: Required<ByDay>[]; within: Within }
  /** "todos los martes [de marzo]". */
  | { kind: 'everyWeekday'; weekdays: Weekday[]; within: Within }
  /** "el 29 de febrero", "el día 1 de cada mes" (days of a year's months; no months = every month). */
  | { kind: 'yearDates'; days: number[]; months: number[] | undefined };

/** What an ordinal counts in: the month of the period, the listed months, or the whole year. */
type Within = { months: number[] } | 'month' | 'year';

interface Summary {
  unit: Unit;
  interval: number;
  days?: Days;
  /** Absent for sub-daily rules, which run all day. */
  times?: TimeOfDay[];
  /** BYMONTH as a filter ("solo en enero"). */
  onlyIn?: number[];
  count?: number;
  /** The last day an occurrence can fall on; with its time for sub-daily rules. */
  until?: { date: LocalDateTime; withTime: boolean };
}

/** More times than this read as a list nobody wants; such rules get the general sentence. */
const MAX_TIMES = 12;

/**
 * The rule in words, with its time(s) of day taken from `start` unless BYHOUR/BYMINUTE/BYSECOND
 * say otherwise. Falls back to "Se repite según una regla avanzada (FREQ=…)" for shapes it does
 * not phrase.
 */
export function describeRule(rule: RecurrenceRule, start: LocalDateTime, locale: RecurrenceLocale): string {
  const summary = summarize(rule, start);
  const words = WORDS[locale];
  return summary === undefined ? words.advanced(formatRule(rule)) : words.sentence(summary);
}

// ---------------------------------------------------------------------------------------------
// From a rule to a summary

const has = <T>(list: readonly T[] | undefined): list is readonly T[] =>
  list !== undefined && list.length > 0;

const SUB_DAILY: Partial<Record<Frequency, Unit>> = {
  SECONDLY: 'second',
  MINUTELY: 'minute',
  HOURLY: 'hour',
};

function summarize(rule: RecurrenceRule, start: LocalDateTime): Summary | undefined {
  if (has(rule.byWeekNo) || has(rule.byYearDay)) return undefined;
  const subDailyUnit = SUB_DAILY[rule.freq];
  if (subDailyUnit !== undefined) return summarizeSubDaily(rule, subDailyUnit);
  const times = timesOf(rule, start);
  if (times.length > MAX_TIMES) return undefined;
  const shape = daysOf(rule, start, times.length);
  if (shape === undefined) return undefined;
  const summary: Summary = { unit: shape.unit, interval: rule.interval, times };
  if (shape.days) summary.days = shape.days;
  if (has(rule.byMonth) && rule.freq !== 'YEARLY') {
    const reachable = reachableMonths(rule, start, rule.byMonth);
    const months = shape.days?.kind === 'monthDays' ? monthsHaving(reachable, shape.days.days) : reachable;
    if (months.length === 0) return undefined;
    summary.onlyIn = months;
  }
  if (rule.count !== undefined) summary.count = rule.count;
  if (rule.until !== undefined) summary.until = { date: lastDay(rule.until, times), withTime: false };
  return summary;
}

/** "Cada 3 horas" only when nothing narrows the rule; a BYxxx part there is an advanced rule. */
function summarizeSubDaily(rule: RecurrenceRule, unit: Unit): Summary | undefined {
  const narrowed = [
    rule.bySecond,
    rule.byMinute,
    rule.byHour,
    rule.byDay,
    rule.byMonthDay,
    rule.byMonth,
    rule.bySetPos,
  ].some((list) => has<unknown>(list));
  if (narrowed) return undefined;
  const summary: Summary = { unit, interval: rule.interval };
  if (rule.count !== undefined) summary.count = rule.count;
  if (rule.until !== undefined) summary.until = { date: rule.until, withTime: true };
  return summary;
}

/**
 * The BYMONTH months a MONTHLY rule can reach: with INTERVAL=2 from January only odd months come,
 * so "solo en enero y abril" would name a month that never happens.
 */
function reachableMonths(rule: RecurrenceRule, start: LocalDateTime, months: readonly number[]): number[] {
  const step = rule.freq === 'MONTHLY' ? greatestCommonDivisor(rule.interval, 12) : 1;
  return sortedUnique(months).filter((month) => (((month - start.month) % step) + step) % step === 0);
}

/** The months in which at least one of `days` exists (29 February counts: leap years have it). */
function monthsHaving(months: readonly number[], days: readonly number[]): number[] {
  return months.filter((month) => days.some((day) => Math.abs(day) <= monthLength(2024, month)));
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/** Every combination of BYHOUR × BYMINUTE × BYSECOND, each defaulting to `start`'s value. */
function timesOf(rule: RecurrenceRule, start: LocalDateTime): TimeOfDay[] {
  const hours = has(rule.byHour) ? rule.byHour : [start.hour];
  const minutes = has(rule.byMinute) ? rule.byMinute : [start.minute];
  const seconds = has(rule.bySecond) ? rule.bySecond : [start.second];
  const times = hours.flatMap((hour) =>
    minutes.flatMap((minute) => seconds.map((second) => hour * 3600 + minute * 60 + second)),
  );
  return sortedUnique(times);
}

interface Shape {
  unit: Unit;
  /** Absent when the rule falls on every day of its period. */
  days?: Days;
}

function daysOf(rule: RecurrenceRule, start: LocalDateTime, timeCount: number): Shape | undefined {
  switch (rule.freq) {
    case 'DAILY':
      return dailyDays(rule);
    case 'WEEKLY':
      return weeklyDays(rule, start);
    case 'MONTHLY':
      return monthlyDays(rule, start, timeCount);
    case 'YEARLY':
      return yearlyDays(rule, start, timeCount);
    default:
      return undefined;
  }
}

function plainWeekdays(byDay: readonly ByDay[]): Weekday[] | undefined {
  if (byDay.some((day) => day.ordinal !== undefined)) return undefined;
  return WEEKDAYS.filter((weekday) => byDay.some((day) => day.weekday === weekday));
}

function dailyDays(rule: RecurrenceRule): Shape | undefined {
  if (has(rule.bySetPos)) return undefined;
  const byDay = has(rule.byDay);
  const byMonthDay = has(rule.byMonthDay);
  if (!byDay && !byMonthDay) return { unit: 'day' };
  // Only every day (INTERVAL=1) filtered by weekday or day of month is the same as a weekly or a
  // monthly rule; every other day on Mondays is not.
  if (rule.interval !== 1 || (byDay && byMonthDay)) return undefined;
  if (byDay) {
    const weekdays = plainWeekdays(rule.byDay ?? []);
    return weekdays && { unit: 'week', days: { kind: 'weekdays', weekdays } };
  }
  return { unit: 'month', days: { kind: 'monthDays', days: sortedMonthDays(rule.byMonthDay ?? []) } };
}

function weeklyDays(rule: RecurrenceRule, start: LocalDateTime): Shape | undefined {
  if (has(rule.bySetPos) || has(rule.byMonthDay)) return undefined;
  const weekdays = has(rule.byDay) ? plainWeekdays(rule.byDay) : [weekdayOf(start)];
  return weekdays && { unit: 'week', days: { kind: 'weekdays', weekdays } };
}

/**
 * BYDAY=TU;BYSETPOS=2 (one weekday, one position, one time a day) picks the same day as BYDAY=2TU;
 * any other BYSETPOS is left to the general sentence. YEARLY only within one month or the year.
 */
function setPosAsOrdinal(rule: RecurrenceRule, timeCount: number): ByDay[] | undefined {
  if (!has(rule.bySetPos)) return rule.byDay;
  const [day] = rule.byDay ?? [];
  const [position] = rule.bySetPos;
  const single =
    rule.bySetPos.length === 1 && rule.byDay?.length === 1 && !has(rule.byMonthDay) && timeCount === 1;
  const oneMonthAtMost = rule.freq === 'MONTHLY' || (rule.byMonth ?? []).length <= 1;
  if (
    !single ||
    !oneMonthAtMost ||
    day === undefined ||
    day.ordinal !== undefined ||
    position === undefined
  ) {
    return undefined;
  }
  return [{ weekday: day.weekday, ordinal: position }];
}

function monthlyDays(rule: RecurrenceRule, start: LocalDateTime, timeCount: number): Shape | undefined {
  const byDay = setPosAsOrdinal(rule, timeCount);
  if ((has(rule.bySetPos) && byDay === undefined) || (has(byDay) && has(rule.byMonthDay))) return undefined;
  if (has(byDay)) {
    const days = weekdayShape(byDay, 'month');
    return days && { unit: 'month', days };
  }
  const monthDays = has(rule.byMonthDay) ? sortedMonthDays(rule.byMonthDay) : [start.day];
  return { unit: 'month', days: { kind: 'monthDays', days: monthDays } };
}

function yearlyDays(rule: RecurrenceRule, start: LocalDateTime, timeCount: number): Shape | undefined {
  const byDay = setPosAsOrdinal(rule, timeCount);
  if ((has(rule.bySetPos) && byDay === undefined) || (has(byDay) && has(rule.byMonthDay))) return undefined;
  const months = has(rule.byMonth) ? sortedUnique(rule.byMonth) : undefined;
  if (has(byDay)) {
    // With BYMONTH an ordinal counts within each month (RFC 5545's "special expand for MONTHLY").
    const days = weekdayShape(byDay, months ? { months } : 'year');
    return days && { unit: 'year', days };
  }
  // Without any day part the day (and, without BYMONTH, the month) comes from DTSTART; a
  // BYMONTHDAY without BYMONTH applies to every month.
  if (has(rule.byMonthDay)) {
    return yearDates(sortedMonthDays(rule.byMonthDay), months);
  }
  return yearDates([start.day], months ?? [start.month]);
}

/** Only months that have one of the days are named: no "31 de febrero". */
function yearDates(days: number[], months: number[] | undefined): Shape | undefined {
  if (months === undefined) return { unit: 'year', days: { kind: 'yearDates', days, months } };
  const having = monthsHaving(months, days);
  return having.length === 0
    ? undefined
    : { unit: 'year', days: { kind: 'yearDates', days, months: having } };
}

/** All plain weekdays or all with ordinals; a mix is left to the general sentence. */
function weekdayShape(byDay: readonly ByDay[], within: Within): Days | undefined {
  const plain = plainWeekdays(byDay);
  if (plain !== undefined) return { kind: 'everyWeekday', weekdays: plain, within };
  if (byDay.some((day) => day.ordinal === undefined)) return undefined;
  const days = (byDay as Required<ByDay>[])
    .slice()
    .sort(
      (a, b) =>
        WEEKDAYS.indexOf(a.weekday) - WEEKDAYS.indexOf(b.weekday) || fromStartFirst(a.ordinal, b.ordinal),
    );
  return { kind: 'nthWeekdays', days, within };
}

/** 1, 2, …, then −2, −1: the order the days fall in. */
function fromStartFirst(a: number, b: number): number {
  const rank = (value: number) => (value > 0 ? value : 1000 + value);
  return rank(a) - rank(b);
}

function sortedMonthDays(days: readonly number[]): number[] {
  return sortedUnique(days).sort(fromStartFirst);
}

function sortedUnique(values: readonly number[]): number[] {
  return [...new Set(values)].sort((a, b) => a - b);
}

/**
 * UNTIL is inclusive and wall-clock: when it is earlier in its day than the first time of day (a
 * date UNTIL reads as 00:00), nothing happens on that day, so the summary names the day before.
 */
function lastDay(until: LocalDateTime, times: readonly TimeOfDay[]): LocalDateTime {
  const untilTime = until.hour * 3600 + until.minute * 60 + until.second;
  const firstTime = times[0] ?? 0;
  return untilTime >= firstTime ? until : dayBefore(until);
}

function dayBefore(date: LocalDateTime): LocalDateTime {
  if (date.day > 1) return { ...date, day: date.day - 1 };
  if (date.month > 1) return { ...date, month: date.month - 1, day: monthLength(date.year, date.month - 1) };
  return { ...date, year: date.year - 1, month: 12, day: 31 };
}

/** Monday = MO (index 0). */
function weekdayOf(date: LocalDateTime): Weekday {
  const sundayFirst = new Date(Date.UTC(2000, date.month - 1, date.day)).setUTCFullYear(date.year);
  return WEEKDAYS[(new Date(sundayFirst).getUTCDay() + 6) % 7] ?? 'MO';
}

// ---------------------------------------------------------------------------------------------
// From a summary to words

interface Words {
  sentence(summary: Summary): string;
  advanced(ruleText: string): string;
}

function joinList(items: readonly string[], last: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/** 24-hour HH:MM, or HH:MM:SS when some time in the list has seconds. */
function clockTimes(times: readonly TimeOfDay[]): string[] {
  const withSeconds = times.some((time) => time % 60 !== 0);
  return times.map((time) => {
    const hhmm = `${pad2(Math.floor(time / 3600))}:${pad2(Math.floor(time / 60) % 60)}`;
    return withSeconds ? `${hhmm}:${pad2(time % 60)}` : hhmm;
  });
}

function timeOf(date: LocalDateTime): TimeOfDay {
  return date.hour * 3600 + date.minute * 60 + date.second;
}

// es-MX ----------------------------------------------------------------------------------------

const ES_WEEKDAYS: Record<Weekday, [singular: string, plural: string]> = {
  MO: ['lunes', 'lunes'],
  TU: ['martes', 'martes'],
  WE: ['miércoles', 'miércoles'],
  TH: ['jueves', 'jueves'],
  FR: ['viernes', 'viernes'],
  SA: ['sábado', 'sábados'],
  SU: ['domingo', 'domingos'],
};

const ES_UNITS: Record<Unit, [one: string, many: string]> = {
  second: ['segundo', 'segundos'],
  minute: ['minuto', 'minutos'],
  hour: ['hora', 'horas'],
  day: ['día', 'días'],
  week: ['semana', 'semanas'],
  month: ['mes', 'meses'],
  year: ['año', 'años'],
};

const ES_ORDINALS = ['primer', 'segundo', 'tercer', 'cuarto', 'quinto'];
const ES_FROM_END = ['último', 'penúltimo', 'antepenúltimo'];

/** "el segundo martes", "el último viernes", "el cuarto lunes contando desde el final". */
function esNth(ordinal: number, noun: string): string {
  const n = Math.abs(ordinal);
  const word = ES_ORDINALS[n - 1] ?? `${n}.º`;
  if (ordinal > 0) return `el ${word} ${noun}`;
  const fromEnd = ES_FROM_END[n - 1];
  return fromEnd ? `el ${fromEnd} ${noun}` : `el ${word} ${noun} contando desde el final`;
}

/** "el día 15", "los días 1 y 15", "el día 1 y el último día". */
function esMonthDays(days: readonly number[]): string {
  if (days.every((day) => day > 0)) {
    return days.length === 1 ? `el día ${days[0]}` : `los días ${joinList(days.map(String), 'y')}`;
  }
  return joinList(
    days.map((day) => (day > 0 ? `el día ${day}` : esNth(day, 'día'))),
    'y',
  );
}

function esMonths(months: readonly number[]): string {
  return joinList(
    months.map((month) => monthName(month, 'es-MX')),
    'y',
  );
}

function esDays(days: Days): string {
  switch (days.kind) {
    case 'weekdays':
      return joinList(
        days.weekdays.map((weekday) => `el ${ES_WEEKDAYS[weekday][0]}`),
        'y',
      );
    case 'monthDays':
      return esMonthDays(days.days);
    case 'nthWeekdays': {
      const items = days.days.map((day) => esNth(day.ordinal, ES_WEEKDAYS[day.weekday][0]));
      return `${joinList(items, 'y')}${esWithin(days.within, ' del año')}`;
    }
    case 'everyWeekday': {
      const names = days.weekdays.map((weekday) => ES_WEEKDAYS[weekday][1]);
      return `todos los ${joinList(names, 'y')}${esWithin(days.within, '')}`;
    }
    case 'yearDates': {
      const [day] = days.days;
      if (days.months && days.days.length === 1 && day !== undefined && day > 0) {
        return joinList(
          days.months.map((month) => `el ${day} de ${monthName(month, 'es-MX')}`),
          'y',
        );
      }
      return `${esMonthDays(days.days)} de ${days.months ? esMonths(days.months) : 'cada mes'}`;
    }
  }
}

function esWithin(within: Within, year: string): string {
  if (within === 'month') return '';
  if (within === 'year') return year;
  return ` de ${esMonths(within.months)}`;
}

function esDate(date: LocalDateTime): string {
  return `${date.day} de ${monthName(date.month, 'es-MX')} de ${date.year}`;
}

/** "a las 08:00", "a la 01:30" (la una), "a las 08:00 y 17:00". */
function esAt(times: readonly TimeOfDay[]): string {
  const article = Math.floor((times[0] ?? 0) / 3600) === 1 ? 'a la' : 'a las';
  return `${article} ${joinList(clockTimes(times), 'y')}`;
}

const spanish: Words = {
  sentence(summary) {
    const [one, many] = ES_UNITS[summary.unit];
    const parts = [summary.interval === 1 ? `Cada ${one}` : `Cada ${summary.interval} ${many}`];
    if (summary.days) parts.push(` ${esDays(summary.days)}`);
    if (summary.times) parts.push(` ${esAt(summary.times)}`);
    if (summary.onlyIn) parts.push(`, solo en ${esMonths(summary.onlyIn)}`);
    if (summary.count !== undefined)
      parts.push(`, ${summary.count} ${summary.count === 1 ? 'vez' : 'veces'}`);
    if (summary.until) {
      const { date, withTime } = summary.until;
      parts.push(`, hasta el ${esDate(date)}${withTime ? ` ${esAt([timeOf(date)])}` : ''}`);
    }
    return parts.join('');
  },
  advanced: (ruleText) => `Se repite según una regla avanzada (${ruleText})`,
};

// en-US ----------------------------------------------------------------------------------------

const EN_WEEKDAYS: Record<Weekday, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};

const EN_ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];

/** 1st, 2nd, 3rd, 4th, 11th, 21st… */
function enNumbered(n: number): string {
  const teens = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teens ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** "the second Tuesday", "the last Friday", "the second-to-last Monday", "the 20th Monday". */
function enNth(ordinal: number, noun: string): string {
  const n = Math.abs(ordinal);
  const word = EN_ORDINALS[n - 1] ?? enNumbered(n);
  if (ordinal > 0) return `the ${word} ${noun}`;
  return n === 1 ? `the last ${noun}` : `the ${word}-to-last ${noun}`;
}

/** "the 15th", "the 1st and 15th", "the 1st and the last day". */
function enMonthDays(days: readonly number[]): string {
  if (days.every((day) => day > 0)) return `the ${joinList(days.map(enNumbered), 'and')}`;
  return joinList(
    days.map((day) => (day > 0 ? `the ${enNumbered(day)}` : enNth(day, 'day'))),
    'and',
  );
}

function enMonths(months: readonly number[]): string {
  return joinList(
    months.map((month) => monthName(month, 'en-US')),
    'and',
  );
}

function enDays(days: Days): string {
  switch (days.kind) {
    case 'weekdays':
      return `on ${joinList(
        days.weekdays.map((weekday) => EN_WEEKDAYS[weekday]),
        'and',
      )}`;
    case 'monthDays':
      return `on ${enMonthDays(days.days)}`;
    case 'nthWeekdays': {
      const items = days.days.map((day) => enNth(day.ordinal, EN_WEEKDAYS[day.weekday]));
      return `on ${joinList(items, 'and')}${enWithin(days.within, ' of', ' of the year')}`;
    }
    case 'everyWeekday': {
      const names = days.weekdays.map((weekday) => EN_WEEKDAYS[weekday]);
      return `on every ${joinList(names, 'and')}${enWithin(days.within, ' in', '')}`;
    }
    case 'yearDates': {
      const [day] = days.days;
      if (days.months && days.days.length === 1 && day !== undefined && day > 0) {
        return `on ${joinList(
          days.months.map((month) => `${monthName(month, 'en-US')} ${day}`),
          'and',
        )}`;
      }
      return `on ${enMonthDays(days.days)} of ${days.months ? enMonths(days.months) : 'every month'}`;
    }
  }
}

function enWithin(within: Within, preposition: string, year: string): string {
  if (within === 'month') return '';
  if (within === 'year') return year;
  return `${preposition} ${enMonths(within.months)}`;
}

function enDate(date: LocalDateTime): string {
  return `${monthName(date.month, 'en-US')} ${date.day}, ${date.year}`;
}

const english: Words = {
  sentence(summary) {
    const unit = summary.unit;
    const parts = [summary.interval === 1 ? `Every ${unit}` : `Every ${summary.interval} ${unit}s`];
    if (summary.days) parts.push(` ${enDays(summary.days)}`);
    if (summary.times) parts.push(` at ${joinList(clockTimes(summary.times), 'and')}`);
    if (summary.onlyIn) parts.push(`, only in ${enMonths(summary.onlyIn)}`);
    if (summary.count !== undefined)
      parts.push(`, ${summary.count === 1 ? 'once' : `${summary.count} times`}`);
    if (summary.until) {
      const { date, withTime } = summary.until;
      parts.push(`, until ${enDate(date)}${withTime ? ` at ${clockTimes([timeOf(date)])[0]}` : ''}`);
    }
    return parts.join('');
  },
  advanced: (ruleText) => `Repeats by an advanced rule (${ruleText})`,
};

const WORDS: Record<RecurrenceLocale, Words> = { 'es-MX': spanish, 'en-US': english };
