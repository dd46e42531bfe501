import fc from 'fast-check';
import { RRule, Frequency as RRuleFrequency, Weekday as RRuleWeekday } from 'rrule';
import { describe, expect, it } from 'vitest';
import { describeRule } from './describe.ts';
import { formatRule, parseRule } from './rule.ts';
import { type LocalDateTime, type RecurrenceRule, WEEKDAYS } from './types.ts';

/** Thursday 12 February 2026, 08:00. */
const START: LocalDateTime = { year: 2026, month: 2, day: 12, hour: 8, minute: 0, second: 0 };

function rule(text: string): RecurrenceRule {
  const result = parseRule(text);
  if (!result.ok) throw new Error(`${text} is not a valid rule`);
  return result.rule;
}

function both(text: string, start: LocalDateTime = START): [string, string] {
  return [describeRule(rule(text), start, 'es-MX'), describeRule(rule(text), start, 'en-US')];
}

describe('describeRule: the common phrases', () => {
  it.each([
    [
      'FREQ=WEEKLY;BYDAY=MO,TH',
      'Cada semana el lunes y el jueves a las 08:00',
      'Every week on Monday and Thursday at 08:00',
    ],
    ['FREQ=DAILY', 'Cada día a las 08:00', 'Every day at 08:00'],
    [
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR;BYHOUR=17;BYMINUTE=30',
      'Cada 2 semanas el viernes a las 17:30',
      'Every 2 weeks on Friday at 17:30',
    ],
    [
      'FREQ=MONTHLY;BYMONTHDAY=15;BYHOUR=9',
      'Cada mes el día 15 a las 09:00',
      'Every month on the 15th at 09:00',
    ],
    [
      'FREQ=MONTHLY;BYDAY=2TU;BYHOUR=10',
      'Cada mes el segundo martes a las 10:00',
      'Every month on the second Tuesday at 10:00',
    ],
    [
      'FREQ=MONTHLY;BYDAY=-1FR;BYHOUR=18',
      'Cada mes el último viernes a las 18:00',
      'Every month on the last Friday at 18:00',
    ],
    [
      'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29',
      'Cada año el 29 de febrero a las 08:00',
      'Every year on February 29 at 08:00',
    ],
    ['FREQ=DAILY;COUNT=10', 'Cada día a las 08:00, 10 veces', 'Every day at 08:00, 10 times'],
    [
      'FREQ=DAILY;UNTIL=20261231T235959',
      'Cada día a las 08:00, hasta el 31 de diciembre de 2026',
      'Every day at 08:00, until December 31, 2026',
    ],
  ])('%s', (text, es, en) => {
    expect(both(text)).toEqual([es, en]);
  });

  it('joins lists with commas and "y"/"and"', () => {
    expect(both('FREQ=WEEKLY;BYDAY=FR,MO,WE')).toEqual([
      'Cada semana el lunes, el miércoles y el viernes a las 08:00',
      'Every week on Monday, Wednesday and Friday at 08:00',
    ]);
    expect(both('FREQ=MONTHLY;BYDAY=MO,WE,FR')).toEqual([
      'Cada mes todos los lunes, miércoles y viernes a las 08:00',
      'Every month on every Monday, Wednesday and Friday at 08:00',
    ]);
  });
});

