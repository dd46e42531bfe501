/**
 * Workflow categories: how the administration screens group the types. Any member reads them;
 * MANAGE_WORKFLOWS writes them. Deleting one leaves its types without a category.
 */
import { trimInvisible } from '@faena/contract/text';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { selectRows } from '../../platform/database/database.ts';
import { ApiError, ErrorBody } from '../../platform/http/errors.ts';
import { requireOrganization } from '../../platform/http/request-context.ts';
import { nameString, ref } from '../../platform/http/schemas.ts';
import { WorkflowCategory } from './schemas.ts';
import { type WorkflowCategoryRow, workflowCategories } from './tables.ts';

const ADMIN = { permission: 'MANAGE_WORKFLOWS' } as const;
const CategoryParams = Type.Object(
  { categoryId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
const categoryNotFound = () => new ApiError(404, 'WORKFLOW_CATEGORY_NOT_FOUND', 'La categoría no existe.');
const Position = Type.Integer({ minimum: 0, maximum: 100_000 });

const toCategory = (row: WorkflowCategoryRow) => ({ id: row.id, name: row.name, position: row.position });

export const workflowCategoryRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/workflow-categories',
    {
      schema: {
        operationId: 'listWorkflowCategories',
        tags: ['workflows'],
        summary: 'The categories that group workflow types, in order',
        response: { 200: Type.Array(ref(WorkflowCategory)) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const rows = await request.withTenant((tx) =>
        tx
          .select()
          .from(workflowCategories)
          .where(eq(workflowCategories.organizationId, organizationId))
          .orderBy(asc(workflowCategories.position), asc(workflowCategories.name)),
      );
      return rows.map(toCategory);
    },
  );

  api.post(
    '/workflow-categories',
    {
      config: ADMIN,
      schema: {
        operationId: 'createWorkflowCategory',
        tags: ['workflows'],
        summary: 'Add a category (last unless a position is given)',
        body: Type.Object(
          { name: nameString({ maxLength: 120 }), position: Type.Optional(Position) },
          { additionalProperties: false },
        ),
        response: { 201: ref(WorkflowCategory) },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const row = await request.withTenant(async (tx) => {
        const [last] = await selectRows<{ position: number | null }>(
          tx,
          sql`select max(position) as position from workflow_categories where tenant_id = ${organizationId}`,
        );
        const [created] = await tx
          .insert(workflowCategories)
          .values({
            organizationId,
            name: trimInvisible(request.body.name),
            position: request.body.position ?? (last?.position ?? -1) + 1,
          })
          .returning();
        return created!;
      });
      reply.code(201);
      return toCategory(row);
    },
  );

  api.patch(
    '/workflow-categories/:categoryId',
    {
      config: ADMIN,
      schema: {
        operationId: 'updateWorkflowCategory',
        tags: ['workflows'],
        summary: 'Rename or move a category',
        params: CategoryParams,
        body: Type.Object(
          { name: Type.Optional(nameString({ maxLength: 120 })), position: Type.Optional(Position) },
          { additionalProperties: false },
        ),
        response: { 200: ref(WorkflowCategory), 404: ref(ErrorBody) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const { name, position } = request.body;
      const row = await request.withTenant(async (tx) => {
        const where = and(
          eq(workflowCategories.organizationId, organizationId),
          eq(workflowCategories.id, request.params.categoryId),
        );
        const changes = {
          ...(name === undefined ? {} : { name: trimInvisible(name) }),
          ...(position === undefined ? {} : { position }),
        };
        const [updated] =
          Object.keys(changes).length > 0
            ? await tx.update(workflowCategories).set(changes).where(where).returning()
            : await tx.select().from(workflowCategories).where(where);
        return updated;
      });
      if (!row) throw categoryNotFound();
      return toCategory(row);
    },
  );

  api.delete(
    '/workflow-categories/:categoryId',
    {
      config: ADMIN,
      schema: {
        operationId: 'deleteWorkflowCategory',
        tags: ['workflows'],
        summary: 'Delete a category; its types stay, without a category',
        params: CategoryParams,
        response: { 204: Type.Null({ description: 'Deleted' }), 404: ref(ErrorBody) },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const deleted = await request.withTenant((tx) =>
        tx
          .delete(workflowCategories)
          .where(
            and(
              eq(workflowCategories.organizationId, organizationId),
              eq(workflowCategories.id, request.params.categoryId),
            ),
          )
          .returning({ id: workflowCategories.id }),
      );
      if (deleted.length === 0) throw categoryNotFound();
      return reply.code(204).send(null);
    },
  );
};
