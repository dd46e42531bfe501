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

/**
 * Recorded occurrences (SPEC 3 task-execution records) per venue and week of their start: an
 * occurrence's start is its recurrence id, a wall-clock time in the activity's zone. The
 * recurrence id's date (text, `YYYYMMDD…`) narrows the rows by index a day wider than the window
 * on each side before the exact instants are compared.
 */
export async function completionByVenueAndWeek(
  tx: Tx,
  organizationId: string,
  filters: CompletionFilters,
): Promise<CompletionRow[]> {
  const dayOf = (date: Date, shiftDays: number) =>
    new Date(date.getTime() + shiftDays * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
  const venues =
    filters.venueIds.length > 0
      ? sql`and a.venue_id = any(${`{${filters.venueIds.join(',')}}`}::uuid[])`
      : sql``;
  const rows = await selectRows<{
    week: string;
    venue_id: string | null;
    venue_name: string | null;
    completed: string | number;
    cancelled: string | number;
    pending: string | number;
  }>(
    tx,
    // The occurrence's instant is computed once per record (`offset 0` keeps the subquery from
    // being merged, which would repeat it in the window's test and the week's key); records
    // of the widened text range outside the exact window count in no week.
    sql`with recorded as (
          select a.venue_id, e.status, e.recurrence_id::timestamp at time zone a.time_zone as starts_at
          from activity_executions e
          join activities a on a.tenant_id = e.tenant_id and a.id = e.activity_id
          where e.tenant_id = ${organizationId}
            and e.recurrence_id >= ${dayOf(filters.from, -1)} and e.recurrence_id < ${dayOf(filters.to, 2)}
            ${venues}
          offset 0
        ), placed as (
          select venue_id, status, date_trunc('week', starts_at at time zone ${filters.timeZone}) as week,
            starts_at >= ${filters.from.toISOString()}::timestamptz
              and starts_at < ${filters.to.toISOString()}::timestamptz as inside
          from recorded
        ), counted as (
          select week, venue_id,
            count(*) filter (where inside and status = 'COMPLETED') as completed,
            count(*) filter (where inside and status = 'CANCELLED') as cancelled,
            count(*) filter (where inside and status not in ('COMPLETED', 'CANCELLED')) as pending,
            count(*) filter (where inside) as total
          from placed
          group by 1, 2
        )
        select to_char(c.week, 'YYYY-MM-DD') as week, c.venue_id, v.name as venue_name,
          c.completed, c.cancelled, c.pending
        from counted c
        left join venues v on v.tenant_id = ${organizationId} and v.id = c.venue_id
        where c.total > 0
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
