/**
 * RFC 5545 (section 3.3.10) recurrence expansion over wall-clock date-times.
 *
 * The rule is walked one period of its FREQ at a time (a year, a month, a WKST-aligned week, a
 * day, an hour, a minute, a second), keeping only the periods INTERVAL selects counting from the
 * period that holds DTSTART. Inside a period the day-level parts (BYMONTH, BYWEEKNO, BYYEARDAY,
 * BYMONTHDAY, BYDAY) pick its days, the time-level parts give each day its times, and BYSETPOS
 * then picks from that whole set, in order. Because a part that "expands" at one frequency and
 * "limits" at another keeps the same meaning as a filter over the days of the period, the table
 * on page 44 of the RFC reduces to choosing the period, plus two BYDAY cases: an ordinal (1FR,
 * -1SU) counts within the month for MONTHLY and for YEARLY with BYMONTH, within the year for
 * YEARLY without it, and is ignored (plain weekday) for WEEKLY and finer, as in rrule.js (a port
 * of python-dateutil). Parts the RFC marks N/A for a frequency still filter if a caller passes
 * them, and a BYDAY list mixing plain and ordinal weekdays (MO,1FR) is their union.
 *
 * Decisions the RFC leaves open:
 * - DTSTART is an occurrence only when the rule produces it. The RFC calls a DTSTART that is not
 *   synchronized with the rule "undefined"; rrule.js and python-dateutil leave it out, and so
 *   does this module, so COUNT counts the occurrences the rule produces at or after DTSTART.
 * - When no BYxxx part fixes the day, it comes from DTSTART, as in the RFC's examples and
 *   rrule.js: YEARLY takes DTSTART's month (unless BYMONTH) and day of month, MONTHLY its day of
 *   month, WEEKLY its weekday. BYHOUR, BYMINUTE and BYSECOND come from DTSTART when FREQ is
 *   coarser.
 * - An invalid date (30 February, BYMONTHDAY=31 in a 30-day month) is skipped, never rolled over.
 *   So is second 60: a wall-clock calendar has no leap second to put it on.
 * - BYWEEKNO numbers weeks that start on WKST; week 1 is the first with at least four days in
 *   the year. A YEARLY period holds the days of its calendar year whose week (of whichever year
 *   that week belongs to) matches, so 29-31 December can be week 1 of the next year.
 * - BYSETPOS always picks from the whole period, also the first one: a WEEKLY rule's first week
 *   is the full WKST week even when DTSTART falls mid-week (rrule.js starts that week at DTSTART).
 *
 * Attempts (SPEC: expansion stops with an error after 500 attempts). An attempt is one period
 * of FREQ, among those INTERVAL selects, that the expander examines and that yields no
 * occurrence. Periods whose calendar position alone rules them out are not examined: MONTHLY
 * and WEEKLY skip months (weeks) that lie outside BYMONTH; DAILY and finer skip days that fail
 * BYMONTH, BYWEEKNO, BYYEARDAY, BYMONTHDAY or BYDAY, and HOURLY and finer also skip times that
 * fail their limiting BYHOUR, BYMINUTE or BYSECOND. The expander jumps to the next position that
 * passes and then forward to the first period INTERVAL selects; if that period is itself ruled
 * out (INTERVAL stepped over the position), it counts as one attempt. A fully examined period
 * with no occurrence (29-31 February, an empty BYSETPOS) counts as one attempt. A period that
 * yields an occurrence, even one before DTSTART or outside the window, resets the count. A
 * period cut by the window is not counted. After 500 attempts in a row the expansion throws
 * RecurrenceExpansionError. It throws at once when it can tell that no period will ever produce:
 * no day of a whole 400-year Gregorian cycle passes the skipped day-level parts, no month is in
 * BYMONTH, or the limiting time parts allow no time at all. Expansion also ends at `to`, so a
 * rule that produces nothing may return an empty list for a window shorter than 500 periods.
 *
 * Speed: all calendar arithmetic is on integers (days since 1970-01-01, seconds since its
 * midnight), a month's matching days are a 32-bit mask, and without COUNT the walk starts at the
 * period holding `from` (then the first one INTERVAL selects, counted from DTSTART's period), so
 * the cost follows the window, not DTSTART's age. With COUNT it has to start at DTSTART, but it
 * only builds date-times for the window.
 */

import { daysFromCivil, isLeapYear, monthLength, toCivil } from './civil.ts';
import {
  type Frequency,
  type LocalDateTime,
  MAX_ATTEMPTS,
  type RecurrenceLocale,
  type RecurrenceRule,
  WEEKDAYS,
} from './types.ts';

export interface ExpandOptions {
  /** Occurrences starting at or after this wall-clock time… */
  from: LocalDateTime;
  /** …and before this one (exclusive). */
  to: LocalDateTime;
  /** Safety cap on occurrences returned (default 10,000). */
  limit?: number;
}

const DEFAULT_LIMIT = 10_000;

