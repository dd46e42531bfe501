import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantTable, updatedAt } from '../../platform/database/tenant-table.ts';
import { venues } from '../org/index.ts';

/** SPEC 3: an activity's stored status (the iCalendar VTODO STATUS values the product uses). */
export const ACTIVITY_STATUSES = ['NEEDS-ACTION', 'COMPLETED', 'CANCELLED'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** What an activity links to (SPEC 3 content link): a checklist, a workflow type, or its own text. */
export const CONTENT_TYPES = ['checklist', 'workflow', 'text'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/**
 * An activity: one iCalendar VTODO series. Times are wall-clock values in `time_zone`
 * (`dtstart`, `rdates`, `exdates` in RFC 5545's local form `YYYYMMDDTHHMMSS`); `starts_at` and
 * `ends_at` are instants kept only so a window's query can skip series that cannot reach it
 * (`ends_at` null: the series never ends).
 */
export const activities = tenantTable(
  'activities',
  {
    id: integer('id').notNull().generatedAlwaysAsIdentity(),
    /** The VTODO's UID; a UUID for activities made here, the file's own UID for imported ones. */
    publicId: text('public_id').notNull().default(sql`gen_random_uuid()::text`),
    title: text('title').notNull(),
    description: text('description'),
    dtstart: text('dtstart').notNull(),
    timeZone: text('time_zone').notNull(),
    /** The occurrence's length: whole days on the wall clock, then seconds (RFC 5545 DURATION). */
    durationDays: integer('duration_days').notNull().default(0),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    /** The RRULE's value (`FREQ=…`), as `formatRule` writes it; null: no rule. */
    rrule: text('rrule'),
    rdates: text('rdates').array().notNull().default(sql`'{}'::text[]`),
    exdates: text('exdates').array().notNull().default(sql`'{}'::text[]`),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    status: text('status').$type<ActivityStatus>().notNull().default('NEEDS-ACTION'),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    priority: smallint('priority').notNull().default(5),
    venueId: uuid('venue_id'),
    isReminder: boolean('is_reminder').notNull().default(false),
    contentType: text('content_type').$type<ContentType>(),
    /** The linked checklist or workflow type; null for text content. */
    contentObjectId: text('content_object_id'),
    contentText: text('content_text'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  { key: ['id'] },
  (table) => [
    uniqueIndex('activities_tenant_id_public_id_unique').on(table.organizationId, table.publicId),
    foreignKey({
      columns: [table.organizationId, table.venueId],
      foreignColumns: [venues.organizationId, venues.id],
    }).onDelete('set null'),
    index('activities_venue_idx')
      .on(table.organizationId, table.venueId)
      .where(sql`${table.venueId} is not null`),
  ],
);

/** The responsible people of an activity (SPEC 3 `responsible`, by passport). */
export const activityResponsibles = tenantTable(
  'activity_responsibles',
  {
    activityId: integer('activity_id').notNull(),
    personId: uuid('person_id').notNull(),
  },
  { key: ['activityId', 'personId'], persons: ['personId'] },
  (table) => [
    foreignKey({
      columns: [table.organizationId, table.activityId],
      foreignColumns: [activities.organizationId, activities.id],
    }).onDelete('cascade'),
    // A person's day: their activities first, then the series.
    index('activity_responsibles_person_idx').on(table.organizationId, table.personId, table.activityId),
  ],
);

/**
 * SPEC 3 task-execution record: what happened to one occurrence. One row per occurrence at
 * most (the unique key), so completing twice at once records one completion.
 */
export const activityExecutions = tenantTable(
  'activity_executions',
  {
    id: uuid('id').notNull().defaultRandom(),
    activityId: integer('activity_id').notNull(),
    recurrenceId: text('recurrence_id').notNull(),
    status: text('status').$type<ActivityStatus>().notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    description: text('description'),
    personId: uuid('person_id'),
    personName: text('person_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  { key: ['id'] },
  (table) => [
    uniqueIndex('activity_executions_occurrence_unique').on(
      table.organizationId,
      table.activityId,
      table.recurrenceId,
    ),
    foreignKey({
      columns: [table.organizationId, table.activityId],
      foreignColumns: [activities.organizationId, activities.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The activity-completion report's rollup: how many occurrence records there are per venue,
 * activity zone, day and status, the day being the recurrence id's own (its first 8
 * characters, `YYYYMMDD`, on the activity's wall clock) and venue and zone the activity's
 * current ones. Kept only by database triggers (migration 0026) on every write of
 * `activity_executions` and every change of an activity's venue or zone, so bulk paths, seeds
 * and imports keep it too; a row whose count falls to zero is deleted. Not written by the app.
 */
export const activityCompletionDaily = tenantTable(
  'activity_completion_daily',
  {
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    day: text('day').notNull(),
    timeZone: text('time_zone').notNull(),
    /** The activity's venue; null: activities without a venue. */
    venueId: uuid('venue_id'),
    status: text('status').$type<ActivityStatus>().notNull(),
    records: bigint('records', { mode: 'number' }).notNull(),
  },
  { key: ['id'] },
  (table) => [
    // One row per key (no venue is one key too); the report reads it by day.
    unique('activity_completion_daily_key')
      .on(table.organizationId, table.day, table.timeZone, table.venueId, table.status)
      .nullsNotDistinct(),
  ],
);

/** What a related record points at: a checklist execution or a workflow execution. */
export const RELATED_MODELS = ['checklist_execution', 'workflow_execution'] as const;
export type RelatedModel = (typeof RELATED_MODELS)[number];

/** SPEC 3 related record: links an occurrence to what was done for it. */
export const activityRelatedRecords = tenantTable(
  'activity_related_records',
  {
    id: uuid('id').notNull().defaultRandom(),
    activityId: integer('activity_id').notNull(),
    recurrenceId: text('recurrence_id').notNull(),
    contentTypeModel: text('content_type_model').$type<RelatedModel>().notNull(),
    objectId: text('object_id').notNull(),
    personId: uuid('person_id'),
    userName: text('user_name').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  { key: ['id'] },
  (table) => [
    foreignKey({
      columns: [table.organizationId, table.activityId],
      foreignColumns: [activities.organizationId, activities.id],
    }).onDelete('cascade'),
    index('activity_related_records_occurrence_idx').on(
      table.organizationId,
      table.activityId,
      table.recurrenceId,
    ),
  ],
);

/**
 * A person's private calendar feed: the SHA-256 of the token its URL carries (the token itself
 * is shown once). Revoking deletes the row; a new link replaces it.
 */
export const activityFeeds = tenantTable(
  'activity_feeds',
  {
    personId: uuid('person_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  { key: ['personId'], persons: ['personId'] },
  (table) => [uniqueIndex('activity_feeds_token_hash_unique').on(table.tokenHash)],
);

export type ActivityRow = typeof activities.$inferSelect;
export type ActivityExecutionRow = typeof activityExecutions.$inferSelect;
export type ActivityRelatedRecordRow = typeof activityRelatedRecords.$inferSelect;