describe('describeRule: times of day', () => {
  it('takes the time from the start when the rule gives none', () => {
    const start = { ...START, hour: 6, minute: 45 };
    expect(both('FREQ=DAILY', start)).toEqual(['Cada día a las 06:45', 'Every day at 06:45']);
  });

  it('lists every BYHOUR × BYMINUTE combination in order, the minute defaulting to the start', () => {
    expect(both('FREQ=DAILY;BYHOUR=17,8;BYMINUTE=30,0')).toEqual([
      'Cada día a las 08:00, 08:30, 17:00 y 17:30',
      'Every day at 08:00, 08:30, 17:00 and 17:30',
    ]);
    expect(both('FREQ=DAILY;BYHOUR=9,13', { ...START, minute: 15 })).toEqual([
      'Cada día a las 09:15 y 13:15',
      'Every day at 09:15 and 13:15',
    ]);
    expect(both('FREQ=DAILY;BYMINUTE=0,30', { ...START, hour: 7, minute: 10 })).toEqual([
      'Cada día a las 07:00 y 07:30',
      'Every day at 07:00 and 07:30',
    ]);
  });

  it('says "a la" for one o\'clock in Spanish', () => {
    expect(both('FREQ=DAILY;BYHOUR=1;BYMINUTE=30')).toEqual(['Cada día a la 01:30', 'Every day at 01:30']);
    expect(both('FREQ=DAILY;BYHOUR=0')).toEqual(['Cada día a las 00:00', 'Every day at 00:00']);
  });

  it('shows seconds only when some time has them', () => {
    expect(both('FREQ=DAILY', { ...START, second: 30 })).toEqual([
      'Cada día a las 08:00:30',
      'Every day at 08:00:30',
    ]);
    expect(both('FREQ=DAILY;BYSECOND=0,30')).toEqual([
      'Cada día a las 08:00:00 y 08:00:30',
      'Every day at 08:00:00 and 08:00:30',
    ]);
  });
});