/** The rule went MAX_ATTEMPTS periods in a row without an occurrence, or provably never has one. */
export class RecurrenceExpansionError extends Error {
  readonly code = 'too_many_attempts';
  readonly messages: Record<RecurrenceLocale, string>;

  constructor() {
    const messages = {
      'es-MX': `La regla no produjo ninguna fecha en ${MAX_ATTEMPTS} intentos seguidos.`,
      'en-US': `The rule produced no date in ${MAX_ATTEMPTS} attempts in a row.`,
    };
    super(`${messages['es-MX']} / ${messages['en-US']}`);
    this.name = 'RecurrenceExpansionError';
    this.messages = messages;
  }
}

/** Orders wall-clock date-times: negative when `a` is earlier, 0 when equal, positive when later. */
export function compareLocal(a: LocalDateTime, b: LocalDateTime): number {
  return (
    a.year - b.year ||
    a.month - b.month ||
    a.day - b.day ||
    a.hour - b.hour ||
    a.minute - b.minute ||
    a.second - b.second
  );
}

/**
 * The occurrences of `rule` starting at DTSTART that fall in [from, to), ascending and without
 * duplicates, at most `limit` of them. Throws RecurrenceExpansionError as the module comment says.
 */
export function expandRule(
  rule: RecurrenceRule,
  dtstart: LocalDateTime,
  options: ExpandOptions,
): LocalDateTime[] {
  return new Expansion(rule, dtstart, options).run();
}

// ---------------------------------------------------------------------------------------------
// Calendar arithmetic on days since 1970-01-01 (proleptic Gregorian).

const SECONDS_PER_DAY = 86_400;
/** The Gregorian calendar repeats every 400 years: 4,800 months, 146,097 days, 20,871 weeks. */
const MONTHS_PER_CYCLE = 4_800;
/** Bits 1..12: every month. */
const ALL_MONTHS = 0x1ffe;
/** Bits 1, 8, 15, 22 and 29: the days of a month that share the 1st's weekday. */
const SAME_WEEKDAY_DAYS = 0x20408102;

function mod(a: number, b: number): number {
  const r = a % b;
  return r < 0 ? r + b : r;
}

function yearLength(year: number): number {
  return isLeapYear(year) ? 366 : 365;
}

/** Scratch result of `toCivil`; callers copy the fields out before calling it again. */
const civil = { year: 0, month: 0, day: 0 };

/** 0 = Monday … 6 = Sunday; 1970-01-01 was a Thursday. */
function weekdayOf(days: number): number {
  return mod(days + 3, 7);
}

/** Seconds since 1970-01-01T00:00:00 of a wall-clock date-time: a total order on them. */
function keyOf(t: LocalDateTime): number {
  return daysFromCivil(t.year, t.month, t.day) * SECONDS_PER_DAY + t.hour * 3600 + t.minute * 60 + t.second;
}

/** DAYS_THROUGH[n]: bits 1..n set, the days 1..n of a month (n ≤ 31). */
const DAYS_THROUGH = Int32Array.from({ length: 32 }, (_, n) => (n >= 31 ? -2 : (2 ** (n + 1) - 2) | 0));

function daysThrough(last: number): number {
  return DAYS_THROUGH[last]!;
}

/** The lowest set bit's index of a non-zero 32-bit mask. */
function lowestBit(mask: number): number {
  return 31 - Math.clz32(mask & -mask);
}

// ---------------------------------------------------------------------------------------------
// The expansion.

const YEARLY = 0;
const MONTHLY = 1;
const WEEKLY = 2;
const DAILY = 3;
const HOURLY = 4;
const MINUTELY = 5;
const SECONDLY = 6;

const FREQUENCY_INDEX: Record<Frequency, number> = {
  YEARLY,
  MONTHLY,
  WEEKLY,
  DAILY,
  HOURLY,
  MINUTELY,
  SECONDLY,
};

/** Seconds in one period of HOURLY, MINUTELY and SECONDLY. */
const UNIT_SECONDS = [0, 0, 0, 0, 3600, 60, 1];

/** What examining one period found. */
const PRODUCED = 0;
const EMPTY = 1;
/** Empty, but only part of the period was looked at (the window cut it), so it is no attempt. */
const EMPTY_PART = 2;

/** A period index that lies past the end of the expansion. */
const BEYOND = Number.POSITIVE_INFINITY;

/** Reused between calls (expansion is synchronous): the days of one period, the BYSETPOS picks. */
let dayBuffer = new Int32Array(400);
let pickBuffer = new Float64Array(64);

function givenList<T>(list: T[] | undefined): T[] | undefined {
  return list !== undefined && list.length > 0 ? list : undefined;
}

/** For each value 0..size-1, the smallest allowed value at or after it, or -1; index `size` is -1. */
function nextAllowedTable(allowed: number[] | undefined, size: number): Int8Array {
  const table = new Int8Array(size + 1).fill(-1);
  const ok = new Uint8Array(size);
  if (allowed === undefined) ok.fill(1);
  else for (const v of allowed) if (Number.isInteger(v) && v >= 0 && v < size) ok[v] = 1;
  for (let v = size - 1; v >= 0; v--) table[v] = ok[v] ? v : table[v + 1]!;
  return table;
}

