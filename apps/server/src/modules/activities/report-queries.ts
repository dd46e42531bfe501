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

/**
 * Recorded occurrences (SPEC 3 task-execution records) per venue and week of their start, in
 * one aggregate. An occurrence's start is its recurrence id, a wall-clock time in the
 * activity's zone. For an activity in the viewer's zone (the usual case) that text is already
 * the viewer's wall clock: its first 8 characters are the day and the window is a text range,
 * so no time is parsed or converted. Only records of activities in other zones are converted.
 * Records are counted per venue, status and day first, then days are gathered into weeks
 * (Monday start). The recurrence id's date narrows the rows by index a day wider than the
 * window on each side.
 */
export async function completionByVenueAndWeek(
  tx: Tx,
  organizationId: string,
  filters: CompletionFilters,
): Promise<CompletionRow[]> {
  const zone = filters.timeZone;
  const dayOf = (date: Date, shiftDays: number) =>
    new Date(date.getTime() + shiftDays * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
  const venues =
    filters.venueIds.length > 0
      ? sql`and a.venue_id = any(${`{${filters.venueIds.join(',')}}`}::uuid[])`
      : sql``;
  const from = filters.from.toISOString();
  const to = filters.to.toISOString();
  // Room to count a quarter-million records per venue, status and day in a hash table (the
  // default 4 MB makes the planner sort them first, half again slower); this transaction only.
  await tx.execute(sql`select set_config('work_mem', '64MB', true)`);
  const rows = await selectRows<{
    week: string;
    venue_id: string | null;
    venue_name: string | null;
    completed: string | number;
    cancelled: string | number;
    pending: string | number;
  }>(
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
  return rows.map((row) => ({
    week: row.week,
    venueId: row.venue_id,
    venueName: row.venue_name,
    completed: Number(row.completed),
    cancelled: Number(row.cancelled),
    pending: Number(row.pending),
  }));
}
