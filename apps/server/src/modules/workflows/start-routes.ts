/**
 * Starting executions: on a type's newest published definition, or on one definition at one
 * start event (SPEC's `/workflows/{type}/{workflowId}/start-execution/{bpmnId}`). A `response`
 * completes the first task in the same transaction when the start leads straight to one.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Tx } from '../../platform/database/database.ts';
import { ApiError, forbidden } from '../../platform/http/errors.ts';
import { requireMember, requireOrganization } from '../../platform/http/request-context.ts';
import { errorResponse } from '../../platform/openapi/route-responses.ts';
import { formsModule } from '../forms/index.ts';
import { canAdministerWorkflows, loadPublishedDefinition, startableTypeCondition } from './access.ts';
import { executionDetail } from './execution-access.ts';
import type { LoadedDefinition, RuntimeSession } from './runtime.ts';
import { StartAtBody, StartExecutionBody } from './runtime-schemas.ts';
import { workflowDefinitions, workflowTypes } from './tables.ts';

const detailRef = Type.Unsafe({ $ref: 'WorkflowExecutionDetail#' });
const uuid = Type.String({ format: 'uuid' });

const START_ERRORS = {
  400: errorResponse(
    "Invalid input (VALIDATION_ERROR), or the response does not satisfy the first task's form (INVALID_FORM_RESPONSE, with each field's message)",
  ),
  403: errorResponse(
    "The person is not in the type's start audience, or not in the first task's audience (FORBIDDEN, NOT_IN_TASK_AUDIENCE)",
  ),
  404: errorResponse('No such workflow type, definition or start event (NOT_FOUND)'),
  409: errorResponse(
    "The definition is a draft (WORKFLOW_DRAFT): 'No se puede ejecutar un borrador de workflow. Debes publicarlo primero.'",
  ),
};

/** 404 when the type does not exist; 403 when the person may not start it. */
async function checkStartable(tx: Tx, request: FastifyRequest, workflowTypeId: string): Promise<void> {
  const organizationId = requireOrganization(request).id;
  const member = requireMember(request);
  const [type] = await tx
    .select({
      id: workflowTypes.id,
      startable: canAdministerWorkflows(request)
        ? sql<boolean>`true`
        : sql<boolean>`coalesce(${startableTypeCondition(organizationId, member.person.id)}, false)`,
    })
    .from(workflowTypes)
    .where(and(eq(workflowTypes.organizationId, organizationId), eq(workflowTypes.id, workflowTypeId)));
  if (!type) throw new ApiError(404, 'NOT_FOUND', 'El tipo de workflow no existe.');
  if (!type.startable) throw forbidden();
}

async function startAndRespond(
  session: RuntimeSession,
  request: FastifyRequest,
  definition: LoadedDefinition,
  body: { startEventId?: string; variables?: object; response?: object },
) {
  const member = requireMember(request);
  const actor = { personId: member.person.id, name: member.person.name };
  const outcome = await session.start({
    definition,
    actor,
    via: 'plain',
    ...(body.startEventId !== undefined ? { startEventId: body.startEventId } : {}),
    ...(body.variables ? { variables: body.variables as Record<string, unknown> } : {}),
  });
  if (!outcome) throw new ApiError(404, 'NOT_FOUND', 'El evento de inicio no existe.');
  const first = outcome.createdTasks[0];
  if (body.response !== undefined && first) {
    await session.completeTask({
      executionId: outcome.executionId,
      stepId: first.stepId,
      actor,
      response: body.response,
      locale: formsModule.services.formLocaleOf(request.headers['accept-language']),
    });
  }
  const detail = await executionDetail(
    session.tx,
    { organizationId: session.organizationId, personId: member.person.id, administers: true },
    outcome.executionId,
  );
  if (!detail) throw new Error(`Execution ${outcome.executionId} vanished`);
  return detail;
}

export const startRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.post(
    '/workflow-types/:workflowTypeId/executions',
    {
      schema: {
        operationId: 'startWorkflowExecution',
        tags: ['workflows'],
        summary: "Starts an execution of the type's newest published definition",
        params: Type.Object({ workflowTypeId: uuid }),
        body: StartExecutionBody,
        response: { 201: detailRef, ...START_ERRORS },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const { workflowTypeId } = request.params;
      const detail = await api.workflowRuntime.run(
        organizationId,
        async (session) => {
          await checkStartable(session.tx, request, workflowTypeId);
          const published = await loadPublishedDefinition(session.tx, organizationId, workflowTypeId);
          if (!published) {
            throw new ApiError(
              409,
              'WORKFLOW_DRAFT',
              'No se puede ejecutar un borrador de workflow. Debes publicarlo primero.',
            );
          }
          const definition = await api.workflowRuntime.definition(session.tx, organizationId, published.id);
          if (!definition) throw new Error(`Definition ${published.id} vanished`);
          return startAndRespond(session, request, definition, request.body);
        },
        (fn) => request.withTenant(fn),
      );
      return reply.code(201).send(detail);
    },
  );

  api.post(
    '/workflow-definitions/:workflowId/start/:bpmnId',
    {
      schema: {
        operationId: 'startWorkflowExecutionAt',
        tags: ['workflows'],
        summary: 'Starts an execution of this definition at this start event',
        params: Type.Object({ workflowId: uuid, bpmnId: Type.String({ minLength: 1, maxLength: 100 }) }),
        body: StartAtBody,
        response: { 201: detailRef, ...START_ERRORS },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const { workflowId, bpmnId } = request.params;
      const detail = await api.workflowRuntime.run(
        organizationId,
        async (session) => {
          const [row] = await session.tx
            .select({ workflowTypeId: workflowDefinitions.workflowTypeId })
            .from(workflowDefinitions)
            .where(
              and(
                eq(workflowDefinitions.organizationId, organizationId),
                eq(workflowDefinitions.id, workflowId),
              ),
            );
          if (!row) throw new ApiError(404, 'NOT_FOUND', 'El workflow no existe.');
          await checkStartable(session.tx, request, row.workflowTypeId);
          const definition = await api.workflowRuntime.definition(session.tx, organizationId, workflowId);
          if (!definition) throw new ApiError(404, 'NOT_FOUND', 'El workflow no existe.');
          return startAndRespond(session, request, definition, { ...request.body, startEventId: bpmnId });
        },
        (fn) => request.withTenant(fn),
      );
      return reply.code(201).send(detail);
    },
  );
};