/** The tables of a time part that does not limit: every value allowed. Shared, never written. */
const EVERY_HOUR = nextAllowedTable(undefined, 24);
const EVERY_MINUTE_OR_SECOND = nextAllowedTable(undefined, 60);

function limitTable(values: number[] | undefined, size: number): Int8Array {
  if (values === undefined) return size === 24 ? EVERY_HOUR : EVERY_MINUTE_OR_SECOND;
  return nextAllowedTable(values, size);
}

function validValues(values: number[], max: number): number[] {
  if (values.length === 1) {
    const v = values[0]!;
    return Number.isInteger(v) && v >= 0 && v <= max ? values : [];
  }
  return values.filter((v) => Number.isInteger(v) && v >= 0 && v <= max);
}

/**
 * The times a period expands to, as sorted offsets in seconds from its start (from each day's
 * midnight for DAILY and coarser): the time parts coarser than FREQ expand, DTSTART's when absent.
 */
function timeOffsets(
  freq: number,
  dtstart: LocalDateTime,
  byHour: number[] | undefined,
  byMinute: number[] | undefined,
  bySecond: number[] | undefined,
): number[] {
  if (freq >= SECONDLY) return [0];
  const seconds = validValues(bySecond ?? [dtstart.second], 59);
  if (freq === MINUTELY) return sortedSums(seconds, [0], [0]);
  const minutes = validValues(byMinute ?? [dtstart.minute], 59).map((m) => m * 60);
  if (freq === HOURLY) return sortedSums(minutes, seconds, [0]);
  const hours = validValues(byHour ?? [dtstart.hour], 23).map((h) => h * 3600);
  return sortedSums(hours, minutes, seconds);
}

/** Sorted, distinct sums a + b + c over the three lists. */
function sortedSums(a: number[], b: number[], c: number[]): number[] {
  if (a.length === 1 && b.length === 1 && c.length === 1) return [a[0]! + b[0]! + c[0]!];
  const sums: number[] = [];
  for (const x of a) for (const y of b) for (const z of c) sums.push(x + y + z);
  sums.sort((p, q) => p - q);
  return sums.filter((v, i) => i === 0 || v !== sums[i - 1]);
}

class Expansion {
  private readonly freq: number;
  private readonly interval: number;
  private readonly wkst: number;
  private readonly count: number;
  private readonly dtstartKey: number;
  private readonly fromKey: number;
  private readonly toKey: number;
  private readonly untilKey: number;
  private readonly limit: number;

  /** Bits 1..12 of the months BYMONTH allows (all when absent). */
  private readonly months: number;
  private readonly hasMonthFilter: boolean;
  private readonly hasMonthDay: boolean;
  /** BYMONTHDAY: bit d for d, and (in the other mask) bit k for -k. */
  private readonly monthDaysFromStart: number;
  private readonly monthDaysFromEnd: number;
  private readonly hasByDay: boolean;
  /** BYDAY without ordinal: bit w for weekday w. */
  private readonly plainWeekdays: number;
  /** BYDAY with ordinal, flattened as weekday, ordinal, weekday, ordinal… */
  private readonly ordinalWeekdays: number[];
  /** Whether BYDAY ordinals count within the year (YEARLY without BYMONTH) or the month. */
  private readonly ordinalsInYear: boolean;
  private readonly yearDays: number[] | undefined;
  private readonly weekNumbers: number[] | undefined;
  /** No day-level part at all: every day passes. */
  private readonly everyDayPasses: boolean;

  /** Offsets in seconds from a period's start (DAILY and coarser: from each day's midnight). */
  private readonly offsets: number[];
  /** HOURLY and finer: next allowed hour/minute/second at or after a value (limits). */
  private readonly nextHour: Int8Array;
  private readonly nextMinute: Int8Array;
  private readonly nextSecond: Int8Array;
  private readonly setPositions: number[] | undefined;

  /** The period holding DTSTART: INTERVAL counts from it. */
  private readonly firstPeriod: number;

  private readonly out: LocalDateTime[] = [];
  private seen = 0;
  private stopped = false;

  private cachedMonthStart = Number.NaN;
  private cachedMonthMask = 0;
  private cachedYear = Number.NaN;
  private cachedYearStart = 0;
  private cachedYearLength = 0;
  private ordinalDaysYear = Number.NaN;
  private ordinalDays: number[] = [];
  private lastLocalDay = Number.NaN;
  private lastLocalYear = 0;
  private lastLocalMonth = 0;
  private lastLocalDayOfMonth = 0;

