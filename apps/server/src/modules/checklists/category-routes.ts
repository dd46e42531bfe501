/**
 * Checklist categories: a tree (each category names its parent) read by every member as a flat
 * list; MANAGE_CHECKLISTS writes it. A category at the root needs SPEC 9's create-category-at-root
 * flag; one below another is always allowed. A category with checklists or subcategories is not
 * deleted (409 CATEGORY_NOT_EMPTY).
 */
import { trimInvisible } from '@faena/contract/text';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { selectRows, type Tx } from '../../platform/database/database.ts';
import { ApiError, validationFailed } from '../../platform/http/errors.ts';
import { localeOf, type Say, sayIn } from '../../platform/http/language.ts';
import { requireOrganization } from '../../platform/http/request-context.ts';
import { ref } from '../../platform/http/schemas.ts';
import { errorResponse } from '../../platform/openapi/route-responses.ts';
import { CategoryChanges, CategoryInput, ChecklistCategory, ChecklistCategoryList } from './schemas.ts';
import { MANAGE } from './store.ts';
import { checklistCategories } from './tables.ts';

const CategoryParams = Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false });
const categoryNotFound = () => new ApiError(404, 'CATEGORY_NOT_FOUND', 'La categoría no existe.');

interface RawCategory {
  id: string;
  parent_id: string | null;
  name: string;
  position: number;
  checklist_count: number | string;
}

const toCategory = (raw: RawCategory) => ({
  id: raw.id,
  parentId: raw.parent_id,
  name: raw.name,
  position: raw.position,
  checklistCount: Number(raw.checklist_count),
});

async function readCategories(tx: Tx, organizationId: string, id?: string) {
  const rows = await selectRows<RawCategory>(
    tx,
    sql`select k.id, k.parent_id, k.name, k.position,
          (select count(*) from checklists c where c.tenant_id = k.tenant_id and c.category_id = k.id
            and c.archived_at is null) as checklist_count
        from checklist_categories k
        where k.tenant_id = ${organizationId} ${id ? sql`and k.id = ${id}::uuid` : sql``}
        order by k.position, k.name, k.id`,
  );
  return rows.map(toCategory);
}

/** 400 unless the parent exists and (when moving `id`) is neither it nor one of its descendants. */
async function checkParent(tx: Tx, organizationId: string, parentId: string, say: Say, id?: string) {
  const [row] = await selectRows<{ found: boolean; cycle: boolean }>(
    tx,
    sql`with recursive up as (
          select id, parent_id, 0 as depth from checklist_categories
            where tenant_id = ${organizationId} and id = ${parentId}::uuid
          union all
          select k.id, k.parent_id, up.depth + 1 from checklist_categories k
            join up on k.tenant_id = ${organizationId} and k.id = up.parent_id
            where up.depth < 100
        )
        select exists (select 1 from up where depth = 0) as found,
          ${id ? sql`exists (select 1 from up where id = ${id}::uuid)` : sql`false`} as cycle`,
  );
  if (!row?.found)
    throw validationFailed({
      parentId: say('La categoría padre no existe.', 'The parent category does not exist.'),
    });
  if (row.cycle) {
    throw validationFailed({
      parentId: say(
        'Una categoría no puede quedar dentro de sí misma ni de una de sus subcategorías.',
        'A category cannot be placed inside itself or one of its subcategories.',
      ),
    });
  }
}

const rootRefused = (say: Say) =>
  validationFailed({
    parentId: say(
      'Crear categorías en la raíz no está activado en esta organización; elige una categoría padre.',
      'Creating categories at the root is not turned on in this organization; choose a parent category.',
    ),
  });

