/**
 * The checklists API's shapes: categories (a flat list the client builds a tree from), checklist
 * templates with their versions, executions pinned to a version, and flagged answers.
 */
import type { FormDefinition as FormDefinitionValue } from '@faena/form-engine/core';
import { Type } from 'typebox';
import { freeFormObject, Nullable, nameString, ref, refTo } from '../../platform/http/schemas.ts';
import { EXECUTION_STATUSES, type ExecutionStatus } from './tables.ts';

const Definition = refTo<FormDefinitionValue>('FormDefinition');
const Uuid = Type.String({ format: 'uuid' });
const Named = Type.Object({ id: Uuid, name: Type.String() }, { additionalProperties: false });

export const ChecklistCategory = Type.Object(
  {
    id: Uuid,
    parentId: Nullable(Uuid),
    name: Type.String(),
    position: Type.Integer(),
    checklistCount: Type.Integer({ description: 'Checklists (not archived) directly in this category' }),
  },
  { $id: 'ChecklistCategory', additionalProperties: false },
);

export const ChecklistCategoryList = Type.Object(
  { results: Type.Array(ref(ChecklistCategory), { description: 'Flat, by position then name' }) },
  { $id: 'ChecklistCategoryList', additionalProperties: false },
);

const summaryFields = {
  id: Uuid,
  categoryId: Nullable(Uuid),
  title: Type.String(),
  description: Nullable(Type.String()),
  audienceId: Nullable(Type.String({ format: 'uuid', description: 'Who may execute it; null: everyone' })),
  scoring: Type.Boolean(),
  version: Type.Integer({ minimum: 1, description: 'The current version' }),
  questionCount: Type.Integer({ description: 'Fields of the current version, display texts aside' }),
  updatedAt: Type.String({ format: 'date-time' }),
};

export const ChecklistSummary = Type.Object(summaryFields, {
  $id: 'ChecklistSummary',
  additionalProperties: false,
});

export const ChecklistList = Type.Object(
  { count: Type.Integer(), results: Type.Array(ref(ChecklistSummary)) },
  { $id: 'ChecklistList', additionalProperties: false },
);

export const ChecklistVersionInfo = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    createdAt: Type.String({ format: 'date-time' }),
    createdBy: Nullable(Named),
    executionCount: Type.Integer({ description: 'Drafts and submitted executions pinned to it' }),
  },
  { $id: 'ChecklistVersionInfo', additionalProperties: false },
);

export const Checklist = Type.Object(
  {
    ...summaryFields,
    definition: Definition,
    versions: Type.Array(ref(ChecklistVersionInfo), { description: 'Newest first' }),
  },
  { $id: 'Checklist', additionalProperties: false },
);

export const ChecklistVersion = Type.Object(
  {
    checklistId: Uuid,
    version: Type.Integer({ minimum: 1 }),
    title: Type.String(),
    description: Nullable(Type.String()),
    scoring: Type.Boolean(),
    definition: Definition,
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'ChecklistVersion', additionalProperties: false },
);

export const ChecklistExecutionStatus = Type.Unsafe<ExecutionStatus>({
  $id: 'ChecklistExecutionStatus',
  type: 'string',
  enum: [...EXECUTION_STATUSES],
});

export const FlaggedAnswer = Type.Object(
  { name: Type.String(), label: Type.String(), answer: Type.Unknown() },
  { $id: 'ChecklistFlaggedAnswer', additionalProperties: false },
);

const ActivityLink = Type.Object(
  {
    publicId: Type.String({ minLength: 1, maxLength: 255 }),
    recurrenceId: Type.String({
      pattern: '^\\d{8}T\\d{6}$',
      description: "The occurrence's original wall-clock start (20261125T080000)",
    }),
  },
  { additionalProperties: false },
);

const executionFields = {
  id: Uuid,
  clientId: Type.String({ format: 'uuid', description: "The device's draft id" }),
  checklistId: Uuid,
  title: Type.String({ description: "The pinned version's title" }),
  categoryId: Nullable(Uuid),
  version: Type.Integer({ minimum: 1 }),
  status: ref(ChecklistExecutionStatus),
  person: Named,
  venue: Nullable(Named),
  startedAt: Type.String({ format: 'date-time' }),
  submittedAt: Nullable(Type.String({ format: 'date-time' })),
  score: Nullable(Type.Number()),
  maxScore: Nullable(Type.Number()),
  percentage: Nullable(Type.Number()),
  flaggedCount: Type.Integer(),
  activity: Nullable(ActivityLink),
};

export const ChecklistExecution = Type.Object(executionFields, {
  $id: 'ChecklistExecution',
  additionalProperties: false,
});