  constructor(rule: RecurrenceRule, dtstart: LocalDateTime, options: ExpandOptions) {
    if (!Number.isInteger(rule.interval) || rule.interval < 1) {
      throw new RangeError(`INTERVAL must be a positive integer, got ${rule.interval}`);
    }
    this.freq = FREQUENCY_INDEX[rule.freq];
    this.interval = rule.interval;
    this.wkst = Math.max(0, WEEKDAYS.indexOf(rule.wkst));
    this.count = rule.count ?? Number.POSITIVE_INFINITY;
    this.dtstartKey = keyOf(dtstart);
    this.fromKey = keyOf(options.from);
    this.toKey = keyOf(options.to);
    this.untilKey = rule.until ? keyOf(rule.until) : Number.POSITIVE_INFINITY;
    this.limit = options.limit ?? DEFAULT_LIMIT;

    const dtstartDay = daysFromCivil(dtstart.year, dtstart.month, dtstart.day);
    let byMonth = givenList(rule.byMonth);
    let byMonthDay = givenList(rule.byMonthDay);
    let plainWeekdays = 0;
    const ordinalWeekdays: number[] = [];
    const byDay = givenList(rule.byDay);
    const byYearDay = givenList(rule.byYearDay);
    const byWeekNo = givenList(rule.byWeekNo);

    // RFC 5545: parts that are not given take DTSTART's values.
    if (!byWeekNo && !byYearDay && !byMonthDay && !byDay) {
      if (this.freq === YEARLY) {
        byMonth ??= [dtstart.month];
        byMonthDay = [dtstart.day];
      } else if (this.freq === MONTHLY) {
        byMonthDay = [dtstart.day];
      } else if (this.freq === WEEKLY) {
        plainWeekdays = 1 << weekdayOf(dtstartDay);
      }
    }

    this.hasMonthFilter = byMonth !== undefined;
    let months = byMonth ? 0 : ALL_MONTHS;
    for (const m of byMonth ?? []) if (Number.isInteger(m) && m >= 1 && m <= 12) months |= 1 << m;
    this.months = months;

    let fromStart = 0;
    let fromEnd = 0;
    for (const d of byMonthDay ?? []) {
      if (!Number.isInteger(d)) continue;
      if (d >= 1 && d <= 31) fromStart |= 1 << d;
      else if (d <= -1 && d >= -31) fromEnd |= 1 << -d;
    }
    this.hasMonthDay = byMonthDay !== undefined;
    this.monthDaysFromStart = fromStart;
    this.monthDaysFromEnd = fromEnd;

    for (const entry of byDay ?? []) {
      const weekday = WEEKDAYS.indexOf(entry.weekday);
      if (weekday < 0) continue;
      const ordinal = entry.ordinal ?? 0;
      if (ordinal === 0 || this.freq >= WEEKLY) plainWeekdays |= 1 << weekday;
      else ordinalWeekdays.push(weekday, ordinal);
    }
    this.hasByDay = plainWeekdays !== 0 || ordinalWeekdays.length > 0 || byDay !== undefined;
    this.plainWeekdays = plainWeekdays;
    this.ordinalWeekdays = ordinalWeekdays;
    this.ordinalsInYear = this.freq === YEARLY && !this.hasMonthFilter;
    this.yearDays = byYearDay;
    this.weekNumbers = byWeekNo;
    this.everyDayPasses =
      !this.hasMonthFilter && !this.hasMonthDay && !this.hasByDay && !byYearDay && !byWeekNo;

    // Time parts: coarser frequencies expand them (DTSTART's when absent); finer ones limit.
    const byHour = givenList(rule.byHour);
    const byMinute = givenList(rule.byMinute);
    const bySecond = givenList(rule.bySecond);
    this.offsets = timeOffsets(this.freq, dtstart, byHour, byMinute, bySecond);
    this.nextHour = limitTable(this.freq >= HOURLY ? byHour : undefined, 24);
    this.nextMinute = limitTable(this.freq >= MINUTELY ? byMinute : undefined, 60);
    this.nextSecond = limitTable(this.freq >= SECONDLY ? bySecond : undefined, 60);
    this.setPositions = givenList(rule.bySetPos)?.filter((p) => Number.isInteger(p) && p !== 0);

    this.firstPeriod = this.periodOfKey(this.dtstartKey);
  }

  run(): LocalDateTime[] {
    const endKey = Math.min(this.toKey, this.untilKey + 1);
    if (this.fromKey >= endKey || this.dtstartKey >= endKey || this.limit <= 0 || this.count <= 0) {
      return this.out;
    }
    // Limiting BYHOUR/BYMINUTE/BYSECOND that allow no value at all (only second 60, say).
    if (this.nextHour[0]! < 0 || this.nextMinute[0]! < 0 || this.nextSecond[0]! < 0) {
      throw new RecurrenceExpansionError();
    }

    let probe = this.startPeriod();
    let attempts = 0;
    while (!this.stopped) {
      let period = BEYOND;
      for (;;) {
        const slot = this.nextSlot(probe, endKey);
        if (slot === BEYOND) return this.out;
        period = slot + mod(this.firstPeriod - slot, this.interval);
        if (period === slot || this.periodStartKey(period) >= endKey || this.slotPasses(period)) break;
        // INTERVAL stepped over the passing position onto a period ruled out: an attempt.
        if (++attempts >= MAX_ATTEMPTS) throw new RecurrenceExpansionError();
        probe = period + 1;
      }
      if (this.periodStartKey(period) >= endKey) break;
      const found = this.examine(period);
      if (found === PRODUCED) attempts = 0;
      else if (found === EMPTY && ++attempts >= MAX_ATTEMPTS) throw new RecurrenceExpansionError();
      probe = period + 1;
    }
    return this.out;
  }

