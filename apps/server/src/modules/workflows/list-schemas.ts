/**
 * The schemas of a type's executions list, its export and the kanban board's data.
 */
import { Type } from 'typebox';
import { Nullable, ref, refTo } from '../../platform/http/schemas.ts';
import type { ExecutionStatusValue, KanbanColumnValue } from './tables.ts';

interface KanbanConfigValue {
  id: string;
  workflowTypeId: string;
  name: string;
  columns: KanbanColumnValue[];
}

export const EXECUTION_STATUSES = ['InProcess', 'Success', 'Error'] as const satisfies ExecutionStatusValue[];

/** How many executions a list counts at most: past it `count` is a lower bound (`countCapped`). */
export const EXECUTION_COUNT_CAP = 10_000;
export const MAX_EXECUTIONS_PAGE = 100;

export const WorkflowExecutionStatus = Type.Unsafe<ExecutionStatusValue>({
  $id: 'WorkflowExecutionStatus',
  type: 'string',
  enum: [...EXECUTION_STATUSES],
  description: 'SPEC 4: in process, completed successfully, completed with errors',
});

export const WorkflowExecutionSummary = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    workflowId: Type.String({ format: 'uuid', description: 'The definition (version) it runs on' }),
    version: Type.Integer({ minimum: 1 }),
    status: ref(WorkflowExecutionStatus),
    startedAt: Type.String({ format: 'date-time' }),
    finishedAt: Nullable(Type.String({ format: 'date-time' })),
    startedBy: Nullable(
      Type.Object(
        { id: Type.String({ format: 'uuid' }), name: Type.String() },
        { additionalProperties: false },
      ),
    ),
    openTasks: Type.Array(
      Type.Object(
        { bpmnId: Type.String(), name: Type.String() },
        { additionalProperties: false, description: 'A user task open now' },
      ),
    ),
    variables: Type.Record(Type.String(), Type.Unknown(), { description: 'The process variables by name' }),
  },
  { $id: 'WorkflowExecutionSummary', additionalProperties: false },
);

export const WorkflowExecutionList = Type.Object(
  {
    count: Type.Integer({
      minimum: 0,
      description: `How many executions match, counted up to ${EXECUTION_COUNT_CAP.toLocaleString('en-US')} (see \`countCapped\`)`,
    }),
    countCapped: Type.Boolean({
      description: `More executions match than \`count\` says: it stopped counting at ${EXECUTION_COUNT_CAP.toLocaleString('en-US')}`,
    }),
    results: Type.Array(ref(WorkflowExecutionSummary)),
  },
  { $id: 'WorkflowExecutionList', additionalProperties: false },
);

/** The list's filters; the export takes the same. */
export const ExecutionFilterFields = {
  status: Type.Optional(
    Type.Array(Type.String({ maxLength: 40 }), {
      maxItems: 3,
      description:
        'InProcess, Success or Error: repeat the parameter or separate them with commas (any of them matches)',
    }),
  ),
  startedFrom: Type.Optional(
    Type.String({ format: 'date-time', description: 'Started at or after this instant' }),
  ),
  startedTo: Type.Optional(Type.String({ format: 'date-time', description: 'Started before this instant' })),
  step: Type.Optional(
    Type.String({ minLength: 1, maxLength: 200, description: 'The bpmn id of a user task open now' }),
  ),
  startedBy: Type.Optional(Type.String({ format: 'uuid', description: 'The person who started it' })),
  variables: Type.Optional(
    Type.String({
      maxLength: 2000,
      description:
        'A JSON object of process variables, name → value (at most 20): executions whose variables contain them all (`{"region":"Norte","monto":1200}`)',
    }),
  ),
};

export const ExecutionListQuery = Type.Object(
  {
    ...ExecutionFilterFields,
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_EXECUTIONS_PAGE, default: 20 })),
  },
  { additionalProperties: false },
);

export const ExecutionExportQuery = Type.Object(
  {
    ...ExecutionFilterFields,
    format: Type.Optional(
      Type.Union([Type.Literal('xlsx'), Type.Literal('csv')], { default: 'xlsx', description: 'The file' }),
    ),
  },
  { additionalProperties: false },
);

const KanbanBoardColumn = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    count: Type.Integer({ minimum: 0, description: 'How many executions the column holds' }),
    executions: Type.Array(ref(WorkflowExecutionSummary), { description: 'The newest 50' }),
  },
  { additionalProperties: false },
);

export const WorkflowKanbanBoard = Type.Object(
  {
    kanban: refTo<KanbanConfigValue>('KanbanConfig'),
    columns: Type.Array(KanbanBoardColumn),
  },
  { $id: 'WorkflowKanbanBoard', additionalProperties: false },
);

export const WORKFLOW_LIST_SCHEMAS = [
  WorkflowExecutionStatus,
  WorkflowExecutionSummary,
  WorkflowExecutionList,
  WorkflowKanbanBoard,
];
