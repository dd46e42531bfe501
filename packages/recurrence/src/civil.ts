/**
 * Proleptic Gregorian calendar arithmetic on integers: a date as days since 1970-01-01 and back
 * (H. Hinnant's days_from_civil and civil_from_days), shared by the expander and the zones.
 */

/** A calendar date; months 1–12. */
export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

const MONTH_LENGTHS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The number of days of a month (1–12) of a year. */
export function monthLength(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (MONTH_LENGTHS[month] as number);
}

/** Days since 1970-01-01 of a date; months outside 1–12 roll into the years around. */
export function daysFromCivil(year: number, month: number, day: number): number {
  const m = month - 12 * Math.floor((month - 1) / 12);
  // The algorithm's year starts in March, so January and February belong to the year before.
  const y = year + Math.floor((month - 1) / 12) - (m <= 2 ? 1 : 0);
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The date `days` after 1970-01-01, written into `into` (no allocation in hot loops). */
export function toCivil<T extends CivilDate>(days: number, into: T): T {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  into.day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  into.month = mp < 10 ? mp + 3 : mp - 9;
  into.year = yearOfEra + era * 400 + (into.month <= 2 ? 1 : 0);
  return into;
}