describe('describeRule: days', () => {
  it('takes the weekday, day of month, or date from the start when the rule gives none', () => {
    expect(both('FREQ=WEEKLY')).toEqual([
      'Cada semana el jueves a las 08:00',
      'Every week on Thursday at 08:00',
    ]);
    expect(both('FREQ=MONTHLY')).toEqual([
      'Cada mes el día 12 a las 08:00',
      'Every month on the 12th at 08:00',
    ]);
    expect(both('FREQ=YEARLY')).toEqual([
      'Cada año el 12 de febrero a las 08:00',
      'Every year on February 12 at 08:00',
    ]);
    expect(both('FREQ=YEARLY;INTERVAL=2;BYMONTH=1,7')).toEqual([
      'Cada 2 años el 12 de enero y el 12 de julio a las 08:00',
      'Every 2 years on January 12 and July 12 at 08:00',
    ]);
  });

  it('names weekdays of a start on any day, Sunday included', () => {
    const sunday = { year: 2026, month: 3, day: 1, hour: 8, minute: 0, second: 0 };
    expect(both('FREQ=WEEKLY', sunday)).toEqual([
      'Cada semana el domingo a las 08:00',
      'Every week on Sunday at 08:00',
    ]);
  });

  it('phrases several days of the month and days counted from the end', () => {
    expect(both('FREQ=MONTHLY;BYMONTHDAY=15,1')).toEqual([
      'Cada mes los días 1 y 15 a las 08:00',
      'Every month on the 1st and 15th at 08:00',
    ]);
    expect(both('FREQ=MONTHLY;BYMONTHDAY=1,-1')).toEqual([
      'Cada mes el día 1 y el último día a las 08:00',
      'Every month on the 1st and the last day at 08:00',
    ]);
    expect(both('FREQ=MONTHLY;BYMONTHDAY=-3')).toEqual([
      'Cada mes el antepenúltimo día a las 08:00',
      'Every month on the third-to-last day at 08:00',
    ]);
    expect(both('FREQ=MONTHLY;BYMONTHDAY=2,3,21,22,23,31')[1]).toBe(
      'Every month on the 2nd, 3rd, 21st, 22nd, 23rd and 31st at 08:00',
    );
  });

  it('phrases n-th weekdays of the month, of given months and of the year', () => {
    expect(both('FREQ=MONTHLY;INTERVAL=2;BYDAY=1SU,-1SU')).toEqual([
      'Cada 2 meses el primer domingo y el último domingo a las 08:00',
      'Every 2 months on the first Sunday and the last Sunday at 08:00',
    ]);
    expect(both('FREQ=MONTHLY;BYDAY=-2MO')).toEqual([
      'Cada mes el penúltimo lunes a las 08:00',
      'Every month on the second-to-last Monday at 08:00',
    ]);
    expect(both('FREQ=YEARLY;BYMONTH=11;BYDAY=1TU')).toEqual([
      'Cada año el primer martes de noviembre a las 08:00',
      'Every year on the first Tuesday of November at 08:00',
    ]);
    expect(both('FREQ=YEARLY;BYDAY=20MO')).toEqual([
      'Cada año el 20.º lunes del año a las 08:00',
      'Every year on the 20th Monday of the year at 08:00',
    ]);
  });

  it('phrases BYSETPOS that picks the n-th of a single weekday like an ordinal', () => {
    expect(both('FREQ=MONTHLY;BYDAY=TU;BYSETPOS=2;BYHOUR=10')).toEqual([
      'Cada mes el segundo martes a las 10:00',
      'Every month on the second Tuesday at 10:00',
    ]);
    expect(both('FREQ=YEARLY;BYMONTH=11;BYDAY=TH;BYSETPOS=-1')).toEqual([
      'Cada año el último jueves de noviembre a las 08:00',
      'Every year on the last Thursday of November at 08:00',
    ]);
  });

  it('phrases every such weekday of the month or of given months', () => {
    expect(both('FREQ=MONTHLY;INTERVAL=2;BYDAY=TU')).toEqual([
      'Cada 2 meses todos los martes a las 08:00',
      'Every 2 months on every Tuesday at 08:00',
    ]);
    expect(both('FREQ=YEARLY;BYMONTH=3;BYDAY=TH,SA')).toEqual([
      'Cada año todos los jueves y sábados de marzo a las 08:00',
      'Every year on every Thursday and Saturday in March at 08:00',
    ]);
  });

  it('phrases yearly days of the month, in given months or every month', () => {
    expect(both('FREQ=YEARLY;BYMONTH=1,7;BYMONTHDAY=15,1')).toEqual([
      'Cada año los días 1 y 15 de enero y julio a las 08:00',
      'Every year on the 1st and 15th of January and July at 08:00',
    ]);
    expect(both('FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1')).toEqual([
      'Cada año el último día de febrero a las 08:00',
      'Every year on the last day of February at 08:00',
    ]);
    expect(both('FREQ=YEARLY;BYMONTHDAY=1')).toEqual([
      'Cada año el día 1 de cada mes a las 08:00',
      'Every year on the 1st of every month at 08:00',
    ]);
  });

  it('phrases every-day rules filtered by weekday or day of month as weekly or monthly ones', () => {
    expect(both('FREQ=DAILY;BYDAY=MO,FR')).toEqual([
      'Cada semana el lunes y el viernes a las 08:00',
      'Every week on Monday and Friday at 08:00',
    ]);
    expect(both('FREQ=DAILY;BYMONTHDAY=13')).toEqual([
      'Cada mes el día 13 a las 08:00',
      'Every month on the 13th at 08:00',
    ]);
  });

  it('adds BYMONTH as a filter to daily, weekly and monthly rules', () => {
    expect(both('FREQ=DAILY;BYMONTH=12,1')).toEqual([
      'Cada día a las 08:00, solo en enero y diciembre',
      'Every day at 08:00, only in January and December',
    ]);
    expect(both('FREQ=MONTHLY;BYMONTH=1,4,7,10;BYMONTHDAY=15;COUNT=8')).toEqual([
      'Cada mes el día 15 a las 08:00, solo en enero, abril, julio y octubre, 8 veces',
      'Every month on the 15th at 08:00, only in January, April, July and October, 8 times',
    ]);
  });
});

