/**
 * Kanban configurations of a workflow type (the studio's kanban editor writes them): columns
 * gathering the open executions waiting at some user tasks, or the finished ones by status.
 * Read by whoever may see the type; written by MANAGE_WORKFLOWS. The board's data is served
 * with the executions lists.
 */
import { trimInvisible } from '@faena/contract/text';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, desc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Tx } from '../../platform/database/database.ts';
import { ApiError, ErrorBody, validationFailed } from '../../platform/http/errors.ts';
import { requireMember, requireOrganization } from '../../platform/http/request-context.ts';
import { nameString, ref } from '../../platform/http/schemas.ts';
import { canAdministerWorkflows, canSeeType, parsedDefinition } from './access.ts';
import { findType, TypeParams, workflowTypeNotFound } from './routes.ts';
import { KanbanColumn, KanbanConfig } from './schemas.ts';
import {
  type KanbanColumnValue,
  type WorkflowKanbanRow,
  workflowDefinitions,
  workflowKanbans,
} from './tables.ts';

const ADMIN = { permission: 'MANAGE_WORKFLOWS' } as const;
const KanbanParams = Type.Object(
  { kanbanId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
const KanbanBody = Type.Object(
  {
    name: nameString({ maxLength: 120 }),
    columns: Type.Array(ref(KanbanColumn), { maxItems: 50 }),
  },
  { additionalProperties: false },
);

const kanbanNotFound = () => new ApiError(404, 'WORKFLOW_KANBAN_NOT_FOUND', 'El tablero no existe.');

export const toKanban = (row: WorkflowKanbanRow) => ({
  id: row.id,
  workflowTypeId: row.workflowTypeId,
  name: row.name,
  columns: row.columns,
});

/**
 * Columns as stored: names trimmed; 400 VALIDATION_ERROR when two columns share an id, a user
 * task or a status, or a user task is not one of the type's newest version.
 */
export async function checkedColumns(
  tx: Tx,
  organizationId: string,
  workflowTypeId: string,
  columns: readonly KanbanColumnValue[],
): Promise<KanbanColumnValue[]> {
  const ids = new Set<string>();
  const tasks = new Set<string>();
  const statuses = new Set<string>();
  for (const column of columns) {
    const name = trimInvisible(column.name);
    if (!name) throw validationFailed({ columns: 'Cada columna necesita un nombre.' });
    if (ids.has(column.id)) throw validationFailed({ columns: `Hay dos columnas con el id ${column.id}.` });
    ids.add(column.id);
    for (const task of column.userTasks) {
      if (tasks.has(task)) throw validationFailed({ columns: `La tarea ${task} está en dos columnas.` });
      tasks.add(task);
    }
    for (const status of column.statuses) {
      if (statuses.has(status))
        throw validationFailed({ columns: `El estado ${status} está en dos columnas.` });
      statuses.add(status);
    }
  }
  if (tasks.size > 0) {
    const [newest] = await tx
      .select()
      .from(workflowDefinitions)
      .where(
        and(
          eq(workflowDefinitions.organizationId, organizationId),
          eq(workflowDefinitions.workflowTypeId, workflowTypeId),
        ),
      )
      .orderBy(desc(workflowDefinitions.version))
      .limit(1);
    const userTasks = new Set<string>();
    if (newest) {
      const process = await parsedDefinition(newest).catch(() => null);
      for (const node of process?.nodes ?? []) if (node.faenaType === 'UserTask') userTasks.add(node.id);
    }
    const unknown = [...tasks].find((task) => !userTasks.has(task));
    if (unknown !== undefined) {
      throw validationFailed({ columns: `La tarea ${unknown} no es una tarea de usuario del workflow.` });
    }
  }
  return columns.map((column) => ({
    id: column.id,
    name: trimInvisible(column.name),
    userTasks: [...column.userTasks],
    statuses: [...column.statuses],
  }));
}

/** The kanban, when the person may see its type; else 404. */
async function visibleKanban(
  tx: Tx,
  organizationId: string,
  personId: string,
  administers: boolean,
  kanbanId: string,
) {
  const [row] = await tx
    .select()
    .from(workflowKanbans)
    .where(and(eq(workflowKanbans.organizationId, organizationId), eq(workflowKanbans.id, kanbanId)));
  if (!row || !(await canSeeType(tx, organizationId, personId, administers, row.workflowTypeId))) {
    throw kanbanNotFound();
  }
  return row;
}

export const workflowKanbanRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/workflow-types/:workflowTypeId/kanbans',
    {
      schema: {
        operationId: 'listWorkflowKanbans',
        tags: ['workflows'],
        summary: 'The kanban boards configured for a workflow type, by name',
        params: TypeParams,
        response: { 200: Type.Array(ref(KanbanConfig)), 404: ref(ErrorBody) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const member = requireMember(request);
      const { workflowTypeId } = request.params;
      const rows = await request.withTenant(async (tx) => {
        if (
          !(await canSeeType(
            tx,
            organizationId,
            member.person.id,
            canAdministerWorkflows(request),
            workflowTypeId,
          ))
        ) {
          throw workflowTypeNotFound();
        }
        return tx
          .select()
          .from(workflowKanbans)
          .where(
            and(
              eq(workflowKanbans.organizationId, organizationId),
              eq(workflowKanbans.workflowTypeId, workflowTypeId),
            ),
          )
          .orderBy(asc(workflowKanbans.name));
      });
      return rows.map(toKanban);
    },
  );

  api.post(
    '/workflow-types/:workflowTypeId/kanbans',
    {
      config: ADMIN,
      schema: {
        operationId: 'createWorkflowKanban',
        tags: ['workflows'],
        summary:
          'Add a kanban board to a workflow type (its columns’ user tasks must be the newest version’s)',
        params: TypeParams,
        body: KanbanBody,
        response: { 201: ref(KanbanConfig), 400: ref(ErrorBody), 404: ref(ErrorBody) },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const { workflowTypeId } = request.params;
      const row = await request.withTenant(async (tx) => {
        await findType(tx, organizationId, workflowTypeId);
        const columns = await checkedColumns(tx, organizationId, workflowTypeId, request.body.columns);
        const [created] = await tx
          .insert(workflowKanbans)
          .values({ organizationId, workflowTypeId, name: trimInvisible(request.body.name), columns })
          .returning();
        return created!;
      });
      reply.code(201);
      return toKanban(row);
    },
  );

  api.get(
    '/workflow-kanbans/:kanbanId',
    {
      schema: {
        operationId: 'getWorkflowKanban',
        tags: ['workflows'],
        summary: 'One kanban board’s configuration',
        params: KanbanParams,
        response: { 200: ref(KanbanConfig), 404: ref(ErrorBody) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const member = requireMember(request);
      const row = await request.withTenant((tx) =>
        visibleKanban(
          tx,
          organizationId,
          member.person.id,
          canAdministerWorkflows(request),
          request.params.kanbanId,
        ),
      );
      return toKanban(row);
    },
  );

  api.put(
    '/workflow-kanbans/:kanbanId',
    {
      config: ADMIN,
      schema: {
        operationId: 'saveWorkflowKanban',
        tags: ['workflows'],
        summary: 'Replace a kanban board’s name and columns',
        params: KanbanParams,
        body: KanbanBody,
        response: { 200: ref(KanbanConfig), 400: ref(ErrorBody), 404: ref(ErrorBody) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const row = await request.withTenant(async (tx) => {
        const where = and(
          eq(workflowKanbans.organizationId, organizationId),
          eq(workflowKanbans.id, request.params.kanbanId),
        );
        const [existing] = await tx.select().from(workflowKanbans).where(where).for('update');
        if (!existing) throw kanbanNotFound();
        const columns = await checkedColumns(
          tx,
          organizationId,
          existing.workflowTypeId,
          request.body.columns,
        );
        const [saved] = await tx
          .update(workflowKanbans)
          .set({ name: trimInvisible(request.body.name), columns, updatedAt: new Date() })
          .where(where)
          .returning();
        return saved!;
      });
      return toKanban(row);
    },
  );

  api.delete(
    '/workflow-kanbans/:kanbanId',
    {
      config: ADMIN,
      schema: {
        operationId: 'deleteWorkflowKanban',
        tags: ['workflows'],
        summary: 'Delete a kanban board',
        params: KanbanParams,
        response: { 204: Type.Null({ description: 'Deleted' }), 404: ref(ErrorBody) },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const deleted = await request.withTenant((tx) =>
        tx
          .delete(workflowKanbans)
          .where(
            and(
              eq(workflowKanbans.organizationId, organizationId),
              eq(workflowKanbans.id, request.params.kanbanId),
            ),
          )
          .returning({ id: workflowKanbans.id }),
      );
      if (deleted.length === 0) throw kanbanNotFound();
      return reply.code(204).send(null);
    },
  );
};
