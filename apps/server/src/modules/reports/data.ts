/**
 * A native report's data: the owning module's one SQL aggregate over the report's fixed filters,
 * labelled in the caller's language. Nothing but the stored settings (and, for signed-in viewers,
 * the zone weeks are cut in) shapes it.
 */
import type { Tx } from '../../platform/database/database.ts';
import type { Say } from '../../platform/http/language.ts';
import { activitiesModule } from '../activities/index.ts';
import { checklistsModule } from '../checklists/index.ts';
import { postsModule } from '../posts/index.ts';
import { workflowsModule } from '../workflows/index.ts';
import type { NativeSettings, NativeSource } from './tables.ts';

type ColumnType = 'text' | 'number' | 'percent' | 'duration' | 'date';
type Cell = string | number | null;

export interface ReportDataView {
  title: string;
  description: string;
  source: NativeSource;
  generatedAt: string;
  days: number;
  from: string;
  to: string;
  columns: { key: string; label: string; type: ColumnType }[];
  rows: Record<string, Cell>[];
  chart: { type: 'bar' | 'line' | 'stackedBar'; x: string; y: string[] };
}

/** Whether PostgreSQL and the runtime both know an IANA zone name. */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** An instant's date (YYYY-MM-DD) on the wall clock of `timeZone`. */
const dateIn = (instant: string | Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(instant),
  );

const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 1000) / whole) / 10);

export async function computeReportData(
  tx: Tx,
  organizationId: string,
  report: { title: string; description: string; native: NativeSettings },
  say: Say,
  timeZone: string,
  now = new Date(),
): Promise<ReportDataView> {
  const { native } = report;
  const to = now;
  const from = new Date(now.getTime() - native.days * 86_400_000);
  const base = {
    title: report.title,
    description: report.description,
    source: native.source,
    generatedAt: now.toISOString(),
    days: native.days,
    from: from.toISOString(),
    to: to.toISOString(),
  };
  const week = { key: 'week', label: say('Semana', 'Week'), type: 'date' as const };
  switch (native.source) {
    case 'activity-completion': {
      const rows = await activitiesModule.services.completionByVenueAndWeek(tx, organizationId, {
        from,
        to,
        venueIds: native.venueIds,
        timeZone,
      });
      return {
        ...base,
        columns: [
          week,
          { key: 'venue', label: say('Sede', 'Venue'), type: 'text' },
          { key: 'completed', label: say('Completadas', 'Completed'), type: 'number' },
          { key: 'cancelled', label: say('Canceladas', 'Canceled'), type: 'number' },
          { key: 'pending', label: say('Pendientes', 'Pending'), type: 'number' },
          { key: 'rate', label: say('Cumplimiento', 'Completion rate'), type: 'percent' },
        ],
        rows: rows.map((row) => ({
          week: row.week,
          venue: row.venueName ?? say('Sin sede', 'No venue'),
          completed: row.completed,
          cancelled: row.cancelled,
          pending: row.pending,
          rate: percentOf(row.completed, row.completed + row.cancelled + row.pending),
        })),
        chart: { type: 'stackedBar', x: 'week', y: ['completed', 'cancelled', 'pending'] },
      };
    }
    case 'checklist-scores': {
      const rows = await checklistsModule.services.scoresByWeek(tx, organizationId, {
        from,
        to,
        venueIds: native.venueIds,
        checklistId: native.checklistId,
        timeZone,
      });
      return {
        ...base,
        columns: [
          week,
          { key: 'checklist', label: say('Lista de verificación', 'Checklist'), type: 'text' },
          { key: 'executions', label: say('Ejecuciones', 'Executions'), type: 'number' },
          { key: 'averageScore', label: say('Puntaje promedio', 'Average score'), type: 'percent' },
          { key: 'flagged', label: say('Respuestas señaladas', 'Flagged answers'), type: 'number' },
        ],
        rows: rows.map((row) => ({
          week: row.week,
          checklist: row.checklistTitle,
          executions: row.executions,
          averageScore: row.averageScore,
          flagged: row.flagged,
        })),
        chart: { type: 'line', x: 'week', y: ['averageScore'] },
      };
    }
    case 'workflow-executions': {
      const rows = await workflowsModule.services.executionsByStatus(tx, organizationId, {
        from,
        to,
        workflowTypeId: native.workflowTypeId,
      });
      const statusLabel = {
        InProcess: say('En proceso', 'In progress'),
        Success: say('Terminado', 'Finished'),
        Error: say('Con error', 'Failed'),
      };
      return {
        ...base,
        columns: [
          { key: 'workflowType', label: say('Tipo de flujo', 'Workflow type'), type: 'text' },
          { key: 'status', label: say('Estado', 'Status'), type: 'text' },
          { key: 'executions', label: say('Ejecuciones', 'Executions'), type: 'number' },
          { key: 'averageDuration', label: say('Duración promedio', 'Average duration'), type: 'duration' },
        ],
        rows: rows.map((row) => ({
          workflowType: row.workflowTypeName,
          status: statusLabel[row.status] ?? row.status,
          executions: row.executions,
          averageDuration: row.averageDurationSeconds,
        })),
        chart: { type: 'bar', x: 'workflowType', y: ['executions'] },
      };
    }
    case 'post-acknowledgements': {
      const rows = await postsModule.services.acknowledgementRates(tx, organizationId, { days: native.days });
      return {
        ...base,
        columns: [
          { key: 'post', label: say('Publicación', 'Post'), type: 'text' },
          { key: 'channel', label: say('Canal', 'Channel'), type: 'text' },
          { key: 'publishedAt', label: say('Publicada', 'Published'), type: 'date' },
          { key: 'audience', label: say('Audiencia', 'Audience'), type: 'number' },
          { key: 'seen', label: say('Vistas', 'Seen'), type: 'percent' },
          { key: 'acknowledged', label: say('Confirmadas', 'Acknowledged'), type: 'percent' },
        ],
        rows: rows.map((row) => ({
          post: row.title,
          channel: row.channelName,
          publishedAt: dateIn(row.publishedAt, timeZone),
          audience: Number(row.audience),
          seen: percentOf(Number(row.seen), Number(row.audience)),
          acknowledged: percentOf(Number(row.acknowledged), Number(row.audience)),
        })),
        chart: { type: 'bar', x: 'post', y: ['seen', 'acknowledged'] },
      };
    }
  }
}
