import type { FormDefinition } from '@faena/form-engine/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantTable, updatedAt } from '../../platform/database/tenant-table.ts';
import { venues } from '../org/index.ts';

/** The tree that groups checklists (`/checklist-administration/{category_id}`). */
export const checklistCategories = tenantTable(
  'checklist_categories',
  {
    id: uuid('id').notNull().defaultRandom(),
    /** null: a root category. */
    parentId: uuid('parent_id'),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  { key: ['id'] },
  (table) => [
    foreignKey({
      columns: [table.organizationId, table.parentId],
      foreignColumns: [table.organizationId, table.id],
    }),
    index('checklist_categories_parent_idx').on(table.organizationId, table.parentId),
  ],
);

/**
 * A checklist template. Its questions live in its versions; `version` is the current one, and
 * `title`, `description` and `scoring` repeat that version's for lists. Archiving keeps the row
 * (and every version) so its executions stay readable; an archived checklist loses its category
 * when that category is deleted.
 */
export const checklists = tenantTable(
  'checklists',
  {
    id: uuid('id').notNull().defaultRandom(),
    categoryId: uuid('category_id'),
    title: text('title').notNull(),
    description: text('description'),
    /** The saved audience whose people may execute it; null: every member. */
    audienceId: uuid('audience_id'),
    scoring: boolean('scoring').notNull().default(false),
    version: integer('version').notNull().default(1),
    questionCount: integer('question_count').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  { key: ['id'] },
  (table) => [
    foreignKey({
      columns: [table.organizationId, table.categoryId],
      foreignColumns: [checklistCategories.organizationId, checklistCategories.id],
    }).onDelete('set null'),
    index('checklists_category_idx').on(table.organizationId, table.categoryId),
  ],
);

/** One version of a checklist's questions; an execution pins one, forever. */
export const checklistVersions = tenantTable(
  'checklist_versions',
  {
    checklistId: uuid('checklist_id').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    scoring: boolean('scoring').notNull().default(false),
    definition: jsonb('definition').$type<FormDefinition>().notNull(),
    createdAt: createdAt(),
    /** The person who saved it (no foreign key: the version outlives anything done to people). */
    createdBy: uuid('created_by'),
  },
  { key: ['checklistId', 'version'] },
  (table) => [
    foreignKey({
      columns: [table.organizationId, table.checklistId],
      foreignColumns: [checklists.organizationId, checklists.id],
    }).onDelete('cascade'),
  ],
);

export const EXECUTION_STATUSES = ['draft', 'submitted'] as const;
export type ExecutionStatus = (typeof EXECUTION_STATUSES)[number];

/**
 * One run of a checklist by a person, pinned to a version. `client_id` is the device's draft id
 * (unique per organization), so saving or submitting twice touches one row. `listed_at` is what
 * the lists sort and filter dates by: the submission, or a draft's last save.
 */
export const checklistExecutions = tenantTable(
  'checklist_executions',
  {
    id: uuid('id').notNull().defaultRandom(),
    clientId: uuid('client_id').notNull(),
    checklistId: uuid('checklist_id').notNull(),
    version: integer('version').notNull(),
    status: text('status').$type<ExecutionStatus>().notNull().default('draft'),
    personId: uuid('person_id').notNull(),
    venueId: uuid('venue_id'),
    activityPublicId: text('activity_public_id'),
    activityRecurrenceId: text('activity_recurrence_id'),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull().defaultNow(),
    score: doublePrecision('score'),
    maxScore: doublePrecision('max_score'),
    percentage: doublePrecision('percentage'),
    flaggedCount: integer('flagged_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  { key: ['id'], persons: ['personId'] },
  (table) => [
    uniqueIndex('checklist_executions_client_id_unique').on(table.organizationId, table.clientId),
    foreignKey({
      columns: [table.organizationId, table.checklistId, table.version],
      foreignColumns: [
        checklistVersions.organizationId,
        checklistVersions.checklistId,
        checklistVersions.version,
      ],
    }),
    foreignKey({
      columns: [table.organizationId, table.venueId],
      foreignColumns: [venues.organizationId, venues.id],
    }).onDelete('set null'),
    index('checklist_executions_listed_idx').on(table.organizationId, table.listedAt, table.id),
    index('checklist_executions_person_idx').on(table.organizationId, table.personId, table.listedAt),
    index('checklist_executions_checklist_idx').on(table.organizationId, table.checklistId, table.listedAt),
    index('checklist_executions_venue_idx')
      .on(table.organizationId, table.venueId, table.listedAt)
      .where(sql`${table.venueId} is not null`),
    index('checklist_executions_flagged_idx')
      .on(table.organizationId, table.listedAt)
      .where(sql`${table.flaggedCount} > 0`),
  ],
);

/** A flagged answer of a submitted execution (one per question), for the cross-execution list. */
export const checklistFlaggedAnswers = tenantTable(
  'checklist_flagged_answers',
  {
    executionId: uuid('execution_id').notNull(),
    name: text('name').notNull(),
    /** The question's place in its definition. */
    position: integer('position').notNull(),
    label: text('label').notNull(),
    answer: jsonb('answer'),
  },
  { key: ['executionId', 'name'] },
  (table) => [
    foreignKey({
      columns: [table.organizationId, table.executionId],
      foreignColumns: [checklistExecutions.organizationId, checklistExecutions.id],
    }).onDelete('cascade'),
  ],
);

export type ChecklistCategoryRow = typeof checklistCategories.$inferSelect;
export type ChecklistRow = typeof checklists.$inferSelect;
export type ChecklistVersionRow = typeof checklistVersions.$inferSelect;
export type ChecklistExecutionRow = typeof checklistExecutions.$inferSelect;