export const categoryRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/checklist-categories',
    {
      schema: {
        operationId: 'listChecklistCategories',
        tags: ['checklists'],
        summary: 'Every checklist category as a flat list (each names its parent), by position then name',
        response: { 200: ref(ChecklistCategoryList) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      return { results: await request.withTenant((tx) => readCategories(tx, organizationId)) };
    },
  );

  api.post(
    '/checklist-categories',
    {
      config: { permission: MANAGE },
      schema: {
        operationId: 'createChecklistCategory',
        tags: ['checklists'],
        summary:
          'Add a category (last among its siblings) below a parent; at the root only with the create-category-at-root flag (SPEC 9)',
        body: CategoryInput,
        response: {
          201: ref(ChecklistCategory),
          400: errorResponse(
            'No such parent, or a root category while the flag is off (VALIDATION_ERROR, `fields.parentId`)',
          ),
        },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const say = sayIn(localeOf(request));
      const { parentId } = request.body;
      if (parentId === null && !api.checklistFlags.createCategoryAtRoot) throw rootRefused(say);
      const created = await request.withTenant(async (tx) => {
        if (parentId) await checkParent(tx, organizationId, parentId, say);
        const [last] = await selectRows<{ position: number | null }>(
          tx,
          sql`select max(position) as position from checklist_categories where tenant_id = ${organizationId}
              and parent_id is not distinct from ${parentId}::uuid`,
        );
        const [row] = await tx
          .insert(checklistCategories)
          .values({
            organizationId,
            parentId,
            name: trimInvisible(request.body.name),
            position: (last?.position ?? -1) + 1,
          })
          .returning({ id: checklistCategories.id });
        const [category] = await readCategories(tx, organizationId, row!.id);
        return category!;
      });
      reply.code(201);
      return created;
    },
  );

  api.patch(
    '/checklist-categories/:id',
    {
      config: { permission: MANAGE },
      schema: {
        operationId: 'updateChecklistCategory',
        tags: ['checklists'],
        summary: 'Rename a category, move it below another (or to the root, with the flag) or reorder it',
        params: CategoryParams,
        body: CategoryChanges,
        response: {
          200: ref(ChecklistCategory),
          400: errorResponse('No such parent, a cycle, or the root while the flag is off (VALIDATION_ERROR)'),
          404: errorResponse('No such category (CATEGORY_NOT_FOUND)'),
        },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const say = sayIn(localeOf(request));
      const { id } = request.params;
      const { name, parentId, position } = request.body;
      return request.withTenant(async (tx) => {
        const [current] = await readCategories(tx, organizationId, id);
        if (!current) throw categoryNotFound();
        if (parentId !== undefined && parentId !== current.parentId) {
          if (parentId === null && !api.checklistFlags.createCategoryAtRoot) throw rootRefused(say);
          if (parentId) await checkParent(tx, organizationId, parentId, say, id);
        }
        const changes = {
          ...(name === undefined ? {} : { name: trimInvisible(name) }),
          ...(parentId === undefined ? {} : { parentId }),
          ...(position === undefined ? {} : { position }),
        };
        if (Object.keys(changes).length > 0) {
          await tx
            .update(checklistCategories)
            .set(changes)
            .where(
              and(eq(checklistCategories.organizationId, organizationId), eq(checklistCategories.id, id)),
            );
        }
        const [category] = await readCategories(tx, organizationId, id);
        return category!;
      });
    },
  );

  api.delete(
    '/checklist-categories/:id',
    {
      config: { permission: MANAGE },
      schema: {
        operationId: 'deleteChecklistCategory',
        tags: ['checklists'],
        summary: 'Delete an empty category (no checklists, archived aside, and no subcategories)',
        params: CategoryParams,
        response: {
          204: Type.Null({ description: 'Deleted' }),
          404: errorResponse('No such category (CATEGORY_NOT_FOUND)'),
          409: errorResponse('It holds checklists or subcategories (CATEGORY_NOT_EMPTY)'),
        },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const say = sayIn(localeOf(request));
      const { id } = request.params;
      await request.withTenant(async (tx) => {
        const [current] = await readCategories(tx, organizationId, id);
        if (!current) throw categoryNotFound();
        const [children] = await selectRows<{ count: number | string }>(
          tx,
          sql`select count(*) as count from checklist_categories where tenant_id = ${organizationId}
              and parent_id = ${id}::uuid`,
        );
        if (current.checklistCount > 0 || Number(children?.count ?? 0) > 0) {
          throw new ApiError(
            409,
            'CATEGORY_NOT_EMPTY',
            say(
              'La categoría tiene listas de verificación o subcategorías; muévelas o elimínalas primero.',
              'The category holds checklists or subcategories; move or delete them first.',
            ),
          );
        }
        await tx
          .delete(checklistCategories)
          .where(and(eq(checklistCategories.organizationId, organizationId), eq(checklistCategories.id, id)));
      });
      return reply.code(204).send(null);
    },
  );
};
