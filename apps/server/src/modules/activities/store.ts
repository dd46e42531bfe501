/**
 * Reading activities with what their cards show (venue, responsible people, linked content),
 * the task-execution records of given occurrences, and the shapes the routes answer with.
 */
import { formatDuration, type Occurrence } from '@faena/recurrence';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/database/database.ts';
import { selectRows } from '../../platform/database/database.ts';
import { displayStatus } from './series.ts';
import {
  type ActivityExecutionRow,
  type ActivityRelatedRecordRow,
  type ActivityRow,
  activityExecutions,
  activityResponsibles,
} from './tables.ts';

/** The columns an activity is read with (what its views and its series need). */
export type ActivitySeriesRow = Omit<
  ActivityRow,
  'organizationId' | 'startsAt' | 'endsAt' | 'createdBy' | 'createdAt'
>;

export interface LoadedActivity {
  row: ActivitySeriesRow;
  venueName: string | null;
  contentName: string | null;
  responsible: { passport: string; name: string }[];
}

interface RawActivity {
  id: number;
  public_id: string;
  title: string;
  description: string | null;
  dtstart: string;
  time_zone: string;
  duration_days: number;
  duration_seconds: number;
  rrule: string | null;
  rdates: string[];
  exdates: string[];
  status: ActivitySeriesRow['status'];
  categories: string[];
  priority: number;
  venue_id: string | null;
  venue_name: string | null;
  is_reminder: boolean;
  content_type: ActivitySeriesRow['contentType'];
  content_object_id: string | null;
  content_text: string | null;
  content_name: string | null;
  updated_at: string | Date;
}

/**
 * The organization's activities that `where` (SQL over `activities a`) selects, with their venue,
 * responsible people and linked content's name. Plain columns in one statement and the people of
 * all of them in a second: a day of 2,000 activities reads in a few milliseconds.
 */
export async function loadActivities(tx: Tx, organizationId: string, where: SQL): Promise<LoadedActivity[]> {
  const rows = await selectRows<RawActivity>(
    tx,
    sql`select a.id, a.public_id, a.title, a.description, a.dtstart, a.time_zone, a.duration_days,
          a.duration_seconds, a.rrule, a.rdates, a.exdates, a.status, a.categories, a.priority,
          a.venue_id, v.name as venue_name, a.is_reminder, a.content_type, a.content_object_id,
          a.content_text, coalesce(wt.name, cl.title) as content_name, a.updated_at
        from activities a
        left join venues v on v.tenant_id = a.tenant_id and v.id = a.venue_id
        left join workflow_types wt on wt.tenant_id = a.tenant_id and a.content_type = 'workflow'
          and wt.id::text = a.content_object_id
        left join checklists cl on cl.tenant_id = a.tenant_id and a.content_type = 'checklist'
          and cl.id::text = a.content_object_id
        where a.tenant_id = ${organizationId} and ${where}`,
  );
  if (rows.length === 0) return [];
  const people = await selectRows<{ activity_id: number; id: string; name: string }>(
    tx,
    sql`select r.activity_id, p.id, p.name
        from activity_responsibles r join persons p on p.tenant_id = r.tenant_id and p.id = r.person_id
        where r.tenant_id = ${organizationId} and r.activity_id = any(${`{${rows.map((row) => row.id).join(',')}}`}::int[])
        order by p.name, p.id`,
  );
  const byActivity = new Map<number, { passport: string; name: string }[]>();
  for (const person of people) {
    const list = byActivity.get(person.activity_id) ?? [];
    list.push({ passport: person.id, name: person.name });
    byActivity.set(person.activity_id, list);
  }
  return rows.map((raw) => ({
    row: {
      id: raw.id,
      publicId: raw.public_id,
      title: raw.title,
      description: raw.description,
      dtstart: raw.dtstart,
      timeZone: raw.time_zone,
      durationDays: raw.duration_days,
      durationSeconds: raw.duration_seconds,
      rrule: raw.rrule,
      rdates: raw.rdates,
      exdates: raw.exdates,
      status: raw.status,
      categories: raw.categories,
      priority: raw.priority,
      venueId: raw.venue_id,
      isReminder: raw.is_reminder,
      contentType: raw.content_type,
      contentObjectId: raw.content_object_id,
      contentText: raw.content_text,
      updatedAt: new Date(raw.updated_at),
    },
    venueName: raw.venue_name,
    contentName: raw.content_name,
    responsible: byActivity.get(raw.id) ?? [],
  }));
}

/** Sets an activity's responsible people to exactly `people`. */
export async function replaceResponsibles(
  tx: Tx,
  organizationId: string,
  activityId: number,
  people: readonly string[],
): Promise<void> {
  await tx
    .delete(activityResponsibles)
    .where(
      and(
        eq(activityResponsibles.organizationId, organizationId),
        eq(activityResponsibles.activityId, activityId),
      ),
    );
  if (people.length > 0) {
    await tx
      .insert(activityResponsibles)
      .values(people.map((personId) => ({ organizationId, activityId, personId })));
  }
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
    content: contentOf(loaded),
  };
}

function contentOf(loaded: LoadedActivity) {
  const { row } = loaded;
  return row.contentType
    ? {
        contentType: row.contentType as 'checklist' | 'workflow' | 'text',
        objectId: row.contentObjectId,
        name: loaded.contentName,
        text: row.contentText,
      }
    : null;
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

/**
 * One occurrence as the API shows it: the series' fields, then the occurrence's own, assigned onto
 * that fresh object (a day's list builds thousands; spreading them measured three times slower).
 */
export function toOccurrence(
  loaded: LoadedActivity,
  occurrence: Occurrence,
  execution: ActivityExecutionRow | undefined,
  now: number,
) {
  const { row } = loaded;
  return Object.assign(seriesFields(loaded), {
    recurrenceId: occurrence.recurrenceId,
    startDate: iso(occurrence.start),
    dueDate: iso(occurrence.due),
    status: displayStatus(execution?.status ?? row.status, occurrence, now),
    recurring: row.rrule !== null || row.rdates.length > 0,
    completedAt: execution?.completedAt?.toISOString() ?? null,
    completedBy: execution?.personName ?? null,
    completionDescription: execution?.description ?? null,
  });
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
  a: { activity: LoadedActivity; occurrence: Occurrence },
  b: { activity: LoadedActivity; occurrence: Occurrence },
): number {
  return (
    a.activity.row.priority - b.activity.row.priority ||
    a.occurrence.due - b.occurrence.due ||
    (a.activity.row.title < b.activity.row.title
      ? -1
      : a.activity.row.title > b.activity.row.title
        ? 1
        : 0) ||
    a.activity.row.id - b.activity.row.id
  );
}
