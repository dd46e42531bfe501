/**
 * An activity's recurrence set (RFC 5545 section 3.8.5): DTSTART, the RRULE's occurrences and
 * the RDATEs, less the EXDATEs, each placed in the activity's zone. An occurrence is named by its
 * recurrence id, the wall-clock start it has in the series (RECURRENCE-ID), so it keeps its name
 * across daylight-saving changes; its due time is its start plus the duration, days counted on
 * the wall clock (a "P1D" task ends at the same local time the next day, 23 or 25 hours later
 * across a change), the rest exactly.
 */
import { daysFromCivil, toCivil } from './civil.ts';
import { compareLocal, expandRule } from './expand.ts';
import type { LocalDateTime, RecurrenceRule } from './types.ts';
import { toInstant, toLocal } from './zone.ts';

export interface Series {
  /** DTSTART, in `zone`'s wall clock: always the first occurrence (RFC 5545 3.3.10). */
  start: LocalDateTime;
  zone: string;
  rrule?: RecurrenceRule;
  rdates?: readonly LocalDateTime[];
  exdates?: readonly LocalDateTime[];
  /** How long one occurrence lasts: whole days on the wall clock, then seconds. */
  duration: { days: number; seconds: number };
}

export interface Occurrence {
  /** The occurrence's original wall-clock start, `YYYYMMDDTHHMMSS`. */
  recurrenceId: string;
  local: LocalDateTime;
  /** Epoch milliseconds. */
  start: number;
  due: number;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** RFC 5545's local DATE-TIME form, which names an occurrence: `20261102T080000`. */
export function recurrenceIdOf(local: LocalDateTime): string {
  return `${pad(local.year, 4)}${pad(local.month, 2)}${pad(local.day, 2)}T${pad(local.hour, 2)}${pad(local.minute, 2)}${pad(local.second, 2)}`;
}

const RECURRENCE_ID = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/;

/** The wall-clock start a recurrence id names; null when it is not one. */
export function parseRecurrenceId(id: string): LocalDateTime | null {
  const match = RECURRENCE_ID.exec(id);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const civil = toCivil(daysFromCivil(year, month, day), { year: 0, month: 0, day: 0 });
  const real = civil.year === year && civil.month === month && civil.day === day;
  return real && hour < 24 && minute < 60 && second < 61 ? { year, month, day, hour, minute, second } : null;
}

const WINDOW_MARGIN_SECONDS = 3 * 3_600;

/** A wall-clock value moved by `seconds` on the wall clock (no zone involved). */
function shiftSeconds(local: LocalDateTime, seconds: number): LocalDateTime {
  // Not Date.UTC: it reads years 0–99 as 1900–1999.
  const moved = new Date(0);
  moved.setUTCFullYear(local.year, local.month - 1, local.day);
  moved.setUTCHours(local.hour, local.minute, local.second + seconds, 0);
  return {
    year: moved.getUTCFullYear(),
    month: moved.getUTCMonth() + 1,
    day: moved.getUTCDate(),
    hour: moved.getUTCHours(),
    minute: moved.getUTCMinutes(),
    second: moved.getUTCSeconds(),
  };
}

function addDays(local: LocalDateTime, days: number): LocalDateTime {
  const civil = toCivil(daysFromCivil(local.year, local.month, local.day) + days, {
    year: 0,
    month: 0,
    day: 0,
  });
  return { ...local, ...civil };
}

/**
 * The occurrences whose start falls in [from, to) (epoch milliseconds), ascending by start. Throws
 * `RecurrenceExpansionError` for a rule that keeps producing nothing (see expand.ts).
 */
export function occurrencesBetween(series: Series, from: number, to: number): Occurrence[] {
  if (!(from < to)) return [];
  // The wall-clock window holding [from, to), widened by more than any daylight-saving shift (a
  // wall clock runs back at most an hour, or two in a few historical zones).
  const localFrom = shiftSeconds(toLocal(from, series.zone), -WINDOW_MARGIN_SECONDS);
  const localTo = shiftSeconds(toLocal(to, series.zone), WINDOW_MARGIN_SECONDS);
  const inWindow = (local: LocalDateTime) =>
    compareLocal(local, localFrom) >= 0 && compareLocal(local, localTo) < 0;

  const candidates = new Map<string, LocalDateTime>();
  const add = (local: LocalDateTime) => {
    if (inWindow(local)) candidates.set(recurrenceIdOf(local), local);
  };
  add(series.start);
  if (series.rrule) {
    for (const local of expandRule(series.rrule, series.start, { from: localFrom, to: localTo })) add(local);
  }
  for (const local of series.rdates ?? []) add(local);
  for (const local of series.exdates ?? []) candidates.delete(recurrenceIdOf(local));

  const occurrences: Occurrence[] = [];
  for (const [recurrenceId, local] of candidates) {
    const start = toInstant(local, series.zone);
    if (start < from || start >= to) continue;
    const due = toInstant(addDays(local, series.duration.days), series.zone) + series.duration.seconds * 1000;
    occurrences.push({ recurrenceId, local, start, due });
  }
  return occurrences.sort((a, b) => a.start - b.start || compareLocal(a.local, b.local));
}
