/**
 * The activities' figures for native reports (modules/reports): one SQL aggregate, never rows
 * brought to the server to be counted.
 */
import { sql } from 'drizzle-orm';
import { selectRows, type Tx } from '../../platform/database/database.ts';

export interface CompletionFilters {
  /** The window: occurrences whose start falls in [from, to). */
  from: Date;
  to: Date;
  /** Only activities of these venues; empty: every venue (and none). */
  venueIds: readonly string[];
  /** The IANA zone weeks are cut in (Monday start). */
  timeZone: string;
}

export interface CompletionRow {
  /** The Monday starting the week, YYYY-MM-DD in `timeZone`. */
  week: string;
  venueId: string | null;
  venueName: string | null;
  completed: number;
  cancelled: number;
  /** Recorded occurrences still open (an occurrence nobody recorded has no row to count). */
  pending: number;
}

/** `date`'s wall clock in `timeZone` in RFC 5545's local form (`20261125T080000`). */
function wallClock(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}

/** `date` moved by whole days, as a UTC YYYYMMDD (a bound wide enough for any zone's records). */
const dayOf = (date: Date, shiftDays: number) =>
  new Date(date.getTime() + shiftDays * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');

type CompletionSqlRow = {
  week: string;
  venue_id: string | null;
  venue_name: string | null;
  completed: string | number;
  cancelled: string | number;
  pending: string | number;
};

function toCompletionRow(row: CompletionSqlRow): CompletionRow {
  return {
    week: row.week,
    venueId: row.venue_id,
    venueName: row.venue_name,
    completed: Number(row.completed),
    cancelled: Number(row.cancelled),
    pending: Number(row.pending),
  };
}

/**
 * Recorded occurrences (SPEC 3 task-execution records) per venue and week of their start, in
 * one aggregate: the same answer as `directCompletionByVenueAndWeek`, read mostly from the
 * rollup `activity_completion_daily` (counts per venue, activity zone, recurrence-id day and
 * status, kept by triggers). A rollup day counts whole when every record it may hold falls
 * inside the window and in one week of the viewer: for activities in the viewer's zone, any
 * day strictly between the window's first and last; for other zones, a day whose span, three
 * hours wider on each side (more than any daylight-saving jump), lies in the window and in one
 * viewer week. The days are listed per zone (the viewer's, and every zone an activity of the
 * organization is in), each read from the rollup by its index. The other days (the window's
 * edges; in other zones, the day a viewer week starts in) are counted from their records as
 * the direct query does, each day one index range; a record of a day that lies wholly inside the
 * window (three hours wider on each side) skips the window's test, and with it two conversions.
 */
export async function completionByVenueAndWeek(
  tx: Tx,
  organizationId: string,
  filters: CompletionFilters,
): Promise<CompletionRow[]> {
  const zone = filters.timeZone;
  const venueList = `{${filters.venueIds.join(',')}}`;
  const venues = (column: ReturnType<typeof sql.raw>) =>
    filters.venueIds.length > 0 ? sql`and ${column} = any(${venueList}::uuid[])` : sql``;
  const from = filters.from.toISOString();
  const to = filters.to.toISOString();
  const fromWall = wallClock(filters.from, zone);
  const toWall = wallClock(filters.to, zone);
  const fromDay = fromWall.slice(0, 8);
  const toDay = toWall.slice(0, 8);
  // The planner's guesses for the day lists are high enough to switch JIT compilation on, which
  // costs seconds on a busy machine for a query that runs in tens of milliseconds; this
  // transaction only.
  await tx.execute(sql`select set_config('jit', 'off', true)`);
  const rows = await selectRows<CompletionSqlRow>(
    tx,
    sql`with zone_days as materialized (
          select z.time_zone, z.day, z.next_day,
            z.span_start >= ${from}::timestamptz and z.span_end <= ${to}::timestamptz as inside,
            case when z.time_zone = ${zone} then z.day > ${fromDay} and z.day < ${toDay}
              else z.span_start >= ${from}::timestamptz and z.span_end <= ${to}::timestamptz
                and date_trunc('week', z.span_start at time zone ${zone})
                  = date_trunc('week', z.span_end at time zone ${zone})
            end as whole,
            case when z.time_zone = ${zone} then date_trunc('week', z.date::timestamp)::date
              else date_trunc('week', z.span_start at time zone ${zone})::date
            end as week
          from (
            select zones.time_zone, to_char(d, 'YYYYMMDD') as day,
              to_char(d + interval '1 day', 'YYYYMMDD') as next_day, d::date as date,
              (d at time zone zones.time_zone) - interval '3 hours' as span_start,
              ((d + interval '1 day') at time zone zones.time_zone) + interval '3 hours' as span_end
            from (
              select ${zone}::text as time_zone
              union
              select distinct time_zone from activities where tenant_id = ${organizationId}
            ) zones
            cross join lateral generate_series(
              case when zones.time_zone = ${zone} then ${fromDay} else ${dayOf(filters.from, -1)} end::date::timestamp,
              case when zones.time_zone = ${zone} then ${toDay} else ${dayOf(filters.to, 1)} end::date::timestamp,
              interval '1 day'
            ) d
          ) z
        ), split as (
          select a.venue_id, e.status,
            case when a.time_zone = ${zone} then left(e.recurrence_id, 8)
              else to_char((e.recurrence_id::timestamp at time zone a.time_zone) at time zone ${zone}, 'YYYYMMDD')
            end as day,
            count(*) as records
          from zone_days z
          cross join lateral (
            select x.activity_id, x.recurrence_id, x.status
            from activity_executions x
            where x.tenant_id = ${organizationId} and x.recurrence_id >= z.day and x.recurrence_id < z.next_day
            offset 0
          ) e
          join activities a on a.tenant_id = ${organizationId} and a.id = e.activity_id and a.time_zone = z.time_zone
          where not z.whole
            ${venues(sql.raw('a.venue_id'))}
            and (z.inside or case when a.time_zone = ${zone}
              then e.recurrence_id >= ${fromWall} and e.recurrence_id < ${toWall}
              else e.recurrence_id::timestamp at time zone a.time_zone >= ${from}::timestamptz
                and e.recurrence_id::timestamp at time zone a.time_zone < ${to}::timestamptz
            end)
          group by 1, 2, 3
        ), weeks as (
          select z.week, r.venue_id, r.status, r.records
          from zone_days z
          cross join lateral (
            select r.venue_id, r.status, r.records
            from activity_completion_daily r
            where r.tenant_id = ${organizationId} and r.day = z.day and r.time_zone = z.time_zone
              ${venues(sql.raw('r.venue_id'))}
            offset 0
          ) r
          where z.whole
          union all
          select date_trunc('week', day::date::timestamp)::date, venue_id, status, records
          from split
        ), counted as (
          select week, venue_id,
            coalesce(sum(records) filter (where status = 'COMPLETED'), 0) as completed,
            coalesce(sum(records) filter (where status = 'CANCELLED'), 0) as cancelled,
            coalesce(sum(records) filter (where status not in ('COMPLETED', 'CANCELLED')), 0) as pending
          from weeks
          group by 1, 2
        )
        select to_char(c.week, 'YYYY-MM-DD') as week, c.venue_id, v.name as venue_name,
          c.completed, c.cancelled, c.pending
        from counted c
        left join venues v on v.tenant_id = ${organizationId} and v.id = c.venue_id
        order by c.week, v.name nulls last, c.venue_id`,
  );
  return rows.map(toCompletionRow);
}

/**
 * The report's definition, counted straight from the records (what `completionByVenueAndWeek`
 * answers from the rollup, and what the tests hold it to): recorded occurrences (SPEC 3
 * task-execution records) per venue and week of their start, in one aggregate. An occurrence's start is its recurrence id, a wall-clock time in the
 * activity's zone. For an activity in the viewer's zone (the usual case) that text is already
 * the viewer's wall clock: its first 8 characters are the day and the window is a text range,
 * so no time is parsed or converted. Only records of activities in other zones are converted.
 * Records are counted per venue, status and day first, then days are gathered into weeks
 * (Monday start). The recurrence id's date narrows the rows by index a day wider than the
 * window on each side.
 */
export async function directCompletionByVenueAndWeek(
  tx: Tx,
  organizationId: string,
  filters: CompletionFilters,
): Promise<CompletionRow[]> {
  const zone = filters.timeZone;
  const venues =
    filters.venueIds.length > 0
      ? sql`and a.venue_id = any(${`{${filters.venueIds.join(',')}}`}::uuid[])`
      : sql``;
  const from = filters.from.toISOString();
  const to = filters.to.toISOString();
  // Room to count a quarter-million records per venue, status and day in a hash table (the
  // default 4 MB makes the planner sort them first, half again slower); this transaction only.
  await tx.execute(sql`select set_config('work_mem', '64MB', true)`);
  const rows = await selectRows<CompletionSqlRow>(
    tx,
    sql`with days as (
          select a.venue_id, e.status,
            case when a.time_zone = ${zone} then left(e.recurrence_id, 8)
              else to_char((e.recurrence_id::timestamp at time zone a.time_zone) at time zone ${zone}, 'YYYYMMDD')
            end as day,
            count(*) as records
          from activity_executions e
          join activities a on a.tenant_id = e.tenant_id and a.id = e.activity_id
          where e.tenant_id = ${organizationId}
            and e.recurrence_id >= ${dayOf(filters.from, -1)} and e.recurrence_id < ${dayOf(filters.to, 2)}
            ${venues}
            and case when a.time_zone = ${zone}
              then e.recurrence_id >= ${wallClock(filters.from, zone)} and e.recurrence_id < ${wallClock(filters.to, zone)}
              else e.recurrence_id::timestamp at time zone a.time_zone >= ${from}::timestamptz
                and e.recurrence_id::timestamp at time zone a.time_zone < ${to}::timestamptz
            end
          group by 1, 2, 3
        ), counted as (
          select date_trunc('week', day::date) as week, venue_id,
            coalesce(sum(records) filter (where status = 'COMPLETED'), 0) as completed,
            coalesce(sum(records) filter (where status = 'CANCELLED'), 0) as cancelled,
            coalesce(sum(records) filter (where status not in ('COMPLETED', 'CANCELLED')), 0) as pending
          from days
          group by 1, 2
        )
        select to_char(c.week, 'YYYY-MM-DD') as week, c.venue_id, v.name as venue_name,
          c.completed, c.cancelled, c.pending
        from counted c
        left join venues v on v.tenant_id = ${organizationId} and v.id = c.venue_id
        order by c.week, v.name nulls last, c.venue_id`,
  );
  return rows.map(toCompletionRow);
}
