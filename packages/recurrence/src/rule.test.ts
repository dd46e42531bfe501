import fc from 'fast-check';
import {
  RRule,
  Frequency as RRuleFrequency,
  type Options as RRuleOptions,
  Weekday as RRuleWeekday,
} from 'rrule';
import { describe, expect, it } from 'vitest';
import { formatRule, type ParseRuleResult, parseRule, ruleProblemsText } from './rule.ts';
import {
  type ByDay,
  type Frequency,
  type LocalDateTime,
  type RecurrenceRule,
  type RuleProblem,
  WEEKDAYS,
} from './types.ts';

function parsed(text: string): RecurrenceRule {
  const result = parseRule(text);
  if (!result.ok) throw new Error(`expected ${text} to parse: ${ruleProblemsText(result.problems, 'en-US')}`);
  return result.rule;
}

function problemsOf(text: string): RuleProblem[] {
  const result = parseRule(text);
  if (result.ok) throw new Error(`expected ${text} to be refused`);
  return result.problems;
}

/** part:code of every problem, for compact assertions. */
function codesOf(text: string): string[] {
  return problemsOf(text).map((entry) => `${entry.part}:${entry.code}`);
}

function onlyProblem(text: string): RuleProblem {
  const problems = problemsOf(text);
  expect(problems).toHaveLength(1);
  return problems[0]!;
}

const midnight = { hour: 0, minute: 0, second: 0 };

