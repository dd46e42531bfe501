import type { FormDefinition } from '@faena/form-engine/core';
import type { ExecutionState, WorkflowStepType } from '@faena/workflow-engine';
import { sql } from 'drizzle-orm';
import {
  boolean,
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

/** Groups of workflow types on the administration screens (`/workflows/{type}/administration/{category}`). */
export const workflowCategories = tenantTable(
  'workflow_categories',
  {
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  { key: ['id'] },
);

/** The kinds of workflow an organization runs (SPEC 3: id, name, icon). */
export const workflowTypes = tenantTable(
  'workflow_types',
  {
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    /** A short icon name the web app maps to a glyph ('cart', 'wrench'). */
    icon: text('icon').notNull(),
    position: integer('position').notNull().default(0),
    categoryId: uuid('category_id'),
    /** The saved audience whose people may start it; null: every member. */
    startAudienceId: uuid('start_audience_id'),
    description: text('description'),
    createdAt: createdAt(),
  },
  { key: ['id'] },
  (table) => [
    foreignKey({
      columns: [table.organizationId, table.categoryId],
      foreignColumns: [workflowCategories.organizationId, workflowCategories.id],
    }).onDelete('set null'),
  ],
);

/** SPEC 4: draft ('Borrador') → published ('Publicado'); never back. */
export type DefinitionStatus = 'draft' | 'published';

/**
 * A workflow definition: one version of a type's BPMN process. `revision` grows with every
 * save (a save naming an older one is a conflict); a published version never changes again.
 */
export const workflowDefinitions = tenantTable(
  'workflow_definitions',
  {
    id: uuid('id').notNull().defaultRandom(),
    workflowTypeId: uuid('workflow_type_id').notNull(),
    version: integer('version').notNull(),
    status: text('status').$type<DefinitionStatus>().notNull().default('draft'),
    xml: text('xml').notNull(),
    revision: integer('revision').notNull().default(1),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  { key: ['id'] },
  (table) => [
    foreignKey({
      columns: [table.organizationId, table.workflowTypeId],
      foreignColumns: [workflowTypes.organizationId, workflowTypes.id],
    }).onDelete('cascade'),
    uniqueIndex('workflow_definitions_type_version_unique').on(
      table.organizationId,
      table.workflowTypeId,
      table.version,
    ),
  ],
);

/**
 * A user task's form (a form-engine definition): the BPMN holds only `faena:formId`. Forms
 * belong to one definition; a new version copies them under the same ids.
 */
export const workflowForms = tenantTable(
  'workflow_forms',
  {
    workflowId: uuid('workflow_id').notNull(),
    id: text('id').notNull(),
    definition: jsonb('definition').$type<FormDefinition>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  { key: ['workflowId', 'id'] },
  (table) => [
    foreignKey({
      columns: [table.organizationId, table.workflowId],
      foreignColumns: [workflowDefinitions.organizationId, workflowDefinitions.id],
    }).onDelete('cascade'),
  ],
);

/** SPEC 4: in process, completed successfully, completed with errors. */
export type ExecutionStatusValue = 'InProcess' | 'Success' | 'Error';

/**
 * One run of a published definition, pinned to it. `state` is the engine's active state
 * (tokens, joins, timers, active steps); finished steps live only in `workflow_steps`.
 * `lock_version` grows with every event: writers advance from the state they read.
 */
export const workflowExecutions = tenantTable(
  'workflow_executions',
  {
    id: uuid('id').notNull().defaultRandom(),
    workflowTypeId: uuid('workflow_type_id').notNull(),
    workflowId: uuid('workflow_id').notNull(),
    status: text('status').$type<ExecutionStatusValue>().notNull().default('InProcess'),
    /** The person who started it; null for a public start. */
    startedBy: uuid('started_by'),
    startedByName: text('started_by_name'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The process variables, by name (filtered with `@>`). */
    variables: jsonb('variables').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    state: jsonb('state').$type<ExecutionState>().notNull(),
    lockVersion: integer('lock_version').notNull().default(0),
    /** Names of the user tasks open now (the list's "step" column and filter, the kanban's columns). */
    openTasks: text('open_tasks').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: updatedAt(),
  },
  { key: ['id'] },
  (table) => [
    foreignKey({
      columns: [table.organizationId, table.workflowId],
      foreignColumns: [workflowDefinitions.organizationId, workflowDefinitions.id],
    }).onDelete('cascade'),
    index('workflow_executions_type_started_idx').on(
      table.organizationId,
      table.workflowTypeId,
      table.startedAt,
      table.id,
    ),
    index('workflow_executions_started_by_idx').on(table.organizationId, table.startedBy, table.startedAt),
    index('workflow_executions_variables_idx').using('gin', sql`${table.variables} jsonb_path_ops`),
  ],
);

/**
 * SPEC 3's workflow step: one row per element visit. User tasks add the audience (as the
 * engine gave it, and split into `audience_*` columns the inbox matches), completion,
 * summary, description and due date.
 */
export const workflowSteps = tenantTable(
  'workflow_steps',
  {
    /** The engine's deterministic id (`<execution>:step:<n>`). */
    id: text('id').notNull(),
    executionId: uuid('execution_id').notNull(),
    name: text('name').notNull().default(''),
    bpmnId: text('bpmn_id').notNull(),
    type: text('type').$type<WorkflowStepType>().notNull(),
    isActive: boolean('is_active').notNull(),
    attachedTo: text('attached_to'),
    executionAudience: jsonb('execution_audience'),
    successfullyCompleted: boolean('successfully_completed'),
    summary: text('summary'),
    description: text('description'),
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** User tasks: the form to fill (`faena:formId`). */
    formId: text('form_id'),
    /** Message catch events: the message they wait for (correlation). */
    messageName: text('message_name'),
    /** Who may complete an open user task: named people, people of venues, a saved audience. */
    audiencePersons: uuid('audience_persons').array(),
    audienceVenues: uuid('audience_venues').array(),
    audienceSavedId: uuid('audience_saved_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  { key: ['id'] },
  (table) => [
    foreignKey({
      columns: [table.organizationId, table.executionId],
      foreignColumns: [workflowExecutions.organizationId, workflowExecutions.id],
    }).onDelete('cascade'),
    index('workflow_steps_execution_idx').on(table.organizationId, table.executionId, table.createdAt),
    // The inbox: open user tasks only.
    index('workflow_steps_open_tasks_idx')
      .on(table.organizationId, table.createdAt)
      .where(sql`${table.isActive} and ${table.type} = 'UserTask'`),
    index('workflow_steps_audience_persons_idx')
      .using('gin', table.audiencePersons)
      .where(sql`${table.isActive}`),
    index('workflow_steps_audience_venues_idx')
      .using('gin', table.audienceVenues)
      .where(sql`${table.isActive}`),
    // Who took part in an execution, open task or past (the executions list's visibility).
    index('workflow_steps_audience_persons_all_idx').using('gin', table.audiencePersons),
    index('workflow_steps_audience_venues_all_idx').using('gin', table.audienceVenues),
    index('workflow_steps_audience_saved_idx')
      .on(table.organizationId, table.audienceSavedId)
      .where(sql`${table.audienceSavedId} is not null`),
    index('workflow_steps_waiting_messages_idx')
      .on(table.organizationId, table.messageName)
      .where(sql`${table.isActive} and ${table.messageName} is not null`),
  ],
);

/** SPEC 3's form response: a completed user task's answers, with who gave them. */
export const workflowResponses = tenantTable(
  'workflow_responses',
  {
    id: uuid('id').notNull().defaultRandom(),
    executionId: uuid('execution_id').notNull(),
    stepId: text('step_id').notNull(),
    /** The form (`workflow_form`) and the user task's bpmn id (`element_model`). */
    workflowForm: text('workflow_form'),
    elementModel: text('element_model').notNull(),
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    personId: uuid('person_id'),
    personName: text('person_name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  { key: ['id'] },
  (table) => [
    foreignKey({
      columns: [table.organizationId, table.executionId],
      foreignColumns: [workflowExecutions.organizationId, workflowExecutions.id],
    }).onDelete('cascade'),
    // One response per task: the second of two people completing it at once is refused here.
    uniqueIndex('workflow_responses_step_unique').on(table.organizationId, table.stepId),
    // The executions a person answered (the executions list's visibility).
    index('workflow_responses_person_idx').on(table.organizationId, table.personId),
  ],
);

/**
 * A timer waiting to fire (a timer catch event or a task's boundary): a durable row any server
 * instance may claim with `FOR UPDATE SKIP LOCKED`; `fired_at` marks it done, exactly once.
 */
export const workflowTimers = tenantTable(
  'workflow_timers',
  {
    /** The engine's timer id. */
    id: text('id').notNull(),
    executionId: uuid('execution_id').notNull(),
    elementId: text('element_id').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    firedAt: timestamp('fired_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  { key: ['id'] },
  (table) => [
    foreignKey({
      columns: [table.organizationId, table.executionId],
      foreignColumns: [workflowExecutions.organizationId, workflowExecutions.id],
    }).onDelete('cascade'),
    index('workflow_timers_due_idx')
      .on(table.dueAt)
      .where(sql`${table.firedAt} is null and ${table.cancelledAt} is null`),
  ],
);

/** A kanban column: user tasks (by bpmn id) whose open executions show in it, or finished statuses. */
export interface KanbanColumnValue {
  id: string;
  name: string;
  userTasks: string[];
  statuses: ExecutionStatusValue[];
}

/** A kanban board over a workflow type's executions (the studio's kanban editor writes it). */
export const workflowKanbans = tenantTable(
  'workflow_kanbans',
  {
    id: uuid('id').notNull().defaultRandom(),
    workflowTypeId: uuid('workflow_type_id').notNull(),
    name: text('name').notNull(),
    columns: jsonb('columns').$type<KanbanColumnValue[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  { key: ['id'] },
  (table) => [
    foreignKey({
      columns: [table.organizationId, table.workflowTypeId],
      foreignColumns: [workflowTypes.organizationId, workflowTypes.id],
    }).onDelete('cascade'),
  ],
);

export type WorkflowCategoryRow = typeof workflowCategories.$inferSelect;
export type WorkflowTypeRow = typeof workflowTypes.$inferSelect;
export type WorkflowDefinitionRow = typeof workflowDefinitions.$inferSelect;
export type WorkflowFormRow = typeof workflowForms.$inferSelect;
export type WorkflowExecutionRow = typeof workflowExecutions.$inferSelect;
export type WorkflowStepRow = typeof workflowSteps.$inferSelect;
export type WorkflowResponseRow = typeof workflowResponses.$inferSelect;
export type WorkflowTimerRow = typeof workflowTimers.$inferSelect;
export type WorkflowKanbanRow = typeof workflowKanbans.$inferSelect;