describe('describeRule: months that never come are not named', () => {
  it('leaves out BYMONTH months an INTERVAL of months never reaches', () => {
    // Every 2 months from February: February, April, …, December.
    expect(both('FREQ=MONTHLY;INTERVAL=2;BYMONTH=1,4,7,10;BYMONTHDAY=15')).toEqual([
      'Cada 2 meses el día 15 a las 08:00, solo en abril y octubre',
      'Every 2 months on the 15th at 08:00, only in April and October',
    ]);
  });

  it('leaves out months without the day', () => {
    const start = { ...START, month: 1, day: 31 };
    expect(both('FREQ=YEARLY;BYMONTH=1,2,3', start)).toEqual([
      'Cada año el 31 de enero y el 31 de marzo a las 08:00',
      'Every year on January 31 and March 31 at 08:00',
    ]);
    expect(both('FREQ=MONTHLY;BYMONTH=2,4,5;BYMONTHDAY=31')[1]).toBe(
      'Every month on the 31st at 08:00, only in May',
    );
    expect(both('FREQ=YEARLY;BYMONTH=2,4;BYMONTHDAY=29,30')[1]).toBe(
      'Every year on the 29th and 30th of February and April at 08:00',
    );
  });

  it('falls back to the general sentence when no month in BYMONTH can come', () => {
    expect(both('FREQ=MONTHLY;INTERVAL=2;BYMONTH=1,3')[1]).toBe(
      'Repeats by an advanced rule (FREQ=MONTHLY;INTERVAL=2;BYMONTH=1,3)',
    );
    expect(both('FREQ=YEARLY;BYMONTH=2', { ...START, day: 30 })[1]).toBe(
      'Repeats by an advanced rule (FREQ=YEARLY;BYMONTH=2)',
    );
  });
});

describe('describeRule: COUNT and UNTIL', () => {
  it('counts one occurrence in the singular', () => {
    expect(both('FREQ=WEEKLY;COUNT=1')).toEqual([
      'Cada semana el jueves a las 08:00, 1 vez',
      'Every week on Thursday at 08:00, once',
    ]);
  });

  it('names the last day an occurrence can fall on (UNTIL is inclusive)', () => {
    // A date UNTIL is 00:00, before the 08:00 occurrence: the 31st itself has none.
    expect(both('FREQ=DAILY;UNTIL=20261231')).toEqual([
      'Cada día a las 08:00, hasta el 30 de diciembre de 2026',
      'Every day at 08:00, until December 30, 2026',
    ]);
    expect(both('FREQ=DAILY;UNTIL=20270101')).toEqual([
      'Cada día a las 08:00, hasta el 31 de diciembre de 2026',
      'Every day at 08:00, until December 31, 2026',
    ]);
    expect(both('FREQ=DAILY;UNTIL=20260301T080000')[1]).toBe('Every day at 08:00, until March 1, 2026');
    expect(both('FREQ=DAILY;UNTIL=20240301T075959')[1]).toBe('Every day at 08:00, until February 29, 2024');
    expect(both('FREQ=DAILY;BYHOUR=6,20;UNTIL=20260301T070000')[1]).toBe(
      'Every day at 06:00 and 20:00, until March 1, 2026',
    );
  });
});

describe('describeRule: sub-daily rules', () => {
  it('phrases the plain interval, with the time of UNTIL', () => {
    expect(both('FREQ=HOURLY;INTERVAL=3;UNTIL=20261231T170000')).toEqual([
      'Cada 3 horas, hasta el 31 de diciembre de 2026 a las 17:00',
      'Every 3 hours, until December 31, 2026 at 17:00',
    ]);
    expect(both('FREQ=MINUTELY;INTERVAL=15;COUNT=6')).toEqual([
      'Cada 15 minutos, 6 veces',
      'Every 15 minutes, 6 times',
    ]);
    expect(both('FREQ=SECONDLY')).toEqual(['Cada segundo', 'Every second']);
    expect(both('FREQ=HOURLY')).toEqual(['Cada hora', 'Every hour']);
  });
});

