import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  escapeText,
  foldLine,
  type IcsTodo,
  parseCalendar,
  parseContentLine,
  serializeCalendar,
  unescapeText,
  unfoldLines,
} from './ics.ts';
import { parseRule } from './rule.ts';
import type { LocalDateTime, RecurrenceRule } from './types.ts';

const octets = (text: string) => Buffer.byteLength(text, 'utf8');
const at = (year: number, month: number, day: number, hour = 0, minute = 0, second = 0): LocalDateTime => ({
  year,
  month,
  day,
  hour,
  minute,
  second,
});
const rule = (text: string): RecurrenceRule => {
  const parsed = parseRule(text);
  if (!parsed.ok) throw new Error(text);
  return parsed.rule;
};

function expectWellFolded(folded: string, original: string) {
  const physical = folded.split('\r\n');
  for (const [i, line] of physical.entries()) {
    expect(octets(line)).toBeLessThanOrEqual(75);
    if (i > 0) expect(line.startsWith(' ')).toBe(true);
    expect(line).not.toMatch(/\uFFFD/);
    // No lone surrogate at either end of a physical line: no character was cut.
    expect(line).not.toMatch(/[\uD800-\uDBFF]$/);
    expect(line).not.toMatch(/^ ?[\uDC00-\uDFFF]/);
  }
  expect(unfoldLines(folded)).toEqual([original]);
}

describe('foldLine / unfoldLines', () => {
  it('leaves a line of exactly 75 ASCII octets alone and splits one of 76', () => {
    const exact = `SUMMARY:${'a'.repeat(67)}`;
    expect(octets(exact)).toBe(75);
    expect(foldLine(exact)).toBe(exact);
    const longer = `${exact}b`;
    expect(foldLine(longer)).toBe(`${exact}\r\n b`);
  });

  it('counts the leading space within each continuation line', () => {
    const folded = foldLine(`X:${'z'.repeat(300)}`);
    const lines = folded.split('\r\n');
    expect(lines.map(octets)).toEqual([75, 75, 75, 75, 6]);
    expectWellFolded(folded, `X:${'z'.repeat(300)}`);
  });

  it('never splits an accented Spanish character', () => {
    const text = `SUMMARY:${'Revisión de la cámara fría, limpieza del área de recepción y verificación de temperatura; '.repeat(4)}`;
    const folded = foldLine(text);
    expect(folded.split('\r\n').length).toBeGreaterThan(3);
    expectWellFolded(folded, text);
    // Put a two-octet character across the 75-octet boundary: it moves whole to the next line.
    const boundary = `SUMMARY:${'a'.repeat(66)}é`;
    expect(octets(boundary)).toBe(76);
    expect(foldLine(boundary)).toBe(`SUMMARY:${'a'.repeat(66)}\r\n é`);
  });

  it('never splits an emoji (a surrogate pair, four octets)', () => {
    const boundary = `SUMMARY:${'a'.repeat(65)}🧊`;
    expect(foldLine(boundary)).toBe(`SUMMARY:${'a'.repeat(65)}\r\n 🧊`);
    const text = `DESCRIPTION:${'🧊❄️ Cámara fría 👩🏽‍🍳 '.repeat(12)}`;
    expectWellFolded(foldLine(text), text);
  });

  it('keeps every physical line within 75 octets for any text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (value) => {
        const line = `DESCRIPTION:${escapeText(value)}`;
        expectWellFolded(foldLine(line), line);
      }),
    );
  });

  it('unfolds CRLF or LF folds with a space or a tab and drops empty lines', () => {
    expect(unfoldLines('A:1\r\n 2\r\n\r\nB:3\n\t4\nC:5\n')).toEqual(['A:12', 'B:34', 'C:5']);
    // Only one whitespace character belongs to the fold; a second one is content.
    expect(unfoldLines('A:x\r\n  y')).toEqual(['A:x y']);
  });
});

describe('escapeText / unescapeText', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    expect(escapeText('línea 1\r\nlínea 2')).toBe('línea 1\\nlínea 2');
    expect(unescapeText('a\\\\b\\;c\\,d\\ne\\Nf')).toBe('a\\b;c,d\ne\nf');
  });

  it('round-trips text with ;,\\ and newlines (property)', () => {
    const text = fc.string({
      unit: fc.constantFrom('a', 'ñ', ';', ',', '\\', '\n', 'n', 'N', ' ', '🧊'),
      maxLength: 60,
    });
    fc.assert(
      fc.property(text, (value) => {
        expect(unescapeText(escapeText(value))).toBe(value);
      }),
    );
  });
});

