/**
 * The shapes shared by the rule parser, the expander and the zone conversion. Everything here
 * works on *wall-clock* date-times (a local date and time with no zone): a rule is expanded in
 * the activity's own local time and each occurrence is then placed in its zone, so "every day at
 * 08:00" stays 08:00 on both sides of a daylight-saving change.
 */

export type Frequency = 'SECONDLY' | 'MINUTELY' | 'HOURLY' | 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY';

/** RFC 5545 weekday codes; index 0 is Monday, as in ISO 8601. */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A BYDAY entry: a weekday, with an ordinal (−53..−1, 1..53) in MONTHLY/YEARLY rules. */
export interface ByDay {
  weekday: Weekday;
  ordinal?: number;
}

/** A wall-clock date-time: no zone, no offset. Months 1–12; seconds 0–60 (60 is a leap second). */
export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** A parsed, valid RRULE. Absent lists mean the part was not given. */
export interface RecurrenceRule {
  freq: Frequency;
  /** ≥ 1; 1 when not given. */
  interval: number;
  /** At most one of `count` and `until`. */
  count?: number;
  /** A wall-clock bound (inclusive) in the rule's own local time. */
  until?: LocalDateTime;
  /** The week's first day for BYWEEKNO and WEEKLY intervals; MO when not given. */
  wkst: Weekday;
  bySecond?: number[];
  byMinute?: number[];
  byHour?: number[];
  byDay?: ByDay[];
  byMonthDay?: number[];
  byYearDay?: number[];
  byWeekNo?: number[];
  byMonth?: number[];
  bySetPos?: number[];
}

/** Which part of a rule a problem is about: the RRULE part's name, or the whole rule. */
export type RulePart =
  | 'RRULE'
  | 'FREQ'
  | 'INTERVAL'
  | 'COUNT'
  | 'UNTIL'
  | 'WKST'
  | 'BYSECOND'
  | 'BYMINUTE'
  | 'BYHOUR'
  | 'BYDAY'
  | 'BYMONTHDAY'
  | 'BYYEARDAY'
  | 'BYWEEKNO'
  | 'BYMONTH'
  | 'BYSETPOS';

export type RecurrenceLocale = 'es-MX' | 'en-US';

/** A problem with a rule: the part, a stable code, and the words for a person in each locale. */
export interface RuleProblem {
  part: RulePart;
  code: string;
  message: Record<RecurrenceLocale, string>;
}

/** At most this many consecutive candidate periods without an occurrence (SPEC 9). */
export const MAX_ATTEMPTS = 500;