describe('parseRule: reading', () => {
  it('reads a rule with or without the RRULE: prefix, in any case, with surrounding whitespace', () => {
    const expected: RecurrenceRule = { freq: 'WEEKLY', interval: 2, wkst: 'MO', byDay: [{ weekday: 'FR' }] };
    expect(parsed('FREQ=WEEKLY;INTERVAL=2;BYDAY=FR')).toStrictEqual(expected);
    expect(parsed('RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=FR')).toStrictEqual(expected);
    expect(parsed('  rrule:freq=weekly;interval=2;byday=fr \n')).toStrictEqual(expected);
    expect(parsed('Freq = Weekly ; Interval = 2 ; ByDay = Fr ;')).toStrictEqual(expected);
  });

  it('defaults INTERVAL to 1 and WKST to MO, and leaves absent parts absent', () => {
    expect(parsed('FREQ=DAILY')).toStrictEqual({ freq: 'DAILY', interval: 1, wkst: 'MO' });
  });

  it('accepts every frequency', () => {
    for (const freq of ['SECONDLY', 'MINUTELY', 'HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY']) {
      expect(parsed(`FREQ=${freq}`).freq).toBe(freq);
    }
  });

  it('reads COUNT, WKST and every list, sorting numbers ascending and dropping repeats', () => {
    const rule = parsed(
      'FREQ=YEARLY;COUNT=10;WKST=su;BYMONTH=12,1,6,1;BYWEEKNO=-1,20,+3;BYDAY=MO,TU,MO;BYHOUR=17,8,8;' +
        'BYMINUTE=30,0;BYSECOND=60,0;BYSETPOS=-1,1,+1',
    );
    expect(rule).toStrictEqual({
      freq: 'YEARLY',
      interval: 1,
      count: 10,
      wkst: 'SU',
      byMonth: [1, 6, 12],
      byWeekNo: [-1, 3, 20],
      byDay: [{ weekday: 'MO' }, { weekday: 'TU' }],
      byHour: [8, 17],
      byMinute: [0, 30],
      bySecond: [0, 60],
      bySetPos: [-1, 1],
    });
    expect(parsed('FREQ=MONTHLY;BYMONTHDAY=15,-1,1,+15').byMonthDay).toEqual([-1, 1, 15]);
    expect(parsed('FREQ=YEARLY;BYYEARDAY=366,-366,100').byYearDay).toEqual([-366, 100, 366]);
  });

  it('reads BYDAY ordinals with or without sign, Monday first, plain day before its ordinals', () => {
    expect(parsed('FREQ=MONTHLY;BYDAY=-1FR,+2TU,fr,1fr,-2FR,2TU').byDay).toEqual<ByDay[]>([
      { weekday: 'TU', ordinal: 2 },
      { weekday: 'FR' },
      { weekday: 'FR', ordinal: 1 },
      { weekday: 'FR', ordinal: -2 },
      { weekday: 'FR', ordinal: -1 },
    ]);
    expect(parsed('FREQ=YEARLY;BYDAY=53MO,-53SU').byDay).toEqual<ByDay[]>([
      { weekday: 'MO', ordinal: 53 },
      { weekday: 'SU', ordinal: -53 },
    ]);
  });

  it('reads UNTIL as a date (00:00:00) or a date-time, keeping the wall-clock digits of a Z value', () => {
    expect(parsed('FREQ=DAILY;UNTIL=20261231').until).toEqual({
      year: 2026,
      month: 12,
      day: 31,
      ...midnight,
    });
    const local = parseRule('FREQ=DAILY;UNTIL=20261231T173000');
    const utc = parseRule('FREQ=DAILY;UNTIL=20261231t173000z');
    const wallClock: LocalDateTime = { year: 2026, month: 12, day: 31, hour: 17, minute: 30, second: 0 };
    expect(local).toStrictEqual({
      ok: true,
      rule: { freq: 'DAILY', interval: 1, wkst: 'MO', until: wallClock },
    });
    expect(utc).toStrictEqual({
      ok: true,
      rule: { freq: 'DAILY', interval: 1, wkst: 'MO', until: wallClock },
      untilIsUtc: true,
    });
  });

  it('accepts rare but real dates in UNTIL: 29 February of a leap year and a leap second', () => {
    expect(parsed('FREQ=DAILY;UNTIL=20240229').until).toEqual({ year: 2024, month: 2, day: 29, ...midnight });
    expect(parsed('FREQ=DAILY;UNTIL=20161231T235960Z').until?.second).toBe(60);
  });

  // RFC 5545 section 3.8.5.3: every RRULE of its examples must be accepted as written.
  it.each([
    'FREQ=DAILY;COUNT=10',
    'FREQ=DAILY;UNTIL=19971224T000000Z',
    'FREQ=DAILY;INTERVAL=2',
    'FREQ=DAILY;INTERVAL=10;COUNT=5',
    'FREQ=YEARLY;UNTIL=20000131T140000Z;BYMONTH=1;BYDAY=SU,MO,TU,WE,TH,FR,SA',
    'FREQ=DAILY;UNTIL=20000131T140000Z;BYMONTH=1',
    'FREQ=WEEKLY;COUNT=10',
    'FREQ=WEEKLY;UNTIL=19971224T000000Z',
    'FREQ=WEEKLY;INTERVAL=2;WKST=SU',
    'FREQ=WEEKLY;UNTIL=19971007T000000Z;WKST=SU;BYDAY=TU,TH',
    'FREQ=WEEKLY;COUNT=10;WKST=SU;BYDAY=TU,TH',
    'FREQ=WEEKLY;INTERVAL=2;UNTIL=19971224T000000Z;WKST=SU;BYDAY=MO,WE,FR',
    'FREQ=WEEKLY;INTERVAL=2;COUNT=8;WKST=SU;BYDAY=TU,TH',
    'FREQ=MONTHLY;COUNT=10;BYDAY=1FR',
    'FREQ=MONTHLY;UNTIL=19971224T000000Z;BYDAY=1FR',
    'FREQ=MONTHLY;INTERVAL=2;COUNT=10;BYDAY=1SU,-1SU',
    'FREQ=MONTHLY;COUNT=6;BYDAY=-2MO',
    'FREQ=MONTHLY;BYMONTHDAY=-3',
    'FREQ=MONTHLY;COUNT=10;BYMONTHDAY=2,15',
    'FREQ=MONTHLY;COUNT=10;BYMONTHDAY=1,-1',
    'FREQ=MONTHLY;INTERVAL=18;COUNT=10;BYMONTHDAY=10,11,12,13,14,15',
    'FREQ=MONTHLY;INTERVAL=2;BYDAY=TU',
    'FREQ=YEARLY;COUNT=10;BYMONTH=6,7',
    'FREQ=YEARLY;INTERVAL=2;COUNT=10;BYMONTH=1,2,3',
    'FREQ=YEARLY;INTERVAL=3;COUNT=10;BYYEARDAY=1,100,200',
    'FREQ=YEARLY;BYDAY=20MO',
    'FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO',
    'FREQ=YEARLY;BYMONTH=3;BYDAY=TH',
    'FREQ=YEARLY;BYDAY=TH;BYMONTH=6,7,8',
    'FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13',
    'FREQ=MONTHLY;BYDAY=SA;BYMONTHDAY=7,8,9,10,11,12,13',
    'FREQ=YEARLY;INTERVAL=4;BYMONTH=11;BYDAY=TU;BYMONTHDAY=2,3,4,5,6,7,8',
    'FREQ=MONTHLY;COUNT=3;BYDAY=TU,WE,TH;BYSETPOS=3',
    'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-2',
    'FREQ=HOURLY;INTERVAL=3;UNTIL=19970902T170000Z',
    'FREQ=MINUTELY;INTERVAL=15;COUNT=6',
    'FREQ=MINUTELY;INTERVAL=90;COUNT=4',
    'FREQ=DAILY;BYHOUR=9,10,11,12,13,14,15,16;BYMINUTE=0,20,40',
    'FREQ=MINUTELY;INTERVAL=20;BYHOUR=9,10,11,12,13,14,15,16',
    'FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=MO',
    'FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=SU',
    'FREQ=MONTHLY;BYMONTHDAY=15,30;COUNT=5',
  ])('accepts the RFC 5545 example %s', (text) => {
    expect(parseRule(text).ok).toBe(true);
  });
});

