/**
 * iCalendar text (RFC 5545) for activities' feeds: VTODO components written for calendar clients
 * to subscribe to, and read back from `.ics` files. Pure text, no I/O.
 *
 * Times are wall-clock values in an IANA zone, written as `DTSTART;TZID=America/Mexico_City:…`.
 * No VTIMEZONE components are written: clients resolve IANA TZIDs themselves, and a VTIMEZONE of
 * ours would only freeze today's rules into the feed. When reading, VTIMEZONE blocks are skipped
 * and a TZID must be a zone this runtime knows.
 */
import { daysFromCivil, monthLength } from './civil.ts';
import { formatDuration, isValidDuration } from './duration.ts';
import { formatRule, parseRule, ruleProblemsText } from './rule.ts';
import type { LocalDateTime, RecurrenceLocale, RecurrenceRule, RuleProblem } from './types.ts';
import { isValidZone, toInstant, toLocal } from './zone.ts';

export type IcsStatus = 'NEEDS-ACTION' | 'COMPLETED' | 'IN-PROCESS' | 'CANCELLED';

export interface IcsTodo {
  uid: string;
  summary: string;
  description?: string;
  /** Wall-clock start in `zone` (DTSTART;TZID=…:YYYYMMDDTHHMMSS); a UTC DTSTART (…Z) reads as zone 'UTC'. */
  start: LocalDateTime;
  zone: string;
  /** ISO 8601 duration as RFC 5545 writes it (P1D, PT1H30M, P1W); DUE is converted to a duration when read. */
  duration?: string;
  rrule?: RecurrenceRule;
  /** In the same zone as `start`. */
  rdates?: LocalDateTime[];
  /** In the same zone as `start`. */
  exdates?: LocalDateTime[];
  status?: IcsStatus;
  /** 0–9 (0: undefined, 1: highest). */
  priority?: number;
  categories?: string[];
  /**
   * A reminder rather than a task (`X-FAENA-REMINDER:TRUE`): PRIORITY cannot say it, since 0
   * there means "undefined". Other clients ignore the property; ours reads it back.
   */
  reminder?: boolean;
  /** DTSTAMP (required by RFC 5545 in a VTODO), as a UTC wall clock. */
  stamp: LocalDateTime;
}

/** Why one VTODO of a file was refused, or (index −1) a problem with the file itself. */
export interface IcsProblem {
  /** Position of the VTODO among the file's VTODOs, from 0. */
  index: number;
  uid?: string;
  code: string;
  /** The property the problem is about, when there is one. */
  property?: string;
  message: Record<RecurrenceLocale, string>;
  /** For `invalid_rrule`: `parseRule`'s own problems. */
  ruleProblems?: RuleProblem[];
}

export interface ContentLine {
  name: string;
  params: Record<string, string[]>;
  value: string;
}

export interface SerializeOptions {
  prodId: string;
  /** Shown by clients as the calendar's name (X-WR-CALNAME). */
  name?: string;
}

const STATUSES: readonly IcsStatus[] = ['NEEDS-ACTION', 'COMPLETED', 'IN-PROCESS', 'CANCELLED'];
const MAX_LINE_OCTETS = 75;
const CRLF = '\r\n';

// ---------------------------------------------------------------------------------------------
// Folding (RFC 5545 section 3.1)

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  // A lone surrogate is written as U+FFFD, three octets.
  if (codePoint < 0x10000) return 3;
  return 4;
}

/**
 * Splits a content line longer than 75 octets (UTF-8) with CRLF and one space, never inside a
 * character; each continuation line's leading space counts within its 75 octets.
 */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const character of line) {
    const size = utf8Length(character.codePointAt(0) ?? 0);
    if (octets + size > limit) {
      pieces.push(piece);
      piece = '';
      octets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    piece += character;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join(`${CRLF} `);
}

/** The logical lines of a text: CRLF or LF, folds (a line break plus one space or tab) removed. */
export function unfoldLines(text: string): string[] {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .filter((line) => line.length > 0);
}

// ---------------------------------------------------------------------------------------------
// TEXT values (RFC 5545 section 3.3.11)

/** C0 controls other than tab and line feed, and DEL. */
function isForbiddenControl(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a) || code === 0x7f;
}

