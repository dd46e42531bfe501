/**
 * The public start: a start event marked `faena:public="true"` of a published definition can be
 * started from a link without signing in. The response fills the first user task's form,
 * validated as everywhere else. Rate-limited per client address; 404 for anything else.
 */
import { randomUUID } from 'node:crypto';
import { advance, createExecution } from '@faena/workflow-engine';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Tx } from '../../platform/database/database.ts';
import { ApiError } from '../../platform/http/errors.ts';
import { requireOrganization } from '../../platform/http/request-context.ts';
import { errorResponse } from '../../platform/openapi/route-responses.ts';
import { formsModule } from '../forms/index.ts';
import type { LoadedDefinition, WorkflowRuntime } from './runtime.ts';
import { typeName } from './runtime.ts';
import { PublicStartBody } from './runtime-schemas.ts';

const Params = Type.Object({
  workflowTypeId: Type.String({ format: 'uuid' }),
  workflowId: Type.String({ format: 'uuid' }),
  bpmnId: Type.String({ minLength: 1, maxLength: 100 }),
});

/** Who a public start's answers are recorded as. */
const PUBLIC_ACTOR = { personId: null, name: 'Público' };

const notPublic = () => new ApiError(404, 'NOT_FOUND', 'El formulario público no existe.');

/** The published definition whose start event `bpmnId` is public; 404 otherwise. */
async function publicStart(
  runtime: WorkflowRuntime,
  tx: Tx,
  request: FastifyRequest,
  params: { workflowTypeId: string; workflowId: string; bpmnId: string },
): Promise<LoadedDefinition> {
  const organizationId = requireOrganization(request).id;
  const definition = await runtime.definition(tx, organizationId, params.workflowId);
  const start = definition?.process.nodes.find((node) => node.id === params.bpmnId);
  if (
    definition?.row.status !== 'published' ||
    definition.row.workflowTypeId !== params.workflowTypeId ||
    start?.faenaType !== 'VanillaStartEvent' ||
    start.public !== true
  ) {
    throw notPublic();
  }
  return definition;
}

/** The form of the first user task the start reaches (the engine is pure: a dry run says). */
function firstTaskForm(definition: LoadedDefinition, bpmnId: string): string | null {
  const result = advance(
    definition.process,
    createExecution(randomUUID()),
    { type: 'start', via: 'public', startEventId: bpmnId },
    { now: () => Date.now() },
  );
  for (const effect of result.effects) {
    if (effect.type === 'createUserTask') return effect.formId;
  }
  return null;
}

export const publicRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/public/workflows/:workflowTypeId/:workflowId/start/:bpmnId',
    {
      config: { public: true, rateLimit: 'signInLookup' },
      schema: {
        operationId: 'getPublicWorkflowStart',
        tags: ['workflows'],
        summary: "A public start (no sign-in): the type's name and the form to fill",
        params: Params,
        response: {
          200: Type.Unsafe({ $ref: 'PublicWorkflowStart#' }),
          404: errorResponse(
            'No such definition, not published, or that start event is not public (NOT_FOUND)',
          ),
        },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      return request.withTenant(async (tx) => {
        const definition = await publicStart(api.workflowRuntime, tx, request, request.params);
        const formId = firstTaskForm(definition, request.params.bpmnId);
        const form = formId ? await api.workflowRuntime.form(tx, organizationId, definition, formId) : null;
        return {
          workflowTypeName: await typeName(tx, organizationId, definition.row.workflowTypeId),
          form: (form as Record<string, unknown> | null) ?? null,
        };
      });
    },
  );

  api.post(
    '/public/workflows/:workflowTypeId/:workflowId/start/:bpmnId',
    {
      config: { public: true, rateLimit: 'signInLookup' },
      schema: {
        operationId: 'startPublicWorkflowExecution',
        tags: ['workflows'],
        summary:
          "Starts an execution from a public start (no sign-in); the response fills the first task's form",
        params: Params,
        body: PublicStartBody,
        response: {
          201: Type.Object({ executionId: Type.String({ format: 'uuid' }) }, { additionalProperties: false }),
          400: errorResponse(
            "Invalid input (VALIDATION_ERROR), or the response does not satisfy the form (INVALID_FORM_RESPONSE, with each field's message)",
          ),
          404: errorResponse(
            'No such definition, not published, or that start event is not public (NOT_FOUND)',
          ),
        },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const executionId = await api.workflowRuntime.run(
        organizationId,
        async (session) => {
          const definition = await publicStart(api.workflowRuntime, session.tx, request, request.params);
          const outcome = await session.start({
            definition,
            actor: null,
            via: 'public',
            startEventId: request.params.bpmnId,
          });
          if (!outcome) throw notPublic();
          const first = outcome.createdTasks[0];
          if (first) {
            await session.completeTask({
              executionId: outcome.executionId,
              stepId: first.stepId,
              actor: PUBLIC_ACTOR,
              response: request.body.response,
              locale: formsModule.services.formLocaleOf(request.headers['accept-language']),
              anyone: true,
            });
          }
          return outcome.executionId;
        },
        (fn) => request.withTenant(fn),
      );
      return reply.code(201).send({ executionId });
    },
  );
};