describe('parseRule: problems in one part', () => {
  it('names the part, the allowed range and the wrong value (BYHOUR=24)', () => {
    expect(onlyProblem('FREQ=DAILY;BYHOUR=24')).toEqual({
      part: 'BYHOUR',
      code: 'out_of_range',
      message: {
        'es-MX': 'BYHOUR admite horas de 0 a 23; 24 no es válida.',
        'en-US': 'BYHOUR takes hours 0 to 23; 24 is not valid.',
      },
    });
  });

  it.each([
    ['FREQ=MINUTELY;BYSECOND=61', 'BYSECOND', '0 a 60', '0 to 60'],
    ['FREQ=HOURLY;BYMINUTE=60', 'BYMINUTE', '0 a 59', '0 to 59'],
    ['FREQ=DAILY;BYHOUR=-1', 'BYHOUR', '0 a 23', '0 to 23'],
    ['FREQ=MONTHLY;BYMONTHDAY=32', 'BYMONTHDAY', '1 a 31 o de -31 a -1', '1 to 31, or -31 to -1'],
    ['FREQ=MONTHLY;BYMONTHDAY=0', 'BYMONTHDAY', '1 a 31 o de -31 a -1', '1 to 31, or -31 to -1'],
    ['FREQ=MONTHLY;BYMONTHDAY=-32', 'BYMONTHDAY', '1 a 31 o de -31 a -1', '1 to 31, or -31 to -1'],
    ['FREQ=YEARLY;BYYEARDAY=367', 'BYYEARDAY', '1 a 366 o de -366 a -1', '1 to 366, or -366 to -1'],
    ['FREQ=YEARLY;BYYEARDAY=0', 'BYYEARDAY', '1 a 366 o de -366 a -1', '1 to 366, or -366 to -1'],
    ['FREQ=YEARLY;BYWEEKNO=54', 'BYWEEKNO', '1 a 53 o de -53 a -1', '1 to 53, or -53 to -1'],
    ['FREQ=YEARLY;BYWEEKNO=0', 'BYWEEKNO', '1 a 53 o de -53 a -1', '1 to 53, or -53 to -1'],
    ['FREQ=YEARLY;BYMONTH=13', 'BYMONTH', '1 a 12', '1 to 12'],
    ['FREQ=YEARLY;BYMONTH=0', 'BYMONTH', '1 a 12', '1 to 12'],
    ['FREQ=MONTHLY;BYDAY=MO;BYSETPOS=367', 'BYSETPOS', '1 a 366 o de -366 a -1', '1 to 366, or -366 to -1'],
    ['FREQ=MONTHLY;BYDAY=MO;BYSETPOS=0', 'BYSETPOS', '1 a 366 o de -366 a -1', '1 to 366, or -366 to -1'],
    ['FREQ=DAILY;INTERVAL=0', 'INTERVAL', 'desde 1', 'from 1'],
    ['FREQ=DAILY;COUNT=0', 'COUNT', 'desde 1', 'from 1'],
    ['FREQ=DAILY;COUNT=-3', 'COUNT', 'desde 1', 'from 1'],
    ['FREQ=MONTHLY;BYDAY=0MO', 'BYDAY', '1 a 53 o de -53 a -1', '1 to 53 or -53 to -1'],
    ['FREQ=YEARLY;BYDAY=54MO', 'BYDAY', '1 a 53 o de -53 a -1', '1 to 53 or -53 to -1'],
  ])('%s is out of range for %s', (text, part, esRange, enRange) => {
    const found = onlyProblem(text);
    expect(found.part).toBe(part);
    expect(found.code).toBe('out_of_range');
    expect(found.message['es-MX']).toContain(part);
    expect(found.message['es-MX']).toContain(esRange);
    expect(found.message['en-US']).toContain(part);
    expect(found.message['en-US']).toContain(enRange);
  });

  it('accepts the edges of every range', () => {
    expect(
      parseRule(
        'FREQ=YEARLY;BYSECOND=0,60;BYMINUTE=0,59;BYHOUR=0,23;BYMONTHDAY=1,31,-1,-31;BYYEARDAY=1,366,-1,-366;' +
          'BYWEEKNO=1,53,-1,-53;BYMONTH=1,12;BYSETPOS=1,366,-1,-366',
      ).ok,
    ).toBe(true);
  });

  it('refuses what is not a whole number, naming the value', () => {
    for (const text of ['FREQ=DAILY;INTERVAL=two', 'FREQ=DAILY;COUNT=1.5', 'FREQ=DAILY;COUNT=1,2']) {
      const found = onlyProblem(text);
      expect(found.code).toBe('not_a_number');
    }
    const found = onlyProblem('FREQ=DAILY;BYHOUR=8,ocho');
    expect(found).toMatchObject({ part: 'BYHOUR', code: 'not_a_number' });
    expect(found.message['es-MX']).toBe('BYHOUR admite horas de 0 a 23; "ocho" no es un número entero.');
    expect(found.message['en-US']).toBe('BYHOUR takes hours 0 to 23; "ocho" is not a whole number.');
  });

  it('refuses a sign where only non-negative values exist, saying what to write instead', () => {
    const found = onlyProblem('FREQ=DAILY;BYHOUR=+8');
    expect(found).toMatchObject({ part: 'BYHOUR', code: 'sign_not_allowed' });
    expect(found.message['es-MX']).toContain('escribe 8 en lugar de +8');
    expect(found.message['en-US']).toContain('write 8 instead of +8');
    expect(codesOf('FREQ=DAILY;INTERVAL=+2')).toEqual(['INTERVAL:sign_not_allowed']);
    expect(codesOf('FREQ=DAILY;BYMINUTE=-0')).toEqual(['BYMINUTE:sign_not_allowed']);
  });

  it('refuses empty list items and empty values', () => {
    expect(codesOf('FREQ=DAILY;BYHOUR=8,,17')).toEqual(['BYHOUR:empty_item']);
    expect(codesOf('FREQ=DAILY;BYHOUR=8,')).toEqual(['BYHOUR:empty_item']);
    expect(codesOf('FREQ=WEEKLY;BYDAY=MO,')).toEqual(['BYDAY:empty_item']);
    expect(codesOf('FREQ=DAILY;COUNT=')).toEqual(['COUNT:missing']);
    expect(codesOf('FREQ=DAILY;BYMONTH')).toEqual(['BYMONTH:missing']);
    expect(codesOf('FREQ=')).toEqual(['FREQ:missing']);
    const found = onlyProblem('FREQ=DAILY;COUNT=');
    expect(found.message['es-MX']).toBe('COUNT no tiene valor; escribe por ejemplo COUNT=10.');
    expect(found.message['en-US']).toBe('COUNT has no value; write for example COUNT=10.');
  });

  it('requires FREQ and names the frequencies it takes', () => {
    for (const text of ['', '   ', 'RRULE:', 'INTERVAL=2']) {
      const found = onlyProblem(text);
      expect(found).toMatchObject({ part: 'FREQ', code: 'missing' });
      expect(found.message['es-MX']).toContain('WEEKLY');
      expect(found.message['en-US']).toContain('FREQ is missing');
    }
    const unknown = onlyProblem('FREQ=DIARIO');
    expect(unknown).toMatchObject({ part: 'FREQ', code: 'unknown_value' });
    expect(unknown.message['es-MX']).toBe(
      'FREQ admite SECONDLY, MINUTELY, HOURLY, DAILY, WEEKLY, MONTHLY o YEARLY; "DIARIO" no es válido.',
    );
    expect(unknown.message['en-US']).toContain('"DIARIO" is not valid');
  });

  it('refuses an unknown weekday in WKST and BYDAY', () => {
    expect(codesOf('FREQ=WEEKLY;WKST=LU')).toEqual(['WKST:unknown_value']);
    expect(codesOf('FREQ=WEEKLY;WKST=MO,SU')).toEqual(['WKST:unknown_value']);
    expect(codesOf('FREQ=WEEKLY;BYDAY=LU')).toEqual(['BYDAY:unknown_value']);
    expect(codesOf('FREQ=MONTHLY;BYDAY=MO2')).toEqual(['BYDAY:unknown_value']);
    expect(codesOf('FREQ=MONTHLY;BYDAY=+MO')).toEqual(['BYDAY:unknown_value']);
    const found = onlyProblem('FREQ=WEEKLY;BYDAY=MO,XX');
    expect(found.message['es-MX']).toContain('"XX" no es válido');
    expect(found.message['en-US']).toContain('SU, MO, TU, WE, TH, FR, SA');
  });

  it.each([
    'UNTIL=2026-12-31',
    'UNTIL=20261231T2359',
    'UNTIL=20261231T235959+0100',
    'UNTIL=2026123',
    'UNTIL=20260230',
    'UNTIL=20250229',
    'UNTIL=20261301',
    'UNTIL=20261200',
    'UNTIL=20261231T240000',
    'UNTIL=20261231T236000',
    'UNTIL=20261231T235961',
    'UNTIL=00001231',
    'UNTIL=',
  ])('refuses %s as UNTIL', (part) => {
    const [found] = problemsOf(`FREQ=DAILY;${part}`);
    expect(found?.part).toBe('UNTIL');
    expect(found?.code).toBe(part === 'UNTIL=' ? 'missing' : 'invalid_date');
  });

  it('explains what UNTIL takes', () => {
    const found = onlyProblem('FREQ=DAILY;UNTIL=20260230');
    expect(found.message['es-MX']).toContain('AAAAMMDDTHHMMSS');
    expect(found.message['es-MX']).toContain('"20260230" no es válida');
    expect(found.message['en-US']).toContain('YYYYMMDDTHHMMSS');
  });

  it('refuses unknown parts, text that is not NAME=VALUE, and a part given twice', () => {
    const unknown = onlyProblem('FREQ=DAILY;BYEASTER=0');
    expect(unknown).toMatchObject({ part: 'RRULE', code: 'unknown_part' });
    expect(unknown.message['es-MX']).toContain('"BYEASTER" no es una parte de RRULE');
    expect(unknown.message['en-US']).toContain('BYSETPOS');
    expect(codesOf('FREQ=DAILY;DTSTART=20260101')).toEqual(['RRULE:unknown_part']);
    expect(codesOf('FREQ=DAILY;hello')).toEqual(['RRULE:malformed_part']);
    const twice = onlyProblem('FREQ=DAILY;COUNT=3;COUNT=4;COUNT=5');
    expect(twice).toMatchObject({ part: 'COUNT', code: 'duplicate_part' });
    expect(twice.message['en-US']).toBe('COUNT is given more than once; write it only once.');
    expect(codesOf('FREQ=DAILY;freq=WEEKLY')).toEqual(['FREQ:duplicate_part']);
  });
});