/**
 * Escapes a TEXT value. Line breaks of any kind become `\n`; other control characters, which
 * TEXT does not allow, are dropped.
 */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .split('')
    .filter((character) => !isForbiddenControl(character.charCodeAt(0)))
    .join('')
    .replace(/[\\;,\n]/g, (character) => (character === '\n' ? '\\n' : `\\${character}`));
}

/** Reads a TEXT value: `\\`, `\;`, `\,`, `\n` and `\N`; any other escaped character stands for itself. */
export function unescapeText(value: string): string {
  return value.replace(/\\(.)/gs, (_, character: string) =>
    character === 'n' || character === 'N' ? '\n' : character,
  );
}

/** Splits a list of TEXT values on the commas that are not escaped, then unescapes each. */
function splitTextList(value: string): string[] {
  const items: string[] = [];
  let current = '';
  for (let i = 0; i < value.length; i++) {
    const character = value[i];
    if (character === '\\' && i + 1 < value.length) {
      current += character + value[i + 1];
      i++;
    } else if (character === ',') {
      items.push(current);
      current = '';
    } else {
      current += character;
    }
  }
  items.push(current);
  return items.map(unescapeText);
}

// ---------------------------------------------------------------------------------------------
// Content lines (RFC 5545 section 3.1)

const NAME_PATTERN = /^[A-Za-z0-9-]+$/;

