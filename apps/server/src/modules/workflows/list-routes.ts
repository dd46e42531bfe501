/**
 * "My executions": a workflow type's executions the person may see, filtered, newest first.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Tx } from '../../platform/database/database.ts';
import { notFound } from '../../platform/http/errors.ts';
import { requireMember, requireOrganization } from '../../platform/http/request-context.ts';
import { ref } from '../../platform/http/schemas.ts';
import { executionsWhere, executionViewer, listExecutions, parseExecutionFilters } from './execution-list.ts';
import { ExecutionListQuery, WorkflowExecutionList } from './list-schemas.ts';
import { workflowTypes } from './tables.ts';

export const WorkflowTypeParams = Type.Object(
  { workflowTypeId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

/** The type exists in the organization, or a 404. */
export async function requireWorkflowType(tx: Tx, organizationId: string, workflowTypeId: string) {
  const [type] = await tx
    .select({ id: workflowTypes.id, name: workflowTypes.name })
    .from(workflowTypes)
    .where(and(eq(workflowTypes.organizationId, organizationId), eq(workflowTypes.id, workflowTypeId)));
  if (!type) throw notFound('El tipo de workflow');
  return type;
}

export const executionListRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/workflow-types/:workflowTypeId/executions',
    {
      schema: {
        operationId: 'listMyWorkflowExecutions',
        tags: ['workflows'],
        summary:
          'A workflow type’s executions the person may see (MANAGE_WORKFLOWS: all; others: those they started or had a task in), filtered by status, start date, open step, who started it and process variables; newest first',
        params: WorkflowTypeParams,
        querystring: ExecutionListQuery,
        response: { 200: ref(WorkflowExecutionList) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const member = requireMember(request);
      const { workflowTypeId } = request.params;
      const { page = 1, pageSize = 20, ...query } = request.query;
      const filters = parseExecutionFilters(query);
      return request.withTenant(async (tx) => {
        await requireWorkflowType(tx, organizationId, workflowTypeId);
        const viewer = await executionViewer(tx, organizationId, member);
        const where = executionsWhere(organizationId, workflowTypeId, filters, viewer);
        return listExecutions(tx, organizationId, where, viewer, {
          limit: pageSize,
          offset: (page - 1) * pageSize,
        });
      });
    },
  );
};
