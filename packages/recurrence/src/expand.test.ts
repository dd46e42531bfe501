import fc from 'fast-check';
import { RRule, type Weekday as RRuleWeekday } from 'rrule';
import { describe, expect, it } from 'vitest';
import { compareLocal, expandRule, RecurrenceExpansionError } from './expand.ts';
import { type ByDay, type LocalDateTime, type RecurrenceRule, WEEKDAYS, type Weekday } from './types.ts';

// ---------------------------------------------------------------------------------------------
// Helpers: a tiny RRULE reader (no validation: the parser lives elsewhere) and date formatting.

/** `local('19970902T090000')`: a wall-clock date-time. */
function local(text: string): LocalDateTime {
  return {
    year: Number(text.slice(0, 4)),
    month: Number(text.slice(4, 6)),
    day: Number(text.slice(6, 8)),
    hour: Number(text.slice(9, 11) || 0),
    minute: Number(text.slice(11, 13) || 0),
    second: Number(text.slice(13, 15) || 0),
  };
}

const numbers = (text: string) => text.split(',').map(Number);

/** `rule('FREQ=MONTHLY;BYDAY=1FR;COUNT=10')`; UNTIL is read as wall-clock time. */
function rule(text: string): RecurrenceRule {
  const result: RecurrenceRule = { freq: 'DAILY', interval: 1, wkst: 'MO' };
  for (const part of text.split(';')) {
    const [name, value = ''] = part.split('=');
    switch (name) {
      case 'FREQ':
        result.freq = value as RecurrenceRule['freq'];
        break;
      case 'INTERVAL':
        result.interval = Number(value);
        break;
      case 'COUNT':
        result.count = Number(value);
        break;
      case 'UNTIL':
        result.until = local(value);
        break;
      case 'WKST':
        result.wkst = value as Weekday;
        break;
      case 'BYDAY':
        result.byDay = value.split(',').map((entry) => {
          const ordinal = entry.slice(0, -2);
          const weekday = entry.slice(-2) as Weekday;
          return ordinal ? { weekday, ordinal: Number(ordinal) } : { weekday };
        });
        break;
      case 'BYMONTHDAY':
        result.byMonthDay = numbers(value);
        break;
      case 'BYYEARDAY':
        result.byYearDay = numbers(value);
        break;
      case 'BYWEEKNO':
        result.byWeekNo = numbers(value);
        break;
      case 'BYMONTH':
        result.byMonth = numbers(value);
        break;
      case 'BYHOUR':
        result.byHour = numbers(value);
        break;
      case 'BYMINUTE':
        result.byMinute = numbers(value);
        break;
      case 'BYSECOND':
        result.bySecond = numbers(value);
        break;
      case 'BYSETPOS':
        result.bySetPos = numbers(value);
        break;
      default:
        throw new Error(`unknown part ${name}`);
    }
  }
  return result;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function iso(t: LocalDateTime): string {
  return `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}T${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`;
}

const FAR = local('22000101T000000');

/** The first `take` occurrences from DTSTART (all of them, for rules that end). */
function occurrences(ruleText: string, dtstart: string, take = 1000): string[] {
  const start = local(dtstart);
  return expandRule(rule(ruleText), start, { from: start, to: FAR, limit: take }).map(iso);
}

/** `on('1997-09', [2, 4], '09:00')` → ['1997-09-02T09:00:00', '1997-09-04T09:00:00']. */
function on(yearMonth: string, days: number[], time = '09:00'): string[] {
  return days.map((d) => `${yearMonth}-${pad(d)}T${time}:00`);
}

function range(first: number, last: number, step = 1): number[] {
  const values: number[] = [];
  for (let v = first; v <= last; v += step) values.push(v);
  return values;
}

// ---------------------------------------------------------------------------------------------
// RFC 5545 section 3.8.5.3. The RFC's times are America/New_York; only wall-clock values are
// compared. Its UNTIL values are UTC: each is written here as New York wall-clock time.

describe('RFC 5545 section 3.8.5.3 examples', () => {
  it('daily for 10 occurrences', () => {
    expect(occurrences('FREQ=DAILY;COUNT=10', '19970902T090000')).toEqual(on('1997-09', range(2, 11)));
  });

  it('daily until December 24, 1997', () => {
    // UNTIL=19971224T000000Z is 1997-12-23 19:00 in New York.
    expect(occurrences('FREQ=DAILY;UNTIL=19971223T190000', '19970902T090000')).toEqual([
      ...on('1997-09', range(2, 30)),
      ...on('1997-10', range(1, 31)),
      ...on('1997-11', range(1, 30)),
      ...on('1997-12', range(1, 23)),
    ]);
  });

  it('every other day - forever', () => {
    expect(occurrences('FREQ=DAILY;INTERVAL=2', '19970902T090000', 47)).toEqual([
      ...on('1997-09', range(2, 30, 2)),
      ...on('1997-10', range(2, 30, 2)),
      ...on('1997-11', range(1, 29, 2)),
      ...on('1997-12', [1, 3]),
    ]);
  });

  it('every 10 days, 5 occurrences', () => {
    expect(occurrences('FREQ=DAILY;INTERVAL=10;COUNT=5', '19970902T090000')).toEqual([
      ...on('1997-09', [2, 12, 22]),
      ...on('1997-10', [2, 12]),
    ]);
  });

  const januaries = [1998, 1999, 2000].flatMap((year) => on(`${year}-01`, range(1, 31)));

  it('every day in January, for 3 years (YEARLY with BYDAY)', () => {
    // UNTIL=20000131T140000Z is 2000-01-31 09:00 in New York: inclusive.
    expect(
      occurrences(
        'FREQ=YEARLY;UNTIL=20000131T090000;BYMONTH=1;BYDAY=SU,MO,TU,WE,TH,FR,SA',
        '19980101T090000',
      ),
    ).toEqual(januaries);
  });

  it('every day in January, for 3 years (DAILY)', () => {
    expect(occurrences('FREQ=DAILY;UNTIL=20000131T090000;BYMONTH=1', '19980101T090000')).toEqual(januaries);
  });

  it('weekly for 10 occurrences', () => {
    expect(occurrences('FREQ=WEEKLY;COUNT=10', '19970902T090000')).toEqual([
      ...on('1997-09', [2, 9, 16, 23, 30]),
      ...on('1997-10', [7, 14, 21, 28]),
      ...on('1997-11', [4]),
    ]);
  });

  it('weekly until December 24, 1997', () => {
    expect(occurrences('FREQ=WEEKLY;UNTIL=19971223T190000', '19970902T090000')).toEqual([
      ...on('1997-09', [2, 9, 16, 23, 30]),
      ...on('1997-10', [7, 14, 21, 28]),
      ...on('1997-11', [4, 11, 18, 25]),
      ...on('1997-12', [2, 9, 16, 23]),
    ]);
  });

  it('every other week - forever', () => {
    expect(occurrences('FREQ=WEEKLY;INTERVAL=2;WKST=SU', '19970902T090000', 13)).toEqual([
      ...on('1997-09', [2, 16, 30]),
      ...on('1997-10', [14, 28]),
      ...on('1997-11', [11, 25]),
      ...on('1997-12', [9, 23]),
      ...on('1998-01', [6, 20]),
      ...on('1998-02', [3, 17]),
    ]);
  });

  const tuesdaysAndThursdays = [...on('1997-09', [2, 4, 9, 11, 16, 18, 23, 25, 30]), ...on('1997-10', [2])];

  it('weekly on Tuesday and Thursday for five weeks (UNTIL)', () => {
    // UNTIL=19971007T000000Z is 1997-10-06 20:00 in New York.
    expect(occurrences('FREQ=WEEKLY;UNTIL=19971006T200000;WKST=SU;BYDAY=TU,TH', '19970902T090000')).toEqual(
      tuesdaysAndThursdays,
    );
  });

  it('weekly on Tuesday and Thursday for five weeks (COUNT)', () => {
    expect(occurrences('FREQ=WEEKLY;COUNT=10;WKST=SU;BYDAY=TU,TH', '19970902T090000')).toEqual(
      tuesdaysAndThursdays,
    );
  });

  it('every other week on Monday, Wednesday, and Friday until December 24, 1997', () => {
    expect(
      occurrences('FREQ=WEEKLY;INTERVAL=2;UNTIL=19971223T190000;WKST=SU;BYDAY=MO,WE,FR', '19970901T090000'),
    ).toEqual([
      ...on('1997-09', [1, 3, 5, 15, 17, 19, 29]),
      ...on('1997-10', [1, 3, 13, 15, 17, 27, 29, 31]),
      ...on('1997-11', [10, 12, 14, 24, 26, 28]),
      ...on('1997-12', [8, 10, 12, 22]),
    ]);
  });

  it('every other week on Tuesday and Thursday, for 8 occurrences', () => {
    expect(occurrences('FREQ=WEEKLY;INTERVAL=2;COUNT=8;WKST=SU;BYDAY=TU,TH', '19970902T090000')).toEqual([
      ...on('1997-09', [2, 4, 16, 18, 30]),
      ...on('1997-10', [2, 14, 16]),
    ]);
  });

  it('monthly on the first Friday for 10 occurrences', () => {
    expect(occurrences('FREQ=MONTHLY;COUNT=10;BYDAY=1FR', '19970905T090000')).toEqual([
      ...on('1997-09', [5]),
      ...on('1997-10', [3]),
      ...on('1997-11', [7]),
      ...on('1997-12', [5]),
      ...on('1998-01', [2]),
      ...on('1998-02', [6]),
      ...on('1998-03', [6]),
      ...on('1998-04', [3]),
      ...on('1998-05', [1]),
      ...on('1998-06', [5]),
    ]);
  });

  it('monthly on the first Friday until December 24, 1997', () => {
    expect(occurrences('FREQ=MONTHLY;UNTIL=19971223T190000;BYDAY=1FR', '19970905T090000')).toEqual([
      ...on('1997-09', [5]),
      ...on('1997-10', [3]),
      ...on('1997-11', [7]),
      ...on('1997-12', [5]),
    ]);
  });

  it('every other month on the first and last Sunday of the month for 10 occurrences', () => {
    expect(occurrences('FREQ=MONTHLY;INTERVAL=2;COUNT=10;BYDAY=1SU,-1SU', '19970907T090000')).toEqual([
      ...on('1997-09', [7, 28]),
      ...on('1997-11', [2, 30]),
      ...on('1998-01', [4, 25]),
      ...on('1998-03', [1, 29]),
      ...on('1998-05', [3, 31]),
    ]);
  });

  it('monthly on the second-to-last Monday of the month for 6 months', () => {
    expect(occurrences('FREQ=MONTHLY;COUNT=6;BYDAY=-2MO', '19970922T090000')).toEqual([
      ...on('1997-09', [22]),
      ...on('1997-10', [20]),
      ...on('1997-11', [17]),
      ...on('1997-12', [22]),
      ...on('1998-01', [19]),
      ...on('1998-02', [16]),
    ]);
  });

  it('monthly on the third-to-the-last day of the month, forever', () => {
    expect(occurrences('FREQ=MONTHLY;BYMONTHDAY=-3', '19970928T090000', 6)).toEqual([
      ...on('1997-09', [28]),
      ...on('1997-10', [29]),
      ...on('1997-11', [28]),
      ...on('1997-12', [29]),
      ...on('1998-01', [29]),
      ...on('1998-02', [26]),
    ]);
  });

  it('monthly on the 2nd and 15th of the month for 10 occurrences', () => {
    expect(occurrences('FREQ=MONTHLY;COUNT=10;BYMONTHDAY=2,15', '19970902T090000')).toEqual([
      ...on('1997-09', [2, 15]),
      ...on('1997-10', [2, 15]),
      ...on('1997-11', [2, 15]),
      ...on('1997-12', [2, 15]),
      ...on('1998-01', [2, 15]),
    ]);
  });

  it('monthly on the first and last day of the month for 10 occurrences', () => {
    expect(occurrences('FREQ=MONTHLY;COUNT=10;BYMONTHDAY=1,-1', '19970930T090000')).toEqual([
      ...on('1997-09', [30]),
      ...on('1997-10', [1, 31]),
      ...on('1997-11', [1, 30]),
      ...on('1997-12', [1, 31]),
      ...on('1998-01', [1, 31]),
      ...on('1998-02', [1]),
    ]);
  });

  it('every 18 months on the 10th thru 15th of the month for 10 occurrences', () => {
    expect(
      occurrences('FREQ=MONTHLY;INTERVAL=18;COUNT=10;BYMONTHDAY=10,11,12,13,14,15', '19970910T090000'),
    ).toEqual([...on('1997-09', range(10, 15)), ...on('1999-03', range(10, 13))]);
  });

  it('every Tuesday, every other month', () => {
    expect(occurrences('FREQ=MONTHLY;INTERVAL=2;BYDAY=TU', '19970902T090000', 18)).toEqual([
      ...on('1997-09', [2, 9, 16, 23, 30]),
      ...on('1997-11', [4, 11, 18, 25]),
      ...on('1998-01', [6, 13, 20, 27]),
      ...on('1998-03', [3, 10, 17, 24, 31]),
    ]);
  });

  it('yearly in June and July for 10 occurrences', () => {
    expect(occurrences('FREQ=YEARLY;COUNT=10;BYMONTH=6,7', '19970610T090000')).toEqual(
      [1997, 1998, 1999, 2000, 2001].flatMap((year) => [
        ...on(`${year}-06`, [10]),
        ...on(`${year}-07`, [10]),
      ]),
    );
  });

  it('every other year on January, February, and March for 10 occurrences', () => {
    expect(occurrences('FREQ=YEARLY;INTERVAL=2;COUNT=10;BYMONTH=1,2,3', '19970310T090000')).toEqual([
      ...on('1997-03', [10]),
      ...[1999, 2001, 2003].flatMap((year) => [1, 2, 3].flatMap((month) => on(`${year}-0${month}`, [10]))),
    ]);
  });

  it('every third year on the 1st, 100th, and 200th day for 10 occurrences', () => {
    expect(occurrences('FREQ=YEARLY;INTERVAL=3;COUNT=10;BYYEARDAY=1,100,200', '19970101T090000')).toEqual([
      ...on('1997-01', [1]),
      ...on('1997-04', [10]),
      ...on('1997-07', [19]),
      ...on('2000-01', [1]),
      ...on('2000-04', [9]),
      ...on('2000-07', [18]),
      ...on('2003-01', [1]),
      ...on('2003-04', [10]),
      ...on('2003-07', [19]),
      ...on('2006-01', [1]),
    ]);
  });

  it('every 20th Monday of the year, forever', () => {
    expect(occurrences('FREQ=YEARLY;BYDAY=20MO', '19970519T090000', 3)).toEqual([
      ...on('1997-05', [19]),
      ...on('1998-05', [18]),
      ...on('1999-05', [17]),
    ]);
  });

  it('Monday of week number 20 (WKST=MO), forever', () => {
    expect(occurrences('FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO', '19970512T090000', 3)).toEqual([
      ...on('1997-05', [12]),
      ...on('1998-05', [11]),
      ...on('1999-05', [17]),
    ]);
  });

  it('every Thursday in March, forever', () => {
    expect(occurrences('FREQ=YEARLY;BYMONTH=3;BYDAY=TH', '19970313T090000', 11)).toEqual([
      ...on('1997-03', [13, 20, 27]),
      ...on('1998-03', [5, 12, 19, 26]),
      ...on('1999-03', [4, 11, 18, 25]),
    ]);
  });

  it('every Thursday, but only during June, July, and August, forever', () => {
    expect(occurrences('FREQ=YEARLY;BYDAY=TH;BYMONTH=6,7,8', '19970605T090000', 39)).toEqual([
      ...on('1997-06', [5, 12, 19, 26]),
      ...on('1997-07', [3, 10, 17, 24, 31]),
      ...on('1997-08', [7, 14, 21, 28]),
      ...on('1998-06', [4, 11, 18, 25]),
      ...on('1998-07', [2, 9, 16, 23, 30]),
      ...on('1998-08', [6, 13, 20, 27]),
      ...on('1999-06', [3, 10, 17, 24]),
      ...on('1999-07', [1, 8, 15, 22, 29]),
      ...on('1999-08', [5, 12, 19, 26]),
    ]);
  });

  it('every Friday the 13th, forever (DTSTART does not match, so it is not an occurrence)', () => {
    // The RFC lists DTSTART in EXDATE; here it is left out because it does not match the rule.
    expect(occurrences('FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13', '19970902T090000', 5)).toEqual([
      ...on('1998-02', [13]),
      ...on('1998-03', [13]),
      ...on('1998-11', [13]),
      ...on('1999-08', [13]),
      ...on('2000-10', [13]),
    ]);
  });

  it('the first Saturday that follows the first Sunday of the month, forever', () => {
    expect(occurrences('FREQ=MONTHLY;BYDAY=SA;BYMONTHDAY=7,8,9,10,11,12,13', '19970913T090000', 10)).toEqual([
      ...on('1997-09', [13]),
      ...on('1997-10', [11]),
      ...on('1997-11', [8]),
      ...on('1997-12', [13]),
      ...on('1998-01', [10]),
      ...on('1998-02', [7]),
      ...on('1998-03', [7]),
      ...on('1998-04', [11]),
      ...on('1998-05', [9]),
      ...on('1998-06', [13]),
    ]);
  });

  it('every 4 years, the first Tuesday after a Monday in November (U.S. Presidential Election day)', () => {
    expect(
      occurrences(
        'FREQ=YEARLY;INTERVAL=4;BYMONTH=11;BYDAY=TU;BYMONTHDAY=2,3,4,5,6,7,8',
        '19961105T090000',
        3,
      ),
    ).toEqual([...on('1996-11', [5]), ...on('2000-11', [7]), ...on('2004-11', [2])]);
  });

  it('the third instance into the month of one of Tuesday, Wednesday, or Thursday, for 3 months', () => {
    expect(occurrences('FREQ=MONTHLY;COUNT=3;BYDAY=TU,WE,TH;BYSETPOS=3', '19970904T090000')).toEqual([
      ...on('1997-09', [4]),
      ...on('1997-10', [7]),
      ...on('1997-11', [6]),
    ]);
  });

  it('the second-to-last weekday of the month', () => {
    expect(occurrences('FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-2', '19970929T090000', 7)).toEqual([
      ...on('1997-09', [29]),
      ...on('1997-10', [30]),
      ...on('1997-11', [27]),
      ...on('1997-12', [30]),
      ...on('1998-01', [29]),
      ...on('1998-02', [26]),
      ...on('1998-03', [30]),
    ]);
  });

  it('every 3 hours from 9:00 AM to 5:00 PM on a specific day', () => {
    // The RFC's UNTIL=19970902T170000Z is 13:00 in New York, which contradicts its own 15:00;
    // the example's title says 5:00 PM, which is what is used here.
    expect(occurrences('FREQ=HOURLY;INTERVAL=3;UNTIL=19970902T170000', '19970902T090000')).toEqual(
      on('1997-09', [2, 2, 2]).map((d, i) => d.replace('09:00', ['09:00', '12:00', '15:00'][i]!)),
    );
  });

  it('every 15 minutes for 6 occurrences', () => {
    expect(occurrences('FREQ=MINUTELY;INTERVAL=15;COUNT=6', '19970902T090000')).toEqual(
      ['09:00', '09:15', '09:30', '09:45', '10:00', '10:15'].flatMap((time) => on('1997-09', [2], time)),
    );
  });

  it('every hour and a half for 4 occurrences', () => {
    expect(occurrences('FREQ=MINUTELY;INTERVAL=90;COUNT=4', '19970902T090000')).toEqual(
      ['09:00', '10:30', '12:00', '13:30'].flatMap((time) => on('1997-09', [2], time)),
    );
  });

  const every20Minutes = [2, 3].flatMap((day) =>
    range(9, 16).flatMap((hour) =>
      [0, 20, 40].flatMap((minute) => on('1997-09', [day], `${pad(hour)}:${pad(minute)}`)),
    ),
  );

  it('every 20 minutes from 9:00 AM to 4:40 PM every day (DAILY)', () => {
    expect(
      occurrences('FREQ=DAILY;BYHOUR=9,10,11,12,13,14,15,16;BYMINUTE=0,20,40', '19970902T090000', 48),
    ).toEqual(every20Minutes);
  });

  it('every 20 minutes from 9:00 AM to 4:40 PM every day (MINUTELY)', () => {
    expect(
      occurrences('FREQ=MINUTELY;INTERVAL=20;BYHOUR=9,10,11,12,13,14,15,16', '19970902T090000', 48),
    ).toEqual(every20Minutes);
  });

  it('WKST=MO: the days generated differ with the week start', () => {
    expect(occurrences('FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=MO', '19970805T090000')).toEqual(
      on('1997-08', [5, 10, 19, 24]),
    );
  });

  it('WKST=SU: the days generated differ with the week start', () => {
    expect(occurrences('FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=SU', '19970805T090000')).toEqual(
      on('1997-08', [5, 17, 19, 31]),
    );
  });

  it('an invalid date (February 30) is ignored', () => {
    expect(occurrences('FREQ=MONTHLY;BYMONTHDAY=15,30;COUNT=5', '20070115T090000')).toEqual([
      ...on('2007-01', [15, 30]),
      ...on('2007-02', [15]),
      ...on('2007-03', [15, 30]),
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// Behaviour a caller relies on.

describe('expandRule', () => {
  const window = (from: string, to: string, limit?: number) => ({ from: local(from), to: local(to), limit });

  it('returns only the occurrences in [from, to), with to exclusive', () => {
    const found = expandRule(
      rule('FREQ=DAILY'),
      local('20240101T090000'),
      window('20240110T090000', '20240113T090000'),
    );
    expect(found.map(iso)).toEqual(on('2024-01', [10, 11, 12]));
  });

  it('counts COUNT from DTSTART even when the window starts later', () => {
    const found = expandRule(
      rule('FREQ=DAILY;COUNT=10'),
      local('19970902T090000'),
      window('19970908T000000', '19980101T000000'),
    );
    expect(found.map(iso)).toEqual(on('1997-09', [8, 9, 10, 11]));
  });

  it('leaves DTSTART out when it does not match the rule, and does not count it', () => {
    expect(occurrences('FREQ=MONTHLY;BYMONTHDAY=15;COUNT=2', '20240110T080000')).toEqual([
      ...on('2024-01', [15], '08:00'),
      ...on('2024-02', [15], '08:00'),
    ]);
  });

  it('takes missing parts from DTSTART: weekday, day of month, month and day, time', () => {
    expect(occurrences('FREQ=WEEKLY;COUNT=2', '20240103T071530')).toEqual([
      '2024-01-03T07:15:30',
      '2024-01-10T07:15:30',
    ]);
    expect(occurrences('FREQ=MONTHLY;COUNT=3', '20240131T060000')).toEqual([
      '2024-01-31T06:00:00',
      '2024-03-31T06:00:00',
      '2024-05-31T06:00:00',
    ]);
    expect(occurrences('FREQ=YEARLY;COUNT=2', '20240229T060000')).toEqual([
      '2024-02-29T06:00:00',
      '2028-02-29T06:00:00',
    ]);
    expect(occurrences('FREQ=DAILY;BYHOUR=7,19;COUNT=3', '20240101T103045')).toEqual([
      '2024-01-01T19:30:45',
      '2024-01-02T07:30:45',
      '2024-01-02T19:30:45',
    ]);
  });

  it('includes UNTIL when it is an occurrence', () => {
    expect(occurrences('FREQ=WEEKLY;UNTIL=20240115T090000', '20240101T090000')).toEqual(
      on('2024-01', [1, 8, 15]),
    );
    expect(occurrences('FREQ=WEEKLY;UNTIL=20240115T085959', '20240101T090000')).toEqual(
      on('2024-01', [1, 8]),
    );
  });

  it('stops at the limit', () => {
    const found = expandRule(
      rule('FREQ=HOURLY'),
      local('20240101T000000'),
      window('20240101T000000', '20250101T000000', 5),
    );
    expect(found.map(iso)).toEqual(['00', '01', '02', '03', '04'].map((h) => `2024-01-01T${h}:00:00`));
    expect(
      expandRule(
        rule('FREQ=MINUTELY'),
        local('20240101T000000'),
        window('20240101T000000', '20250101T000000'),
      ),
    ).toHaveLength(10_000);
  });

  it('returns nothing for an empty window or one before DTSTART or after UNTIL', () => {
    const daily = rule('FREQ=DAILY;UNTIL=20240201T000000');
    const start = local('20240101T090000');
    expect(expandRule(daily, start, window('20240110T000000', '20240110T000000'))).toEqual([]);
    expect(expandRule(daily, start, window('20231201T000000', '20240101T085959'))).toEqual([]);
    expect(expandRule(daily, start, window('20240201T000000', '20240301T000000'))).toEqual([]);
  });

  it('keeps the INTERVAL phase of DTSTART when jumping to a window decades later', () => {
    // 2000-01-04 is a Tuesday; every other week (weeks from Monday) stays on its weeks' parity.
    const start = local('20000104T100000');
    const found = expandRule(
      rule('FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,FR'),
      start,
      window('20300101T000000', '20300201T000000'),
    );
    const startDay = Date.UTC(2000, 0, 4) / 86_400_000;
    for (const t of found) {
      const day = Date.UTC(t.year, t.month - 1, t.day) / 86_400_000;
      const weekOf = (d: number) => Math.floor((d + 3) / 7); // weeks from Monday; 1970-01-01 was a Thursday
      expect((weekOf(day) - weekOf(startDay)) % 2).toBe(0);
    }
    // 2029-12-31 is 1,565 weeks after 2000-01-03: odd, so the first week in phase starts 2030-01-07.
    expect(found.map(iso)).toEqual(on('2030-01', [8, 11, 22, 25], '10:00'));
  });

  it('skips 31 in shorter months and 29 February in common years, never rolling over', () => {
    expect(occurrences('FREQ=MONTHLY;BYMONTHDAY=31;COUNT=4', '20230131T090000')).toEqual([
      ...on('2023-01', [31]),
      ...on('2023-03', [31]),
      ...on('2023-05', [31]),
      ...on('2023-07', [31]),
    ]);
  });

  it('puts 29-31 December in week 1 of the next year when that week has four days in it', () => {
    // Week 1 of 2020 (weeks from Monday) starts on Monday 2019-12-30.
    expect(occurrences('FREQ=YEARLY;BYWEEKNO=1;COUNT=7', '20190101T090000')).toEqual([
      ...on('2019-01', [1, 2, 3, 4, 5, 6]),
      ...on('2019-12', [30]),
    ]);
    // The last week (-1) of 2020 is week 53, 2020-12-28 to 2021-01-03: its Sunday is in 2021.
    expect(occurrences('FREQ=YEARLY;BYWEEKNO=-1;BYDAY=SU;COUNT=2', '20200101T090000')).toEqual([
      ...on('2021-01', [3]),
      ...on('2022-01', [2]),
    ]);
  });

  it('picks BYSETPOS from the whole period, so a first week before DTSTART can give nothing', () => {
    // Monday 2024-01-01 is the first of {MO, FR}; DTSTART is the Wednesday, so that week gives nothing.
    expect(occurrences('FREQ=WEEKLY;BYDAY=MO,FR;BYSETPOS=1;COUNT=2', '20240103T090000')).toEqual(
      on('2024-01', [8, 15]),
    );
  });

  it('counts BYDAY ordinals within the month for YEARLY with BYMONTH, within the year without', () => {
    expect(occurrences('FREQ=YEARLY;BYMONTH=3;BYDAY=-1FR;COUNT=2', '20240101T090000')).toEqual([
      ...on('2024-03', [29]),
      ...on('2025-03', [28]),
    ]);
    expect(occurrences('FREQ=YEARLY;BYDAY=1MO,-1FR;COUNT=3', '20240101T090000')).toEqual([
      ...on('2024-01', [1]),
      ...on('2024-12', [27]),
      ...on('2025-01', [6]),
    ]);
  });

  it('treats a BYDAY list that mixes plain weekdays and ordinals as their union', () => {
    expect(occurrences('FREQ=MONTHLY;BYDAY=MO,1FR;COUNT=6', '20240101T090000')).toEqual(
      on('2024-01', [1, 5, 8, 15, 22, 29]),
    );
  });

  it('expands HOURLY and MINUTELY rules limited to a few days of the year', () => {
    // 2024-02-29T00:00 is 1,416 hours after DTSTART (≡ 1 mod 5), so that day's hours are 04, 09, …;
    // 2028-02-29T00:00 is 36,480 hours after it (≡ 0 mod 5).
    expect(occurrences('FREQ=HOURLY;INTERVAL=5;BYMONTH=2;BYMONTHDAY=29;COUNT=6', '20240101T000000')).toEqual([
      ...['04', '09', '14', '19'].map((h) => `2024-02-29T${h}:00:00`),
      '2028-02-29T00:00:00',
      '2028-02-29T05:00:00',
    ]);
    expect(occurrences('FREQ=MINUTELY;BYHOUR=12;BYMINUTE=0;BYMONTHDAY=1;COUNT=3', '20240115T000000')).toEqual(
      ['2024-02-01T12:00:00', '2024-03-01T12:00:00', '2024-04-01T12:00:00'],
    );
    // 09:00:00 is 32,400 s after DTSTART (≡ 4 mod 7), so 09:00:03; a day is 86,400 s (≡ 6 mod 7).
    expect(
      occurrences(
        'FREQ=SECONDLY;INTERVAL=7;BYHOUR=9;BYMINUTE=0;BYSECOND=0,1,2,3,4,5,6;COUNT=2',
        '20240101T000000',
      ),
    ).toEqual(['2024-01-01T09:00:03', '2024-01-02T09:00:04']);
  });

  it('refuses an INTERVAL below 1', () => {
    expect(() =>
      expandRule(
        { ...rule('FREQ=DAILY'), interval: 0 },
        local('20240101T000000'),
        window('20240101T000000', '20240201T000000'),
      ),
    ).toThrow(RangeError);
  });
});

describe('compareLocal', () => {
  it('orders by year, month, day, hour, minute, second', () => {
    const base = local('20240615T123456');
    expect(compareLocal(base, { ...base })).toBe(0);
    for (const field of ['year', 'month', 'day', 'hour', 'minute', 'second'] as const) {
      const later = { ...base, [field]: base[field] + 1 };
      expect(compareLocal(base, later)).toBeLessThan(0);
      expect(compareLocal(later, base)).toBeGreaterThan(0);
    }
    expect(compareLocal(local('20231231T235959'), local('20240101T000000'))).toBeLessThan(0);
  });
});

// ---------------------------------------------------------------------------------------------
// An independent reference: what RFC 5545 says an occurrence is, checked one candidate at a time
// with Date.UTC arithmetic (no shared code with the expander; week 1 is found as the WKST week
// holding 4 January rather than by counting days).

const DAY_MS = 86_400_000;
const dayNumber = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / DAY_MS;

function dateOf(day: number) {
  const date = new Date(day * DAY_MS);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday: (date.getUTCDay() + 6) % 7,
  };
}

const localOf = (day: number, secondOfDay: number): LocalDateTime => {
  const { year, month, day: dayOfMonth } = dateOf(day);
  return {
    year,
    month,
    day: dayOfMonth,
    hour: Math.floor(secondOfDay / 3600),
    minute: Math.floor(secondOfDay / 60) % 60,
    second: secondOfDay % 60,
  };
};

const dayOfLocal = (t: LocalDateTime) => dayNumber(t.year, t.month, t.day);
const secondsOf = (t: LocalDateTime) => dayOfLocal(t) * 86_400 + t.hour * 3600 + t.minute * 60 + t.second;
const weekStartOf = (day: number, wkst: number) => day - ((dateOf(day).weekday - wkst + 7) % 7);
const firstWeekStart = (year: number, wkst: number) => weekStartOf(dayNumber(year, 1, 4), wkst);

function weekNumberOf(day: number, wkst: number): { week: number; weeks: number } {
  const start = weekStartOf(day, wkst);
  const { year } = dateOf(day);
  for (const y of [year + 1, year, year - 1]) {
    const first = firstWeekStart(y, wkst);
    if (start >= first)
      return { week: (start - first) / 7 + 1, weeks: (firstWeekStart(y + 1, wkst) - first) / 7 };
  }
  throw new Error('unreachable');
}

const given = <T>(list: T[] | undefined): list is T[] => list !== undefined && list.length > 0;
const COARSE = ['YEARLY', 'MONTHLY', 'WEEKLY', 'DAILY'];

/** The rule with DTSTART's values filled in where RFC 5545 says they come from DTSTART. */
function withDefaults(r: RecurrenceRule, dtstart: LocalDateTime): RecurrenceRule {
  const full = { ...r };
  if (!given(r.byWeekNo) && !given(r.byYearDay) && !given(r.byMonthDay) && !given(r.byDay)) {
    if (r.freq === 'YEARLY') {
      full.byMonth = given(r.byMonth) ? r.byMonth : [dtstart.month];
      full.byMonthDay = [dtstart.day];
    } else if (r.freq === 'MONTHLY') full.byMonthDay = [dtstart.day];
    else if (r.freq === 'WEEKLY') full.byDay = [{ weekday: WEEKDAYS[dateOf(dayOfLocal(dtstart)).weekday]! }];
  }
  return full;
}

function dayMatches(r: RecurrenceRule, day: number): boolean {
  const { year, month, day: dayOfMonth, weekday } = dateOf(day);
  const monthLength = dayNumber(year, month + 1, 1) - dayNumber(year, month, 1);
  const yearLength = dayNumber(year + 1, 1, 1) - dayNumber(year, 1, 1);
  const dayOfYear = day - dayNumber(year, 1, 1) + 1;
  const fromEitherEnd = (values: number[], n: number, length: number) =>
    values.some((v) => v === n || v === n - length - 1);
  if (given(r.byMonth) && !r.byMonth.includes(month)) return false;
  if (given(r.byMonthDay) && !fromEitherEnd(r.byMonthDay, dayOfMonth, monthLength)) return false;
  if (given(r.byYearDay) && !fromEitherEnd(r.byYearDay, dayOfYear, yearLength)) return false;
  if (given(r.byWeekNo)) {
    const { week, weeks } = weekNumberOf(day, WEEKDAYS.indexOf(r.wkst));
    if (!fromEitherEnd(r.byWeekNo, week, weeks)) return false;
  }
  if (given(r.byDay)) {
    const inMonth = r.freq === 'MONTHLY' || (r.freq === 'YEARLY' && given(r.byMonth));
    const [n, length] = inMonth ? [dayOfMonth, monthLength] : [dayOfYear, yearLength];
    const matches = (entry: ByDay) => {
      if (WEEKDAYS.indexOf(entry.weekday) !== weekday) return false;
      if (!entry.ordinal || !['MONTHLY', 'YEARLY'].includes(r.freq)) return true;
      return (
        entry.ordinal === Math.floor((n - 1) / 7) + 1 || entry.ordinal === -(Math.floor((length - n) / 7) + 1)
      );
    };
    if (!r.byDay.some(matches)) return false;
  }
  return true;
}

/** The index of the FREQ period holding `t`, to check INTERVAL's phase (WEEKLY: its first day). */
function periodIndex(r: RecurrenceRule, t: LocalDateTime): number {
  const day = dayOfLocal(t);
  switch (r.freq) {
    case 'YEARLY':
      return t.year;
    case 'MONTHLY':
      return t.year * 12 + t.month;
    case 'WEEKLY':
      return weekStartOf(day, WEEKDAYS.indexOf(r.wkst));
    case 'DAILY':
      return day;
    case 'HOURLY':
      return day * 24 + t.hour;
    case 'MINUTELY':
      return (day * 24 + t.hour) * 60 + t.minute;
    default:
      return secondsOf(t);
  }
}

/** Whether `t`'s time satisfies BYHOUR, BYMINUTE and BYSECOND (DTSTART's where they expand). */
function timeMatches(r: RecurrenceRule, dtstart: LocalDateTime, t: LocalDateTime): boolean {
  const coarse = COARSE.includes(r.freq);
  const timeOk = (value: number, list: number[] | undefined, fallback: number, expands: boolean) =>
    given(list) ? list.includes(value) : !expands || value === fallback;
  return (
    timeOk(t.hour, r.byHour, dtstart.hour, coarse) &&
    timeOk(t.minute, r.byMinute, dtstart.minute, coarse || r.freq === 'HOURLY') &&
    timeOk(t.second, r.bySecond, dtstart.second, r.freq !== 'SECONDLY')
  );
}

const inPhase = (r: RecurrenceRule, dtstart: LocalDateTime, t: LocalDateTime) =>
  ((periodIndex(r, t) - periodIndex(r, dtstart)) / (r.freq === 'WEEKLY' ? 7 : 1)) % r.interval === 0;

/** Whether `t` satisfies every part of the rule but COUNT and BYSETPOS. */
function satisfies(r: RecurrenceRule, dtstart: LocalDateTime, t: LocalDateTime): boolean {
  return (
    compareLocal(t, dtstart) >= 0 &&
    (!r.until || compareLocal(t, r.until) <= 0) &&
    inPhase(r, dtstart, t) &&
    dayMatches(withDefaults(r, dtstart), dayOfLocal(t)) &&
    timeMatches(r, dtstart, t)
  );
}

/** The first and last day of the FREQ period holding `day` (DAILY and finer: that day). */
function periodDays(r: RecurrenceRule, day: number): [number, number] {
  const { year, month } = dateOf(day);
  switch (r.freq) {
    case 'YEARLY':
      return [dayNumber(year, 1, 1), dayNumber(year + 1, 1, 1) - 1];
    case 'MONTHLY':
      return [dayNumber(year, month, 1), dayNumber(year, month + 1, 1) - 1];
    case 'WEEKLY': {
      const start = weekStartOf(day, WEEKDAYS.indexOf(r.wkst));
      return [start, start + 6];
    }
    default:
      return [day, day];
  }
}

const UNIT_SECONDS: Partial<Record<Freq, number>> = { HOURLY: 3600, MINUTELY: 60, SECONDLY: 1 };

/**
 * The occurrences in [from, to), by brute force: every candidate of every period that overlaps
 * the window (each day, then each time BYHOUR/BYMINUTE/BYSECOND allow), grouped by period,
 * BYSETPOS applied to each whole group, then cut to DTSTART, UNTIL and the window.
 */
function referenceExpansion(
  r: RecurrenceRule,
  dtstart: LocalDateTime,
  from: LocalDateTime,
  to: LocalDateTime,
) {
  const full = withDefaults(r, dtstart);
  const unit = UNIT_SECONDS[r.freq];
  // Seconds [low, high) covering whole periods around the window.
  const [firstDay] = periodDays(r, dayOfLocal(from));
  const [, lastDay] = periodDays(r, dayOfLocal(to));
  const low = unit ? Math.floor(secondsOf(from) / unit) * unit : firstDay * 86_400;
  const high = unit ? (Math.floor(secondsOf(to) / unit) + 1) * unit : (lastDay + 1) * 86_400;
  // A time part without a list is DTSTART's where it expands, any value where it limits.
  const values = (list: number[] | undefined, max: number, fallback: number, expands: boolean) =>
    given(list) ? list : expands ? [fallback] : range(0, max);
  const coarse = COARSE.includes(r.freq);
  const hours = values(r.byHour, 23, dtstart.hour, coarse);
  const minutes = values(r.byMinute, 59, dtstart.minute, coarse || r.freq === 'HOURLY');
  const seconds = values(r.bySecond, 59, dtstart.second, r.freq !== 'SECONDLY');
  const groups = new Map<number, LocalDateTime[]>();
  for (let day = Math.floor(low / 86_400); day * 86_400 < high; day++) {
    if (!dayMatches(full, day)) continue;
    for (const h of hours) {
      const hourStart = day * 86_400 + h * 3600;
      if (hourStart + 3600 <= low || hourStart >= high) continue;
      for (const m of minutes) {
        const minuteStart = hourStart + m * 60;
        if (minuteStart + 60 <= low || minuteStart >= high) continue;
        for (const s of seconds) {
          const t = localOf(day, h * 3600 + m * 60 + s);
          if (minuteStart + s < low || minuteStart + s >= high) continue;
          if (!timeMatches(r, dtstart, t) || !inPhase(r, dtstart, t)) continue;
          const period = periodIndex(r, t);
          const group = groups.get(period);
          if (group) group.push(t);
          else groups.set(period, [t]);
        }
      }
    }
  }
  const found: string[] = [];
  for (const period of [...groups.keys()].sort((a, b) => a - b)) {
    const candidates = groups.get(period)!.sort(compareLocal);
    const picked = r.bySetPos
      ? [...new Set(r.bySetPos.map((p) => (p > 0 ? p - 1 : candidates.length + p)))]
          .filter((i) => i >= 0 && i < candidates.length)
          .sort((a, b) => a - b)
          .map((i) => candidates[i]!)
      : candidates;
    const start = compareLocal(from, dtstart) > 0 ? from : dtstart;
    for (const t of picked) {
      const inBounds = compareLocal(t, start) >= 0 && compareLocal(t, to) < 0;
      if (inBounds && (!r.until || compareLocal(t, r.until) <= 0)) found.push(iso(t));
    }
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Generators.

/** Property tests walk many rules (and rrule.js, and a brute-force reference): give them time. */
const PROPERTY_TIMEOUT = 120_000;

const weekdayArb = fc.constantFrom(...WEEKDAYS);
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 2 });
const smallList = (arb: fc.Arbitrary<number>, maxLength: number) =>
  fc.uniqueArray(arb, { minLength: 1, maxLength });
const signed = (max: number) => fc.oneof(fc.integer({ min: 1, max }), fc.integer({ min: -max, max: -1 }));
const plainDays = fc
  .uniqueArray(weekdayArb, { minLength: 1, maxLength: 4 })
  .map((days) => days.map((weekday): ByDay => ({ weekday })));
const ordinalDays = (max: number) =>
  fc.uniqueArray(fc.record({ weekday: weekdayArb, ordinal: signed(max) }), {
    minLength: 1,
    maxLength: 3,
    selector: (d) => `${d.ordinal}${d.weekday}`,
  });

/** A DTSTART on a day between `first` and `last` (day numbers), at a quarter hour. */
const dtstartArb = (first: number, last: number) =>
  fc
    .record({
      day: fc.integer({ min: first, max: last }),
      hour: fc.integer({ min: 0, max: 23 }),
      quarter: fc.integer({ min: 0, max: 3 }),
      second: fc.constantFrom(0, 0, 0, 30, 59),
    })
    .map(({ day, hour, quarter, second }) => localOf(day, hour * 3600 + quarter * 900 + second));

type Freq = RecurrenceRule['freq'];

interface RuleOptions {
  freqs: Freq[];
  /**
   * Only what rrule.js gets right, and cheaply (it walks to the year 9999 when a rule produces
   * nothing): no BYYEARDAY, BYWEEKNO or BYDAY mixing plain and ordinal weekdays; days of the month
   * and ordinals every month has, and no BYMONTHDAY beside ordinals; one BYSETPOS of 1, 2 or -1,
   * in rules shaped so that every period holds several candidates.
   */
  peer?: boolean;
}

/**
 * For BYSETPOS against rrule.js: makes every period of the rule hold at least two candidates, so
 * that positions 1, 2 and -1 always pick one (plain weekdays, several of them in a week; several
 * hours in a day).
 */
function withSeveralPerPeriod(r: RecurrenceRule, weekdays: ByDay[], hours: number[]): RecurrenceRule {
  const shaped = { ...r };
  if (r.freq === 'DAILY') {
    shaped.byHour = hours;
    return shaped;
  }
  shaped.byDay = weekdays;
  delete shaped.byMonthDay;
  if (r.freq === 'WEEKLY') delete shaped.byMonth;
  return shaped;
}

type Part =
  | 'byMonth'
  | 'byWeekNo'
  | 'byYearDay'
  | 'byMonthDay'
  | 'byDay'
  | 'byHour'
  | 'byMinute'
  | 'bySecond'
  | 'bySetPos';

/** The BYxxx parts RFC 5545 allows with each FREQ (page 44's table without its N/A cells). */
const PARTS: Record<Freq, Part[]> = {
  YEARLY: [
    'byMonth',
    'byWeekNo',
    'byYearDay',
    'byMonthDay',
    'byDay',
    'byHour',
    'byMinute',
    'bySecond',
    'bySetPos',
  ],
  MONTHLY: ['byMonth', 'byMonthDay', 'byDay', 'byHour', 'byMinute', 'bySecond', 'bySetPos'],
  WEEKLY: ['byMonth', 'byDay', 'byHour', 'byMinute', 'bySecond', 'bySetPos'],
  DAILY: ['byMonth', 'byMonthDay', 'byDay', 'byHour', 'byMinute', 'bySecond', 'bySetPos'],
  HOURLY: ['byMonth', 'byYearDay', 'byMonthDay', 'byDay', 'byHour', 'byMinute', 'bySecond', 'bySetPos'],
  MINUTELY: ['byMonth', 'byYearDay', 'byMonthDay', 'byDay', 'byHour', 'byMinute', 'bySecond', 'bySetPos'],
  SECONDLY: ['byMonth', 'byYearDay', 'byMonthDay', 'byDay', 'byHour', 'byMinute', 'bySecond', 'bySetPos'],
};
const NOT_FOR_PEER: Part[] = ['byWeekNo', 'byYearDay'];

/** Random valid rules with up to three BYxxx parts (so that most still produce something). */
function ruleArb({ freqs, peer = false }: RuleOptions): fc.Arbitrary<RecurrenceRule> {
  return fc.constantFrom(...freqs).chain((freq) => {
    const yearly = freq === 'YEARLY';
    const withOrdinals = freq === 'MONTHLY' || yearly;
    const parts = PARTS[freq].filter((part) => !peer || !NOT_FOR_PEER.includes(part));
    return fc
      .record({
        interval: fc.integer({ min: 1, max: 4 }),
        wkst: weekdayArb,
        parts: fc.subarray(parts, { maxLength: 3 }),
        byMonth: smallList(fc.integer({ min: 1, max: 12 }), 4),
        byMonthDay: smallList(signed(peer ? 28 : 31), 4),
        byDayKind: fc.constantFrom('plain', 'ordinal', 'mixed'),
        plain: plainDays,
        ordinals: ordinalDays(peer ? 4 : 5),
        yearOrdinals: ordinalDays(peer ? 52 : 53),
        byYearDay: smallList(signed(366), 3),
        byWeekNo: smallList(signed(53), 3),
        byHour: smallList(fc.integer({ min: 0, max: 23 }), 3),
        byMinute: smallList(fc.integer({ min: 0, max: 59 }), 3),
        bySecond: smallList(fc.integer({ min: 0, max: 59 }), 3),
        bySetPos: peer ? fc.constantFrom<number[]>([1], [2], [-1]) : smallList(signed(6), 2),
        severalWeekdays: fc.uniqueArray(weekdayArb, { minLength: 2, maxLength: 5 }),
        severalHours: fc.uniqueArray(fc.integer({ min: 0, max: 23 }), { minLength: 2, maxLength: 3 }),
      })
      .map((g) => {
        const r: RecurrenceRule = { freq, interval: g.interval, wkst: g.wkst };
        const has = (part: Part) => g.parts.includes(part);
        if (has('byMonth')) r.byMonth = g.byMonth;
        if (has('byMonthDay')) r.byMonthDay = g.byMonthDay;
        if (has('byYearDay')) r.byYearDay = g.byYearDay;
        if (has('byWeekNo')) r.byWeekNo = g.byWeekNo;
        if (has('byHour')) r.byHour = g.byHour;
        if (has('byMinute')) r.byMinute = g.byMinute;
        if (has('bySecond')) r.bySecond = g.bySecond;
        if (has('byDay')) {
          const ordinals = yearly && !r.byMonth ? g.yearOrdinals : g.ordinals;
          if (g.byDayKind === 'plain' || !withOrdinals) r.byDay = g.plain;
          else if (g.byDayKind === 'ordinal' || peer) r.byDay = ordinals;
          else r.byDay = [...g.plain, ...ordinals];
        }
        if (peer && r.byMonthDay && r.byDay?.some((d) => d.ordinal)) delete r.byMonthDay;
        if (!has('bySetPos')) return r;
        r.bySetPos = g.bySetPos;
        const weekdays = g.severalWeekdays.map((weekday): ByDay => ({ weekday }));
        return peer ? withSeveralPerPeriod(r, weekdays, g.severalHours) : r;
      });
  });
}

/** Windows long enough for a few periods of each frequency. */
const WINDOW_DAYS: Partial<Record<Freq, number>> = { YEARLY: 800, MONTHLY: 120, WEEKLY: 60, DAILY: 30 };

function checkShape(found: LocalDateTime[], from: LocalDateTime, to: LocalDateTime, limit = 10_000) {
  expect(found.length).toBeLessThanOrEqual(limit);
  for (const [i, t] of found.entries()) {
    expect(compareLocal(t, from)).toBeGreaterThanOrEqual(0);
    expect(compareLocal(t, to)).toBeLessThan(0);
    if (i > 0) expect(compareLocal(found[i - 1]!, t)).toBeLessThan(0);
  }
}

const addDays = (t: LocalDateTime, days: number) =>
  localOf(dayOfLocal(t) + days, t.hour * 3600 + t.minute * 60 + t.second);
const addSeconds = (t: LocalDateTime, seconds: number) => {
  const total = secondsOf(t) + seconds;
  return localOf(Math.floor(total / 86_400), ((total % 86_400) + 86_400) % 86_400);
};

// ---------------------------------------------------------------------------------------------
// Cross-check with rrule.js in floating (UTC-as-wall-clock) mode.

const RRULE_FREQ = {
  YEARLY: RRule.YEARLY,
  MONTHLY: RRule.MONTHLY,
  WEEKLY: RRule.WEEKLY,
  DAILY: RRule.DAILY,
  HOURLY: RRule.HOURLY,
  MINUTELY: RRule.MINUTELY,
  SECONDLY: RRule.SECONDLY,
} as const;
const RRULE_DAY: Record<Weekday, RRuleWeekday> = {
  MO: RRule.MO,
  TU: RRule.TU,
  WE: RRule.WE,
  TH: RRule.TH,
  FR: RRule.FR,
  SA: RRule.SA,
  SU: RRule.SU,
};
const utc = (t: LocalDateTime) => new Date(Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second));
const fromUtc = (d: Date) =>
  localOf(Math.floor(d.getTime() / DAY_MS), Math.floor((d.getTime() % DAY_MS) / 1000));

function rruleBetween(r: RecurrenceRule, dtstart: LocalDateTime, from: LocalDateTime, to: LocalDateTime) {
  const peer = new RRule({
    freq: RRULE_FREQ[r.freq],
    interval: r.interval,
    wkst: RRULE_DAY[r.wkst],
    dtstart: utc(dtstart),
    ...(r.count !== undefined ? { count: r.count } : {}),
    ...(r.until ? { until: utc(r.until) } : {}),
    ...(r.byDay
      ? {
          byweekday: r.byDay.map((d) =>
            d.ordinal ? RRULE_DAY[d.weekday].nth(d.ordinal) : RRULE_DAY[d.weekday],
          ),
        }
      : {}),
    ...(r.byMonthDay ? { bymonthday: r.byMonthDay } : {}),
    ...(r.byMonth ? { bymonth: r.byMonth } : {}),
    // rrule.js builds its times in list order without sorting them: give it sorted lists.
    ...(r.byHour ? { byhour: [...r.byHour].sort((a, b) => a - b) } : {}),
    ...(r.byMinute ? { byminute: [...r.byMinute].sort((a, b) => a - b) } : {}),
    ...(r.bySecond ? { bysecond: [...r.bySecond].sort((a, b) => a - b) } : {}),
    ...(r.bySetPos ? { bysetpos: r.bySetPos } : {}),
  });
  return peer
    .between(utc(from), utc(to), true)
    .filter((d) => d.getTime() < utc(to).getTime())
    .map((d) => iso(fromUtc(d)));
}

describe('cross-check with rrule.js', () => {
  it(
    'gives the same occurrences in a 60-day window for random rules',
    () => {
      // Left out of the generator, where rrule.js (like python-dateutil, which it ports) differs:
      // - a BYDAY list mixing plain weekdays and ordinals (MO,1FR): rrule.js keeps the days that match
      //   both kinds at once, i.e. none; RFC 5545 lists BYDAY values as alternatives (a union).
      // - a negative BYSETPOS beyond the period's candidates (-2 of one): rrule.js's
      //   `slice(pos)[0]` then picks the first candidate instead of none. Only -1 is generated.
      // - two BYSETPOS values that pick the same candidate (2 and -1 of two): rrule.js compares the
      //   dates by identity and returns it twice. One value is generated.
      // - BYSETPOS in a WEEKLY rule's first week: rrule.js starts that week at DTSTART instead of at
      //   WKST, so positions count from DTSTART; there DTSTART is moved onto a WKST day.
      // BYYEARDAY, BYWEEKNO and the rest are checked against the brute-force reference below.
      const arb = fc.record({
        rule: ruleArb({ freqs: ['YEARLY', 'MONTHLY', 'WEEKLY', 'DAILY'], peer: true }),
        dtstart: dtstartArb(dayNumber(2000, 1, 1), dayNumber(2030, 12, 31)),
        count: optional(fc.integer({ min: 1, max: 40 })),
        offset: fc.integer({ min: -30, max: 365 * 12 }),
        nearOffset: fc.integer({ min: -30, max: 200 }),
      });
      fc.assert(
        fc.property(arb, ({ rule: r, dtstart, count, offset, nearOffset }) => {
          const start =
            r.freq === 'WEEKLY' && r.bySetPos
              ? addDays(dtstart, -((dateOf(dayOfLocal(dtstart)).weekday - WEEKDAYS.indexOf(r.wkst) + 7) % 7))
              : dtstart;
          // Every 2 to 4 months from DTSTART's month reaches it each year: with it in BYMONTH the rule
          // cannot be one that never produces (which rrule.js would walk to the year 9999).
          const reachable =
            r.freq === 'MONTHLY' && r.byMonth
              ? { ...r, byMonth: [...new Set([...r.byMonth, start.month])] }
              : r;
          const withCount = count === undefined ? reachable : { ...reachable, count };
          // With COUNT, a window near DTSTART: later ones would mostly come after the last occurrence.
          const from = addDays(start, count === undefined ? offset : nearOffset);
          const to = addDays(from, 60);
          let found: LocalDateTime[];
          try {
            found = expandRule(withCount, start, { from, to });
          } catch (error) {
            // A rule that never produces may exhaust its attempts: rrule.js then finds nothing.
            expect(error).toBeInstanceOf(RecurrenceExpansionError);
            expect(rruleBetween(withCount, start, from, to)).toEqual([]);
            return;
          }
          checkShape(found, from, to);
          expect(found.map(iso)).toEqual(rruleBetween(withCount, start, from, to));
        }),
        { numRuns: 600 },
      );
    },
    PROPERTY_TIMEOUT,
  );
});

// ---------------------------------------------------------------------------------------------
// Jumping to the window keeps the INTERVAL phase: the result is the tail of a walk from DTSTART.

describe('jumping straight to the window', () => {
  function expectTailOfFullWalk(
    r: RecurrenceRule,
    dtstart: LocalDateTime,
    from: LocalDateTime,
    to: LocalDateTime,
  ) {
    let full: LocalDateTime[];
    try {
      full = expandRule(r, dtstart, { from: dtstart, to, limit: 10_000_000 });
    } catch (error) {
      // Some stretch of 500 empty periods since DTSTART: not a rule this property is about.
      expect(error).toBeInstanceOf(RecurrenceExpansionError);
      return;
    }
    const tail = full.filter((t) => compareLocal(t, from) >= 0).map(iso);
    expect(expandRule(r, dtstart, { from, to }).map(iso)).toEqual(tail);
  }

  it(
    'for daily to yearly rules whose DTSTART is about 30 years back',
    () => {
      const arb = fc.record({
        rule: ruleArb({ freqs: ['YEARLY', 'MONTHLY', 'WEEKLY', 'DAILY'] }),
        dtstart: dtstartArb(dayNumber(1994, 1, 1), dayNumber(2000, 12, 31)),
        fromDay: fc.integer({ min: dayNumber(2025, 1, 1), max: dayNumber(2030, 12, 31) }),
        fromSecond: fc.integer({ min: 0, max: 86_399 }),
      });
      fc.assert(
        fc.property(arb, ({ rule: r, dtstart, fromDay, fromSecond }) => {
          const from = localOf(fromDay, fromSecond);
          expectTailOfFullWalk(r, dtstart, from, addDays(from, WINDOW_DAYS[r.freq]!));
        }),
        { numRuns: 300 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'for hourly, minutely and secondly rules',
    () => {
      const arb = fc.record({
        rule: ruleArb({ freqs: ['HOURLY', 'MINUTELY', 'SECONDLY'] }),
        dtstart: dtstartArb(dayNumber(2020, 1, 1), dayNumber(2020, 12, 31)),
        back: fc.integer({ min: 0, max: 1_000_000 }),
      });
      const spans = { HOURLY: 40 * 86_400, MINUTELY: 2 * 86_400, SECONDLY: 3 * 3600 };
      const windows = { HOURLY: 3 * 86_400, MINUTELY: 6 * 3600, SECONDLY: 20 * 60 };
      fc.assert(
        fc.property(arb, ({ rule: r, dtstart, back }) => {
          const freq = r.freq as keyof typeof spans;
          const from = addSeconds(dtstart, back % spans[freq]);
          expectTailOfFullWalk(r, dtstart, from, addSeconds(from, windows[freq]));
        }),
        { numRuns: 300 },
      );
    },
    PROPERTY_TIMEOUT,
  );
});

// ---------------------------------------------------------------------------------------------
// Every occurrence satisfies its rule, and the occurrences are exactly what the brute-force
// reference finds (so nothing that satisfies the rule is missed either).

describe('occurrences against the rule itself', () => {
  it(
    'for daily to yearly rules, with every BYxxx part',
    () => {
      const arb = fc.record({
        rule: ruleArb({ freqs: ['YEARLY', 'MONTHLY', 'WEEKLY', 'DAILY'] }),
        dtstart: dtstartArb(dayNumber(1995, 1, 1), dayNumber(2030, 12, 31)),
        offset: fc.integer({ min: -30, max: 365 * 30 }),
        until: optional(fc.integer({ min: 0, max: 365 * 40 })),
        limit: optional(fc.integer({ min: 1, max: 30 })),
      });
      fc.assert(
        fc.property(arb, ({ rule: base, dtstart, offset, until, limit }) => {
          const r = until === undefined ? base : { ...base, until: addDays(dtstart, until) };
          const from = addDays(dtstart, offset);
          const to = addDays(from, WINDOW_DAYS[r.freq]!);
          const found = expandRule(r, dtstart, { from, to, limit });
          checkShape(found, from, to, limit);
          for (const t of found) expect(satisfies(r, dtstart, t)).toBe(true);
          const expected = referenceExpansion(r, dtstart, from, to);
          expect(found.map(iso)).toEqual(expected.slice(0, limit ?? expected.length));
        }),
        { numRuns: 300 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'for hourly, minutely and secondly rules',
    () => {
      const arb = fc.record({
        rule: ruleArb({ freqs: ['HOURLY', 'MINUTELY', 'SECONDLY'] }),
        dtstart: dtstartArb(dayNumber(2000, 1, 1), dayNumber(2030, 12, 31)),
        back: fc.integer({ min: 0, max: 400 * 86_400 }),
      });
      const windows = { HOURLY: 2 * 86_400, MINUTELY: 4 * 3600, SECONDLY: 10 * 60 };
      fc.assert(
        fc.property(arb, ({ rule: r, dtstart, back }) => {
          const from = addSeconds(dtstart, back);
          const to = addSeconds(from, windows[r.freq as keyof typeof windows]);
          let found: LocalDateTime[];
          try {
            found = expandRule(r, dtstart, { from, to });
          } catch (error) {
            // Legitimate only for a rule that never produces here: its BYSETPOS never picks (one
            // candidate per second, say), or INTERVAL never meets the limits (every 2 hours from an
            // even hour with BYHOUR=3); the window is longer than 500 periods for SECONDLY.
            expect(error).toBeInstanceOf(RecurrenceExpansionError);
            expect(referenceExpansion(r, dtstart, from, to)).toEqual([]);
            return;
          }
          checkShape(found, from, to);
          for (const t of found) expect(satisfies(r, dtstart, t)).toBe(true);
          expect(found.map(iso)).toEqual(referenceExpansion(r, dtstart, from, to));
        }),
        { numRuns: 300 },
      );
    },
    PROPERTY_TIMEOUT,
  );
});

// ---------------------------------------------------------------------------------------------
// Sparse rules expand; rules that cannot produce stop with RecurrenceExpansionError, quickly.

describe('sparse and impossible rules', () => {
  it('expands 29 February every four years, whatever the frequency', () => {
    const leapDays = ['2024', '2028', '2032', '2036'].map((year) => `${year}-02-29T09:00:00`);
    expect(occurrences('FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;COUNT=4', '20210301T090000')).toEqual(leapDays);
    expect(occurrences('FREQ=MONTHLY;BYMONTHDAY=29;BYMONTH=2;COUNT=4', '20210301T090000')).toEqual(leapDays);
    expect(occurrences('FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29;COUNT=4', '20210301T090000')).toEqual(leapDays);
    // BYMONTHDAY is N/A for WEEKLY but still filters; weeks outside February are not attempts.
    expect(occurrences('FREQ=WEEKLY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO;COUNT=2', '20000101T090000')).toEqual([
      '2016-02-29T09:00:00',
      '2044-02-29T09:00:00',
    ]);
    expect(
      occurrences(
        'FREQ=WEEKLY;BYMONTH=2;BYDAY=MO,TU,WE,TH,FR,SA,SU;BYMONTHDAY=29;COUNT=4',
        '20210301T090000',
      ),
    ).toEqual(leapDays);
  });

  it('expands rules decades apart: a Monday 29 February, across the skipped leap day of 2100', () => {
    expect(occurrences('FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO;COUNT=4', '20000101T090000')).toEqual(
      ['2016', '2044', '2072', '2112'].map((year) => `${year}-02-29T09:00:00`),
    );
    expect(occurrences('FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO;COUNT=4', '20000101T090000')).toEqual(
      ['2016', '2044', '2072', '2112'].map((year) => `${year}-02-29T09:00:00`),
    );
  });

  it('expands BYYEARDAY=366 (31 December of leap years) and BYWEEKNO=53', () => {
    expect(occurrences('FREQ=YEARLY;BYYEARDAY=366;COUNT=3', '20210101T090000')).toEqual(
      ['2024', '2028', '2032'].map((year) => `${year}-12-31T09:00:00`),
    );
    expect(occurrences('FREQ=HOURLY;BYYEARDAY=366;BYHOUR=9;COUNT=2', '20210101T000000')).toEqual(
      ['2024', '2028'].map((year) => `${year}-12-31T09:00:00`),
    );
    // ISO years with 53 weeks: 2026, 2032, 2037, 2043; the Thursday of week 53.
    expect(occurrences('FREQ=YEARLY;BYWEEKNO=53;BYDAY=TH;COUNT=4', '20210101T090000')).toEqual([
      '2026-12-31T09:00:00',
      '2032-12-30T09:00:00',
      '2037-12-31T09:00:00',
      '2043-12-31T09:00:00',
    ]);
  });

  const far = { from: local('20240101T000000'), to: local('99990101T000000') };
  const expectExhausted = (ruleText: string, dtstart: string) => {
    const attempt = () => expandRule(rule(ruleText), local(dtstart), far);
    expect(attempt).toThrow(RecurrenceExpansionError);
  };

  it('throws after 500 empty periods when BYSETPOS can never pick anything', () => {
    expectExhausted('FREQ=MONTHLY;BYDAY=MO;BYSETPOS=6', '20240101T090000');
    expectExhausted('FREQ=MONTHLY;BYDAY=MO;BYSETPOS=6;COUNT=1', '20240101T090000');
    expectExhausted('FREQ=DAILY;BYHOUR=9;BYSETPOS=2', '20240101T090000');
    expectExhausted('FREQ=WEEKLY;BYDAY=MO,TU;BYSETPOS=-3', '20240101T090000');
    expectExhausted('FREQ=HOURLY;BYMINUTE=0,30;BYSETPOS=3', '20240101T090000');
  });

  it('throws for dates that never exist and for INTERVALs that never reach an allowed position', () => {
    expectExhausted('FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30', '20240101T090000');
    expectExhausted('FREQ=MONTHLY;BYMONTH=4;BYMONTHDAY=31', '20240101T090000');
    expectExhausted('FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30', '20240101T090000');
    expectExhausted('FREQ=MINUTELY;BYMONTH=11;BYMONTHDAY=31;BYHOUR=1', '20240101T090000');
    // Every 12 months from March never reaches February; every 24 hours from 04:00 never 03:00.
    expectExhausted('FREQ=MONTHLY;INTERVAL=12;BYMONTH=2', '20240315T090000');
    expectExhausted('FREQ=HOURLY;INTERVAL=24;BYHOUR=3', '20240101T040000');
    expectExhausted('FREQ=DAILY;INTERVAL=7;BYDAY=TU', '20240101T090000');
  });

  it('does not count a period the window cuts as an attempt', () => {
    // 1 March to 31 December 2024 is cut by the window; 2025 to 2523 are 499 whole empty years.
    const never = rule('FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30');
    const start = local('20240101T090000');
    const window = { from: local('20240301T000000'), to: local('25240101T000000') };
    expect(expandRule(never, start, window)).toEqual([]);
    expect(() => expandRule(never, start, { ...window, to: local('25250101T000000') })).toThrow(
      RecurrenceExpansionError,
    );
  });

  it('counts only empty periods in a row: occurrences in between start the count again', () => {
    // Five empty months a year, 1,000 over two centuries: never 500 in a row.
    const found = expandRule(rule('FREQ=MONTHLY;BYMONTHDAY=31'), local('20000131T090000'), {
      from: local('20000101T000000'),
      to: local('22000101T000000'),
    });
    expect(found).toHaveLength(7 * 200);
    expect(iso(found.at(-1)!)).toBe('2199-12-31T09:00:00');
  });

  it('says so in both languages, with a stable code', () => {
    try {
      expandRule(rule('FREQ=MONTHLY;BYDAY=MO;BYSETPOS=6'), local('20240101T090000'), far);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(RecurrenceExpansionError);
      const problem = error as RecurrenceExpansionError;
      expect(problem.code).toBe('too_many_attempts');
      expect(problem.messages['es-MX']).toBe('La regla no produjo ninguna fecha en 500 intentos seguidos.');
      expect(problem.messages['en-US']).toBe('The rule produced no date in 500 attempts in a row.');
      expect(problem.message).toContain(problem.messages['es-MX']);
      expect(problem.message).toContain(problem.messages['en-US']);
    }
  });

  it('stops where the window ends when that comes before 500 empty periods', () => {
    const oneMonth = { from: local('20240101T000000'), to: local('20240201T000000') };
    expect(expandRule(rule('FREQ=MONTHLY;BYDAY=MO;BYSETPOS=6'), local('20240101T090000'), oneMonth)).toEqual(
      [],
    );
    // 499 empty months, then the window ends: no error.
    const justShort = { from: local('20240101T000000'), to: local('20650801T000000') };
    expect(expandRule(rule('FREQ=MONTHLY;BYDAY=MO;BYSETPOS=6'), local('20240101T090000'), justShort)).toEqual(
      [],
    );
    const justLong = { from: local('20240101T000000'), to: local('20650901T000000') };
    expect(() =>
      expandRule(rule('FREQ=MONTHLY;BYDAY=MO;BYSETPOS=6'), local('20240101T090000'), justLong),
    ).toThrow(RecurrenceExpansionError);
  });
});