describe('parseContentLine', () => {
  it('upper-cases names and reads quoted parameter values holding : ; ,', () => {
    expect(
      parseContentLine('attendee;cn="Pérez, Ana; jefa: cocina";role=REQ-PARTICIPANT:mailto:ana@example.com'),
    ).toEqual({
      name: 'ATTENDEE',
      params: { CN: ['Pérez, Ana; jefa: cocina'], ROLE: ['REQ-PARTICIPANT'] },
      value: 'mailto:ana@example.com',
    });
  });

  it('reads parameter value lists and keeps everything after the first unquoted colon', () => {
    expect(parseContentLine('X-A;MEMBER="a:b",c;tzid=America/Mexico_City:1:2;3')).toEqual({
      name: 'X-A',
      params: { MEMBER: ['a:b', 'c'], TZID: ['America/Mexico_City'] },
      value: '1:2;3',
    });
    expect(parseContentLine('SUMMARY:').value).toBe('');
  });

  it('throws an error naming the line when it is malformed', () => {
    for (const line of ['no colon here', ':value', 'A;B:x', 'A;B="open:x', 'A;B=x"y":z', 'BAD NAME:x']) {
      expect(() => parseContentLine(line)).toThrow(line);
    }
  });
});

const base: IcsTodo = {
  uid: 'act-1@faena',
  summary: 'Revisión de la cámara fría',
  start: at(2026, 1, 5, 8),
  zone: 'America/Mexico_City',
  stamp: at(2026, 1, 1, 12),
};

describe('serializeCalendar', () => {
  it('writes a VCALENDAR with folded lines, CRLF ends and every field of a VTODO', () => {
    const text = serializeCalendar(
      [
        {
          ...base,
          description: 'Temperatura ≤ 4 °C; anotar en bitácora, firmar.\nSegunda línea',
          duration: 'PT1H30M',
          rrule: rule('FREQ=WEEKLY;BYDAY=MO,TH;UNTIL=20261231T080000'),
          rdates: [at(2026, 1, 10, 9)],
          exdates: [at(2026, 1, 8, 8), at(2026, 1, 12, 8)],
          status: 'NEEDS-ACTION',
          priority: 1,
          categories: ['Cocina', 'Frío, congelación'],
        },
      ],
      { prodId: '-//Faena//Actividades//ES', name: 'Actividades de cocina' },
    );
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(unfoldLines(text)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Faena//Actividades//ES',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Actividades de cocina',
      'BEGIN:VTODO',
      'UID:act-1@faena',
      'DTSTAMP:20260101T120000Z',
      'DTSTART;TZID=America/Mexico_City:20260105T080000',
      'DURATION:PT1H30M',
      // RFC 5545 3.3.10: with a zoned DTSTART, UNTIL is in UTC (08:00 CST is 14:00Z).
      'RRULE:FREQ=WEEKLY;UNTIL=20261231T140000Z;BYDAY=MO,TH',
      'RDATE;TZID=America/Mexico_City:20260110T090000',
      'EXDATE;TZID=America/Mexico_City:20260108T080000,20260112T080000',
      'SUMMARY:Revisión de la cámara fría',
      'DESCRIPTION:Temperatura ≤ 4 °C\\; anotar en bitácora\\, firmar.\\nSegunda línea',
      'STATUS:NEEDS-ACTION',
      'PRIORITY:1',
      'CATEGORIES:Cocina,Frío\\, congelación',
      'END:VTODO',
      'END:VCALENDAR',
    ]);
  });

  it('writes a UTC start with Z and no TZID, and no X-WR-CALNAME without a name', () => {
    const lines = unfoldLines(serializeCalendar([{ ...base, zone: 'UTC' }], { prodId: 'p' }));
    expect(lines).toContain('DTSTART:20260105T080000Z');
    expect(lines.some((line) => line.startsWith('X-WR-CALNAME'))).toBe(false);
  });

  it('marks a reminder with X-FAENA-REMINDER and reads it back; other items have no such line', () => {
    const text = serializeCalendar(
      [
        { ...base, reminder: true },
        { ...base, uid: 'otra' },
      ],
      { prodId: 'p' },
    );
    expect(unfoldLines(text).filter((line) => line === 'X-FAENA-REMINDER:TRUE')).toHaveLength(1);
    const [reminder, task] = parseCalendar(text).todos;
    expect([reminder?.reminder, task?.reminder]).toEqual([true, undefined]);
  });

  it('refuses to write an item it could not read back', () => {
    expect(() => serializeCalendar([{ ...base, zone: 'Mars/Olympus' }], { prodId: 'p' })).toThrow(
      'Mars/Olympus',
    );
    expect(() => serializeCalendar([{ ...base, duration: '1 hour' }], { prodId: 'p' })).toThrow('1 hour');
    expect(() => serializeCalendar([{ ...base, priority: 10 }], { prodId: 'p' })).toThrow('priority');
    expect(() => serializeCalendar([{ ...base, uid: '' }], { prodId: 'p' })).toThrow('UID');
  });
});