describe('parseRule: RFC 5545 constraints between parts', () => {
  it('refuses COUNT together with UNTIL', () => {
    const found = onlyProblem('FREQ=DAILY;COUNT=3;UNTIL=20261231');
    expect(found.code).toBe('count_and_until');
    expect(found.message['es-MX']).toContain('COUNT o UNTIL, no ambos');
    expect(found.message['en-US']).toContain('COUNT or UNTIL, not both');
  });

  it('takes BYDAY ordinals only in MONTHLY and YEARLY rules, and not in YEARLY with BYWEEKNO', () => {
    for (const freq of ['SECONDLY', 'MINUTELY', 'HOURLY', 'DAILY', 'WEEKLY']) {
      expect(codesOf(`FREQ=${freq};BYDAY=2TU`)).toEqual(['BYDAY:ordinal_not_allowed']);
    }
    const weekly = onlyProblem('FREQ=WEEKLY;BYDAY=MO,-1FR');
    expect(weekly.message['es-MX']).toContain('escribe solo el día, por ejemplo FR');
    expect(weekly.message['en-US']).toContain('with FREQ=WEEKLY write just the day, for example FR');
    expect(parseRule('FREQ=MONTHLY;BYDAY=2TU').ok).toBe(true);
    expect(parseRule('FREQ=YEARLY;BYDAY=2TU').ok).toBe(true);
    expect(codesOf('FREQ=YEARLY;BYWEEKNO=20;BYDAY=1MO')).toEqual(['BYDAY:ordinal_not_allowed']);
  });

  it('refuses BYMONTHDAY in WEEKLY rules', () => {
    const found = onlyProblem('FREQ=WEEKLY;BYMONTHDAY=1');
    expect(found).toMatchObject({ part: 'BYMONTHDAY', code: 'not_with_freq' });
    expect(found.message['en-US']).toContain('FREQ=WEEKLY');
  });

  it('refuses BYYEARDAY in DAILY, WEEKLY and MONTHLY rules only', () => {
    for (const freq of ['DAILY', 'WEEKLY', 'MONTHLY']) {
      expect(codesOf(`FREQ=${freq};BYYEARDAY=100`)).toEqual(['BYYEARDAY:not_with_freq']);
    }
    for (const freq of ['SECONDLY', 'MINUTELY', 'HOURLY', 'YEARLY']) {
      expect(parseRule(`FREQ=${freq};BYYEARDAY=100`).ok).toBe(true);
    }
  });

  it('takes BYWEEKNO only in YEARLY rules', () => {
    for (const freq of ['SECONDLY', 'MINUTELY', 'HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY']) {
      expect(codesOf(`FREQ=${freq};BYWEEKNO=20`)).toEqual(['BYWEEKNO:not_with_freq']);
    }
  });

  it('takes BYSETPOS only together with another BYxxx part', () => {
    const found = onlyProblem('FREQ=MONTHLY;BYSETPOS=-1');
    expect(found).toMatchObject({ part: 'BYSETPOS', code: 'needs_other_part' });
    expect(found.message['es-MX']).toContain('BYSETPOS');
    for (const part of ['BYSECOND=0', 'BYMINUTE=0', 'BYHOUR=8', 'BYDAY=MO', 'BYMONTHDAY=1', 'BYMONTH=1']) {
      expect(parseRule(`FREQ=MONTHLY;${part};BYSETPOS=-1`).ok).toBe(true);
    }
    expect(parseRule('FREQ=YEARLY;BYWEEKNO=1;BYSETPOS=1').ok).toBe(true);
    expect(parseRule('FREQ=YEARLY;BYYEARDAY=1;BYSETPOS=1').ok).toBe(true);
  });

  it('reports every problem at once', () => {
    expect(
      codesOf(
        'RRULE:FREQ=WEEKLY;INTERVAL=0;COUNT=2;UNTIL=20261331;BYHOUR=24,25;BYDAY=1MO;BYMONTHDAY=3;FOO=1',
      ),
    ).toEqual([
      'INTERVAL:out_of_range',
      'UNTIL:invalid_date',
      'BYHOUR:out_of_range',
      'BYHOUR:out_of_range',
      'RRULE:unknown_part',
      'UNTIL:count_and_until',
      'BYDAY:ordinal_not_allowed',
      'BYMONTHDAY:not_with_freq',
    ]);
    expect(codesOf('FREQ=SOMETIMES;BYSETPOS=1;BYMONTHDAY=0')).toEqual([
      'FREQ:unknown_value',
      'BYMONTHDAY:out_of_range',
    ]);
  });
});

