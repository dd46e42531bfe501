/**
 * The checklists' figures for native reports (modules/reports): one SQL aggregate over submitted
 * executions, never rows brought to the server to be averaged.
 */
import { sql } from 'drizzle-orm';
import { selectRows, type Tx } from '../../platform/database/database.ts';

export interface ScoreFilters {
  /** Executions submitted in [from, to). */
  from: Date;
  to: Date;
  venueIds: readonly string[];
  checklistId: string | null;
  /** The IANA zone weeks are cut in (Monday start). */
  timeZone: string;
}

export interface ScoreRow {
  week: string;
  checklistId: string;
  checklistTitle: string;
  executions: number;
  /** The mean percentage of the scored executions (0..100, one decimal); null: none scored. */
  averageScore: number | null;
  flagged: number;
}

/** Submitted executions per checklist and week of submission. */
export async function scoresByWeek(
  tx: Tx,
  organizationId: string,
  filters: ScoreFilters,
): Promise<ScoreRow[]> {
  const venues =
    filters.venueIds.length > 0
      ? sql`and e.venue_id = any(${`{${filters.venueIds.join(',')}}`}::uuid[])`
      : sql``;
  const checklist = filters.checklistId ? sql`and e.checklist_id = ${filters.checklistId}::uuid` : sql``;
  const rows = await selectRows<{
    week: string;
    checklist_id: string;
    title: string;
    executions: string | number;
    average_score: string | number | null;
    flagged: string | number;
  }>(
    tx,
    sql`with counted as (
          select date_trunc('week', e.listed_at at time zone ${filters.timeZone}) as week, e.checklist_id,
            count(*) as executions, round(avg(e.percentage)::numeric, 1) as average_score,
            sum(e.flagged_count) as flagged
          from checklist_executions e
          where e.tenant_id = ${organizationId} and e.status = 'submitted'
            and e.listed_at >= ${filters.from.toISOString()}::timestamptz
            and e.listed_at < ${filters.to.toISOString()}::timestamptz
            ${venues} ${checklist}
          group by 1, 2
        )
        select to_char(k.week, 'YYYY-MM-DD') as week, k.checklist_id, c.title, k.executions,
          k.average_score, k.flagged
        from counted k
        join checklists c on c.tenant_id = ${organizationId} and c.id = k.checklist_id
        order by k.week, c.title, k.checklist_id`,
  );
  return rows.map((row) => ({
    week: row.week,
    checklistId: row.checklist_id,
    checklistTitle: row.title,
    executions: Number(row.executions),
    averageScore: row.average_score === null ? null : Number(row.average_score),
    flagged: Number(row.flagged),
  }));
}