export const ChecklistExecutionDetail = Type.Object(
  {
    ...executionFields,
    answers: Type.Record(Type.String(), Type.Unknown()),
    definition: Definition,
    description: Nullable(Type.String()),
    scoring: Type.Boolean(),
    flagged: Type.Array(ref(FlaggedAnswer), { description: 'In definition order' }),
  },
  { $id: 'ChecklistExecutionDetail', additionalProperties: false },
);

export const ChecklistExecutionList = Type.Object(
  { count: Type.Integer(), results: Type.Array(ref(ChecklistExecution)) },
  { $id: 'ChecklistExecutionList', additionalProperties: false },
);

export const ChecklistFlaggedAnswerRow = Type.Object(
  {
    executionId: Uuid,
    checklistId: Uuid,
    title: Type.String(),
    name: Type.String(),
    label: Type.String(),
    answer: Type.Unknown(),
    person: Named,
    venue: Nullable(Named),
    submittedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'ChecklistFlaggedAnswerRow', additionalProperties: false },
);

export const ChecklistFlaggedAnswerList = Type.Object(
  { count: Type.Integer(), results: Type.Array(ref(ChecklistFlaggedAnswerRow)) },
  { $id: 'ChecklistFlaggedAnswerList', additionalProperties: false },
);

// ---- inputs ------------------------------------------------------------------------------------

export const CategoryInput = Type.Object(
  { name: nameString({ maxLength: 120 }), parentId: Nullable(Uuid) },
  { additionalProperties: false },
);

export const CategoryChanges = Type.Object(
  {
    name: Type.Optional(nameString({ maxLength: 120 })),
    parentId: Type.Optional(Nullable(Uuid)),
    position: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  },
  { additionalProperties: false },
);

export const ChecklistInput = Type.Object(
  {
    categoryId: Uuid,
    title: nameString({ maxLength: 200 }),
    description: Type.Optional(Nullable(Type.String({ maxLength: 5_000 }))),
    audienceId: Type.Optional(Nullable(Uuid)),
    scoring: Type.Boolean(),
    definition: freeFormObject(
      { maxKeyLength: 200, maxEntries: 50 },
      { description: 'A form definition (SPEC 3): id, description, fields' },
    ),
  },
  { additionalProperties: false },
);

/** The most answers (and skip flags) an execution may carry. */
export const MAX_ANSWER_KEYS = 5_000;

export const ExecutionInput = Type.Object(
  {
    checklistId: Uuid,
    version: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
    answers: freeFormObject(
      { maxKeyLength: 200, maxEntries: MAX_ANSWER_KEYS },
      { description: 'Field name → answer (skip flags as `<name>_skipped: true`); at most 1 MB as JSON' },
    ),
    submit: Type.Boolean({ description: 'false: save the draft; true: validate, score and submit' }),
    venueId: Type.Optional(Nullable(Uuid)),
    activity: Type.Optional(Nullable(ActivityLink)),
    startedAt: Type.Optional(Type.String({ format: 'date-time' })),
  },
  { additionalProperties: false },
);

export const ExecutionFilterFields = {
  checklistId: Type.Optional(Uuid),
  categoryId: Type.Optional(Uuid),
  venueId: Type.Optional(Uuid),
  personId: Type.Optional(Uuid),
  from: Type.Optional(
    Type.String({
      format: 'date',
      description: 'First day (inclusive), in `timeZone`, of the submission (a draft: its last save)',
    }),
  ),
  to: Type.Optional(Type.String({ format: 'date', description: 'Last day (inclusive), in `timeZone`' })),
  timeZone: Type.Optional(
    Type.String({ minLength: 1, maxLength: 64, description: 'IANA zone the days are in; UTC when absent' }),
  ),
  minScore: Type.Optional(
    Type.Number({ minimum: 0, maximum: 100, description: 'Lowest percentage (0–100), inclusive' }),
  ),
  maxScore: Type.Optional(
    Type.Number({ minimum: 0, maximum: 100, description: 'Highest percentage (0–100), inclusive' }),
  ),
  flagged: Type.Optional(Type.Boolean({ description: 'true: only executions with a flagged answer' })),
  status: Type.Optional(Type.Union(EXECUTION_STATUSES.map((status) => Type.Literal(status)))),
};

export const PageFields = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
};

export const CHECKLIST_SCHEMAS = [
  ChecklistCategory,
  ChecklistCategoryList,
  ChecklistSummary,
  ChecklistList,
  ChecklistVersionInfo,
  Checklist,
  ChecklistVersion,
  ChecklistExecutionStatus,
  FlaggedAnswer,
  ChecklistExecution,
  ChecklistExecutionDetail,
  ChecklistExecutionList,
  ChecklistFlaggedAnswerRow,
  ChecklistFlaggedAnswerList,
];