describe('parseCalendar(serializeCalendar(todos))', () => {
  const zones = [
    'America/Mexico_City',
    'America/Santiago',
    'America/Bogota',
    'America/New_York',
    'Europe/Madrid',
    'UTC',
  ];
  const rules = [
    'FREQ=DAILY',
    'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE,FR',
    'FREQ=MONTHLY;BYDAY=2TU;COUNT=10',
    'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29',
    'FREQ=MONTHLY;BYMONTHDAY=-1;WKST=SU',
  ];
  const text = fc.string({
    unit: fc.constantFrom('a', 'Z', 'ñ', 'á', 'ü', '¿', ' ', ';', ',', '\\', ':', '"', '\n', '🧊', '👩🏽‍🍳'),
    maxLength: 120,
  });
  const dateTime = (hours: fc.Arbitrary<number>) =>
    fc.record({
      year: fc.integer({ min: 1990, max: 2040 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 28 }),
      hour: hours,
      minute: fc.integer({ min: 0, max: 59 }),
      second: fc.integer({ min: 0, max: 59 }),
    });
  // UNTIL travels in UTC, so it is kept away from the small-hours DST gaps, where a wall time does not exist.
  const ruleArb = fc.oneof(
    fc.constantFrom(...rules).map(rule),
    fc
      .tuple(
        fc.constantFrom(...rules.filter((r) => !r.includes('COUNT'))),
        dateTime(fc.integer({ min: 6, max: 22 })),
      )
      .map(([text, until]) => ({ ...rule(text), until })),
  );
  const anyTime = dateTime(fc.integer({ min: 0, max: 23 }));
  const todoArb: fc.Arbitrary<IcsTodo> = fc.record(
    {
      uid: text.filter((value) => value !== ''),
      summary: text,
      description: text,
      start: anyTime,
      zone: fc.constantFrom(...zones),
      duration: fc.constantFrom('P1D', 'PT1H30M', 'P1W', 'PT15M', 'P2DT3H', 'PT45S', 'PT0S'),
      rrule: ruleArb,
      rdates: fc.array(anyTime, { minLength: 1, maxLength: 3 }),
      exdates: fc.array(anyTime, { minLength: 1, maxLength: 3 }),
      status: fc.constantFrom('NEEDS-ACTION', 'COMPLETED', 'IN-PROCESS', 'CANCELLED'),
      priority: fc.integer({ min: 0, max: 9 }),
      categories: fc.array(text, { minLength: 1, maxLength: 3 }),
      stamp: anyTime,
    },
    { requiredKeys: ['uid', 'summary', 'start', 'zone', 'stamp'] },
  );

  it('gives back the same todos (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(todoArb, { selector: (todo) => todo.uid, maxLength: 4 }),
        text,
        (todos, name) => {
          const written = serializeCalendar(todos, { prodId: '-//Faena//ES', name });
          for (const line of written.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
          expect(parseCalendar(written)).toEqual({ todos, problems: [] });
        },
      ),
      { numRuns: 300 },
    );
  });
});

function calendar(...todos: string[][]): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:x', ...todos.flat(), 'END:VCALENDAR', ''].join('\r\n');
}
const vtodo = (uid: string | undefined, ...lines: string[]) => [
  'BEGIN:VTODO',
  ...(uid === undefined ? [] : [`UID:${uid}`]),
  'DTSTAMP:20260101T000000Z',
  ...(lines.some((line) => line.startsWith('DTSTART')) ? [] : ['DTSTART;TZID=America/Lima:20260105T080000']),
  ...lines,
  'END:VTODO',
];

