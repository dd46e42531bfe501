import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayLabel,
  dayOfMonth,
  dayOfWeek,
  daysBetween,
  firstDayOfWeek,
  isIsoDate,
  isoDate,
  monthRangeLabel,
  monthYearLabel,
  parseIsoDate,
  todayIn,
  weekdayLong,
  weekdayShort,
  weekOf,
} from './calendar-days';

describe('ISO calendar dates', () => {
  it('builds dates from their parts, rolling over like Date.UTC', () => {
    expect(isoDate(2026, 11, 25)).toBe('2026-11-25');
    expect(isoDate(2026, 13, 1)).toBe('2027-01-01');
    expect(isoDate(2026, 3, 0)).toBe('2026-02-28');
    expect(isoDate(2028, 2, 29)).toBe('2028-02-29');
    expect(isoDate(33, 4, 3)).toBe('0033-04-03');
  });

  it('reads dates and refuses what is not one', () => {
    expect(parseIsoDate('2026-11-25')).toEqual({ year: 2026, month: 11, day: 25 });
    expect(() => parseIsoDate('2026-02-29')).toThrow(RangeError);
    expect(() => parseIsoDate('25/11/2026')).toThrow(RangeError);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(dayOfMonth('2026-11-05')).toBe(5);
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-11-25', 1)).toBe('2026-11-26');
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-08', 7)).toBe('2026-03-15');
    expect(addDays('2026-11-25', 0)).toBe('2026-11-25');
    expect(daysBetween('2026-11-25', '2026-12-02')).toBe(7);
    expect(daysBetween('2026-12-02', '2026-11-25')).toBe(-7);
  });

  it('knows the day of the week', () => {
    expect(dayOfWeek('2026-11-25')).toBe(3); // Wednesday
    expect(dayOfWeek('2026-11-29')).toBe(0); // Sunday
  });
});

describe('weeks', () => {
  it('starts the week on Monday in Mexico and on Sunday in the United States', () => {
    expect(firstDayOfWeek('es-MX')).toBe('MO');
    expect(firstDayOfWeek('en-US')).toBe('SU');
  });

  it('gives the seven dates of the week holding a date, from Monday in es-MX', () => {
    expect(weekOf('2026-11-25', 'es-MX')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    // A Sunday is the last day of its Mexican week.
    expect(weekOf('2026-11-29', 'es-MX')[0]).toBe('2026-11-23');
    expect(weekOf('2026-11-23', 'es-MX')[0]).toBe('2026-11-23');
  });

  it('gives the seven dates of the week holding a date, from Sunday in en-US', () => {
    expect(weekOf('2026-11-25', 'en-US')).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    // A Sunday starts its US week.
    expect(weekOf('2026-11-29', 'en-US')[0]).toBe('2026-11-29');
  });

  it('crosses months and years', () => {
    expect(weekOf('2026-12-31', 'es-MX')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });
});

describe('today in a time zone', () => {
  it('is the date on the wall calendar of that zone at that instant', () => {
    const instant = Date.UTC(2026, 10, 25, 3, 0); // 2026-11-25T03:00Z
    expect(todayIn('UTC', instant)).toBe('2026-11-25');
    expect(todayIn('America/Mexico_City', instant)).toBe('2026-11-24');
    expect(todayIn('Asia/Tokyo', instant)).toBe('2026-11-25');
    expect(todayIn('Pacific/Kiritimati', Date.UTC(2026, 11, 31, 11, 0))).toBe('2027-01-01');
  });
});

describe('labels', () => {
  it('names weekdays short and long', () => {
    const week = weekOf('2026-11-25', 'es-MX');
    expect(week.map((date) => weekdayShort(date, 'es-MX'))).toEqual([
      'lun',
      'mar',
      'mié',
      'jue',
      'vie',
      'sáb',
      'dom',
    ]);
    expect(weekOf('2026-11-25', 'en-US').map((date) => weekdayShort(date, 'en-US'))).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    expect(weekdayLong('2026-11-25', 'es-MX')).toBe('miércoles');
    expect(weekdayLong('2026-11-25', 'en-US')).toBe('Wednesday');
  });

  it('names the month and year of a date or of a span', () => {
    expect(monthYearLabel('2026-11-25', 'es-MX')).toBe('noviembre de 2026');
    expect(monthYearLabel('2026-11-25', 'en-US')).toBe('November 2026');
    expect(monthRangeLabel('2026-11-23', '2026-11-29', 'es-MX')).toBe('noviembre de 2026');
    expect(monthRangeLabel('2026-11-30', '2026-12-06', 'es-MX')).toBe('noviembre – diciembre de 2026');
    expect(monthRangeLabel('2026-11-29', '2026-12-05', 'en-US')).toBe('November – December 2026');
    expect(monthRangeLabel('2026-12-28', '2027-01-03', 'es-MX')).toBe('diciembre de 2026 – enero de 2027');
    expect(monthRangeLabel('2026-12-27', '2027-01-02', 'en-US')).toBe('December 2026 – January 2027');
  });

  it('names a full date', () => {
    expect(dayLabel('2026-11-25', 'es-MX')).toBe('miércoles 25 de noviembre de 2026');
    expect(dayLabel('2026-11-01', 'es-MX')).toBe('domingo 1 de noviembre de 2026');
    expect(dayLabel('2026-11-25', 'en-US')).toBe('Wednesday, November 25, 2026');
  });
});