/** Parameter values may use RFC 6868's caret escapes: ^n (line break), ^^ and ^' (a quote). */
function decodeParamValue(value: string): string {
  return value.replace(/\^([n^'])/g, (_, character: string) =>
    character === 'n' ? '\n' : character === "'" ? '"' : '^',
  );
}

function malformed(line: string, why: string): Error {
  return new Error(`Malformed iCalendar content line (${why}): ${line}`);
}

/**
 * Reads `NAME;PARAM=a,"b:c";OTHER=d:value`. Names are upper-cased; quoted parameter values may
 * hold `:`, `;` and `,`; the value is everything after the first colon outside quotes.
 */
export function parseContentLine(line: string): ContentLine {
  let i = 0;
  const readName = (stops: string): string => {
    const from = i;
    while (i < line.length && !stops.includes(line[i] as string)) i++;
    const name = line.slice(from, i);
    if (!NAME_PATTERN.test(name)) {
      throw malformed(line, name === '' ? 'empty name' : `invalid name "${name}"`);
    }
    return name.toUpperCase();
  };

  const name = readName(';:');
  const params: Record<string, string[]> = {};
  while (line[i] === ';') {
    i++;
    const paramName = readName('=;:');
    if (line[i] !== '=') throw malformed(line, `parameter ${paramName} has no "="`);
    i++;
    const values: string[] = [];
    for (;;) {
      if (line[i] === '"') {
        const close = line.indexOf('"', i + 1);
        if (close < 0) throw malformed(line, 'unterminated quoted parameter value');
        values.push(decodeParamValue(line.slice(i + 1, close)));
        i = close + 1;
      } else {
        const from = i;
        while (i < line.length && !';:,"'.includes(line[i] as string)) i++;
        if (line[i] === '"') throw malformed(line, 'quote inside an unquoted parameter value');
        values.push(decodeParamValue(line.slice(from, i)));
      }
      if (line[i] !== ',') break;
      i++;
    }
    params[paramName] = [...(params[paramName] ?? []), ...values];
  }
  if (line[i] !== ':') throw malformed(line, 'no ":" before the value');
  return { name, params, value: line.slice(i + 1) };
}

// ---------------------------------------------------------------------------------------------
// Date-times and durations

const pad = (value: number, width: number) => String(value).padStart(width, '0');

function isRealDateTime(t: LocalDateTime): boolean {
  return (
    [t.year, t.month, t.day, t.hour, t.minute, t.second].every(Number.isInteger) &&
    t.year >= 0 &&
    t.year <= 9999 &&
    t.month >= 1 &&
    t.month <= 12 &&
    t.day >= 1 &&
    t.day <= monthLength(t.year, t.month) &&
    t.hour >= 0 &&
    t.hour <= 23 &&
    t.minute >= 0 &&
    t.minute <= 59 &&
    t.second >= 0 &&
    t.second <= 60
  );
}

function formatDateTime(t: LocalDateTime): string {
  if (!isRealDateTime(t)) throw new Error(`Invalid date-time for iCalendar: ${JSON.stringify(t)}`);
  return `${pad(t.year, 4)}${pad(t.month, 2)}${pad(t.day, 2)}T${pad(t.hour, 2)}${pad(t.minute, 2)}${pad(t.second, 2)}`;
}

/** `YYYYMMDDTHHMMSS` with an optional Z, or undefined when it is not a real date-time. */
function readDateTime(value: string): { local: LocalDateTime; utc: boolean } | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as number[];
  const local = { year, month, day, hour, minute, second } as LocalDateTime;
  return isRealDateTime(local) ? { local, utc: match[7] === 'Z' } : undefined;
}

function utcMs(t: LocalDateTime): number {
  return (daysFromCivil(t.year, t.month, t.day) * 86_400 + t.hour * 3_600 + t.minute * 60 + t.second) * 1_000;
}

/** The same instant as a wall clock in another zone. */
function moveToZone(local: LocalDateTime, from: string, to: string): LocalDateTime {
  return from === to ? local : toLocal(toInstant(local, from), to);
}

/**
 * DUE as a duration from DTSTART. In the same zone the difference is taken on the wall clock, so
 * whole days stay nominal days (P1D is "same time tomorrow" across a DST change); across zones
 * it is the exact time between the two instants.
 */
function durationBetween(
  start: LocalDateTime,
  startZone: string,
  due: LocalDateTime,
  dueZone: string,
): string | undefined {
  if (startZone === dueZone) {
    let days =
      daysFromCivil(due.year, due.month, due.day) - daysFromCivil(start.year, start.month, start.day);
    let seconds =
      due.hour * 3_600 +
      due.minute * 60 +
      due.second -
      (start.hour * 3_600 + start.minute * 60 + start.second);
    if (seconds < 0) {
      days -= 1;
      seconds += 86_400;
    }
    return days < 0 || (days === 0 && seconds === 0) ? undefined : formatDuration(days, seconds);
  }
  const seconds = (toInstant(due, dueZone) - toInstant(start, startZone)) / 1_000;
  return seconds > 0 ? formatDuration(0, seconds) : undefined;
}

// ---------------------------------------------------------------------------------------------
// Writing

function isKnownZone(zone: string): boolean {
  return zone === 'UTC' || isValidZone(zone);
}

/** `;TZID=zone:` before a zoned value, or `:` before a UTC value (which then ends in Z). */
function dateTimeProperty(name: string, values: readonly LocalDateTime[], zone: string): string {
  if (zone === 'UTC') return `${name}:${values.map((t) => `${formatDateTime(t)}Z`).join(',')}`;
  const tzid = /[;:,"]/.test(zone) ? `"${zone}"` : zone;
  return `${name};TZID=${tzid}:${values.map(formatDateTime).join(',')}`;
}

/**
 * RFC 5545 section 3.3.10: with a zoned or UTC DTSTART, UNTIL MUST be in UTC. The rule holds UNTIL
 * as a wall clock in the activity's zone, so it is converted here and back when read.
 */
function formatRuleForZone(rule: RecurrenceRule, zone: string): string {
  const text = formatRule(rule);
  if (rule.until === undefined) return text;
  const utc = toLocal(toInstant(rule.until, zone), 'UTC');
  return text.replace(/UNTIL=\d{8}T\d{6}/, `UNTIL=${formatDateTime(utc)}Z`);
}

function assertWritable(todo: IcsTodo): void {
  const fail = (why: string) => {
    throw new Error(`Cannot write VTODO "${todo.uid}": ${why}`);
  };
  if (todo.uid === '') fail('empty UID');
  if (!isKnownZone(todo.zone)) fail(`unknown time zone "${todo.zone}"`);
  if (todo.duration !== undefined && !isValidDuration(todo.duration))
    fail(`invalid duration "${todo.duration}"`);
  if (
    todo.priority !== undefined &&
    !(Number.isInteger(todo.priority) && todo.priority >= 0 && todo.priority <= 9)
  ) {
    fail(`priority ${todo.priority} is not an integer from 0 to 9`);
  }
  if (todo.status !== undefined && !STATUSES.includes(todo.status)) fail(`invalid status "${todo.status}"`);
}

function todoLines(todo: IcsTodo): string[] {
  assertWritable(todo);
  const lines = ['BEGIN:VTODO', `UID:${escapeText(todo.uid)}`, `DTSTAMP:${formatDateTime(todo.stamp)}Z`];
  lines.push(dateTimeProperty('DTSTART', [todo.start], todo.zone));
  if (todo.duration !== undefined) lines.push(`DURATION:${todo.duration.replace(/^\+/, '')}`);
  if (todo.rrule !== undefined) lines.push(`RRULE:${formatRuleForZone(todo.rrule, todo.zone)}`);
  if (todo.rdates?.length) lines.push(dateTimeProperty('RDATE', todo.rdates, todo.zone));
  if (todo.exdates?.length) lines.push(dateTimeProperty('EXDATE', todo.exdates, todo.zone));
  if (todo.summary !== '') lines.push(`SUMMARY:${escapeText(todo.summary)}`);
  if (todo.description !== undefined) lines.push(`DESCRIPTION:${escapeText(todo.description)}`);
  if (todo.status !== undefined) lines.push(`STATUS:${todo.status}`);
  if (todo.priority !== undefined) lines.push(`PRIORITY:${todo.priority}`);
  if (todo.categories?.length) lines.push(`CATEGORIES:${todo.categories.map(escapeText).join(',')}`);
  if (todo.reminder) lines.push('X-FAENA-REMINDER:TRUE');
  lines.push('END:VTODO');
  return lines;
}

/**
 * A VCALENDAR with one VTODO per item: every line folded, CRLF line ends, a final CRLF. Throws
 * when an item cannot be written (empty UID, unknown zone, invalid duration, priority or status).
 */
export function serializeCalendar(todos: readonly IcsTodo[], options: SerializeOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(options.prodId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  if (options.name !== undefined) lines.push(`X-WR-CALNAME:${escapeText(options.name)}`);
  for (const todo of todos) lines.push(...todoLines(todo));
  lines.push('END:VCALENDAR');
  return lines.map((line) => foldLine(line) + CRLF).join('');
}

// ---------------------------------------------------------------------------------------------
// Reading

type Messages = Record<RecurrenceLocale, string>;

interface Refusal {
  code: string;
  property?: string;
  message: Messages;
  ruleProblems?: RuleProblem[];
}

const refusal = (code: string, property: string | undefined, es: string, en: string): Refusal => ({
  code,
  ...(property ? { property } : {}),
  message: { 'es-MX': es, 'en-US': en },
});

type ZonedRead = { ok: true; values: LocalDateTime[]; zone: string } | { ok: false; refusal: Refusal };

function invalidDateTime(line: ContentLine): Refusal {
  return refusal(
    `invalid_${line.name.toLowerCase()}`,
    line.name,
    `${line.name} debe ser una fecha y hora AAAAMMDDTHHMMSS (con TZID o Z); "${line.value}" no es válida.`,
    `${line.name} must be a date and time YYYYMMDDTHHMMSS (with TZID or Z); "${line.value}" is not valid.`,
  );
}

/**
 * A DTSTART/DUE/RDATE/EXDATE value list: UTC (Z) values read in zone 'UTC'; TZID values in their
 * zone; floating values in `floatingZone` when given (RDATE/EXDATE take DTSTART's), else refused.
 */
function readZoned(line: ContentLine, floatingZone?: string): ZonedRead {
  const property = line.name;
  const invalid = (): ZonedRead => ({ ok: false, refusal: invalidDateTime(line) });
  const valueType = line.params.VALUE?.[0]?.toUpperCase();
  if (valueType === 'DATE' || (valueType === undefined && /^\d{8}$/.test(line.value))) {
    return {
      ok: false,
      refusal: refusal(
        'date_only',
        property,
        `${property} es solo una fecha (${line.value}); las actividades necesitan fecha y hora.`,
        `${property} is a date only (${line.value}); activities need a date and a time.`,
      ),
    };
  }
  if (valueType !== undefined && valueType !== 'DATE-TIME') return invalid();
  const read = line.value.split(',').map(readDateTime);
  if (read.length === 0 || read.some((entry) => entry === undefined)) return invalid();
  const entries = read as { local: LocalDateTime; utc: boolean }[];
  const values = entries.map((entry) => entry.local);
  const allUtc = entries.every((entry) => entry.utc);
  if (allUtc) return { ok: true, values, zone: 'UTC' };
  if (entries.some((entry) => entry.utc)) return invalid();
  const tzid = line.params.TZID?.[0];
  if (tzid !== undefined) {
    if (isKnownZone(tzid)) return { ok: true, values, zone: tzid };
    return {
      ok: false,
      refusal: refusal(
        'unknown_zone',
        property,
        `La zona horaria "${tzid}" de ${property} no se reconoce; usa un nombre IANA como America/Mexico_City.`,
        `The time zone "${tzid}" of ${property} is not known; use an IANA name such as America/Mexico_City.`,
      ),
    };
  }
  if (floatingZone !== undefined) return { ok: true, values, zone: floatingZone };
  return {
    ok: false,
    refusal: refusal(
      'floating_time',
      property,
      `${property} no tiene zona horaria (ni TZID ni Z); no se sabe a qué hora ocurre.`,
      `${property} has no time zone (neither TZID nor Z), so its moment is unknown.`,
    ),
  };
}

/** Reads one VTODO's properties: the item, or every reason it is refused. */
function readTodo(lines: readonly ContentLine[]): { todo: IcsTodo } | { refusals: Refusal[] } {
  const refusals: Refusal[] = [];
  const all = (name: string) => lines.filter((line) => line.name === name);
  const first = (name: string) => lines.find((line) => line.name === name);

  const uid = first('UID') && unescapeText((first('UID') as ContentLine).value);
  if (!uid) {
    refusals.push(refusal('missing_uid', 'UID', 'Falta el UID de la tarea.', 'The task has no UID.'));
  }
  if (first('RECURRENCE-ID')) {
    refusals.push(
      refusal(
        'unsupported_recurrence_id',
        'RECURRENCE-ID',
        'Los cambios a una sola repetición (RECURRENCE-ID) no se pueden importar.',
        'Changes to a single occurrence (RECURRENCE-ID) cannot be imported.',
      ),
    );
  }

  let start: LocalDateTime | undefined;
  let zone: string | undefined;
  const dtstart = first('DTSTART');
  if (!dtstart) {
    refusals.push(
      refusal('missing_dtstart', 'DTSTART', 'Falta DTSTART (el inicio).', 'DTSTART (the start) is missing.'),
    );
  } else {
    const read = readZoned(dtstart);
    if (!read.ok) refusals.push(read.refusal);
    else if (read.values.length !== 1) refusals.push(invalidDateTime(dtstart));
    else [start, zone] = [read.values[0], read.zone];
  }

  const durationLine = first('DURATION');
  const dueLine = first('DUE');
  let duration: string | undefined;
  if (durationLine && dueLine) {
    refusals.push(
      refusal(
        'due_and_duration',
        'DUE',
        'La tarea tiene DUE y DURATION; RFC 5545 permite solo uno de los dos.',
        'The task has both DUE and DURATION; RFC 5545 allows only one of them.',
      ),
    );
  } else if (durationLine) {
    const value = durationLine.value.toUpperCase();
    if (isValidDuration(value)) duration = value.replace(/^\+/, '');
    else {
      refusals.push(
        refusal(
          'invalid_duration',
          'DURATION',
          `DURATION debe ser una duración como P1D, PT1H30M o P1W; "${durationLine.value}" no es válida.`,
          `DURATION must be a duration such as P1D, PT1H30M or P1W; "${durationLine.value}" is not valid.`,
        ),
      );
    }
  } else if (dueLine) {
    const read = readZoned(dueLine, zone);
    if (!read.ok) refusals.push(read.refusal);
    else if (start !== undefined && zone !== undefined) {
      duration = durationBetween(start, zone, read.values[0] as LocalDateTime, read.zone);
      if (duration === undefined || read.values.length !== 1) {
        refusals.push(
          refusal(
            'due_not_after_start',
            'DUE',
            `DUE (${dueLine.value}) debe ser posterior a DTSTART.`,
            `DUE (${dueLine.value}) must be later than DTSTART.`,
          ),
        );
      }
    }
  }

  let rrule: RecurrenceRule | undefined;
  const rrules = all('RRULE');
  if (rrules.length > 1) {
    refusals.push(
      refusal(
        'multiple_rrule',
        'RRULE',
        'La tarea tiene más de un RRULE.',
        'The task has more than one RRULE.',
      ),
    );
  } else if (rrules.length === 1) {
    const parsed = parseRule((rrules[0] as ContentLine).value);
    if (!parsed.ok) {
      refusals.push({
        ...refusal(
          'invalid_rrule',
          'RRULE',
          `La regla RRULE no es válida: ${ruleProblemsText(parsed.problems, 'es-MX')}`,
          `The RRULE is not valid: ${ruleProblemsText(parsed.problems, 'en-US')}`,
        ),
        ruleProblems: parsed.problems,
      });
    } else {
      rrule = parsed.rule;
      // A UTC UNTIL (as RFC 5545 requires with a zoned DTSTART) is moved to the activity's wall clock.
      if (parsed.untilIsUtc && rrule.until !== undefined && zone !== undefined) {
        rrule = { ...rrule, until: toLocal(utcMs(rrule.until), zone) };
      }
    }
  }
  if (first('EXRULE')) {
    refusals.push(
      refusal(
        'unsupported_exrule',
        'EXRULE',
        'EXRULE (obsoleto en RFC 5545) no se puede importar.',
        'EXRULE (deprecated in RFC 5545) cannot be imported.',
      ),
    );
  }

  const readDateList = (name: 'RDATE' | 'EXDATE'): LocalDateTime[] | undefined => {
    const values: LocalDateTime[] = [];
    for (const line of all(name)) {
      const read = readZoned(line, zone);
      if (!read.ok) refusals.push(read.refusal);
      else if (zone !== undefined)
        values.push(...read.values.map((value) => moveToZone(value, read.zone, zone)));
    }
    return values.length > 0 ? values : undefined;
  };
  const rdates = readDateList('RDATE');
  const exdates = readDateList('EXDATE');

  let status: IcsStatus | undefined;
  const statusLine = first('STATUS');
  if (statusLine) {
    const value = statusLine.value.toUpperCase();
    if ((STATUSES as readonly string[]).includes(value)) status = value as IcsStatus;
    else {
      refusals.push(
        refusal(
          'invalid_status',
          'STATUS',
          `STATUS debe ser NEEDS-ACTION, COMPLETED, IN-PROCESS o CANCELLED; "${statusLine.value}" no es válido.`,
          `STATUS must be NEEDS-ACTION, COMPLETED, IN-PROCESS or CANCELLED; "${statusLine.value}" is not valid.`,
        ),
      );
    }
  }

  let priority: number | undefined;
  const priorityLine = first('PRIORITY');
  if (priorityLine) {
    if (/^\+?\d+$/.test(priorityLine.value) && Number(priorityLine.value) <= 9)
      priority = Number(priorityLine.value);
    else {
      refusals.push(
        refusal(
          'invalid_priority',
          'PRIORITY',
          `PRIORITY debe ser un entero de 0 a 9; "${priorityLine.value}" no es válido.`,
          `PRIORITY must be an integer from 0 to 9; "${priorityLine.value}" is not valid.`,
        ),
      );
    }
  }

  // DTSTAMP is required, but files written by hand often lack it: LAST-MODIFIED or CREATED stand in.
  let stamp: LocalDateTime | undefined;
  for (const name of ['DTSTAMP', 'LAST-MODIFIED', 'CREATED']) {
    const line = first(name);
    const read = line && readZoned(line, 'UTC');
    if (read?.ok && read.values.length === 1) {
      stamp = moveToZone(read.values[0] as LocalDateTime, read.zone, 'UTC');
      break;
    }
  }
  if (!stamp) {
    refusals.push(
      refusal(
        'missing_dtstamp',
        'DTSTAMP',
        'Falta DTSTAMP (o no es una fecha y hora válida).',
        'DTSTAMP is missing (or not a valid date and time).',
      ),
    );
  }

  if (refusals.length > 0 || !uid || !start || !zone || !stamp) return { refusals };

  const todo: IcsTodo = { uid, summary: unescapeText(first('SUMMARY')?.value ?? ''), start, zone, stamp };
  const description = first('DESCRIPTION');
  if (description) todo.description = unescapeText(description.value);
  if (duration !== undefined) todo.duration = duration;
  if (rrule) todo.rrule = rrule;
  if (rdates) todo.rdates = rdates;
  if (exdates) todo.exdates = exdates;
  if (status) todo.status = status;
  if (priority !== undefined) todo.priority = priority;
  const categories = all('CATEGORIES').flatMap((line) => splitTextList(line.value));
  if (categories.length > 0) todo.categories = categories;
  if (first('X-FAENA-REMINDER')?.value.toUpperCase() === 'TRUE') todo.reminder = true;
  return { todo };
}

interface OpenTodo {
  index: number;
  /** Component depth of the VTODO: its own properties sit at this depth, VALARMs deeper. */
  depth: number;
  lines: ContentLine[];
  malformed: string[];
}

/**
 * Every VTODO of a text (VEVENT, VTIMEZONE, VALARM content, unknown and X- properties are
 * ignored). A VTODO that cannot be read is left out of `todos` and each reason is reported in
 * `problems`, with the VTODO's position and UID; the other VTODOs are still read.
 */
export function parseCalendar(text: string): { todos: IcsTodo[]; problems: IcsProblem[] } {
  const todos: IcsTodo[] = [];
  const problems: IcsProblem[] = [];
  const seenUids = new Set<string>();
  const stack: string[] = [];
  let open: OpenTodo | undefined;
  let count = 0;

  const report = (item: OpenTodo, entries: readonly Refusal[]) => {
    const uidLine = item.lines.find((line) => line.name === 'UID');
    const uid = uidLine ? unescapeText(uidLine.value) : undefined;
    for (const entry of entries) problems.push({ index: item.index, ...(uid ? { uid } : {}), ...entry });
  };

  const close = (item: OpenTodo) => {
    if (item.malformed.length > 0) {
      report(
        item,
        item.malformed.map((line) =>
          refusal('malformed_line', undefined, `Línea mal formada: ${line}`, `Malformed line: ${line}`),
        ),
      );
      return;
    }
    const read = readTodo(item.lines);
    if ('refusals' in read) return report(item, read.refusals);
    if (seenUids.has(read.todo.uid)) {
      return report(item, [
        refusal(
          'duplicate_uid',
          'UID',
          `Otra tarea del archivo ya usa el UID "${read.todo.uid}".`,
          `Another task in the file already uses the UID "${read.todo.uid}".`,
        ),
      ]);
    }
    seenUids.add(read.todo.uid);
    todos.push(read.todo);
  };

  const unterminated = (item: OpenTodo) =>
    report(item, [
      refusal(
        'unterminated_todo',
        undefined,
        'La tarea no termina con END:VTODO.',
        'The task does not end with END:VTODO.',
      ),
    ]);

  for (const raw of unfoldLines(text)) {
    let line: ContentLine;
    try {
      line = parseContentLine(raw);
    } catch {
      if (open && stack.length === open.depth) open.malformed.push(raw);
      continue;
    }
    if (line.name === 'BEGIN') {
      const component = line.value.toUpperCase();
      stack.push(component);
      if (component === 'VTODO' && !open)
        open = { index: count++, depth: stack.length, lines: [], malformed: [] };
    } else if (line.name === 'END') {
      const at = stack.lastIndexOf(line.value.toUpperCase());
      if (at < 0) continue;
      if (open && at + 1 <= open.depth) {
        if (at + 1 === open.depth) close(open);
        else unterminated(open);
        open = undefined;
      }
      stack.length = at;
    } else if (open && stack.length === open.depth) {
      open.lines.push(line);
    }
  }
  if (open) unterminated(open);
  return { todos, problems };
}
