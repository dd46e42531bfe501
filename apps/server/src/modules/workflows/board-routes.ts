/**
 * A kanban board's live data: the type's executions the person may see, by column. An open
 * execution shows in each column mapping one of its open user tasks; a finished one in the
 * columns of its status.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { notFound } from '../../platform/http/errors.ts';
import { requireMember, requireOrganization } from '../../platform/http/request-context.ts';
import { ref } from '../../platform/http/schemas.ts';
import { canSeeType } from './access.ts';
import {
  countExecutions,
  executionPage,
  executionsWhere,
  executionViewer,
  shouldGather,
} from './execution-list.ts';
import { EXECUTION_COUNT_CAP, WorkflowKanbanBoard } from './list-schemas.ts';
import { workflowKanbans } from './tables.ts';

/** The executions each column lists (its newest). */
export const BOARD_COLUMN_EXECUTIONS = 50;

export const boardRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/workflow-kanbans/:kanbanId/board',
    {
      schema: {
        operationId: 'getWorkflowKanbanBoard',
        tags: ['workflows'],
        summary: `A kanban board with the executions the person may see in each column (open ones by their open user tasks, finished ones by status): each column's count (up to ${EXECUTION_COUNT_CAP.toLocaleString('en-US')}) and its newest ${BOARD_COLUMN_EXECUTIONS}`,
        params: Type.Object({ kanbanId: Type.String({ format: 'uuid' }) }, { additionalProperties: false }),
        response: { 200: ref(WorkflowKanbanBoard) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const member = requireMember(request);
      const { kanbanId } = request.params;
      return request.withTenant(async (tx) => {
        const [kanban] = await tx
          .select({
            id: workflowKanbans.id,
            workflowTypeId: workflowKanbans.workflowTypeId,
            name: workflowKanbans.name,
            columns: workflowKanbans.columns,
          })
          .from(workflowKanbans)
          .where(and(eq(workflowKanbans.organizationId, organizationId), eq(workflowKanbans.id, kanbanId)));
        const administers = member.permissions.has('MANAGE_WORKFLOWS');
        if (
          !kanban ||
          !(await canSeeType(tx, organizationId, member.person.id, administers, kanban.workflowTypeId))
        ) {
          throw notFound('El tablero');
        }
        const viewer = await executionViewer(tx, organizationId, member);
        const columns = [];
        for (const column of kanban.columns) {
          const where = executionsWhere(
            organizationId,
            kanban.workflowTypeId,
            { statuses: [], column: { userTasks: column.userTasks ?? [], statuses: column.statuses ?? [] } },
            viewer,
          );
          const { count, capped } = await countExecutions(tx, where);
          const { results } =
            count === 0
              ? { results: [] }
              : await executionPage(tx, organizationId, where, {
                  limit: BOARD_COLUMN_EXECUTIONS,
                  gather: shouldGather(viewer, count, capped),
                });
          columns.push({ id: column.id, name: column.name, count, executions: results });
        }
        return {
          kanban: {
            ...kanban,
            columns: kanban.columns.map((column) => ({
              id: column.id,
              name: column.name,
              userTasks: column.userTasks ?? [],
              statuses: column.statuses ?? [],
            })),
          },
          columns,
        };
      });
    },
  );
};
