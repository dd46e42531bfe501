import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { requireOrganization } from '../../platform/http/request-context.ts';
import { ref } from '../../platform/http/schemas.ts';
import { WorkflowType } from './schemas.ts';
import { workflowTypes } from './tables.ts';

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
      const organizationId = requireOrganization(request).id;
      // Every member may start every type until per-type audiences exist.
      return request.withTenant((tx) =>
        tx
          .select({ id: workflowTypes.id, name: workflowTypes.name, icon: workflowTypes.icon })
          .from(workflowTypes)
          .where(and(eq(workflowTypes.organizationId, organizationId)))
          .orderBy(asc(workflowTypes.position), asc(workflowTypes.name)),
      );
    },
  );
};