  /**
   * With COUNT, DTSTART's period; else the period holding `from` (or DTSTART, if later). The walk
   * then moves on to the first period INTERVAL selects, so the phase stays DTSTART's.
   */
  private startPeriod(): number {
    if (this.count !== Number.POSITIVE_INFINITY || this.fromKey <= this.dtstartKey) return this.firstPeriod;
    return this.periodOfKey(this.fromKey);
  }

  // --- Periods: YEARLY by year, MONTHLY by year*12 + month-1, WEEKLY by WKST week, then by unit.

  private periodOfKey(key: number): number {
    const day = Math.floor(key / SECONDS_PER_DAY);
    switch (this.freq) {
      case YEARLY:
        toCivil(day, civil);
        return civil.year;
      case MONTHLY:
        toCivil(day, civil);
        return civil.year * 12 + civil.month - 1;
      case WEEKLY:
        return Math.floor((day + 3 - this.wkst) / 7);
      case DAILY:
        return day;
      default:
        return Math.floor(key / UNIT_SECONDS[this.freq]!);
    }
  }

  private periodStartDay(period: number): number {
    switch (this.freq) {
      case YEARLY:
        return daysFromCivil(period, 1, 1);
      case MONTHLY:
        return daysFromCivil(Math.floor(period / 12), mod(period, 12) + 1, 1);
      case WEEKLY:
        return period * 7 - 3 + this.wkst;
      default:
        return period;
    }
  }

  private periodStartKey(period: number): number {
    return this.freq <= DAILY
      ? this.periodStartDay(period) * SECONDS_PER_DAY
      : period * UNIT_SECONDS[this.freq]!;
  }

  // --- Skipping what the calendar rules out.

  /** Whether a period's calendar position passes the parts that let whole periods be skipped. */
  private slotPasses(period: number): boolean {
    switch (this.freq) {
      case YEARLY:
        return true;
      case MONTHLY:
        return this.monthAllowed(mod(period, 12) + 1);
      case WEEKLY:
        return this.weekTouchesAllowedMonth(period);
      case DAILY:
        return this.dayPasses(period);
      default: {
        const key = period * UNIT_SECONDS[this.freq]!;
        const day = Math.floor(key / SECONDS_PER_DAY);
        const secondOfDay = key - day * SECONDS_PER_DAY;
        return this.dayPasses(day) && this.nextTimeSlot(secondOfDay) === secondOfDay;
      }
    }
  }

  /** The first period at or after `period` (ignoring INTERVAL) whose position passes, or BEYOND. */
  private nextSlot(period: number, endKey: number): number {
    switch (this.freq) {
      case YEARLY:
        return period;
      case MONTHLY:
        return this.nextAllowedMonthPeriod(period);
      case WEEKLY:
        return this.nextWeekTouchingAllowedMonth(period);
      case DAILY:
        return this.nextPassingDay(period, this.lastDayBefore(endKey));
      default:
        return this.nextTimePeriod(period, endKey);
    }
  }

  private lastDayBefore(endKey: number): number {
    return endKey === Number.POSITIVE_INFINITY ? endKey : Math.floor((endKey - 1) / SECONDS_PER_DAY);
  }

  private monthAllowed(month: number): boolean {
    return (this.months & (1 << month)) !== 0;
  }

  private nextAllowedMonthPeriod(period: number): number {
    if (!this.hasMonthFilter) return period;
    for (let step = 0; step < 12; step++) {
      if (this.monthAllowed(mod(period + step, 12) + 1)) return period + step;
    }
    throw new RecurrenceExpansionError();
  }

  private weekTouchesAllowedMonth(week: number): boolean {
    if (!this.hasMonthFilter) return true;
    const start = this.periodStartDay(week);
    toCivil(start, civil);
    if (this.monthAllowed(civil.month)) return true;
    toCivil(start + 6, civil);
    return this.monthAllowed(civil.month);
  }

  private nextWeekTouchingAllowedMonth(week: number): number {
    if (this.weekTouchesAllowedMonth(week)) return week;
    // Neither end of the week is in an allowed month: go to the 1st of the next allowed one.
    toCivil(this.periodStartDay(week) + 6, civil);
    let year = civil.year;
    let month = civil.month;
    for (let step = 0; step < 12; step++) {
      if (++month > 12) {
        month = 1;
        year++;
      }
      if (this.monthAllowed(month)) return Math.floor((daysFromCivil(year, month, 1) + 3 - this.wkst) / 7);
    }
    throw new RecurrenceExpansionError();
  }

