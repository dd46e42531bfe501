/**
 * Reading activities with what their cards show (venue, responsible people, linked content),
 * the task-execution records of given occurrences, and the shapes the routes answer with.
 */
import { formatDuration, type Occurrence, recurrenceIdOf } from '@faena/recurrence';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/database/database.ts';
import { venues } from '../org/index.ts';
import { workflowTypes } from '../workflows/index.ts';
import { displayStatus, seriesOf } from './series.ts';
import {
  type ActivityExecutionRow,
  type ActivityRelatedRecordRow,
  type ActivityRow,
  activities,
  activityExecutions,
} from './tables.ts';

export interface LoadedActivity {
  row: ActivityRow;
  venueName: string | null;
  contentName: string | null;
  responsible: { passport: string; name: string }[];
}

/** Every activity of the organization matching `where`, with its venue, people and content name. */
export async function loadActivities(tx: Tx, organizationId: string, where?: SQL): Promise<LoadedActivity[]> {
  const rows = await tx
    .select({
      row: activities,
      venueName: venues.name,
      contentName: workflowTypes.name,
      responsible: sql<{ passport: string; name: string }[]>`coalesce((
        select json_agg(json_build_object('passport', p.id, 'name', p.name) order by p.name, p.id)
        from activity_responsibles r join persons p on p.tenant_id = r.tenant_id and p.id = r.person_id
        where r.tenant_id = ${activities.organizationId} and r.activity_id = ${activities.id}
      ), '[]'::json)`,
    })
    .from(activities)
    .leftJoin(
      venues,
      and(eq(venues.organizationId, activities.organizationId), eq(venues.id, activities.venueId)),
    )
    .leftJoin(
      workflowTypes,
      and(
        eq(workflowTypes.organizationId, activities.organizationId),
        eq(activities.contentType, 'workflow'),
        sql`${workflowTypes.id}::text = ${activities.contentObjectId}`,
      ),
    )
    .where(and(eq(activities.organizationId, organizationId), where));
  return rows;
}

/** The task-execution records of the given occurrences (activity id, recurrence id), by both. */
export async function executionsOf(
  tx: Tx,
  organizationId: string,
  occurrences: readonly { activityId: number; recurrenceId: string }[],
): Promise<Map<string, ActivityExecutionRow>> {
  const found = new Map<string, ActivityExecutionRow>();
  if (occurrences.length === 0) return found;
  const wanted = JSON.stringify(
    occurrences.map(({ activityId, recurrenceId }) => ({
      activity_id: activityId,
      recurrence_id: recurrenceId,
    })),
  );
  const rows = await tx
    .select()
    .from(activityExecutions)
    .where(
      and(
        eq(activityExecutions.organizationId, organizationId),
        sql`(${activityExecutions.activityId}, ${activityExecutions.recurrenceId}) in (
          select activity_id, recurrence_id from jsonb_to_recordset(${wanted}::jsonb)
            as wanted(activity_id integer, recurrence_id text))`,
      ),
    );
  for (const row of rows) found.set(occurrenceKey(row.activityId, row.recurrenceId), row);
  return found;
}

export const occurrenceKey = (activityId: number, recurrenceId: string) => `${activityId}/${recurrenceId}`;

/**
 * SQL over `activities a`: the person is responsible, or nobody is and the activity is at one of
 * the person's venues or at none (available to take).
 */
export function reachableBy(organizationId: string, personId: string): SQL {
  return sql`(${assignedTo(organizationId, personId)} or ${availableTo(organizationId, personId)})`;
}

export function assignedTo(organizationId: string, personId: string): SQL {
  return sql`exists (select 1 from activity_responsibles r
    where r.tenant_id = ${organizationId} and r.activity_id = a.id and r.person_id = ${personId})`;
}

export function availableTo(organizationId: string, personId: string): SQL {
  return sql`(not exists (select 1 from activity_responsibles r
      where r.tenant_id = ${organizationId} and r.activity_id = a.id)
    and (a.venue_id is null or a.venue_id in (select pv.venue_id from person_venues pv
      where pv.tenant_id = ${organizationId} and pv.person_id = ${personId})))`;
}

const iso = (ms: number) => new Date(ms).toISOString();
const pad = (value: number) => String(value).padStart(2, '0');

function seriesFields(loaded: LoadedActivity) {
  const { row } = loaded;
  return {
    id: row.id,
    publicId: row.publicId,
    title: row.title,
    description: row.description,
    timeZone: row.timeZone,
    duration: formatDuration(row.durationDays, row.durationSeconds),
    priority: row.priority,
    venue: row.venueId && loaded.venueName !== null ? { id: row.venueId, name: loaded.venueName } : null,
    responsible: loaded.responsible,
    categories: row.categories,
    isReminder: row.isReminder,
    content: row.contentType
      ? {
          contentType: row.contentType as 'workflow' | 'text',
          objectId: row.contentObjectId,
          name: loaded.contentName,
          text: row.contentText,
        }
      : null,
  };
}

/** `20261125T080000` → `2026-11-25T08:00:00`. */
export function editorDateTime(recurrenceId: string): string {
  return `${recurrenceId.slice(0, 4)}-${recurrenceId.slice(4, 6)}-${recurrenceId.slice(6, 8)}T${recurrenceId.slice(9, 11)}:${recurrenceId.slice(11, 13)}:${recurrenceId.slice(13, 15)}`;
}

/** `2026-11-25T08:00(:00)` → `20261125T080000`. */
export function recurrenceIdOfEditor(value: string): string {
  const [date = '', time = ''] = value.split('T');
  const [hour = '00', minute = '00', second = '00'] = time.split(':');
  return `${date.replaceAll('-', '')}T${pad(Number(hour))}${pad(Number(minute))}${pad(Number(second))}`;
}

export function toActivity(loaded: LoadedActivity) {
  const { row } = loaded;
  return {
    ...seriesFields(loaded),
    start: editorDateTime(row.dtstart),
    rrule: row.rrule,
    rdates: row.rdates.map(editorDateTime),
    exdates: row.exdates.map(editorDateTime),
    status: row.status,
  };
}

export function toOccurrence(
  loaded: LoadedActivity,
  occurrence: Occurrence,
  execution: ActivityExecutionRow | undefined,
  now: number,
) {
  const { row } = loaded;
  const stored = execution?.status ?? row.status;
  return {
    ...seriesFields(loaded),
    recurrenceId: occurrence.recurrenceId,
    startDate: iso(occurrence.start),
    dueDate: iso(occurrence.due),
    status: displayStatus(stored, occurrence, now),
    recurring: row.rrule !== null || row.rdates.length > 0,
    completedAt: execution?.completedAt?.toISOString() ?? null,
    completedBy: execution?.personName ?? null,
    completionDescription: execution?.description ?? null,
  };
}

export function toRelatedRecord(row: ActivityRelatedRecordRow, task: string | null) {
  return {
    id: row.id,
    contentTypeModel: row.contentTypeModel,
    objectId: row.objectId,
    userName: row.userName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    recurrenceActivity: row.recurrenceId,
    task,
  };
}

/** SPEC 3: by priority (most urgent first), then due date, then title for a stable order. */
export function byPriorityThenDue(
  a: { priority: number; dueDate: string; title: string },
  b: { priority: number; dueDate: string; title: string },
): number {
  return a.priority - b.priority || a.dueDate.localeCompare(b.dueDate) || a.title.localeCompare(b.title);
}

export { recurrenceIdOf, seriesOf };
