/**
 * Reading, checking and writing RRULE text (RFC 5545 section 3.3.10).
 *
 * `parseRule` reports every problem it finds, each with a stable code and words for a person in
 * es-MX and en-US, so a form can show them all at once. Besides the RFC's own constraints it
 * refuses rules that can never produce a date (BYMONTHDAY=30;BYMONTH=2), because such a rule would
 * otherwise only fail later, in the expander, after hundreds of empty attempts.
 */
import { isLeapYear, monthLength } from './civil.ts';
import {
  type ByDay,
  type Frequency,
  type LocalDateTime,
  type RecurrenceLocale,
  type RecurrenceRule,
  type RulePart,
  type RuleProblem,
  WEEKDAYS,
  type Weekday,
} from './types.ts';

export type ParseRuleResult =
  | {
      ok: true;
      rule: RecurrenceRule;
      /**
       * Present (true) when UNTIL was written in UTC (trailing Z). The rule still holds UNTIL as a
       * wall-clock value; a caller that cares can convert it with the activity's zone.
       */
      untilIsUtc?: true;
    }
  | { ok: false; problems: RuleProblem[] };

const FREQUENCIES: readonly Frequency[] = [
  'SECONDLY',
  'MINUTELY',
  'HOURLY',
  'DAILY',
  'WEEKLY',
  'MONTHLY',
  'YEARLY',
];

const PART_NAMES: readonly RulePart[] = [
  'FREQ',
  'INTERVAL',
  'COUNT',
  'UNTIL',
  'WKST',
  'BYSECOND',
  'BYMINUTE',
  'BYHOUR',
  'BYDAY',
  'BYMONTHDAY',
  'BYYEARDAY',
  'BYWEEKNO',
  'BYMONTH',
  'BYSETPOS',
];

/** Weekday codes in the order RFC 5545 lists them, for messages. */
const WEEKDAY_CODES_TEXT = 'SU, MO, TU, WE, TH, FR, SA';