  private dayPasses(day: number): boolean {
    if (this.everyDayPasses) return true;
    toCivil(day, civil);
    const { year, month, day: dayOfMonth } = civil;
    if (!this.monthAllowed(month)) return false;
    return ((this.monthMask(year, month, day - dayOfMonth + 1) >>> dayOfMonth) & 1) === 1;
  }

  /** The first day at or after `day` that passes the day-level parts, or BEYOND past `lastDay`. */
  private nextPassingDay(day: number, lastDay: number): number {
    if (day > lastDay) return BEYOND;
    if (this.everyDayPasses) return day;
    toCivil(day, civil);
    let { year, month, day: fromDayOfMonth } = civil;
    let monthStart = day - fromDayOfMonth + 1;
    for (let scanned = 0; scanned <= MONTHS_PER_CYCLE; scanned++) {
      const length = monthLength(year, month);
      if (this.monthAllowed(month)) {
        const mask = this.monthMask(year, month, monthStart) & (-1 << fromDayOfMonth);
        if (mask !== 0) {
          const found = monthStart + lowestBit(mask) - 1;
          return found > lastDay ? BEYOND : found;
        }
      }
      monthStart += length;
      if (monthStart > lastDay) return BEYOND;
      fromDayOfMonth = 1;
      if (++month > 12) {
        month = 1;
        year++;
      }
    }
    // A whole Gregorian cycle without a passing day: none will ever pass.
    throw new RecurrenceExpansionError();
  }

  /** HOURLY and finer: the first period at or after `period` on a passing day and time. */
  private nextTimePeriod(period: number, endKey: number): number {
    const unit = UNIT_SECONDS[this.freq]!;
    const lastDay = this.lastDayBefore(endKey);
    const key = period * unit;
    let day = Math.floor(key / SECONDS_PER_DAY);
    let secondOfDay = key - day * SECONDS_PER_DAY;
    for (;;) {
      if (this.dayPasses(day)) {
        const slot = this.nextTimeSlot(secondOfDay);
        if (slot >= 0) return (day * SECONDS_PER_DAY + slot) / unit;
      }
      day = this.nextPassingDay(day + 1, lastDay);
      if (day === BEYOND) return BEYOND;
      secondOfDay = 0;
    }
  }

  /**
   * The first second of the day at or after `secondOfDay` (a whole period of FREQ) whose hour,
   * minute and second pass the limiting BYHOUR/BYMINUTE/BYSECOND, or -1.
   */
  private nextTimeSlot(secondOfDay: number): number {
    const hour = Math.floor(secondOfDay / 3600);
    const minute = Math.floor((secondOfDay - hour * 3600) / 60);
    const second = secondOfDay - hour * 3600 - minute * 60;
    const { nextHour, nextMinute, nextSecond } = this;
    if (nextHour[hour] === hour) {
      if (this.freq === HOURLY) return secondOfDay;
      if (nextMinute[minute] === minute) {
        if (this.freq === MINUTELY) return secondOfDay;
        const s = nextSecond[second]!;
        if (s >= 0) return hour * 3600 + minute * 60 + s;
      }
      if (this.freq !== HOURLY) {
        const m = nextMinute[minute + 1]!;
        if (m >= 0) return hour * 3600 + m * 60 + (this.freq === SECONDLY ? nextSecond[0]! : 0);
      }
    }
    const h = nextHour[hour + 1]!;
    if (h < 0) return -1;
    if (this.freq === HOURLY) return h * 3600;
    const m = nextMinute[0]!;
    const s = this.freq === SECONDLY ? nextSecond[0]! : 0;
    return m < 0 || s < 0 ? -1 : h * 3600 + m * 60 + s;
  }

  // --- Days of a month that pass the day-level parts, as a mask of bits 1..length.

  private monthMask(year: number, month: number, monthStart: number): number {
    if (monthStart !== this.cachedMonthStart) {
      this.cachedMonthMask = this.computeMonthMask(year, monthStart, monthLength(year, month));
      this.cachedMonthStart = monthStart;
    }
    return this.cachedMonthMask;
  }

  private computeMonthMask(year: number, monthStart: number, length: number): number {
    let mask = daysThrough(length);
    if (this.hasMonthDay) mask &= this.monthDayMask(length);
    if (this.hasByDay) mask &= this.byDayMask(year, monthStart, length);
    if (this.yearDays) mask &= this.yearDayMask(year, monthStart, length);
    if (this.weekNumbers) mask &= this.weekNumberMask(monthStart, length);
    return mask;
  }

  private monthDayMask(length: number): number {
    let mask = this.monthDaysFromStart & daysThrough(length);
    for (let fromEnd = this.monthDaysFromEnd; fromEnd !== 0; fromEnd &= fromEnd - 1) {
      const k = lowestBit(fromEnd);
      if (k <= length) mask |= 1 << (length - k + 1);
    }
    return mask;
  }

