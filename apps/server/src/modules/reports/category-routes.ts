/**
 * Report categories: a flat list every member reads; MANAGE_REPORTS writes it. A category that
 * holds reports is not deleted (409 CATEGORY_NOT_EMPTY).
 */
import { trimInvisible } from '@faena/contract/text';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { selectRows, type Tx } from '../../platform/database/database.ts';
import { ApiError } from '../../platform/http/errors.ts';
import { localeOf, sayIn } from '../../platform/http/language.ts';
import { requireOrganization } from '../../platform/http/request-context.ts';
import { ref } from '../../platform/http/schemas.ts';
import { errorResponse } from '../../platform/openapi/route-responses.ts';
import { ReportCategory, ReportCategoryInput, ReportCategoryList } from './schemas.ts';
import { categoryNotFound, MANAGE } from './store.ts';
import { reportCategories } from './tables.ts';

const Params = Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false });

async function readCategories(tx: Tx, organizationId: string, id?: string) {
  const rows = await selectRows<{
    id: string;
    name: string;
    position: number;
    report_count: string | number;
  }>(
    tx,
    sql`select k.id, k.name, k.position,
          (select count(*) from reports r where r.tenant_id = k.tenant_id and r.category_id = k.id) as report_count
        from report_categories k
        where k.tenant_id = ${organizationId} ${id ? sql`and k.id = ${id}::uuid` : sql``}
        order by k.position, k.name, k.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    position: row.position,
    reportCount: Number(row.report_count),
  }));
}

export const categoryRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/report-categories',
    {
      schema: {
        operationId: 'listReportCategories',
        tags: ['reports'],
        summary: 'Every report category, by position then name',
        response: { 200: ref(ReportCategoryList) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      return { results: await request.withTenant((tx) => readCategories(tx, organizationId)) };
    },
  );

  api.post(
    '/report-categories',
    {
      config: { permission: MANAGE },
      schema: {
        operationId: 'createReportCategory',
        tags: ['reports'],
        summary: 'Add a category, last',
        body: ref(ReportCategoryInput),
        response: { 201: ref(ReportCategory) },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const created = await request.withTenant(async (tx) => {
        const [last] = await selectRows<{ position: number | null }>(
          tx,
          sql`select max(position) as position from report_categories where tenant_id = ${organizationId}`,
        );
        const [row] = await tx
          .insert(reportCategories)
          .values({
            organizationId,
            name: trimInvisible(request.body.name),
            position: (last?.position ?? -1) + 1,
          })
          .returning({ id: reportCategories.id });
        const [category] = await readCategories(tx, organizationId, row!.id);
        return category!;
      });
      reply.code(201);
      return created;
    },
  );

  api.patch(
    '/report-categories/:id',
    {
      config: { permission: MANAGE },
      schema: {
        operationId: 'updateReportCategory',
        tags: ['reports'],
        summary: 'Rename a category',
        params: Params,
        body: ref(ReportCategoryInput),
        response: { 200: ref(ReportCategory), 404: errorResponse('No such category (CATEGORY_NOT_FOUND)') },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const say = sayIn(localeOf(request));
      return request.withTenant(async (tx) => {
        const updated = await tx
          .update(reportCategories)
          .set({ name: trimInvisible(request.body.name) })
          .where(
            and(
              eq(reportCategories.organizationId, organizationId),
              eq(reportCategories.id, request.params.id),
            ),
          )
          .returning({ id: reportCategories.id });
        if (updated.length === 0) throw categoryNotFound(say);
        const [category] = await readCategories(tx, organizationId, request.params.id);
        return category!;
      });
    },
  );

  api.delete(
    '/report-categories/:id',
    {
      config: { permission: MANAGE },
      schema: {
        operationId: 'deleteReportCategory',
        tags: ['reports'],
        summary: 'Delete an empty category',
        params: Params,
        response: {
          204: Type.Null({ description: 'Deleted' }),
          404: errorResponse('No such category (CATEGORY_NOT_FOUND)'),
          409: errorResponse('It holds reports (CATEGORY_NOT_EMPTY)'),
        },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const say = sayIn(localeOf(request));
      await request.withTenant(async (tx) => {
        const [current] = await readCategories(tx, organizationId, request.params.id);
        if (!current) throw categoryNotFound(say);
        if (current.reportCount > 0) {
          throw new ApiError(
            409,
            'CATEGORY_NOT_EMPTY',
            say(
              'La categoría tiene reportes; muévelos o elimínalos primero.',
              'The category holds reports; move or delete them first.',
            ),
          );
        }
        await tx
          .delete(reportCategories)
          .where(
            and(
              eq(reportCategories.organizationId, organizationId),
              eq(reportCategories.id, request.params.id),
            ),
          );
      });
      return reply.code(204).send(null);
    },
  );
};