describe('parseRule: rules that can never occur', () => {
  it('refuses a day that no month in BYMONTH has, with the example message', () => {
    const found = onlyProblem('FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30');
    expect(found.part).toBe('BYMONTHDAY');
    expect(found.code).toBe('never_occurs');
    expect(found.message['es-MX']).toMatch(/^Esta regla nunca ocurre: febrero no tiene día 30\./);
    expect(found.message['en-US']).toMatch(/^This rule never occurs: February has no day 30\./);
  });

  it('refuses the 31st when every month in BYMONTH has 30 days', () => {
    const found = onlyProblem('FREQ=MONTHLY;BYMONTH=4,6,9,11;BYMONTHDAY=31');
    expect(found).toMatchObject({ part: 'BYMONTHDAY', code: 'never_occurs' });
    expect(found.message['es-MX']).toContain('abril, junio, septiembre y noviembre no tienen día 31');
    expect(found.message['en-US']).toContain('April, June, September and November have no day 31');
  });

  it('refuses days counted from the end that are longer than every month in BYMONTH', () => {
    const found = onlyProblem('FREQ=DAILY;BYMONTH=2;BYMONTHDAY=-30,-31');
    expect(found).toMatchObject({ part: 'BYMONTHDAY', code: 'never_occurs' });
    expect(found.message['es-MX']).toContain(
      'febrero no tiene día -31 ni -30 (los negativos cuentan desde el final)',
    );
    expect(found.message['en-US']).toContain(
      'February has no day -31 or -30 (negative days count from the end)',
    );
  });

  it('refuses a day of the year that falls in no month of BYMONTH', () => {
    const found = onlyProblem('FREQ=YEARLY;BYYEARDAY=1;BYMONTH=6');
    expect(found).toMatchObject({ part: 'BYYEARDAY', code: 'never_occurs' });
    expect(found.message['es-MX']).toContain('ningún día del año de BYYEARDAY (1) cae en junio');
    expect(found.message['en-US']).toContain('no day of the year in BYYEARDAY (1) falls in June');
    expect(codesOf('FREQ=YEARLY;BYYEARDAY=-1,32;BYMONTH=3,4')).toEqual(['BYYEARDAY:never_occurs']);
  });

  it('refuses a day of the year that is never one of the BYMONTHDAY days', () => {
    const found = onlyProblem('FREQ=YEARLY;BYYEARDAY=1;BYMONTHDAY=2');
    expect(found).toMatchObject({ part: 'BYYEARDAY', code: 'never_occurs' });
    expect(found.message['en-US']).toContain('matches BYMONTHDAY (2)');
  });

  it('refuses BYDAY ordinals beyond the fifth within a month', () => {
    const found = onlyProblem('FREQ=MONTHLY;BYDAY=6MO,-7FR');
    expect(found).toMatchObject({ part: 'BYDAY', code: 'never_occurs' });
    expect(found.message['es-MX']).toContain('BYDAY pide 6MO y -7FR');
    expect(codesOf('FREQ=YEARLY;BYMONTH=11;BYDAY=6TU')).toEqual(['BYDAY:never_occurs']);
  });

  it.each([
    ['29 February (leap years)', 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29'],
    ['the last day of February', 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-29'],
    ['day 366 (leap years)', 'FREQ=YEARLY;BYYEARDAY=366'],
    ['day 366 in December', 'FREQ=YEARLY;BYYEARDAY=366;BYMONTH=12'],
    ['day -366 on 1 January', 'FREQ=YEARLY;BYYEARDAY=-366;BYMONTH=1;BYMONTHDAY=1'],
    ['day 60 on 29 February', 'FREQ=YEARLY;BYYEARDAY=60;BYMONTHDAY=29'],
    ['week 53', 'FREQ=YEARLY;BYWEEKNO=53'],
    ['the 31st with a month that has it', 'FREQ=MONTHLY;BYMONTH=4,6,9,12;BYMONTHDAY=31'],
    ['a day some month lacks, next to one it has', 'FREQ=MONTHLY;BYMONTH=2;BYMONTHDAY=15,30'],
    ['the 53rd Monday of the year', 'FREQ=YEARLY;BYDAY=53MO'],
    ['the fifth Monday of February', 'FREQ=YEARLY;BYMONTH=2;BYDAY=5MO'],
    ['an impossible ordinal next to a possible one', 'FREQ=MONTHLY;BYDAY=6MO,1MO'],
  ])('does not refuse a rare but valid rule: %s', (_name, text) => {
    expect(parseRule(text).ok).toBe(true);
  });
});

describe('formatRule', () => {
  it('writes the canonical text in the fixed part order, leaving defaults out', () => {
    const rule: RecurrenceRule = {
      freq: 'YEARLY',
      interval: 2,
      count: 10,
      wkst: 'SU',
      bySetPos: [-1],
      bySecond: [0],
      byMinute: [30, 0],
      byHour: [8],
      byDay: [{ weekday: 'TU', ordinal: -1 }, { weekday: 'MO' }],
      byMonthDay: [1],
      byYearDay: [100],
      byWeekNo: [20],
      byMonth: [6, 1],
    };
    expect(formatRule(rule)).toBe(
      'FREQ=YEARLY;INTERVAL=2;COUNT=10;WKST=SU;BYMONTH=1,6;BYWEEKNO=20;BYYEARDAY=100;BYMONTHDAY=1;' +
        'BYDAY=MO,-1TU;BYHOUR=8;BYMINUTE=0,30;BYSECOND=0;BYSETPOS=-1',
    );
    expect(formatRule({ freq: 'DAILY', interval: 1, wkst: 'MO' })).toBe('FREQ=DAILY');
  });

  it('writes UNTIL as a wall-clock date-time', () => {
    const until = { year: 987, month: 3, day: 9, hour: 7, minute: 5, second: 0 };
    expect(formatRule({ freq: 'WEEKLY', interval: 1, wkst: 'MO', until })).toBe(
      'FREQ=WEEKLY;UNTIL=09870309T070500',
    );
    expect(formatRule(parsed('FREQ=DAILY;UNTIL=20261231'))).toBe('FREQ=DAILY;UNTIL=20261231T000000');
  });

  it('gives back the same rule when its text is read again (property)', () => {
    fc.assert(
      fc.property(validRule, (rule) => {
        expect(parseRule(formatRule(rule))).toStrictEqual<ParseRuleResult>({ ok: true, rule });
      }),
      { numRuns: 500 },
    );
  }, 30_000);

  it('writes text that rrule.js reads as the same rule (property)', () => {
    fc.assert(
      fc.property(validRule, (rule) => {
        expect(rruleView(RRule.parseString(formatRule(rule)))).toEqual(ourView(rule));
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it('reads the text rrule.js writes for the same rule (property)', () => {
    fc.assert(
      fc.property(validRule, (rule) => {
        const result = parseRule(RRule.optionsToString(toRRuleOptions(rule)));
        expect(result).toStrictEqual<ParseRuleResult>(
          rule.until === undefined ? { ok: true, rule } : { ok: true, rule, untilIsUtc: true },
        );
      }),
      { numRuns: 300 },
    );
  }, 30_000);
});

describe('ruleProblemsText', () => {
  it('joins every message of one locale in one line', () => {
    const problems = problemsOf('FREQ=DAILY;BYHOUR=24;BYMINUTE=60');
    expect(ruleProblemsText(problems, 'es-MX')).toBe(
      'BYHOUR admite horas de 0 a 23; 24 no es válida. BYMINUTE admite minutos de 0 a 59; 60 no es válido.',
    );
    expect(ruleProblemsText(problems, 'en-US')).toBe(
      'BYHOUR takes hours 0 to 23; 24 is not valid. BYMINUTE takes minutes 0 to 59; 60 is not valid.',
    );
    expect(ruleProblemsText([], 'en-US')).toBe('');
  });
});

// ---------------------------------------------------------------------------------------------
// Arbitrary valid rules

const FREQUENCIES: Frequency[] = ['SECONDLY', 'MINUTELY', 'HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'];

const ascending = (values: number[]) => [...values].sort((a, b) => a - b);

function numberList(min: number, max: number) {
  return fc.option(fc.uniqueArray(fc.integer({ min, max }), { minLength: 1, maxLength: 5 }).map(ascending), {
    nil: undefined,
  });
}

/** ±1..max: values counted from the start or from the end, never 0. */
function signedList(max: number) {
  return fc.option(
    fc
      .uniqueArray(
        fc.integer({ min: 1, max }).chain((value) => fc.constantFrom(value, -value)),
        { minLength: 1, maxLength: 5 },
      )
      .map(ascending),
    { nil: undefined },
  );
}

/** The order BYDAY is expected in: Monday first; plain day, then 1, 2, …, then −2, −1. */
function byDayOrder(a: ByDay, b: ByDay): number {
  const rank = (day: ByDay) =>
    day.ordinal === undefined ? -1000 : day.ordinal > 0 ? day.ordinal : 1000 + day.ordinal;
  return WEEKDAYS.indexOf(a.weekday) - WEEKDAYS.indexOf(b.weekday) || rank(a) - rank(b);
}

function byDayList(ordinals: boolean) {
  const ordinal = ordinals
    ? fc.option(
        fc.integer({ min: 1, max: 5 }).chain((value) => fc.constantFrom(value, -value)),
        { nil: undefined },
      )
    : fc.constant(undefined);
  const day = fc
    .tuple(fc.constantFrom(...WEEKDAYS), ordinal)
    .map(([weekday, value]): ByDay => (value === undefined ? { weekday } : { weekday, ordinal: value }));
  return fc.option(
    fc
      .uniqueArray(day, {
        minLength: 1,
        maxLength: 5,
        selector: (entry) => `${entry.ordinal ?? ''}${entry.weekday}`,
      })
      .map((days) => [...days].sort(byDayOrder)),
    { nil: undefined },
  );
}

/** A wall-clock value from a UTC instant, so every date is a real one (leap days included). */
const untilArb = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 0, 1) }).map((ms) => {
  const date = new Date(Math.floor(ms / 1000) * 1000);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  };
});

/**
 * Rules that obey every RFC 5545 constraint and can occur: BYMONTHDAY stays within ±28 (every
 * month has it), BYYEARDAY comes without BYMONTH/BYMONTHDAY, BYDAY ordinals stay within ±5.
 */
const validRule: fc.Arbitrary<RecurrenceRule> = fc.constantFrom(...FREQUENCIES).chain((freq) =>
  fc
    .record({
      interval: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 1000 })),
      bound: fc.oneof(
        fc.constant({}),
        fc.record({ count: fc.integer({ min: 1, max: 1_000_000 }) }),
        fc.record({ until: untilArb }),
      ),
      wkst: fc.constantFrom(...WEEKDAYS),
      bySecond: numberList(0, 60),
      byMinute: numberList(0, 59),
      byHour: numberList(0, 23),
      byDay: byDayList(freq === 'MONTHLY' || freq === 'YEARLY'),
      byMonthDay: freq === 'WEEKLY' ? fc.constant(undefined) : signedList(28),
      byYearDay: ['DAILY', 'WEEKLY', 'MONTHLY'].includes(freq) ? fc.constant(undefined) : signedList(366),
      byWeekNo: freq === 'YEARLY' ? signedList(53) : fc.constant(undefined),
      byMonth: numberList(1, 12),
      bySetPos: signedList(366),
    })
    .map(({ bound, ...parts }) => {
      const rule: RecurrenceRule = { freq, interval: parts.interval, wkst: parts.wkst, ...bound };
      const lists = { ...parts, interval: undefined, wkst: undefined };
      if (lists.byYearDay && (lists.byMonth || lists.byMonthDay)) lists.byYearDay = undefined;
      if (lists.byWeekNo && lists.byDay) {
        lists.byDay = lists.byDay.some((day) => day.ordinal !== undefined) ? undefined : lists.byDay;
      }
      const hasOtherPart = Object.entries(lists).some(
        ([key, value]) => key !== 'bySetPos' && key.startsWith('by') && value !== undefined,
      );
      if (!hasOtherPart) lists.bySetPos = undefined;
      for (const [key, value] of Object.entries(lists)) {
        if (value !== undefined) Object.assign(rule, { [key]: value });
      }
      return rule;
    }),
);

