/**
 * Wall-clock ↔ instant conversion in IANA time zones.
 *
 * Asking `Intl` for every conversion is far too slow for hundreds of thousands of occurrences, so
 * `Intl` is only used to *discover* each zone's offset transitions: a year at a time, on demand,
 * by probing the offset once a day and bisecting every change down to the second. Conversions are
 * then plain arithmetic plus a search through that year's few transitions.
 *
 * Offsets are kept in milliseconds (historic local mean times have offsets with seconds, such as
 * Santiago's −4:42:45 before 1910); `offsetAt` reports them in minutes.
 */
import { daysFromCivil, toCivil } from './civil.ts';
import type { LocalDateTime } from './types.ts';

const SECOND_MS = 1_000;
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * tzdb has no transition before this year, so earlier times keep the offset in force at its start
 * (the zone's local mean time). This also keeps `Intl` away from years it prints without an era.
 */
const FIRST_TABLE_YEAR = 1800;

/**
 * How far a year's table reaches into its neighbours. A wall time in year Y may be an instant in
 * Y−1 or Y+1 (offsets stay well within a day), so each table also holds the transitions near its
 * edges.
 */
const TABLE_MARGIN_MS = 2 * DAY_MS;

/** The transitions that apply to the instants and the wall times of one year. */
interface YearTable {
  /** Offset in force before the table's first transition. */
  firstOffset: number;
  /** Instants at which the offset changes, ascending. */
  changeAt: number[];
  /** Offset from each change on. */
  offsetAfter: number[];
  /**
   * The wall time (as epoch ms read in UTC) from which wall times take the offset after each
   * change: the end of its gap or of its overlap. Earlier wall times take the offset before it,
   * which is RFC 5545's rule both for times in a gap and for the first of a repeated time.
   */
  wallFrom: number[];
}

interface ZoneState {
  formatter: Intl.DateTimeFormat;
  /** Where year, month, day, hour, minute and second appear among the formatter's numbers. */
  fieldSlots: FieldSlots;
  tables: Map<number, YearTable>;
  /** The year last used for an instant, so runs of nearby instants skip the year computation. */
  instantTable: YearTable | undefined;
  instantFrom: number;
  instantTo: number;
  /** The same for wall times. */
  wallTable: YearTable | undefined;
  wallFrom: number;
  wallTo: number;
}

interface FieldSlots {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const zones = new Map<string, ZoneState>();
// Occurrences come in runs of one activity, hence one zone: skip the map for repeats.
let lastZoneName: string | undefined;
let lastZoneState: ZoneState | undefined;

/** Epoch milliseconds of a wall-clock time in `zone` (RFC 5545 §3.3.5, form #3). */
export function toInstant(local: LocalDateTime, zone: string): number {
  const state = zoneState(zone);
  const wall = wallClockMs(local);
  if (!Number.isFinite(wall)) throw new RangeError(`Invalid local date-time: ${JSON.stringify(local)}`);
  return wall - offsetForWall(state, wall);
}

/** The wall-clock time in `zone` at an instant (milliseconds are dropped). */
export function toLocal(epochMs: number, zone: string): LocalDateTime {
  const state = zoneState(zone);
  assertInstant(epochMs);
  const wall = epochMs + offsetForInstant(state, epochMs);
  return localFromWallMs(wall);
}

/** The zone's UTC offset at an instant, in minutes east of UTC (−360 for CST). */
export function offsetAt(epochMs: number, zone: string): number {
  const state = zoneState(zone);
  assertInstant(epochMs);
  return offsetForInstant(state, epochMs) / MINUTE_MS;
}

/** Whether `zone` names a time zone this runtime knows (IANA names and their aliases). */
export function isValidZone(zone: string): boolean {
  try {
    zoneState(zone);
    return true;
  } catch {
    return false;
  }
}

function assertInstant(epochMs: number): void {
  if (!Number.isFinite(epochMs)) throw new RangeError(`Invalid instant: ${epochMs}`);
}

// ---------------------------------------------------------------------------------------------
// Zone state and lookups

function zoneState(zone: string): ZoneState {
  if (zone === lastZoneName && lastZoneState) return lastZoneState;
  let state = zones.get(zone);
  if (!state) {
    state = createZoneState(zone);
    zones.set(zone, state);
  }
  lastZoneName = zone;
  lastZoneState = state;
  return state;
}

function createZoneState(zone: string): ZoneState {
  // Intl reads a missing time zone as the machine's own: never let that through.
  if (typeof zone !== 'string' || zone.trim() === '') throw unknownZone(zone);
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      numberingSystem: 'latn',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  } catch {
    throw unknownZone(zone);
  }
  return {
    formatter,
    fieldSlots: fieldSlotsOf(formatter),
    tables: new Map(),
    instantTable: undefined,
    instantFrom: 0,
    instantTo: 0,
    wallTable: undefined,
    wallFrom: 0,
    wallTo: 0,
  };
}

function unknownZone(zone: unknown): RangeError {
  return new RangeError(`Unknown time zone: ${JSON.stringify(zone)}`);
}

function offsetForInstant(state: ZoneState, epochMs: number): number {
  let table = state.instantTable;
  if (!table || epochMs < state.instantFrom || epochMs >= state.instantTo) {
    const year = yearOfMs(epochMs);
    table = yearTable(state, year);
    state.instantTable = table;
    state.instantFrom = yearStartMs(year);
    state.instantTo = yearStartMs(year + 1);
  }
  return lastAtOrBefore(table.changeAt, table.offsetAfter, table.firstOffset, epochMs);
}

function offsetForWall(state: ZoneState, wall: number): number {
  let table = state.wallTable;
  if (!table || wall < state.wallFrom || wall >= state.wallTo) {
    const year = yearOfMs(wall);
    table = yearTable(state, year);
    state.wallTable = table;
    state.wallFrom = yearStartMs(year);
    state.wallTo = yearStartMs(year + 1);
  }
  return lastAtOrBefore(table.wallFrom, table.offsetAfter, table.firstOffset, wall);
}

/** The value paired with the last key ≤ `at`, or `fallback` when there is none. */
function lastAtOrBefore(keys: number[], values: number[], fallback: number, at: number): number {
  // A year has a handful of changes at most: a scan from the end beats a binary search.
  for (let i = keys.length - 1; i >= 0; i--) {
    if ((keys[i] as number) <= at) return values[i] as number;
  }
  return fallback;
}

function yearTable(state: ZoneState, year: number): YearTable {
  const key = Math.max(year, FIRST_TABLE_YEAR - 1);
  let table = state.tables.get(key);
  if (!table) {
    table = key < FIRST_TABLE_YEAR ? constantTable(state) : discoverYear(state, key);
    state.tables.set(key, table);
  }
  return table;
}

function constantTable(state: ZoneState): YearTable {
  const offset = probeOffset(state, yearStartMs(FIRST_TABLE_YEAR));
  return { firstOffset: offset, changeAt: [], offsetAfter: [], wallFrom: [] };
}

// ---------------------------------------------------------------------------------------------
// Discovering transitions with Intl

/** Probes the offset daily across the year (and its margins) and bisects each change. */
function discoverYear(state: ZoneState, year: number): YearTable {
  const from = yearStartMs(year) - TABLE_MARGIN_MS;
  const to = yearStartMs(year + 1) + TABLE_MARGIN_MS;
  const firstOffset = probeOffset(state, from);
  const table: YearTable = { firstOffset, changeAt: [], offsetAfter: [], wallFrom: [] };
  let known = from;
  let knownOffset = firstOffset;
  for (let probe = from + DAY_MS; known < to; probe = Math.min(probe + DAY_MS, to)) {
    const probeOffsetValue = probeOffset(state, probe);
    // More than one change may fall between two probes: find them one after another.
    while (probeOffsetValue !== knownOffset) {
      const changeAt = firstInstantWithOtherOffset(state, known, knownOffset, probe);
      const after = probeOffset(state, changeAt);
      table.changeAt.push(changeAt);
      table.offsetAfter.push(after);
      table.wallFrom.push(changeAt + Math.max(knownOffset, after));
      known = changeAt;
      knownOffset = after;
    }
    known = probe;
  }
  return table;
}

/**
 * Bisects (`from`, `to`] down to the second for an instant whose offset is no longer `offset`.
 * Transitions fall on whole seconds, and `from` has `offset` while `to` does not.
 */
function firstInstantWithOtherOffset(state: ZoneState, from: number, offset: number, to: number): number {
  let low = from;
  let high = to;
  while (high - low > SECOND_MS) {
    const middle = low + Math.floor((high - low) / 2 / SECOND_MS) * SECOND_MS;
    if (probeOffset(state, middle) === offset) low = middle;
    else high = middle;
  }
  return high;
}

/** The offset at an instant (whole seconds), read from Intl's wall-clock rendering of it. */
function probeOffset(state: ZoneState, epochMs: number): number {
  const numbers = state.formatter.format(epochMs).match(/\d+/g);
  const slots = state.fieldSlots;
  const field = (slot: number) => Number(numbers?.[slot]);
  const wall = wallClockMs({
    year: field(slots.year),
    month: field(slots.month),
    day: field(slots.day),
    hour: field(slots.hour),
    minute: field(slots.minute),
    second: field(slots.second),
  });
  if (!Number.isFinite(wall)) throw new RangeError(`Cannot read the time zone's offset at ${epochMs}`);
  return wall - epochMs;
}

/**
 * `format` is several times faster than `formatToParts`: learn once where each field falls among
 * the numbers it prints, then read them by position.
 */
function fieldSlotsOf(formatter: Intl.DateTimeFormat): FieldSlots {
  const numericTypes = formatter
    .formatToParts(0)
    .filter((part) => part.type !== 'literal')
    .map((part) => part.type);
  const slotOf = (type: Intl.DateTimeFormatPartTypes) => {
    const slot = numericTypes.indexOf(type);
    if (slot < 0) throw new RangeError(`The time zone formatter does not print the ${type}`);
    return slot;
  };
  return {
    year: slotOf('year'),
    month: slotOf('month'),
    day: slotOf('day'),
    hour: slotOf('hour'),
    minute: slotOf('minute'),
    second: slotOf('second'),
  };
}

// ---------------------------------------------------------------------------------------------
// Calendar arithmetic (proleptic Gregorian, no zone)

/**
 * A wall-clock time as epoch milliseconds read in UTC. A leap second (60) counts as 59; months
 * and days out of range roll over, as in `Date.UTC` (but years 0–99 are not moved to 1900–1999).
 */
function wallClockMs(local: LocalDateTime): number {
  const { year, month } = local;
  // Occurrences come month by month: reuse the last month's first day.
  if (year !== cachedYear || month !== cachedMonth) {
    cachedMonthStartMs = daysFromCivil(year, month, 1) * DAY_MS;
    cachedYear = year;
    cachedMonth = month;
  }
  const second = local.second === 60 ? 59 : local.second;
  return (
    cachedMonthStartMs +
    (local.day - 1) * DAY_MS +
    local.hour * HOUR_MS +
    local.minute * MINUTE_MS +
    second * SECOND_MS
  );
}

let cachedYear = Number.NaN;
let cachedMonth = Number.NaN;
let cachedMonthStartMs = 0;

function localFromWallMs(wall: number): LocalDateTime {
  const days = Math.floor(wall / DAY_MS);
  const secondOfDay = Math.floor((wall - days * DAY_MS) / SECOND_MS);
  const { year, month, day } = toCivil(days, { year: 0, month: 0, day: 0 });
  return {
    year,
    month,
    day,
    hour: Math.floor(secondOfDay / 3_600),
    minute: Math.floor(secondOfDay / 60) % 60,
    second: secondOfDay % 60,
  };
}

function yearStartMs(year: number): number {
  return daysFromCivil(year, 1, 1) * DAY_MS;
}

function yearOfMs(epochMs: number): number {
  return toCivil(Math.floor(epochMs / DAY_MS), { year: 0, month: 0, day: 0 }).year;
}
