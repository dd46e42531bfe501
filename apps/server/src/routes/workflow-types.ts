import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { workflowTypes } from '../db/schema.ts';
import { requireTenant } from '../http/request-context.ts';
import { ref, WorkflowType } from '../http/schemas.ts';

export const workflowTypeRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/workflow-types/mine',
    {
      schema: {
        operationId: 'listMyWorkflowTypes',
        tags: ['workflows'],
        summary: 'The workflow types the signed-in person can start (SPEC 7 "my workflow types")',
        response: { 200: Type.Array(ref(WorkflowType)) },
      },
    },
    async (request) => {
      const tenantId = requireTenant(request).id;
      // Every member may start every type until per-type audiences exist.
      return request.withTenant((tx) =>
        tx
          .select({ id: workflowTypes.id, name: workflowTypes.name, icon: workflowTypes.icon })
          .from(workflowTypes)
          .where(and(eq(workflowTypes.tenantId, tenantId)))
          .orderBy(asc(workflowTypes.position), asc(workflowTypes.name)),
      );
    },
  );
};