describe('describeRule: the general sentence for what it does not phrase', () => {
  it.each([
    'FREQ=YEARLY;BYWEEKNO=20',
    'FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO',
    'FREQ=YEARLY;INTERVAL=3;COUNT=10;BYYEARDAY=1,100,200',
    'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-2',
    'FREQ=MONTHLY;COUNT=3;BYDAY=TU,WE,TH;BYSETPOS=3',
    'FREQ=MONTHLY;BYDAY=TU;BYSETPOS=1,2',
    'FREQ=MONTHLY;BYDAY=TU;BYHOUR=8,17;BYSETPOS=2',
    'FREQ=YEARLY;BYMONTH=1,2;BYDAY=TU;BYSETPOS=1',
    'FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13',
    'FREQ=YEARLY;BYMONTH=11;BYDAY=TU;BYMONTHDAY=2,3,4,5,6,7,8',
    'FREQ=MONTHLY;BYDAY=1MO,FR',
    'FREQ=DAILY;INTERVAL=2;BYDAY=MO',
    'FREQ=DAILY;BYDAY=MO;BYMONTHDAY=1',
    'FREQ=DAILY;BYHOUR=8;BYSETPOS=1',
    'FREQ=MINUTELY;INTERVAL=20;BYHOUR=9,10,11,12,13,14,15,16',
    'FREQ=HOURLY;BYDAY=MO',
    'FREQ=DAILY;BYMINUTE=0,5,10,15,20,25,30,35,40,45,50,55,59',
  ])('%s', (text) => {
    const quoted = formatRule(rule(text));
    expect(both(text)).toEqual([
      `Se repite según una regla avanzada (${quoted})`,
      `Repeats by an advanced rule (${quoted})`,
    ]);
  });

  it('quotes the rule as in the example', () => {
    expect(both('FREQ=YEARLY;BYWEEKNO=20')).toEqual([
      'Se repite según una regla avanzada (FREQ=YEARLY;BYWEEKNO=20)',
      'Repeats by an advanced rule (FREQ=YEARLY;BYWEEKNO=20)',
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// Cross-check with rrule.js: what a summary names is what the rule produces

const EN_WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const smallList = (min: number, max: number, most: number) =>
  fc.option(fc.uniqueArray(fc.integer({ min, max }), { minLength: 1, maxLength: most }), { nil: undefined });

const describedRule = fc.constantFrom('DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY' as const).chain((freq) =>
  fc.record({
    freq: fc.constant(freq),
    interval: fc.integer({ min: 1, max: 3 }),
    wkst: fc.constant('MO' as const),
    byHour: smallList(0, 23, 2),
    byMinute: smallList(0, 59, 2),
    byMonth: smallList(1, 12, 3),
    byMonthDay:
      freq === 'WEEKLY'
        ? fc.constant(undefined)
        : fc.option(
            fc.uniqueArray(
              fc.integer({ min: 1, max: 28 }).chain((day) => fc.constantFrom(day, -day)),
              { minLength: 1, maxLength: 3 },
            ),
            { nil: undefined },
          ),
    byDay: fc.option(
      fc.uniqueArray(
        fc.record({
          weekday: fc.constantFrom(...WEEKDAYS),
          ordinal:
            freq === 'MONTHLY' || freq === 'YEARLY'
              ? fc.option(
                  fc.integer({ min: 1, max: 4 }).chain((n) => fc.constantFrom(n, -n)),
                  { nil: undefined },
                )
              : fc.constant(undefined),
        }),
        { minLength: 1, maxLength: 3, selector: (day) => `${day.ordinal}${day.weekday}` },
      ),
      { nil: undefined },
    ),
    bySetPos: fc.option(
      fc
        .integer({ min: 1, max: 3 })
        .chain((n) => fc.constantFrom(n, -n))
        .map((position) => [position]),
      { nil: undefined },
    ),
  }),
);

const startArb = fc
  .record({
    days: fc.integer({ min: 0, max: 365 * 30 }),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.constantFrom(0, 15, 30, 45),
  })
  .map(({ days, hour, minute }): LocalDateTime => {
    const date = new Date(Date.UTC(2000, 0, 1 + days));
    return {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour,
      minute,
      second: 0,
    };
  });

/**
 * The occurrences of the 13 years from the start (at most 1,500: more than a year of any generated
 * rule, which has at most 4 a day), computed by rrule.js on UTC dates standing for wall-clock values.
 */
function occurrences(recurrence: RecurrenceRule, start: LocalDateTime): Date[] {
  const dtstart = new Date(
    Date.UTC(start.year, start.month - 1, start.day, start.hour, start.minute, start.second),
  );
  const end = Date.UTC(start.year + 13, start.month - 1, 1);
  const options = {
    freq: RRuleFrequency[recurrence.freq],
    interval: recurrence.interval,
    dtstart,
    byhour: recurrence.byHour ?? null,
    byminute: recurrence.byMinute ?? null,
    bysecond: null,
    bymonth: recurrence.byMonth ?? null,
    bymonthday: recurrence.byMonthDay ?? null,
    bysetpos: recurrence.bySetPos ?? null,
    byweekday:
      recurrence.byDay?.map((day) => new RRuleWeekday(WEEKDAYS.indexOf(day.weekday), day.ordinal)) ?? null,
  };
  return new RRule(options).all((date, index) => index < 1500 && date.getTime() < end);
}

function named(sentence: string, names: readonly string[]): Set<number> {
  return new Set(names.flatMap((name, index) => (new RegExp(`\\b${name}\\b`).test(sentence) ? [index] : [])));
}

describe('describeRule: agrees with the occurrences rrule.js computes (property)', () => {
  it('names exactly the times, weekdays and months the occurrences have, when it names them', () => {
    fc.assert(
      fc.property(describedRule, startArb, (generated, start) => {
        const text = formatText(generated);
        const parsedRule = parseRule(text);
        fc.pre(parsedRule.ok);
        if (!parsedRule.ok) return;
        const sentence = describeRule(parsedRule.rule, start, 'en-US');
        fc.pre(!sentence.startsWith('Repeats by an advanced rule'));
        const dates = occurrences(parsedRule.rule, start);
        fc.pre(dates.length > 0);
        const times = new Set(dates.map((date) => `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`));
        expect(new Set(sentence.match(/\d{2}:\d{2}/g))).toEqual(times);
        const weekdays = named(sentence, EN_WEEKDAYS);
        if (weekdays.size > 0) {
          expect(weekdays).toEqual(new Set(dates.map((date) => (date.getUTCDay() + 6) % 7)));
        }
        const months = named(sentence, EN_MONTHS);
        if (months.size > 0) {
          expect(months).toEqual(new Set(dates.map((date) => date.getUTCMonth())));
        }
      }),
      { numRuns: 200 },
    );
  }, 30_000);
});

const pad = (value: number) => String(value).padStart(2, '0');

/** The generated parts as RRULE text, so parseRule drops what RFC 5545 does not allow. */
function formatText(generated: {
  freq: string;
  interval: number;
  byHour: number[] | undefined;
  byMinute: number[] | undefined;
  byMonth: number[] | undefined;
  byMonthDay: number[] | undefined;
  byDay: { weekday: string; ordinal: number | undefined }[] | undefined;
  bySetPos: number[] | undefined;
}): string {
  const parts = [`FREQ=${generated.freq}`, `INTERVAL=${generated.interval}`];
  const list = (name: string, values: readonly (number | string)[] | undefined) => {
    if (values) parts.push(`${name}=${values.join(',')}`);
  };
  list('BYHOUR', generated.byHour);
  list('BYMINUTE', generated.byMinute);
  list('BYMONTH', generated.byMonth);
  list('BYMONTHDAY', generated.byMonthDay);
  list(
    'BYDAY',
    generated.byDay?.map((day) => `${day.ordinal ?? ''}${day.weekday}`),
  );
  list('BYSETPOS', generated.bySetPos);
  return parts.join(';');
}
