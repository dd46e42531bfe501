/**
 * Element statistics for the viewer's overlays: per element of a definition, how many of its
 * executions visited it and how many wait there now.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { selectRows } from '../../platform/database/database.ts';
import { ApiError } from '../../platform/http/errors.ts';
import { requireMember, requireOrganization } from '../../platform/http/request-context.ts';
import { errorResponse } from '../../platform/openapi/route-responses.ts';
import { canAdministerWorkflows, startableTypeCondition } from './access.ts';
import { workflowDefinitions, workflowExecutions, workflowSteps, workflowTypes } from './tables.ts';

export const statsRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/workflow-definitions/:workflowId/element-stats',
    {
      schema: {
        operationId: 'getWorkflowElementStats',
        tags: ['workflows'],
        summary: 'Per element of a definition: executions that visited it, and those waiting there now',
        params: Type.Object({ workflowId: Type.String({ format: 'uuid' }) }),
        response: {
          200: Type.Array(Type.Unsafe({ $ref: 'WorkflowElementStat#' })),
          404: errorResponse(
            'No such definition, or the person may neither start nor administer its type (NOT_FOUND)',
          ),
        },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const personId = requireMember(request).person.id;
      const { workflowId } = request.params;
      return request.withTenant(async (tx) => {
        const [definition] = await tx
          .select({ id: workflowDefinitions.id })
          .from(workflowDefinitions)
          .innerJoin(
            workflowTypes,
            and(
              eq(workflowTypes.organizationId, workflowDefinitions.organizationId),
              eq(workflowTypes.id, workflowDefinitions.workflowTypeId),
            ),
          )
          .where(
            and(
              eq(workflowDefinitions.organizationId, organizationId),
              eq(workflowDefinitions.id, workflowId),
              canAdministerWorkflows(request) ? undefined : startableTypeCondition(organizationId, personId),
            ),
          );
        if (!definition) throw new ApiError(404, 'NOT_FOUND', 'El workflow no existe.');
        const rows = await selectRows<{
          element_id: string;
          count: string | number;
          waiting: string | number;
        }>(
          tx,
          sql`select ${workflowSteps.bpmnId} as element_id,
                count(distinct ${workflowSteps.executionId}) as count,
                count(distinct ${workflowSteps.executionId}) filter (where ${workflowSteps.isActive}) as waiting
              from ${workflowSteps}
              join ${workflowExecutions} on ${workflowExecutions.organizationId} = ${workflowSteps.organizationId}
                and ${workflowExecutions.id} = ${workflowSteps.executionId}
              where ${workflowExecutions.organizationId} = ${organizationId}
                and ${workflowExecutions.workflowId} = ${workflowId}
              group by ${workflowSteps.bpmnId}
              order by ${workflowSteps.bpmnId}`,
        );
        return rows.map((row) => ({
          elementId: row.element_id,
          count: Number(row.count),
          waiting: Number(row.waiting),
        }));
      });
    },
  );
};
