/**
 * Activities as recurrence series (RFC 5545 VTODO): what a stored row means in time, its
 * occurrences in a window, the display status SPEC 4 computes and the priority rule of SPEC 3–4.
 * Pure: no database, no clock of its own.
 */
import {
  type LocalDateTime,
  type Occurrence,
  occurrencesBetween,
  parseRecurrenceId,
  parseRule,
  type RecurrenceRule,
  type Series,
} from '@faena/recurrence';
import type { ActivityRow, ActivityStatus } from './tables.ts';

/** SPEC 3: the allowed priorities, 0 being a reminder; 5 when none is given. */
export const ALLOWED_PRIORITIES = [0, 2, 3, 4, 5, 6, 7, 8] as const;
export const DEFAULT_PRIORITY = 5;

/** SPEC 4: a value outside the allowed set falls to the nearest lower allowed one (1 → 0, 9 → 8). */
export function normalizePriority(value: number): number {
  let allowed = 0;
  for (const candidate of ALLOWED_PRIORITIES) if (candidate <= value) allowed = candidate;
  return allowed;
}

export const DISPLAY_STATUSES = ['SCHEDULED', 'ACTIVE', 'COMPLETED', 'EXPIRED', 'CANCELLED'] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];

/**
 * SPEC 4, computed and never stored: COMPLETED and CANCELLED stay; a start in the future is
 * SCHEDULED; NEEDS-ACTION past its due is EXPIRED; anything else ACTIVE.
 */
export function displayStatus(
  stored: ActivityStatus | null,
  occurrence: { start: number; due: number },
  now: number,
): DisplayStatus {
  if (stored === 'COMPLETED' || stored === 'CANCELLED') return stored;
  if (occurrence.start > now) return 'SCHEDULED';
  if (stored === 'NEEDS-ACTION' && occurrence.due < now) return 'EXPIRED';
  return 'ACTIVE';
}

const DAY_MS = 86_400_000;

type SeriesColumns = Pick<
  ActivityRow,
  'dtstart' | 'timeZone' | 'rrule' | 'rdates' | 'exdates' | 'durationDays' | 'durationSeconds'
>;

const localOf = (recurrenceId: string): LocalDateTime => {
  const local = parseRecurrenceId(recurrenceId);
  if (!local) throw new Error(`Stored date-time ${recurrenceId} is not valid`);
  return local;
};

/**
 * Stored rules, parsed once: a day's list expands thousands of series, and most of them share a
 * handful of rule texts. Bounded; emptied when full.
 */
const parsedRules = new Map<string, RecurrenceRule>();
const MAX_PARSED_RULES = 10_000;

function storedRule(text: string): RecurrenceRule {
  let rule = parsedRules.get(text);
  if (!rule) {
    const parsed = parseRule(text);
    if (!parsed.ok) throw new Error(`Stored rule ${text} is not valid`);
    if (parsedRules.size >= MAX_PARSED_RULES) parsedRules.clear();
    rule = parsed.rule;
    parsedRules.set(text, rule);
  }
  return rule;
}

/** The series a stored row describes (its values were validated when written). */
export function seriesOf(row: SeriesColumns): Series {
  return {
    start: localOf(row.dtstart),
    zone: row.timeZone,
    ...(row.rrule ? { rrule: storedRule(row.rrule) } : {}),
    rdates: row.rdates.map(localOf),
    exdates: row.exdates.map(localOf),
    duration: { days: row.durationDays, seconds: row.durationSeconds },
  };
}

/**
 * The occurrences that overlap [from, to): started before `to` and not yet due at `from` (a
 * week-long check started on Monday is still on Wednesday's list). An occurrence without
 * duration overlaps when it starts in the window.
 */
export function occurrencesOverlapping(series: Series, from: number, to: number): Occurrence[] {
  // The longest an occurrence can last: its days on the wall clock, an hour longer across a change.
  const longest = series.duration.days * DAY_MS + series.duration.seconds * 1_000 + 3_600_000;
  return occurrencesBetween(series, from - longest, to).filter(
    (occurrence) => occurrence.start >= from || occurrence.due > from,
  );
}

/** The far edge used to expand a bounded series whole. */
const END_OF_TIME = Date.UTC(9000, 0, 1);
/** A bounded series longer than this is treated as endless: its end only narrows queries. */
const MAX_COUNTED = 20_000;

/**
 * When the series' last occurrence is due, as an instant; null when it never ends (an RRULE
 * without COUNT or UNTIL, or one too long to be worth expanding). Queries skip series whose end
 * lies before their window.
 */
export function seriesEnd(series: Series): number | null {
  if (series.rrule && series.rrule.count === undefined && series.rrule.until === undefined) return null;
  if (series.rrule && (series.rrule.count ?? 0) > MAX_COUNTED) return null;
  const earliest = Math.min(...[series.start, ...(series.rdates ?? [])].map(wallClockMs)) - 2 * DAY_MS;
  const all = occurrencesBetween(series, earliest, END_OF_TIME);
  if (all.length >= MAX_COUNTED) return null;
  let end = Number.NEGATIVE_INFINITY;
  for (const occurrence of all) end = Math.max(end, occurrence.due);
  return Number.isFinite(end) ? end : null;
}

/** A wall-clock value read as if it were UTC: within a day of its instant in any zone. */
const wallClockMs = (local: LocalDateTime) =>
  Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);

/** The occurrence a recurrence id names, if the series has it. */
export function occurrenceOf(series: Series, recurrenceId: string): Occurrence | null {
  const local = parseRecurrenceId(recurrenceId);
  if (!local) return null;
  // Its instant, give or take the zone's offsets: look a day each side and match the name.
  const approximate = wallClockMs(local);
  const found = occurrencesBetween(series, approximate - 2 * DAY_MS, approximate + 2 * DAY_MS);
  return found.find((occurrence) => occurrence.recurrenceId === recurrenceId) ?? null;
}
