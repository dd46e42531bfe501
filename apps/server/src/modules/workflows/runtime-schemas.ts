/**
 * The shapes of running workflows: starting, the task inbox, an execution with its steps and
 * responses, completing a task, the public start, element statistics and the test clock.
 */
import { WORKFLOW_STEP_TYPES } from '@faena/workflow-engine';
import { Type } from 'typebox';
import { freeFormObject, Nullable } from '../../platform/http/schemas.ts';
import type { ExecutionStatusValue } from './tables.ts';

const Uuid = Type.String({ format: 'uuid' });
const Timestamp = Type.String({ format: 'date-time' });
const FormDefinitionRef = Type.Unsafe<Record<string, unknown>>({ $ref: 'FormDefinition#' });
const StatusRef = Type.Unsafe<ExecutionStatusValue>({
  type: 'string',
  enum: ['InProcess', 'Success', 'Error'],
  description: 'SPEC 4: in process, completed successfully, completed with errors',
});

/** A form response as submitted: field id → answer. */
export const ResponseInput = freeFormObject(
  { maxKeyLength: 200, maxEntries: 500 },
  { description: "The task form's answers, by field id" },
);

const VariablesInput = freeFormObject(
  { maxKeyLength: 200, maxEntries: 200 },
  { description: 'Process variables by name (undeclared names are ignored)' },
);

export const WorkflowStepSchema = Type.Object(
  {
    id: Type.String(),
    created_at: Timestamp,
    updated_at: Timestamp,
    deleted_at: Nullable(Timestamp),
    name: Type.String(),
    bpmn_id: Type.String(),
    type: Type.Union(WORKFLOW_STEP_TYPES.map((type) => Type.Literal(type))),
    is_active: Type.Boolean(),
    execution: Uuid,
    attached_to: Nullable(Type.String()),
    execution_audience: Type.Optional(
      Type.Unknown({
        description:
          "User tasks: the audience as the process gave it (a variable's value or a saved audience)",
      }),
    ),
    successfully_completed: Type.Optional(Nullable(Type.Boolean())),
    summary: Type.Optional(Nullable(Type.String())),
    description: Type.Optional(Nullable(Type.String())),
    due_at: Type.Optional(Nullable(Timestamp)),
  },
  { $id: 'WorkflowStep', additionalProperties: false, description: 'SPEC 3: one element visit' },
);

export const WorkflowFormResponse = Type.Object(
  {
    id: Uuid,
    created_at: Timestamp,
    updated_at: Timestamp,
    response: Type.Record(Type.String(), Type.Unknown()),
    user: Type.Object({ passport: Nullable(Uuid), name: Type.String() }, { additionalProperties: false }),
    workflow_form: Nullable(Type.String()),
    element_model: Type.String(),
    step_id: Type.String(),
  },
  { $id: 'WorkflowFormResponse', additionalProperties: false, description: 'SPEC 3: form response' },
);

export const WorkflowOpenTask = Type.Object(
  {
    stepId: Type.String(),
    bpmnId: Type.String(),
    name: Type.String(),
    formId: Nullable(Type.String()),
    dueAt: Nullable(Timestamp),
    canComplete: Type.Boolean({ description: "The signed-in person is in the task's audience" }),
  },
  { $id: 'WorkflowOpenTask', additionalProperties: false },
);

export const WorkflowExecutionDetail = Type.Object(
  {
    id: Uuid,
    workflowTypeId: Uuid,
    workflowTypeName: Type.String(),
    workflowId: Uuid,
    version: Type.Integer({ minimum: 1 }),
    status: StatusRef,
    startedAt: Timestamp,
    finishedAt: Nullable(Timestamp),
    startedBy: Nullable(Type.Object({ id: Uuid, name: Type.String() }, { additionalProperties: false })),
    variables: Type.Record(Type.String(), Type.Unknown()),
    /** Oldest first. */
    steps: Type.Array(Type.Unsafe({ $ref: 'WorkflowStep#' })),
    responses: Type.Array(Type.Unsafe({ $ref: 'WorkflowFormResponse#' })),
    openTasks: Type.Array(Type.Unsafe({ $ref: 'WorkflowOpenTask#' })),
  },
  { $id: 'WorkflowExecutionDetail', additionalProperties: false },
);

export const WorkflowTask = Type.Object(
  {
    stepId: Type.String(),
    executionId: Uuid,
    workflowTypeId: Uuid,
    workflowTypeName: Type.String(),
    workflowId: Uuid,
    name: Type.String(),
    description: Nullable(Type.String()),
    formId: Nullable(Type.String()),
    dueAt: Nullable(Timestamp),
    createdAt: Timestamp,
    startedByName: Nullable(Type.String()),
  },
  { $id: 'WorkflowTask', additionalProperties: false, description: 'An open user task of the inbox' },
);

export const WorkflowTaskPage = Type.Object(
  { count: Type.Integer({ minimum: 0 }), results: Type.Array(Type.Unsafe({ $ref: 'WorkflowTask#' })) },
  { $id: 'WorkflowTaskPage', additionalProperties: false },
);

export const WorkflowTaskForm = Type.Object(
  { definition: Nullable(FormDefinitionRef), canComplete: Type.Boolean() },
  { $id: 'WorkflowTaskForm', additionalProperties: false },
);

export const PublicWorkflowStart = Type.Object(
  { workflowTypeName: Type.String(), form: Nullable(FormDefinitionRef) },
  { $id: 'PublicWorkflowStart', additionalProperties: false },
);

export const WorkflowElementStat = Type.Object(
  {
    elementId: Type.String(),
    count: Type.Integer({ minimum: 0, description: 'Executions that visited it' }),
    waiting: Type.Integer({ minimum: 0, description: 'Executions waiting there now' }),
  },
  { $id: 'WorkflowElementStat', additionalProperties: false },
);

export const StartExecutionBody = Type.Object(
  {
    startEventId: Type.Optional(Type.String({ maxLength: 200 })),
    variables: Type.Optional(VariablesInput),
    response: Type.Optional(ResponseInput),
  },
  { additionalProperties: false },
);

export const StartAtBody = Type.Object(
  { variables: Type.Optional(VariablesInput), response: Type.Optional(ResponseInput) },
  { additionalProperties: false },
);

export const CompleteTaskBody = Type.Object(
  { response: ResponseInput, summary: Type.Optional(Type.String({ maxLength: 2000 })) },
  { additionalProperties: false },
);

export const PublicStartBody = Type.Object({ response: ResponseInput }, { additionalProperties: false });

export const RUNTIME_SCHEMAS = [
  WorkflowStepSchema,
  WorkflowFormResponse,
  WorkflowOpenTask,
  WorkflowExecutionDetail,
  WorkflowTask,
  WorkflowTaskPage,
  WorkflowTaskForm,
  PublicWorkflowStart,
  WorkflowElementStat,
];