describe('parseCalendar refusals', () => {
  const cases: [string, string[], string][] = [
    ['missing UID', vtodo(undefined, 'SUMMARY:sin uid'), 'missing_uid'],
    ['missing DTSTART', ['BEGIN:VTODO', 'UID:b', 'DTSTAMP:20260101T000000Z', 'END:VTODO'], 'missing_dtstart'],
    ['invalid DTSTART', vtodo('b', 'DTSTART;TZID=America/Lima:20260231T080000'), 'invalid_dtstart'],
    ['floating DTSTART', vtodo('b', 'DTSTART:20260105T080000'), 'floating_time'],
    ['date-only DTSTART', vtodo('b', 'DTSTART;VALUE=DATE:20260105'), 'date_only'],
    ['invalid RRULE', vtodo('b', 'RRULE:FREQ=SOMETIMES'), 'invalid_rrule'],
    ['invalid DURATION', vtodo('b', 'DURATION:1H'), 'invalid_duration'],
    ['negative DURATION', vtodo('b', 'DURATION:-PT1H'), 'invalid_duration'],
    [
      'DUE with DURATION',
      vtodo('b', 'DUE;TZID=America/Lima:20260105T090000', 'DURATION:PT1H'),
      'due_and_duration',
    ],
    ['DUE before DTSTART', vtodo('b', 'DUE;TZID=America/Lima:20260105T070000'), 'due_not_after_start'],
    ['unknown TZID', vtodo('b', 'DTSTART;TZID=Eastern Standard Time:20260105T080000'), 'unknown_zone'],
    ['unknown TZID on EXDATE', vtodo('b', 'EXDATE;TZID=Nowhere/City:20260106T080000'), 'unknown_zone'],
    ['PRIORITY 10', vtodo('b', 'PRIORITY:10'), 'invalid_priority'],
    ['PRIORITY text', vtodo('b', 'PRIORITY:high'), 'invalid_priority'],
    ['invalid STATUS', vtodo('b', 'STATUS:DONE'), 'invalid_status'],
    ['malformed line', vtodo('b', 'SUMMARY without colon'), 'malformed_line'],
  ];

  for (const [title, lines, code] of cases) {
    it(`refuses a VTODO with ${title} and still reads the others`, () => {
      const result = parseCalendar(
        calendar(vtodo('good-1', 'SUMMARY:Uno'), lines, vtodo('good-2', 'SUMMARY:Dos')),
      );
      expect(result.todos.map((todo) => todo.uid)).toEqual(['good-1', 'good-2']);
      expect(result.problems).toHaveLength(1);
      const [problem] = result.problems;
      expect(problem?.code).toBe(code);
      expect(problem?.index).toBe(1);
      expect(problem?.uid).toBe(lines.includes('UID:b') ? 'b' : undefined);
      expect(problem?.message['es-MX']).toMatch(/\S/);
      expect(problem?.message['en-US']).toMatch(/\S/);
      expect(problem?.message['es-MX']).not.toBe(problem?.message['en-US']);
    });
  }

  it("passes parseRule's problems on, in both languages", () => {
    const { problems } = parseCalendar(calendar(vtodo('r', 'RRULE:FREQ=MONTHLY;BYMONTHDAY=40')));
    expect(problems[0]?.ruleProblems?.[0]?.part).toBe('BYMONTHDAY');
    const ruleProblem = problems[0]?.ruleProblems?.[0];
    expect(problems[0]?.message['es-MX']).toContain(ruleProblem?.message['es-MX']);
    expect(problems[0]?.message['en-US']).toContain(ruleProblem?.message['en-US']);
  });

  it('reports every reason of one VTODO, with its UID', () => {
    const { todos, problems } = parseCalendar(
      calendar(vtodo('x', 'STATUS:LATER', 'PRIORITY:-1', 'DURATION:soon')),
    );
    expect(todos).toEqual([]);
    expect(problems.map((p) => [p.index, p.uid, p.code])).toEqual([
      [0, 'x', 'invalid_duration'],
      [0, 'x', 'invalid_status'],
      [0, 'x', 'invalid_priority'],
    ]);
  });

  it('refuses a repeated UID and a VTODO without END:VTODO', () => {
    const text = calendar(vtodo('same'), vtodo('same')).replace(
      /END:VCALENDAR\r\n$/,
      'BEGIN:VTODO\r\nUID:cut\r\n',
    );
    const { todos, problems } = parseCalendar(text);
    expect(todos.map((todo) => todo.uid)).toEqual(['same']);
    expect(problems.map((p) => [p.index, p.code])).toEqual([
      [1, 'duplicate_uid'],
      [2, 'unterminated_todo'],
    ]);
  });
});

