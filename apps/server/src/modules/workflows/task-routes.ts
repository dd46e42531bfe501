/**
 * The task inbox and completing tasks. A task goes to the people of its audience: named by a
 * user/users variable, working at a venue/venues variable's venues, in a saved audience, or, with
 * none, the person who started the execution.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { selectRows } from '../../platform/database/database.ts';
import { ApiError } from '../../platform/http/errors.ts';
import { requireMember, requireOrganization } from '../../platform/http/request-context.ts';
import { errorResponse } from '../../platform/openapi/route-responses.ts';
import { formsModule } from '../forms/index.ts';
import { orgModule } from '../org/index.ts';
import { peopleModule } from '../people/index.ts';
import { canAdministerWorkflows } from './access.ts';
import { executionDetail, executionVisibleTo } from './execution-access.ts';
import { taskAudienceIncludes } from './runtime.ts';
import { CompleteTaskBody } from './runtime-schemas.ts';
import { workflowExecutions, workflowSteps, workflowTypes } from './tables.ts';

const uuid = Type.String({ format: 'uuid' });
const TaskParams = Type.Object({ executionId: uuid, stepId: Type.String({ minLength: 1, maxLength: 100 }) });
const taskNotFound = () => new ApiError(404, 'NOT_FOUND', 'La tarea no existe.');

interface InboxRow {
  step_id: string;
  execution_id: string;
  workflow_type_id: string;
  workflow_type_name: string;
  workflow_id: string;
  name: string;
  description: string | null;
  form_id: string | null;
  due_at: string | Date | null;
  created_at: string | Date;
  started_by_name: string | null;
  total: string | number;
}

const isoOf = (value: string | Date | null) =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

export const taskRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/workflow-tasks/mine',
    {
      schema: {
        operationId: 'listMyWorkflowTasks',
        tags: ['workflows'],
        summary: 'The open user tasks whose audience includes the signed-in person, oldest due first',
        querystring: Type.Object({
          workflowTypeId: Type.Optional(uuid),
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
          pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
        }),
        response: { 200: Type.Unsafe({ $ref: 'WorkflowTaskPage#' }) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const me = requireMember(request).person.id;
      const { workflowTypeId, page = 1, pageSize = 20 } = request.query;
      return request.withTenant(async (tx) => {
        const places = await orgModule.services.personPlaces(tx, organizationId, me);
        const venues = orgModule.services.toUuidArray(places.venues.map((venue) => venue.id));
        const audience: SQL = sql`(
          ${workflowSteps.audiencePersons} @> array[${me}::uuid]
          or ${workflowSteps.audienceVenues} && ${venues}
          or (${workflowSteps.audienceSavedId} is not null and ${peopleModule.services.audienceIncludes(
            organizationId,
            sql`${workflowSteps.audienceSavedId}`,
            me,
          )})
        )`;
        const rows = await selectRows<InboxRow>(
          tx,
          sql`select ${workflowSteps.id} as step_id, ${workflowSteps.executionId} as execution_id,
                ${workflowExecutions.workflowTypeId} as workflow_type_id, ${workflowTypes.name} as workflow_type_name,
                ${workflowExecutions.workflowId} as workflow_id, ${workflowSteps.name} as name,
                ${workflowSteps.description} as description, ${workflowSteps.formId} as form_id,
                ${workflowSteps.dueAt} as due_at, ${workflowSteps.createdAt} as created_at,
                ${workflowExecutions.startedByName} as started_by_name, count(*) over () as total
              from ${workflowSteps}
              join ${workflowExecutions} on ${workflowExecutions.organizationId} = ${workflowSteps.organizationId}
                and ${workflowExecutions.id} = ${workflowSteps.executionId}
              join ${workflowTypes} on ${workflowTypes.organizationId} = ${workflowExecutions.organizationId}
                and ${workflowTypes.id} = ${workflowExecutions.workflowTypeId}
              where ${workflowSteps.organizationId} = ${organizationId}
                and ${workflowSteps.isActive} and ${workflowSteps.type} = 'UserTask'
                ${workflowTypeId ? sql`and ${workflowExecutions.workflowTypeId} = ${workflowTypeId}` : sql``}
                and ${audience}
              order by ${workflowSteps.dueAt} asc nulls last, ${workflowSteps.createdAt} asc, ${workflowSteps.id} asc
              limit ${pageSize} offset ${(page - 1) * pageSize}`,
        );
        const count = rows[0] ? Number(rows[0].total) : 0;
        return {
          count,
          results: rows.map((row) => ({
            stepId: row.step_id,
            executionId: row.execution_id,
            workflowTypeId: row.workflow_type_id,
            workflowTypeName: row.workflow_type_name,
            workflowId: row.workflow_id,
            name: row.name,
            description: row.description,
            formId: row.form_id,
            dueAt: isoOf(row.due_at),
            createdAt: isoOf(row.created_at) ?? '',
            startedByName: row.started_by_name,
          })),
        };
      });
    },
  );

  api.get(
    '/workflow-executions/:executionId/tasks/:stepId/form',
    {
      schema: {
        operationId: 'getWorkflowTaskForm',
        tags: ['workflows'],
        summary: "A task's form, and whether the signed-in person may complete it now",
        params: TaskParams,
        response: {
          200: Type.Unsafe({ $ref: 'WorkflowTaskForm#' }),
          404: errorResponse('No such task, or the execution is not visible to the person (NOT_FOUND)'),
        },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const me = requireMember(request).person.id;
      const { executionId, stepId } = request.params;
      return request.withTenant(async (tx) => {
        const [step] = await tx
          .select({
            formId: workflowSteps.formId,
            isActive: workflowSteps.isActive,
            workflowId: workflowExecutions.workflowId,
            status: workflowExecutions.status,
            allowed: taskAudienceIncludes(organizationId, me),
            visible: canAdministerWorkflows(request)
              ? sql<boolean>`true`
              : executionVisibleTo(organizationId, me),
          })
          .from(workflowSteps)
          .innerJoin(
            workflowExecutions,
            and(
              eq(workflowExecutions.organizationId, workflowSteps.organizationId),
              eq(workflowExecutions.id, workflowSteps.executionId),
            ),
          )
          .where(
            and(
              eq(workflowSteps.organizationId, organizationId),
              eq(workflowSteps.executionId, executionId),
              eq(workflowSteps.id, stepId),
              sql`${workflowSteps.type} in ('UserTask', 'undefined_expired')`,
            ),
          )
          .orderBy(asc(workflowSteps.id));
        if (!step?.visible) throw taskNotFound();
        const definition = await api.workflowRuntime.definition(tx, organizationId, step.workflowId);
        const form =
          definition && step.formId
            ? await api.workflowRuntime.form(tx, organizationId, definition, step.formId)
            : null;
        return {
          definition: (form as Record<string, unknown> | null) ?? null,
          canComplete: step.isActive && step.status === 'InProcess' && step.allowed === true,
        };
      });
    },
  );

  api.post(
    '/workflow-executions/:executionId/tasks/:stepId/complete',
    {
      schema: {
        operationId: 'completeWorkflowTask',
        tags: ['workflows'],
        summary: "Completes an open task with its form's response; the execution moves on",
        params: TaskParams,
        body: CompleteTaskBody,
        response: {
          200: Type.Unsafe({ $ref: 'WorkflowExecutionDetail#' }),
          400: errorResponse(
            "Invalid input (VALIDATION_ERROR), or the response does not satisfy the task's form (INVALID_FORM_RESPONSE, with each field's message)",
          ),
          403: errorResponse("The person is not in the task's audience (NOT_IN_TASK_AUDIENCE)"),
          404: errorResponse('No such execution or task (NOT_FOUND)'),
          409: errorResponse(
            "Someone completed the task first (TASK_ALREADY_COMPLETED: 'Esta tarea ya fue completada por otra persona.'), or it expired (TASK_EXPIRED)",
          ),
        },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const member = requireMember(request);
      const { executionId, stepId } = request.params;
      return api.workflowRuntime.run(
        organizationId,
        async (session) => {
          await session.completeTask({
            executionId,
            stepId,
            actor: { personId: member.person.id, name: member.person.name },
            response: request.body.response,
            ...(request.body.summary !== undefined ? { summary: request.body.summary } : {}),
            locale: formsModule.services.formLocaleOf(request.headers['accept-language']),
          });
          const detail = await executionDetail(
            session.tx,
            { organizationId, personId: member.person.id, administers: true },
            executionId,
          );
          if (!detail) throw new Error(`Execution ${executionId} vanished`);
          return detail;
        },
        (fn) => request.withTenant(fn),
      );
    },
  );
};
