/**
 * The workflows' figures for native reports (modules/reports): one SQL aggregate, never rows
 * brought to the server to be counted.
 */
import { sql } from 'drizzle-orm';
import { selectRows, type Tx } from '../../platform/database/database.ts';
import type { ExecutionStatusValue } from './tables.ts';

export interface ExecutionStatusFilters {
  /** Executions started in [from, to). */
  from: Date;
  to: Date;
  workflowTypeId: string | null;
}

export interface ExecutionStatusRow {
  workflowTypeId: string;
  workflowTypeName: string;
  status: ExecutionStatusValue;
  executions: number;
  /** Mean seconds from start to finish of the finished ones; null: none finished. */
  averageDurationSeconds: number | null;
}

/** Executions per workflow type and status. */
export async function executionsByStatus(
  tx: Tx,
  organizationId: string,
  filters: ExecutionStatusFilters,
): Promise<ExecutionStatusRow[]> {
  const type = filters.workflowTypeId ? sql`and e.workflow_type_id = ${filters.workflowTypeId}::uuid` : sql``;
  const rows = await selectRows<{
    workflow_type_id: string;
    name: string;
    status: ExecutionStatusValue;
    executions: string | number;
    average_duration: string | number | null;
  }>(
    tx,
    sql`with counted as (
          select e.workflow_type_id, e.status, count(*) as executions,
            round(avg(extract(epoch from e.finished_at - e.started_at))::numeric, 0) as average_duration
          from workflow_executions e
          where e.tenant_id = ${organizationId}
            and e.started_at >= ${filters.from.toISOString()}::timestamptz
            and e.started_at < ${filters.to.toISOString()}::timestamptz
            ${type}
          group by 1, 2
        )
        select k.workflow_type_id, t.name, k.status, k.executions, k.average_duration
        from counted k
        join workflow_types t on t.tenant_id = ${organizationId} and t.id = k.workflow_type_id
        order by t.name, k.workflow_type_id, k.status`,
  );
  return rows.map((row) => ({
    workflowTypeId: row.workflow_type_id,
    workflowTypeName: row.name,
    status: row.status,
    executions: Number(row.executions),
    averageDurationSeconds: row.average_duration === null ? null : Number(row.average_duration),
  }));
}