  private byDayMask(year: number, monthStart: number, length: number): number {
    const firstWeekday = weekdayOf(monthStart);
    let mask = 0;
    for (let weekday = 0; weekday < 7; weekday++) {
      if ((this.plainWeekdays >>> weekday) & 1) mask |= SAME_WEEKDAY_DAYS << mod(weekday - firstWeekday, 7);
    }
    const ordinals = this.ordinalWeekdays;
    if (ordinals.length > 0 && !this.ordinalsInYear) {
      for (let i = 0; i < ordinals.length; i += 2) {
        const first = 1 + mod(ordinals[i]! - firstWeekday, 7);
        const ordinal = ordinals[i + 1]!;
        const day =
          ordinal > 0
            ? first + 7 * (ordinal - 1)
            : first + 7 * Math.floor((length - first) / 7) + 7 * (ordinal + 1);
        if (day >= 1 && day <= length) mask |= 1 << day;
      }
    } else if (ordinals.length > 0) {
      for (const day of this.yearOrdinalDays(year)) {
        if (day >= monthStart && day < monthStart + length) mask |= 1 << (day - monthStart + 1);
      }
    }
    return mask & daysThrough(length);
  }

  private useYear(year: number): void {
    if (year === this.cachedYear) return;
    this.cachedYear = year;
    this.cachedYearStart = daysFromCivil(year, 1, 1);
    this.cachedYearLength = yearLength(year);
  }

  /** The days (since 1970) of the year that BYDAY's ordinals name, for YEARLY without BYMONTH. */
  private yearOrdinalDays(year: number): number[] {
    if (year === this.ordinalDaysYear) return this.ordinalDays;
    this.useYear(year);
    const start = this.cachedYearStart;
    const last = start + this.cachedYearLength - 1;
    const days: number[] = [];
    const ordinals = this.ordinalWeekdays;
    for (let i = 0; i < ordinals.length; i += 2) {
      const weekday = ordinals[i]!;
      const ordinal = ordinals[i + 1]!;
      const day =
        ordinal > 0
          ? start + mod(weekday - weekdayOf(start), 7) + 7 * (ordinal - 1)
          : last - mod(weekdayOf(last) - weekday, 7) + 7 * (ordinal + 1);
      if (day >= start && day <= last) days.push(day);
    }
    this.ordinalDaysYear = year;
    this.ordinalDays = days;
    return days;
  }

  private yearDayMask(year: number, monthStart: number, length: number): number {
    this.useYear(year);
    const yearDaysCount = this.cachedYearLength;
    let mask = 0;
    for (const value of this.yearDays ?? []) {
      const dayOfYear = value > 0 ? value : yearDaysCount + value + 1;
      if (!Number.isInteger(dayOfYear) || dayOfYear < 1 || dayOfYear > yearDaysCount) continue;
      const day = this.cachedYearStart + dayOfYear - 1;
      if (day >= monthStart && day < monthStart + length) mask |= 1 << (day - monthStart + 1);
    }
    return mask;
  }

  private weekNumberMask(monthStart: number, length: number): number {
    const monthEnd = monthStart + length - 1;
    let mask = 0;
    for (let weekStart = monthStart - mod(weekdayOf(monthStart) - this.wkst, 7); weekStart <= monthEnd; ) {
      if (this.weekNumberMatches(weekStart)) {
        const last = Math.min(weekStart + 6, monthEnd);
        for (let day = Math.max(weekStart, monthStart); day <= last; day++)
          mask |= 1 << (day - monthStart + 1);
      }
      weekStart += 7;
    }
    return mask;
  }

  /** Whether the WKST week starting on `weekStart` has a number BYWEEKNO names (from either end). */
  private weekNumberMatches(weekStart: number): boolean {
    toCivil(weekStart + 3, civil); // the week belongs to the year holding its fourth day
    const weekYear = civil.year;
    const firstWeek = this.firstWeekStart(weekYear);
    const number = (weekStart - firstWeek) / 7 + 1;
    const weeksInYear = (this.firstWeekStart(weekYear + 1) - firstWeek) / 7;
    const numbers = this.weekNumbers ?? [];
    return numbers.includes(number) || numbers.includes(number - weeksInYear - 1);
  }

  /** The start of week 1: the first WKST week with at least four days in `year`. */
  private firstWeekStart(year: number): number {
    const january1 = daysFromCivil(year, 1, 1);
    const position = mod(weekdayOf(january1) - this.wkst, 7);
    return january1 - position + (position >= 4 ? 7 : 0);
  }

  // --- Examining one period.

  private examine(period: number): number {
    if (this.freq >= HOURLY) return this.emitPeriod(period * UNIT_SECONDS[this.freq]!, 0);
    const start = this.periodStartDay(period);
    const end = this.freq === DAILY ? start + 1 : this.periodStartDay(period + 1);
    let low = start;
    let high = end;
    // Without COUNT or BYSETPOS nothing outside the window matters: look only at its days.
    if (this.count === Number.POSITIVE_INFINITY && this.setPositions === undefined) {
      low = Math.max(low, Math.floor(Math.max(this.fromKey, this.dtstartKey) / SECONDS_PER_DAY));
      high = Math.min(high, this.lastDayBefore(Math.min(this.toKey, this.untilKey + 1)) + 1);
    }
    const whole = low === start && high === end;
    const days = this.freq === DAILY ? this.dailyDays(low, high) : this.collectDays(low, high);
    const found = this.emitPeriod(0, days);
    return found === EMPTY && !whole ? EMPTY_PART : found;
  }

