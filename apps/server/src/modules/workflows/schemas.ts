/**
 * The administration side of workflows: types, categories, versioned definitions, task forms and
 * kanban configurations (the shapes the web's generated client reads).
 */
import { Type } from 'typebox';
import { ErrorBody } from '../../platform/http/errors.ts';
import { Nullable, nameString } from '../../platform/http/schemas.ts';

const Uuid = Type.String({ format: 'uuid' });
const Timestamp = Type.String({ format: 'date-time' });

export const WorkflowType = Type.Object(
  {
    id: Uuid,
    name: Type.String(),
    /** A short icon name ('cart', 'wrench'). */
    icon: Type.String(),
    categoryId: Nullable(Uuid),
    description: Nullable(Type.String()),
  },
  { $id: 'WorkflowType', additionalProperties: false },
);

export const DefinitionStatus = Type.Union([Type.Literal('draft'), Type.Literal('published')], {
  $id: 'WorkflowDefinitionStatus',
  description: "SPEC 4: draft ('Borrador') or published ('Publicado'); publishing is irreversible.",
});

const statusRef = Type.Unsafe<'draft' | 'published'>({ $ref: 'WorkflowDefinitionStatus#' });

export const WorkflowTypeSummary = Type.Object(
  {
    ...WorkflowType.properties,
    startAudienceId: Nullable(Uuid),
    latestVersion: Nullable(
      Type.Object({ id: Uuid, version: Type.Integer(), status: statusRef }, { additionalProperties: false }),
    ),
    publishedVersion: Nullable(
      Type.Object({ id: Uuid, version: Type.Integer() }, { additionalProperties: false }),
    ),
  },
  { $id: 'WorkflowTypeSummary', additionalProperties: false },
);

export const WorkflowDefinitionSummary = Type.Object(
  {
    id: Uuid,
    version: Type.Integer(),
    status: statusRef,
    revision: Type.Integer(),
    updatedAt: Timestamp,
    publishedAt: Nullable(Timestamp),
  },
  { $id: 'WorkflowDefinitionSummary', additionalProperties: false },
);

export const WorkflowTypeDetail = Type.Object(
  {
    ...WorkflowType.properties,
    startAudienceId: Nullable(Uuid),
    /** Newest first. */
    definitions: Type.Array(Type.Unsafe({ $ref: 'WorkflowDefinitionSummary#' })),
    /** The newest published version: what a start runs. */
    publishedDefinitionId: Nullable(Uuid),
    /** The version being edited, when one is a draft. */
    draftDefinitionId: Nullable(Uuid),
    canStart: Type.Boolean({ description: 'The person is in its start audience and a version is published' }),
    canAdminister: Type.Boolean({ description: 'The person holds MANAGE_WORKFLOWS' }),
  },
  { $id: 'WorkflowTypeDetail', additionalProperties: false },
);

export const WorkflowCategory = Type.Object(
  { id: Uuid, name: Type.String(), position: Type.Integer() },
  { $id: 'WorkflowCategory', additionalProperties: false },
);

export const WorkflowDefinition = Type.Object(
  {
    id: Uuid,
    workflowTypeId: Uuid,
    version: Type.Integer(),
    status: statusRef,
    /** The BPMN 2.0 XML (with Faena's extension attributes and the diagram). */
    xml: Type.String(),
    /** Grows with every save; a save must name the revision it started from. */
    revision: Type.Integer(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    publishedAt: Nullable(Timestamp),
  },
  { $id: 'WorkflowDefinition', additionalProperties: false },
);

export const WorkflowProblem = Type.Object(
  {
    /** The element at fault (the process id for process-wide problems). */
    elementId: Type.String(),
    code: Type.String(),
    message: Type.String(),
    /** The element's attribute at fault, when one is (`formId`, `audience`). */
    field: Type.Optional(Type.String()),
  },
  { $id: 'WorkflowProblem', additionalProperties: false },
);

/** A 409 of a definition write: a stale revision carries the definition stored now. */
export const WorkflowConflictBody = Type.Object(
  {
    ...ErrorBody.properties,
    current: Type.Optional(Type.Unsafe({ $ref: 'WorkflowDefinition#' })),
  },
  {
    $id: 'WorkflowConflictBody',
    additionalProperties: false,
    description:
      'WORKFLOW_REVISION_CONFLICT (with `current`: what is stored now) or WORKFLOW_PUBLISHED (a published definition never changes)',
  },
);

/** A 422 of publishing: the definition has problems, each with its element. */
export const WorkflowInvalidBody = Type.Object(
  {
    ...ErrorBody.properties,
    problems: Type.Array(Type.Unsafe({ $ref: 'WorkflowProblem#' })),
  },
  { $id: 'WorkflowInvalidBody', additionalProperties: false },
);

export const WorkflowFormSummary = Type.Object(
  { id: Type.String(), description: Nullable(Type.String()) },
  { $id: 'WorkflowFormSummary', additionalProperties: false },
);

export const KanbanStatus = Type.Union(
  [Type.Literal('InProcess'), Type.Literal('Success'), Type.Literal('Error')],
  { $id: 'KanbanStatus', description: 'SPEC 4: in process, completed successfully, completed with errors' },
);

export const KanbanColumn = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 100 }),
    name: nameString({ maxLength: 200 }),
    /** Bpmn ids of the user tasks whose open executions show in this column. */
    userTasks: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 200 }),
    /** Statuses whose finished executions show in this column. */
    statuses: Type.Array(Type.Unsafe<'InProcess' | 'Success' | 'Error'>({ $ref: 'KanbanStatus#' }), {
      maxItems: 3,
    }),
  },
  { $id: 'KanbanColumn', additionalProperties: false },
);

export const KanbanConfig = Type.Object(
  {
    id: Uuid,
    workflowTypeId: Uuid,
    name: Type.String(),
    columns: Type.Array(Type.Unsafe({ $ref: 'KanbanColumn#' })),
  },
  { $id: 'KanbanConfig', additionalProperties: false },
);

export const WORKFLOW_SCHEMAS = [
  WorkflowType,
  DefinitionStatus,
  WorkflowTypeSummary,
  WorkflowDefinitionSummary,
  WorkflowTypeDetail,
  WorkflowCategory,
  WorkflowDefinition,
  WorkflowProblem,
  WorkflowConflictBody,
  WorkflowInvalidBody,
  WorkflowFormSummary,
  KanbanStatus,
  KanbanColumn,
  KanbanConfig,
];