const MONTH_NAMES: Record<RecurrenceLocale, readonly string[]> = {
  'es-MX': [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  'en-US': [
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
  ],
};

/** The month's name (1 = January): lower case in es-MX, capitalized in en-US. */
export function monthName(month: number, locale: RecurrenceLocale): string {
  return MONTH_NAMES[locale][month - 1] ?? String(month);
}

/** "a, b y c" / "a, b and c" (or "ni"/"or" for negative sentences). */
function joinList(items: readonly string[], last: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

function problem(part: RulePart, code: string, es: string, en: string): RuleProblem {
  return { part, code, message: { 'es-MX': es, 'en-US': en } };
}

// ---------------------------------------------------------------------------------------------
// Calendar helpers

// ---------------------------------------------------------------------------------------------
// Splitting the text into named parts

/** Name and value of each `NAME=VALUE` segment, in the order written. */
function segmentsOf(text: string): { segment: string; name: string; value: string | undefined }[] {
  const body = text.trim().replace(/^RRULE:/i, '');
  // Empty segments (a trailing ";" or ";;") carry nothing, so they are ignored rather than refused.
  return body
    .split(';')
    .map((segment) => segment.trim())
    .filter((segment) => segment !== '')
    .map((segment) => {
      const equals = segment.indexOf('=');
      if (equals < 0) return { segment, name: segment, value: undefined };
      return { segment, name: segment.slice(0, equals).trim(), value: segment.slice(equals + 1).trim() };
    });
}

function isPartName(name: string): name is RulePart {
  return (PART_NAMES as readonly string[]).includes(name);
}

function unknownPart(segment: string, name: string, hasValue: boolean): RuleProblem {
  const parts = joinList(PART_NAMES, 'y');
  const partsEn = joinList(PART_NAMES, 'and');
  if (!hasValue) {
    return problem(
      'RRULE',
      'malformed_part',
      `"${segment}" no tiene la forma NOMBRE=VALOR; separa las partes con ";", por ejemplo FREQ=WEEKLY;BYDAY=MO.`,
      `"${segment}" is not of the form NAME=VALUE; separate the parts with ";", for example FREQ=WEEKLY;BYDAY=MO.`,
    );
  }
  return problem(
    'RRULE',
    'unknown_part',
    `"${name}" no es una parte de RRULE; las partes son ${parts}.`,
    `"${name}" is not an RRULE part; the parts are ${partsEn}.`,
  );
}

function duplicatePart(part: RulePart): RuleProblem {
  return problem(
    part,
    'duplicate_part',
    `${part} aparece más de una vez; escríbela una sola vez.`,
    `${part} is given more than once; write it only once.`,
  );
}

function missingValue(part: RulePart, example: string): RuleProblem {
  return problem(
    part,
    'missing',
    `${part} no tiene valor; escribe por ejemplo ${example}.`,
    `${part} has no value; write for example ${example}.`,
  );
}

// ---------------------------------------------------------------------------------------------
// Integers and integer lists

/** How a numeric part is described to a person, and which values it takes. */
interface NumberSpec {
  part: RulePart;
  min: number;
  max: number;
  /** Negative values −max..−1 count from the end; 0 is then never valid. */
  fromEnd: boolean;
  /** The range as words: "horas de 0 a 23" / "hours 0 to 23". */
  es: string;
  en: string;
  /** Whether the Spanish noun is feminine ("no es válida"). */
  feminine: boolean;
  example: string;
}

function signedRange(esNoun: string, enNoun: string, max: number) {
  return {
    es: `${esNoun} de 1 a ${max} o de -${max} a -1 (contando desde el final)`,
    en: `${enNoun} 1 to ${max}, or -${max} to -1 counting from the end`,
  };
}

const LIST_SPECS = {
  BYSECOND: {
    part: 'BYSECOND',
    min: 0,
    max: 60,
    fromEnd: false,
    es: 'segundos de 0 a 60',
    en: 'seconds 0 to 60',
    feminine: false,
    example: 'BYSECOND=0,30',
  },
  BYMINUTE: {
    part: 'BYMINUTE',
    min: 0,
    max: 59,
    fromEnd: false,
    es: 'minutos de 0 a 59',
    en: 'minutes 0 to 59',
    feminine: false,
    example: 'BYMINUTE=0,30',
  },
  BYHOUR: {
    part: 'BYHOUR',
    min: 0,
    max: 23,
    fromEnd: false,
    es: 'horas de 0 a 23',
    en: 'hours 0 to 23',
    feminine: true,
    example: 'BYHOUR=8,17',
  },
  BYMONTHDAY: {
    part: 'BYMONTHDAY',
    min: 1,
    max: 31,
    fromEnd: true,
    ...signedRange('días del mes', 'days of the month', 31),
    feminine: false,
    example: 'BYMONTHDAY=1,15,-1',
  },
  BYYEARDAY: {
    part: 'BYYEARDAY',
    min: 1,
    max: 366,
    fromEnd: true,
    ...signedRange('días del año', 'days of the year', 366),
    feminine: false,
    example: 'BYYEARDAY=1,100,-1',
  },
  BYWEEKNO: {
    part: 'BYWEEKNO',
    min: 1,
    max: 53,
    fromEnd: true,
    ...signedRange('semanas', 'weeks', 53),
    feminine: true,
    example: 'BYWEEKNO=1,20,-1',
  },
  BYMONTH: {
    part: 'BYMONTH',
    min: 1,
    max: 12,
    fromEnd: false,
    es: 'meses de 1 a 12',
    en: 'months 1 to 12',
    feminine: false,
    example: 'BYMONTH=1,7',
  },
  BYSETPOS: {
    part: 'BYSETPOS',
    min: 1,
    max: 366,
    fromEnd: true,
    ...signedRange('posiciones', 'positions', 366),
    feminine: true,
    example: 'BYSETPOS=1,-1',
  },
} as const satisfies Record<string, NumberSpec>;

function positiveSpec(part: 'INTERVAL' | 'COUNT', example: string): NumberSpec {
  return {
    part,
    min: 1,
    max: Number.MAX_SAFE_INTEGER,
    fromEnd: false,
    es: 'un número entero desde 1',
    en: 'a whole number from 1 up',
    feminine: false,
    example,
  };
}

const INTERVAL_SPEC = positiveSpec('INTERVAL', 'INTERVAL=2');
const COUNT_SPEC = positiveSpec('COUNT', 'COUNT=10');

/** Reads one integer item; undefined (with a problem pushed) when it is not valid for the part. */
function readInteger(item: string, spec: NumberSpec, problems: RuleProblem[]): number | undefined {
  const valid = spec.feminine ? 'válida' : 'válido';
  if (!/^[+-]?\d+$/.test(item)) {
    problems.push(
      problem(
        spec.part,
        'not_a_number',
        `${spec.part} admite ${spec.es}; "${item}" no es un número entero.`,
        `${spec.part} takes ${spec.en}; "${item}" is not a whole number.`,
      ),
    );
    return undefined;
  }
  const value = Number(item);
  const signed = item.startsWith('+') || item.startsWith('-');
  if (signed && !spec.fromEnd && Math.abs(value) >= spec.min && Math.abs(value) <= spec.max) {
    // "+8" or "-0": the number is fine, only the sign is not part of RFC 5545's syntax here.
    const unsigned = item.slice(1);
    if (item.startsWith('+') || value === 0) {
      problems.push(
        problem(
          spec.part,
          'sign_not_allowed',
          `${spec.part} admite ${spec.es}, sin signo; escribe ${unsigned} en lugar de ${item}.`,
          `${spec.part} takes ${spec.en}, without a sign; write ${unsigned} instead of ${item}.`,
        ),
      );
      return undefined;
    }
  }
  const magnitude = Math.abs(value);
  const inRange = spec.fromEnd
    ? magnitude >= spec.min && magnitude <= spec.max
    : value >= spec.min && value <= spec.max;
  if (!inRange || !Number.isSafeInteger(value)) {
    problems.push(
      problem(
        spec.part,
        'out_of_range',
        `${spec.part} admite ${spec.es}; ${item} no es ${valid}.`,
        `${spec.part} takes ${spec.en}; ${item} is not valid.`,
      ),
    );
    return undefined;
  }
  return value;
}

function readSingleInteger(value: string, spec: NumberSpec, problems: RuleProblem[]): number | undefined {
  if (value === '') {
    problems.push(missingValue(spec.part, spec.example));
    return undefined;
  }
  return readInteger(value, spec, problems);
}

/**
 * Reads a comma-separated list: every bad item is reported; the list is deduplicated and sorted
 * ascending. Undefined when anything was wrong, so later checks do not work on half a list.
 */
function readIntegerList(value: string, spec: NumberSpec, problems: RuleProblem[]): number[] | undefined {
  if (value === '') {
    problems.push(missingValue(spec.part, spec.example));
    return undefined;
  }
  const items = value.split(',').map((item) => item.trim());
  let valid = true;
  if (items.includes('')) {
    valid = false;
    problems.push(emptyItem(spec.part, spec.example));
  }
  const numbers: number[] = [];
  for (const item of items.filter((entry) => entry !== '')) {
    const number = readInteger(item, spec, problems);
    if (number === undefined) valid = false;
    else numbers.push(number);
  }
  return valid ? sortedUnique(numbers) : undefined;
}

function emptyItem(part: RulePart, example: string): RuleProblem {
  return problem(
    part,
    'empty_item',
    `${part} tiene un elemento vacío; separa los valores con una sola coma, por ejemplo ${example}.`,
    `${part} has an empty item; separate the values with single commas, for example ${example}.`,
  );
}

function sortedUnique(numbers: readonly number[]): number[] {
  return [...new Set(numbers)].sort((a, b) => a - b);
}

// ---------------------------------------------------------------------------------------------
// FREQ, WKST, BYDAY, UNTIL

function readFrequency(value: string, problems: RuleProblem[]): Frequency | undefined {
  const choices = joinList(FREQUENCIES, 'o');
  const choicesEn = joinList(FREQUENCIES, 'or');
  const upper = value.toUpperCase();
  if ((FREQUENCIES as readonly string[]).includes(upper)) return upper as Frequency;
  problems.push(
    value === ''
      ? missingValue('FREQ', 'FREQ=WEEKLY')
      : problem(
          'FREQ',
          'unknown_value',
          `FREQ admite ${choices}; "${value}" no es válido.`,
          `FREQ takes ${choicesEn}; "${value}" is not valid.`,
        ),
  );
  return undefined;
}

function isWeekday(code: string): code is Weekday {
  return (WEEKDAYS as readonly string[]).includes(code);
}

function readWeekStart(value: string, problems: RuleProblem[]): Weekday | undefined {
  const upper = value.toUpperCase();
  if (isWeekday(upper)) return upper;
  problems.push(
    value === ''
      ? missingValue('WKST', 'WKST=SU')
      : problem(
          'WKST',
          'unknown_value',
          `WKST admite un día de la semana: ${WEEKDAY_CODES_TEXT}; "${value}" no es válido.`,
          `WKST takes one weekday: ${WEEKDAY_CODES_TEXT}; "${value}" is not valid.`,
        ),
  );
  return undefined;
}

const BYDAY_EXAMPLE = 'BYDAY=MO,WE,FR';

function readByDayItem(item: string, problems: RuleProblem[]): ByDay | undefined {
  const match = /^([+-]?\d+)?([A-Z]{2})$/.exec(item.toUpperCase());
  const code = match?.[2];
  if (!match || code === undefined || !isWeekday(code)) {
    problems.push(
      problem(
        'BYDAY',
        'unknown_value',
        `BYDAY admite los días ${WEEKDAY_CODES_TEXT}, con un ordinal opcional delante (por ejemplo MO, 2TU o -1FR); "${item}" no es válido.`,
        `BYDAY takes the days ${WEEKDAY_CODES_TEXT}, optionally preceded by an ordinal (for example MO, 2TU or -1FR); "${item}" is not valid.`,
      ),
    );
    return undefined;
  }
  if (match[1] === undefined) return { weekday: code };
  const ordinal = Number(match[1]);
  const magnitude = Math.abs(ordinal);
  if (magnitude < 1 || magnitude > 53) {
    problems.push(
      problem(
        'BYDAY',
        'out_of_range',
        `BYDAY admite ordinales de 1 a 53 o de -53 a -1 delante del día (por ejemplo 2TU o -1FR); ${item} no es válido.`,
        `BYDAY takes ordinals 1 to 53 or -53 to -1 before the day (for example 2TU or -1FR); ${item} is not valid.`,
      ),
    );
    return undefined;
  }
  return { weekday: code, ordinal };
}

function readByDay(value: string, problems: RuleProblem[]): ByDay[] | undefined {
  if (value === '') {
    problems.push(missingValue('BYDAY', BYDAY_EXAMPLE));
    return undefined;
  }
  const items = value.split(',').map((item) => item.trim());
  let valid = true;
  if (items.includes('')) {
    valid = false;
    problems.push(emptyItem('BYDAY', BYDAY_EXAMPLE));
  }
  const days: ByDay[] = [];
  for (const item of items.filter((entry) => entry !== '')) {
    const day = readByDayItem(item, problems);
    if (day === undefined) valid = false;
    else days.push(day);
  }
  return valid ? canonicalByDay(days) : undefined;
}

/**
 * BYDAY without repeats, ordered Monday first; for one weekday, the plain entry first, then
 * ordinals counted from the start (1, 2, …), then those counted from the end (−2, −1).
 */
export function canonicalByDay(days: readonly ByDay[]): ByDay[] {
  const unique = new Map<string, ByDay>();
  for (const day of days) {
    const key = `${day.ordinal ?? ''}${day.weekday}`;
    if (!unique.has(key)) {
      unique.set(key, day.ordinal === undefined ? { weekday: day.weekday } : { ...day });
    }
  }
  return [...unique.values()].sort(
    (a, b) => WEEKDAYS.indexOf(a.weekday) - WEEKDAYS.indexOf(b.weekday) || ordinalRank(a) - ordinalRank(b),
  );
}

function ordinalRank(day: ByDay): number {
  if (day.ordinal === undefined) return -1000;
  return day.ordinal > 0 ? day.ordinal : 1000 + day.ordinal;
}

interface ReadUntil {
  until: LocalDateTime;
  utc: boolean;
}

/**
 * UNTIL as a DATE (YYYYMMDD, read as 00:00:00) or a DATE-TIME (YYYYMMDDTHHMMSS, optional Z).
 * The Z is not applied: everything in this package is wall-clock, so a UTC UNTIL is read as the
 * same digits in the rule's local time (the caller learns it was UTC from `untilIsUtc`).
 */
function readUntil(value: string, problems: RuleProblem[]): ReadUntil | undefined {
  if (value === '') {
    problems.push(missingValue('UNTIL', 'UNTIL=20261231T235959'));
    return undefined;
  }
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/i.exec(value);
  const until = match && {
    year: Number(match[1]),
    month: Number(match[2]),
    day: Number(match[3]),
    hour: Number(match[4] ?? 0),
    minute: Number(match[5] ?? 0),
    second: Number(match[6] ?? 0),
  };
  if (!until || !isRealDateTime(until)) {
    problems.push(
      problem(
        'UNTIL',
        'invalid_date',
        `UNTIL admite una fecha real AAAAMMDD o una fecha y hora AAAAMMDDTHHMMSS (con Z opcional), por ejemplo 20261231 o 20261231T235959; "${value}" no es válida.`,
        `UNTIL takes a real date YYYYMMDD or a date and time YYYYMMDDTHHMMSS (optional Z), for example 20261231 or 20261231T235959; "${value}" is not valid.`,
      ),
    );
    return undefined;
  }
  return { until, utc: match?.[7] !== undefined };
}

/** Seconds may be 60 (a leap second), as RFC 5545 and `LocalDateTime` allow. */
function isRealDateTime(value: LocalDateTime): boolean {
  return (
    value.year >= 1 &&
    value.month >= 1 &&
    value.month <= 12 &&
    value.day >= 1 &&
    value.day <= monthLength(value.year, value.month) &&
    value.hour <= 23 &&
    value.minute <= 59 &&
    value.second <= 60
  );
}

// ---------------------------------------------------------------------------------------------
// Reading every part

/** What was read; a part is absent when it was not given or not valid. */
interface Draft {
  /** The parts written (once), valid or not. */
  given: Set<RulePart>;
  freq?: Frequency;
  interval?: number;
  count?: number;
  until?: ReadUntil;
  wkst?: Weekday;
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

/** Reads every part in the order written, so problems come in that order too. */
function readParts(text: string, problems: RuleProblem[]): Draft {
  const draft: Draft = { given: new Set() };
  const reportedTwice = new Set<RulePart>();
  for (const { segment, name, value } of segmentsOf(text)) {
    const part = name.toUpperCase();
    if (!isPartName(part)) {
      problems.push(unknownPart(segment, name, value !== undefined));
    } else if (draft.given.has(part)) {
      // The first value is the one read; a repeat is reported once.
      if (!reportedTwice.has(part)) problems.push(duplicatePart(part));
      reportedTwice.add(part);
    } else {
      draft.given.add(part);
      readPart(draft, part, value ?? '', problems);
    }
  }
  if (!draft.given.has('FREQ')) {
    // First, as everything else depends on it.
    problems.unshift(
      problem(
        'FREQ',
        'missing',
        `Falta FREQ; escribe por ejemplo FREQ=WEEKLY (admite ${joinList(FREQUENCIES, 'o')}).`,
        `FREQ is missing; write for example FREQ=WEEKLY (it takes ${joinList(FREQUENCIES, 'or')}).`,
      ),
    );
  }
  return draft;
}

function readPart(draft: Draft, part: RulePart, value: string, problems: RuleProblem[]): void {
  switch (part) {
    case 'FREQ':
      draft.freq = readFrequency(value, problems);
      return;
    case 'INTERVAL':
      draft.interval = readSingleInteger(value, INTERVAL_SPEC, problems);
      return;
    case 'COUNT':
      draft.count = readSingleInteger(value, COUNT_SPEC, problems);
      return;
    case 'UNTIL':
      draft.until = readUntil(value, problems);
      return;
    case 'WKST':
      draft.wkst = readWeekStart(value, problems);
      return;
    case 'BYDAY':
      draft.byDay = readByDay(value, problems);
      return;
    case 'BYSECOND':
      draft.bySecond = readIntegerList(value, LIST_SPECS.BYSECOND, problems);
      return;
    case 'BYMINUTE':
      draft.byMinute = readIntegerList(value, LIST_SPECS.BYMINUTE, problems);
      return;
    case 'BYHOUR':
      draft.byHour = readIntegerList(value, LIST_SPECS.BYHOUR, problems);
      return;
    case 'BYMONTHDAY':
      draft.byMonthDay = readIntegerList(value, LIST_SPECS.BYMONTHDAY, problems);
      return;
    case 'BYYEARDAY':
      draft.byYearDay = readIntegerList(value, LIST_SPECS.BYYEARDAY, problems);
      return;
    case 'BYWEEKNO':
      draft.byWeekNo = readIntegerList(value, LIST_SPECS.BYWEEKNO, problems);
      return;
    case 'BYMONTH':
      draft.byMonth = readIntegerList(value, LIST_SPECS.BYMONTH, problems);
      return;
    case 'BYSETPOS':
      draft.bySetPos = readIntegerList(value, LIST_SPECS.BYSETPOS, problems);
      return;
  }
}

// ---------------------------------------------------------------------------------------------
// RFC 5545 constraints between parts

/** The parts BYSETPOS can choose among. */
const BY_PARTS: readonly RulePart[] = [
  'BYSECOND',
  'BYMINUTE',
  'BYHOUR',
  'BYDAY',
  'BYMONTHDAY',
  'BYYEARDAY',
  'BYWEEKNO',
  'BYMONTH',
];

function checkCombinations(draft: Draft, problems: RuleProblem[]): void {
  const { given, freq } = draft;
  if (given.has('COUNT') && given.has('UNTIL')) {
    problems.push(
      problem(
        'UNTIL',
        'count_and_until',
        'Usa COUNT o UNTIL, no ambos: COUNT dice cuántas veces y UNTIL hasta cuándo.',
        'Use COUNT or UNTIL, not both: COUNT says how many times, UNTIL until when.',
      ),
    );
  }
  if (given.has('BYSETPOS') && !BY_PARTS.some((part) => given.has(part))) {
    problems.push(
      problem(
        'BYSETPOS',
        'needs_other_part',
        'BYSETPOS elige entre las fechas de otra parte BYxxx y no se usa sola; agrega por ejemplo BYDAY=MO,TU,WE,TH,FR o quita BYSETPOS.',
        'BYSETPOS picks among the dates of another BYxxx part and cannot be used alone; add for example BYDAY=MO,TU,WE,TH,FR or remove BYSETPOS.',
      ),
    );
  }
  if (freq === undefined) return;
  checkOrdinals(draft, freq, problems);
  if (given.has('BYMONTHDAY') && freq === 'WEEKLY') {
    problems.push(
      problem(
        'BYMONTHDAY',
        'not_with_freq',
        'BYMONTHDAY no se puede usar con FREQ=WEEKLY; para días de la semana usa BYDAY, o para días del mes usa FREQ=MONTHLY.',
        'BYMONTHDAY cannot be used with FREQ=WEEKLY; use BYDAY for days of the week, or FREQ=MONTHLY for days of the month.',
      ),
    );
  }
  if (given.has('BYYEARDAY') && (freq === 'DAILY' || freq === 'WEEKLY' || freq === 'MONTHLY')) {
    problems.push(
      problem(
        'BYYEARDAY',
        'not_with_freq',
        `BYYEARDAY no se puede usar con FREQ=${freq}; úsala con FREQ=YEARLY.`,
        `BYYEARDAY cannot be used with FREQ=${freq}; use it with FREQ=YEARLY.`,
      ),
    );
  }
  if (given.has('BYWEEKNO') && freq !== 'YEARLY') {
    problems.push(
      problem(
        'BYWEEKNO',
        'not_with_freq',
        `BYWEEKNO solo se puede usar con FREQ=YEARLY, no con FREQ=${freq}.`,
        `BYWEEKNO can only be used with FREQ=YEARLY, not with FREQ=${freq}.`,
      ),
    );
  }
}

function checkOrdinals(draft: Draft, freq: Frequency, problems: RuleProblem[]): void {
  const withOrdinal = draft.byDay?.find((day) => day.ordinal !== undefined);
  if (withOrdinal === undefined) return;
  const example = `${withOrdinal.ordinal}${withOrdinal.weekday}`;
  if (freq !== 'MONTHLY' && freq !== 'YEARLY') {
    problems.push(
      problem(
        'BYDAY',
        'ordinal_not_allowed',
        `BYDAY solo admite ordinales (como ${example}) con FREQ=MONTHLY o FREQ=YEARLY; con FREQ=${freq} escribe solo el día, por ejemplo ${withOrdinal.weekday}.`,
        `BYDAY takes ordinals (like ${example}) only with FREQ=MONTHLY or FREQ=YEARLY; with FREQ=${freq} write just the day, for example ${withOrdinal.weekday}.`,
      ),
    );
  } else if (freq === 'YEARLY' && draft.given.has('BYWEEKNO')) {
    problems.push(
      problem(
        'BYDAY',
        'ordinal_not_allowed',
        `BYDAY no admite ordinales (como ${example}) junto con BYWEEKNO; escribe solo el día, por ejemplo ${withOrdinal.weekday}.`,
        `BYDAY takes no ordinals (like ${example}) together with BYWEEKNO; write just the day, for example ${withOrdinal.weekday}.`,
      ),
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Rules that can never occur

function checkNeverOccurs(draft: Draft, problems: RuleProblem[]): void {
  const { freq, byMonth } = draft;
  // A part that was not valid, or not allowed with FREQ (already reported), constrains nothing
  // here: a rule that is impossible even without it is impossible with it.
  const monthDays = freq === 'WEEKLY' ? undefined : draft.byMonthDay;
  const yearDaysAllowed = freq !== 'DAILY' && freq !== 'WEEKLY' && freq !== 'MONTHLY';
  const yearDays = yearDaysAllowed ? draft.byYearDay : undefined;
  if (monthDays !== undefined && !anyDayMatches(byMonth, monthDays, undefined)) {
    problems.push(impossibleMonthDays(monthDays, byMonth));
  } else if (yearDays !== undefined && !anyDayMatches(byMonth, monthDays, yearDays)) {
    problems.push(impossibleYearDays(yearDays, byMonth, monthDays));
  } else {
    checkImpossibleOrdinals(draft, problems);
  }
}

/**
 * Whether some day, in a common year or in a leap year, lies in BYMONTH and matches BYMONTHDAY
 * and BYYEARDAY (each counted from the start or, when negative, from the end). Leap years are
 * tried too, so 29 February and day 366 are possible.
 */
function anyDayMatches(
  months: readonly number[] | undefined,
  monthDays: readonly number[] | undefined,
  yearDays: readonly number[] | undefined,
): boolean {
  for (const year of [2023, 2024]) {
    const yearLength = isLeapYear(year) ? 366 : 365;
    let dayOfYear = 0;
    for (let month = 1; month <= 12; month++) {
      const daysOfMonth = monthLength(year, month);
      for (let day = 1; day <= daysOfMonth; day++) {
        dayOfYear++;
        if (months !== undefined && !months.includes(month)) continue;
        if (monthDays !== undefined && !matchesCounted(monthDays, day, daysOfMonth)) continue;
        if (yearDays !== undefined && !matchesCounted(yearDays, dayOfYear, yearLength)) continue;
        return true;
      }
    }
  }
  return false;
}

/** `position` (1-based) in a run of `length` is listed, either as itself or as −(from the end). */
function matchesCounted(values: readonly number[], position: number, length: number): boolean {
  return values.includes(position) || values.includes(position - length - 1);
}

function monthList(months: readonly number[] | undefined, locale: RecurrenceLocale, last: string): string {
  const all = months ?? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  return joinList(
    all.map((month) => monthName(month, locale)),
    last,
  );
}

function impossibleMonthDays(days: readonly number[], months: readonly number[] | undefined): RuleProblem {
  const plural = months === undefined || months.length > 1;
  const fromEnd = days.some((day) => day < 0);
  const dayText = (last: string) => joinList(days.map(String), last);
  return problem(
    'BYMONTHDAY',
    'never_occurs',
    `Esta regla nunca ocurre: ${monthList(months, 'es-MX', 'y')} no ${plural ? 'tienen' : 'tiene'} día ${dayText('ni')}` +
      `${fromEnd ? ' (los negativos cuentan desde el final)' : ''}. Elige en BYMONTHDAY días que existan en ${plural ? 'esos meses' : 'ese mes'}.`,
    `This rule never occurs: ${monthList(months, 'en-US', 'and')} ${plural ? 'have' : 'has'} no day ${dayText('or')}` +
      `${fromEnd ? ' (negative days count from the end)' : ''}. Choose BYMONTHDAY days that exist in ${plural ? 'those months' : 'that month'}.`,
  );
}

function impossibleYearDays(
  yearDays: readonly number[],
  months: readonly number[] | undefined,
  monthDays: readonly number[] | undefined,
): RuleProblem {
  const list = yearDays.join(', ');
  const monthDayList = monthDays?.join(', ');
  const es =
    months !== undefined && monthDayList !== undefined
      ? `cae en ${monthList(months, 'es-MX', 'o')} en un día de BYMONTHDAY (${monthDayList})`
      : months !== undefined
        ? `cae en ${monthList(months, 'es-MX', 'o')}`
        : `coincide con BYMONTHDAY (${monthDayList})`;
  const en =
    months !== undefined && monthDayList !== undefined
      ? `falls in ${monthList(months, 'en-US', 'or')} on a day in BYMONTHDAY (${monthDayList})`
      : months !== undefined
        ? `falls in ${monthList(months, 'en-US', 'or')}`
        : `matches BYMONTHDAY (${monthDayList})`;
  return problem(
    'BYYEARDAY',
    'never_occurs',
    `Esta regla nunca ocurre: ningún día del año de BYYEARDAY (${list}) ${es}. Revisa BYYEARDAY.`,
    `This rule never occurs: no day of the year in BYYEARDAY (${list}) ${en}. Check BYYEARDAY.`,
  );
}

/**
 * Within a month (MONTHLY, or YEARLY with BYMONTH) BYDAY ordinals pick the n-th weekday of the
 * month, and no month has a 6th of any weekday. Only refused when every entry is like that and no
 * BYMONTHDAY/BYYEARDAY changes how BYDAY is applied.
 */
function checkImpossibleOrdinals(draft: Draft, problems: RuleProblem[]): void {
  const { byDay, freq, given } = draft;
  const withinMonth = freq === 'MONTHLY' || (freq === 'YEARLY' && given.has('BYMONTH'));
  if (!withinMonth || byDay === undefined || given.has('BYMONTHDAY') || given.has('BYYEARDAY')) return;
  if (given.has('BYWEEKNO')) return;
  const impossible = byDay.every((day) => day.ordinal !== undefined && Math.abs(day.ordinal) > 5);
  if (!impossible) return;
  const codes = byDay.map((day) => `${day.ordinal}${day.weekday}`);
  problems.push(
    problem(
      'BYDAY',
      'never_occurs',
      `Esta regla nunca ocurre: un mes tiene a lo más 5 veces cada día de la semana, y BYDAY pide ${joinList(codes, 'y')}. Usa ordinales de 1 a 5 o de -5 a -1.`,
      `This rule never occurs: a month has each weekday at most 5 times, and BYDAY asks for ${joinList(codes, 'and')}. Use ordinals 1 to 5 or -5 to -1.`,
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Public API

const NUMBER_LIST_KEYS = [
  'bySecond',
  'byMinute',
  'byHour',
  'byMonthDay',
  'byYearDay',
  'byWeekNo',
  'byMonth',
  'bySetPos',
] as const;

/**
 * Reads `RRULE:FREQ=…;…` or `FREQ=…;…` (names and values in any case). Either the rule, with
 * lists deduplicated and sorted and INTERVAL/WKST defaulted, or every problem found.
 */
export function parseRule(text: string): ParseRuleResult {
  const problems: RuleProblem[] = [];
  const draft = readParts(text, problems);
  checkCombinations(draft, problems);
  checkNeverOccurs(draft, problems);
  if (problems.length > 0 || draft.freq === undefined) return { ok: false, problems };
  const rule: RecurrenceRule = { freq: draft.freq, interval: draft.interval ?? 1, wkst: draft.wkst ?? 'MO' };
  if (draft.count !== undefined) rule.count = draft.count;
  if (draft.until !== undefined) rule.until = draft.until.until;
  for (const key of NUMBER_LIST_KEYS) {
    const values = draft[key];
    if (values !== undefined) rule[key] = values;
  }
  if (draft.byDay !== undefined) rule.byDay = draft.byDay;
  return draft.until?.utc ? { ok: true, rule, untilIsUtc: true } : { ok: true, rule };
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** UNTIL is always written as a date-time, without Z (it is a wall-clock value). */
function formatUntil(until: LocalDateTime): string {
  return (
    `${pad(until.year, 4)}${pad(until.month, 2)}${pad(until.day, 2)}` +
    `T${pad(until.hour, 2)}${pad(until.minute, 2)}${pad(until.second, 2)}`
  );
}

/**
 * The canonical text, without the `RRULE:` prefix: parts in a fixed order, defaults left out,
 * lists deduplicated and sorted, so equal rules give equal text.
 */
export function formatRule(rule: RecurrenceRule): string {
  const parts = [`FREQ=${rule.freq}`];
  if (rule.interval !== 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.count !== undefined) parts.push(`COUNT=${rule.count}`);
  if (rule.until !== undefined) parts.push(`UNTIL=${formatUntil(rule.until)}`);
  if (rule.wkst !== 'MO') parts.push(`WKST=${rule.wkst}`);
  const numbers = (name: string, values: readonly number[] | undefined) => {
    if (values !== undefined && values.length > 0) parts.push(`${name}=${sortedUnique(values).join(',')}`);
  };
  numbers('BYMONTH', rule.byMonth);
  numbers('BYWEEKNO', rule.byWeekNo);
  numbers('BYYEARDAY', rule.byYearDay);
  numbers('BYMONTHDAY', rule.byMonthDay);
  if (rule.byDay !== undefined && rule.byDay.length > 0) {
    parts.push(`BYDAY=${canonicalByDay(rule.byDay).map(formatByDay).join(',')}`);
  }
  numbers('BYHOUR', rule.byHour);
  numbers('BYMINUTE', rule.byMinute);
  numbers('BYSECOND', rule.bySecond);
  numbers('BYSETPOS', rule.bySetPos);
  return parts.join(';');
}

function formatByDay(day: ByDay): string {
  return `${day.ordinal ?? ''}${day.weekday}`;
}

/** Every message in one line, for a tooltip or a log. */
export function ruleProblemsText(problems: readonly RuleProblem[], locale: RecurrenceLocale): string {
  return problems.map((entry) => entry.message[locale]).join(' ');
}
