/**
 * One execution as its page shows it: status, steps (oldest first), responses, open tasks.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../../platform/http/errors.ts';
import { requireMember, requireOrganization } from '../../platform/http/request-context.ts';
import { errorResponse } from '../../platform/openapi/route-responses.ts';
import { canAdministerWorkflows } from './access.ts';
import { executionDetail } from './execution-access.ts';

export const executionRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/workflow-executions/:executionId',
    {
      schema: {
        operationId: 'getWorkflowExecution',
        tags: ['workflows'],
        summary:
          'An execution with its steps, responses and open tasks: for MANAGE_WORKFLOWS holders, its starter and the people of its tasks',
        params: Type.Object({ executionId: Type.String({ format: 'uuid' }) }),
        response: {
          200: Type.Unsafe({ $ref: 'WorkflowExecutionDetail#' }),
          404: errorResponse('No such execution, or it is not visible to the person (NOT_FOUND)'),
        },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const personId = requireMember(request).person.id;
      const detail = await request.withTenant((tx) =>
        executionDetail(
          tx,
          { organizationId, personId, administers: canAdministerWorkflows(request) },
          request.params.executionId,
        ),
      );
      if (!detail) throw new ApiError(404, 'NOT_FOUND', 'La ejecución no existe.');
      return detail;
    },
  );
};