  private dailyDays(low: number, high: number): number {
    if (low >= high) return 0;
    dayBuffer[0] = low; // the day already passed `slotPasses`
    return 1;
  }

  /** Puts the passing days of [low, high) into `dayBuffer`, ascending; returns how many. */
  private collectDays(low: number, high: number): number {
    if (low >= high) return 0;
    if (dayBuffer.length < high - low) dayBuffer = new Int32Array(high - low);
    toCivil(low, civil);
    let { year, month, day: firstDayOfMonth } = civil;
    let monthStart = low - firstDayOfMonth + 1;
    let count = 0;
    while (monthStart < high) {
      const length = monthLength(year, month);
      if (this.monthAllowed(month)) {
        const lastDayOfMonth = Math.min(high - monthStart, length);
        let mask =
          this.monthMask(year, month, monthStart) & (-1 << firstDayOfMonth) & daysThrough(lastDayOfMonth);
        while (mask !== 0) {
          const bit = mask & -mask;
          dayBuffer[count++] = monthStart + lowestBit(bit) - 1;
          mask ^= bit;
        }
      }
      monthStart += length;
      firstDayOfMonth = 1;
      if (++month > 12) {
        month = 1;
        year++;
      }
    }
    return count;
  }

  /**
   * Emits the occurrences of one period: each of the first `dayCount` days in `dayBuffer` at each
   * offset (or, for HOURLY and finer, `base` plus each offset), through BYSETPOS when given.
   */
  private emitPeriod(base: number, dayCount: number): number {
    const offsets = this.offsets;
    const perDay = offsets.length;
    const daily = this.freq <= DAILY;
    const total = daily ? dayCount * perDay : perDay;
    if (total === 0) return EMPTY;
    const positions = this.setPositions;
    if (positions === undefined) {
      for (let d = 0; d < (daily ? dayCount : 1) && !this.stopped; d++) {
        const dayBase = daily ? dayBuffer[d]! * SECONDS_PER_DAY : base;
        for (let o = 0; o < perDay && !this.stopped; o++) this.accept(dayBase + offsets[o]!);
      }
      return PRODUCED;
    }
    const picks = this.pickPositions(positions, total);
    for (let i = 0; i < picks && !this.stopped; i++) {
      const index = pickBuffer[i]!;
      const offset = offsets[index % perDay]!;
      this.accept(daily ? dayBuffer[Math.floor(index / perDay)]! * SECONDS_PER_DAY + offset : base + offset);
    }
    return picks > 0 ? PRODUCED : EMPTY;
  }

  /** BYSETPOS: the distinct indexes (ascending) into a period of `total` candidates, in `pickBuffer`. */
  private pickPositions(positions: number[], total: number): number {
    if (pickBuffer.length < positions.length) pickBuffer = new Float64Array(positions.length);
    let picks = 0;
    for (const position of positions) {
      const index = position > 0 ? position - 1 : total + position;
      if (index >= 0 && index < total) pickBuffer[picks++] = index;
    }
    pickBuffer.subarray(0, picks).sort();
    let distinct = 0;
    for (let i = 0; i < picks; i++) {
      if (distinct === 0 || pickBuffer[i] !== pickBuffer[distinct - 1])
        pickBuffer[distinct++] = pickBuffer[i]!;
    }
    return distinct;
  }

  /** Takes one candidate in ascending order: counts it, keeps it if in the window, or stops. */
  private accept(key: number): void {
    if (key < this.dtstartKey) return;
    if (key > this.untilKey || this.seen >= this.count || key >= this.toKey) {
      this.stopped = true;
      return;
    }
    this.seen++;
    if (key < this.fromKey) return;
    this.out.push(this.toLocal(key));
    if (this.out.length >= this.limit) this.stopped = true;
  }

  private toLocal(key: number): LocalDateTime {
    const day = Math.floor(key / SECONDS_PER_DAY);
    if (day !== this.lastLocalDay) {
      toCivil(day, civil);
      this.lastLocalDay = day;
      this.lastLocalYear = civil.year;
      this.lastLocalMonth = civil.month;
      this.lastLocalDayOfMonth = civil.day;
    }
    const secondOfDay = key - day * SECONDS_PER_DAY;
    const hour = Math.floor(secondOfDay / 3600);
    const minute = Math.floor((secondOfDay - hour * 3600) / 60);
    return {
      year: this.lastLocalYear,
      month: this.lastLocalMonth,
      day: this.lastLocalDayOfMonth,
      hour,
      minute,
      second: secondOfDay - hour * 3600 - minute * 60,
    };
  }
}