// ---------------------------------------------------------------------------------------------
// rrule.js views for the cross-checks

interface View {
  freq: string;
  interval: number;
  count?: number;
  until?: number[];
  wkst: number;
  numbers: Record<string, number[]>;
  byDay: string[];
}

const LIST_KEYS = [
  'bySecond',
  'byMinute',
  'byHour',
  'byMonthDay',
  'byYearDay',
  'byWeekNo',
  'byMonth',
  'bySetPos',
] as const;

function ourView(rule: RecurrenceRule): View {
  const numbers: Record<string, number[]> = {};
  for (const key of LIST_KEYS) {
    const values = rule[key];
    if (values) numbers[key.toLowerCase()] = values;
  }
  const view: View = {
    freq: rule.freq,
    interval: rule.interval,
    wkst: WEEKDAYS.indexOf(rule.wkst),
    numbers,
    byDay: (rule.byDay ?? []).map((day) => `${day.ordinal ?? ''}${day.weekday}`),
  };
  if (rule.count !== undefined) view.count = rule.count;
  if (rule.until) {
    const { year, month, day, hour, minute, second } = rule.until;
    view.until = [year, month, day, hour, minute, second];
  }
  return view;
}

function rruleView(options: Partial<RRuleOptions>): View {
  const numbers: Record<string, number[]> = {};
  for (const key of LIST_KEYS) {
    const value = (options as Record<string, unknown>)[key.toLowerCase()];
    if (value !== undefined && value !== null)
      numbers[key.toLowerCase()] = ([] as number[]).concat(value as number);
  }
  const weekdays = ([] as unknown[]).concat(options.byweekday ?? []) as RRuleWeekday[];
  const view: View = {
    freq: RRuleFrequency[options.freq ?? RRuleFrequency.YEARLY] as string,
    interval: options.interval ?? 1,
    wkst: options.wkst === undefined || options.wkst === null ? 0 : (options.wkst as RRuleWeekday).weekday,
    numbers,
    byDay: weekdays.map((day) => `${day.n ?? ''}${WEEKDAYS[day.weekday]}`),
  };
  if (typeof options.count === 'number') view.count = options.count;
  if (options.until) {
    const date = options.until;
    view.until = [
      date.getUTCFullYear(),
      date.getUTCMonth() + 1,
      date.getUTCDate(),
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
    ];
  }
  return view;
}

function toRRuleOptions(rule: RecurrenceRule): Partial<RRuleOptions> {
  const options: Partial<RRuleOptions> = {
    freq: RRuleFrequency[rule.freq],
    interval: rule.interval,
    wkst: WEEKDAYS.indexOf(rule.wkst),
  };
  if (rule.count !== undefined) options.count = rule.count;
  if (rule.until) {
    const { year, month, day, hour, minute, second } = rule.until;
    options.until = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  }
  for (const key of LIST_KEYS) {
    const values = rule[key];
    if (values) Object.assign(options, { [key.toLowerCase()]: values });
  }
  if (rule.byDay) {
    options.byweekday = rule.byDay.map((day) => new RRuleWeekday(WEEKDAYS.indexOf(day.weekday), day.ordinal));
  }
  return options;
}