describe('parseCalendar reading', () => {
  it('converts DUE to a duration: wall-clock days in the same zone, exact time across zones', () => {
    const { todos } = parseCalendar(
      calendar(
        vtodo(
          'a',
          'DTSTART;TZID=America/New_York:20250308T090000',
          'DUE;TZID=America/New_York:20250310T103000',
        ),
        vtodo('b', 'DTSTART;TZID=America/New_York:20250308T090000', 'DUE:20250308T150000Z'),
      ),
    );
    // Over the spring-forward night, two calendar days and 1h30 on the wall clock.
    expect(todos.map((todo) => todo.duration)).toEqual(['P2DT1H30M', 'PT1H']);
  });

  it('reads UTC values into zone UTC, and moves UTC or other-zone RDATE/EXDATE to the start zone', () => {
    const { todos } = parseCalendar(
      calendar(
        vtodo('utc', 'DTSTART:20260105T140000Z'),
        vtodo(
          'mx',
          'DTSTART;TZID=America/Mexico_City:20260105T080000',
          'RDATE:20260110T150000Z',
          'EXDATE;TZID=America/Bogota:20260108T090000',
          'EXDATE:20260112T080000',
        ),
      ),
    );
    expect(todos[0]).toMatchObject({ zone: 'UTC', start: at(2026, 1, 5, 14) });
    expect(todos[1]).toMatchObject({
      zone: 'America/Mexico_City',
      rdates: [at(2026, 1, 10, 9)],
      exdates: [at(2026, 1, 8, 8), at(2026, 1, 12, 8)],
    });
  });

  it('reads a real-world-looking file with VTIMEZONE, VEVENT, VALARM and another client’s folds, LF only', () => {
    const text = [
      'BEGIN:VCALENDAR',
      'PRODID:-//Apple Inc.//macOS 14.5//EN',
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      'X-WR-CALNAME:Cocina central',
      'BEGIN:VTIMEZONE',
      'TZID:America/Mexico_City',
      'BEGIN:STANDARD',
      'DTSTART:19701025T020000',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0600',
      'TZNAME:CST',
      'END:STANDARD',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'UID:evento-1',
      'DTSTAMP:20260101T000000Z',
      'DTSTART;TZID=America/Mexico_City:20260105T100000',
      'SUMMARY:Junta semanal',
      'END:VEVENT',
      'BEGIN:VTODO',
      'CREATED:20251220T101010Z',
      'UID:8F1C2A44-1B2C-4D5E-9F00-ABCDEF012345',
      'DTSTAMP:20251220T101010Z',
      'SUMMARY:Revisión de la cámara fría y registro de temperaturas de todo',
      '  el turno matutino',
      'DESCRIPTION:Verificar que la temperatura sea menor a 4 °C\\, anotar en la b',
      '\titácora\\; avisar al jefe de cocina.\\nSi falla: llamar a mantenimiento.',
      'DTSTART;TZID="America/Mexico_City":20260105T070000',
      'DUE;TZID=America/Mexico_City:20260105T073000',
      'RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR;UNTIL=20260630T130000Z',
      'EXDATE;TZID=America/Mexico_City:20260107T070000,20260109T070000',
      'PRIORITY:5',
      'STATUS:IN-PROCESS',
      'CATEGORIES:Cocina,Inocuidad',
      'X-APPLE-SORT-ORDER:12345',
      'SEQUENCE:2',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'DESCRIPTION:Recordatorio',
      'TRIGGER:-PT15M',
      'DURATION:PT5M',
      'UID:alarma-1',
      'END:VALARM',
      'END:VTODO',
      'END:VCALENDAR',
      '',
    ].join('\n');
    expect(parseCalendar(text)).toEqual({
      problems: [],
      todos: [
        {
          uid: '8F1C2A44-1B2C-4D5E-9F00-ABCDEF012345',
          summary: 'Revisión de la cámara fría y registro de temperaturas de todo el turno matutino',
          description:
            'Verificar que la temperatura sea menor a 4 °C, anotar en la bitácora; avisar al jefe de cocina.\nSi falla: llamar a mantenimiento.',
          start: at(2026, 1, 5, 7),
          zone: 'America/Mexico_City',
          duration: 'PT30M',
          rrule: { ...rule('FREQ=WEEKLY;BYDAY=MO,WE,FR'), until: at(2026, 6, 30, 7) },
          exdates: [at(2026, 1, 7, 7), at(2026, 1, 9, 7)],
          status: 'IN-PROCESS',
          priority: 5,
          categories: ['Cocina', 'Inocuidad'],
          stamp: at(2025, 12, 20, 10, 10, 10),
        },
      ],
    });
  });
});
