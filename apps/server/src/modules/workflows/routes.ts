/**
 * Workflow types: the ones a person may start ("my workflow types"), every one for their
 * administrators (MANAGE_WORKFLOWS), one with its versions, and their administration. A new
 * type starts with version 1 as a draft holding a valid start → end diagram.
 */
import { trimInvisible } from '@faena/contract/text';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { selectRows, type Tx } from '../../platform/database/database.ts';
import { ApiError, ErrorBody, validationFailed } from '../../platform/http/errors.ts';
import { requireMember, requireOrganization } from '../../platform/http/request-context.ts';
import { Nullable, nameString, ref } from '../../platform/http/schemas.ts';
import { canAdministerWorkflows, canStartType, startableTypeCondition } from './access.ts';
import { emptyDiagram } from './empty-diagram.ts';
import { WorkflowType, WorkflowTypeDetail, WorkflowTypeSummary } from './schemas.ts';
import {
  type WorkflowTypeRow,
  workflowCategories,
  workflowDefinitions,
  workflowExecutions,
  workflowTypes,
} from './tables.ts';

const ADMIN = { permission: 'MANAGE_WORKFLOWS' } as const;
export const MAX_TYPE_NAME = 120;
const MAX_ICON = 60;
const MAX_DESCRIPTION = 2000;

export const TypeParams = Type.Object(
  { workflowTypeId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

export const workflowTypeNotFound = () =>
  new ApiError(404, 'WORKFLOW_TYPE_NOT_FOUND', 'El tipo de workflow no existe.');

const toType = (row: WorkflowTypeRow) => ({
  id: row.id,
  name: row.name,
  icon: row.icon,
  categoryId: row.categoryId,
  description: row.description,
});

const publishedExists = sql`exists (select 1 from ${workflowDefinitions}
  where ${workflowDefinitions.organizationId} = ${workflowTypes.organizationId}
    and ${workflowDefinitions.workflowTypeId} = ${workflowTypes.id}
    and ${workflowDefinitions.status} = 'published')`;

/** A type of the organization, or 404. */
export async function findType(
  tx: Tx,
  organizationId: string,
  workflowTypeId: string,
): Promise<WorkflowTypeRow> {
  const [row] = await tx
    .select()
    .from(workflowTypes)
    .where(and(eq(workflowTypes.organizationId, organizationId), eq(workflowTypes.id, workflowTypeId)));
  if (!row) throw workflowTypeNotFound();
  return row;
}

/** A type with its versions, as the person sees it; null when they may neither start nor administer it. */
export async function typeDetail(
  tx: Tx,
  organizationId: string,
  personId: string,
  canAdminister: boolean,
  workflowTypeId: string,
) {
  const type = await findType(tx, organizationId, workflowTypeId);
  const definitions = await tx
    .select()
    .from(workflowDefinitions)
    .where(
      and(
        eq(workflowDefinitions.organizationId, organizationId),
        eq(workflowDefinitions.workflowTypeId, workflowTypeId),
      ),
    )
    .orderBy(desc(workflowDefinitions.version));
  const published = definitions.find((row) => row.status === 'published') ?? null;
  const draft = definitions.find((row) => row.status === 'draft') ?? null;
  const canStart = published !== null && (await canStartType(tx, organizationId, personId, type));
  if (!canStart && !canAdminister) return null;
  return {
    ...toType(type),
    startAudienceId: type.startAudienceId,
    definitions: definitions.map((row) => ({
      id: row.id,
      version: row.version,
      status: row.status,
      revision: row.revision,
      updatedAt: row.updatedAt.toISOString(),
      publishedAt: row.publishedAt?.toISOString() ?? null,
    })),
    publishedDefinitionId: published?.id ?? null,
    draftDefinitionId: draft?.id ?? null,
    canStart,
    canAdminister,
  };
}

/** 400 naming the field when a category or a saved audience given does not exist. */
async function checkReferences(
  tx: Tx,
  organizationId: string,
  input: { categoryId?: string | null; startAudienceId?: string | null },
) {
  if (input.categoryId) {
    const [category] = await tx
      .select({ id: workflowCategories.id })
      .from(workflowCategories)
      .where(
        and(
          eq(workflowCategories.organizationId, organizationId),
          eq(workflowCategories.id, input.categoryId),
        ),
      );
    if (!category) throw validationFailed({ categoryId: 'La categoría no existe.' });
  }
  if (input.startAudienceId) {
    // The people module's saved audiences, read to check the reference.
    const [audience] = await selectRows<{ id: string }>(
      tx,
      sql`select id from audiences where tenant_id = ${organizationId} and id = ${input.startAudienceId}::uuid`,
    );
    if (!audience) throw validationFailed({ startAudienceId: 'La audiencia no existe.' });
  }
}

const TypeFields = {
  name: nameString({ maxLength: MAX_TYPE_NAME }),
  icon: Type.String({
    minLength: 1,
    maxLength: MAX_ICON,
    description: "A short icon name ('cart', 'wrench')",
  }),
  categoryId: Type.Optional(Nullable(Type.String({ format: 'uuid' }))),
  description: Type.Optional(Nullable(Type.String({ maxLength: MAX_DESCRIPTION }))),
  startAudienceId: Type.Optional(
    Nullable(
      Type.String({
        format: 'uuid',
        description: 'The saved audience that may start it; null: every member',
      }),
    ),
  ),
};

const textOrNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : trimInvisible(value) || null;

export const workflowTypeRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/workflow-types/mine',
    {
      schema: {
        operationId: 'listMyWorkflowTypes',
        tags: ['workflows'],
        summary:
          'The workflow types the signed-in person may start (in its start audience, with a published version); every type for MANAGE_WORKFLOWS',
        response: { 200: Type.Array(ref(WorkflowType)) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const member = requireMember(request);
      const administers = canAdministerWorkflows(request);
      const rows = await request.withTenant(async (tx) => {
        const conditions: (SQL | undefined)[] = [eq(workflowTypes.organizationId, organizationId)];
        if (!administers) {
          conditions.push(publishedExists, startableTypeCondition(organizationId, member.person.id));
        }
        return tx
          .select()
          .from(workflowTypes)
          .where(and(...conditions))
          .orderBy(asc(workflowTypes.position), asc(workflowTypes.name));
      });
      return rows.map(toType);
    },
  );

  api.get(
    '/workflow-types',
    {
      config: ADMIN,
      schema: {
        operationId: 'listWorkflowTypes',
        tags: ['workflows'],
        summary: 'Every workflow type, with its newest and its published version',
        response: { 200: Type.Array(ref(WorkflowTypeSummary)) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      return request.withTenant(async (tx) => {
        const types = await tx
          .select()
          .from(workflowTypes)
          .where(eq(workflowTypes.organizationId, organizationId))
          .orderBy(asc(workflowTypes.position), asc(workflowTypes.name));
        const versions = types.length
          ? await tx
              .select({
                id: workflowDefinitions.id,
                workflowTypeId: workflowDefinitions.workflowTypeId,
                version: workflowDefinitions.version,
                status: workflowDefinitions.status,
              })
              .from(workflowDefinitions)
              .where(eq(workflowDefinitions.organizationId, organizationId))
              .orderBy(desc(workflowDefinitions.version))
          : [];
        return types.map((type) => {
          const own = versions.filter((row) => row.workflowTypeId === type.id);
          const latest = own[0];
          const published = own.find((row) => row.status === 'published');
          return {
            ...toType(type),
            startAudienceId: type.startAudienceId,
            latestVersion: latest ? { id: latest.id, version: latest.version, status: latest.status } : null,
            publishedVersion: published ? { id: published.id, version: published.version } : null,
          };
        });
      });
    },
  );

  api.get(
    '/workflow-types/:workflowTypeId',
    {
      schema: {
        operationId: 'getWorkflowType',
        tags: ['workflows'],
        summary:
          'One workflow type with its versions (404 when the person may neither start nor administer it)',
        params: TypeParams,
        response: { 200: ref(WorkflowTypeDetail), 404: ref(ErrorBody) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const member = requireMember(request);
      const detail = await request.withTenant((tx) =>
        typeDetail(
          tx,
          organizationId,
          member.person.id,
          canAdministerWorkflows(request),
          request.params.workflowTypeId,
        ),
      );
      if (!detail) throw workflowTypeNotFound();
      return detail;
    },
  );

  api.post(
    '/workflow-types',
    {
      config: ADMIN,
      schema: {
        operationId: 'createWorkflowType',
        tags: ['workflows'],
        summary: 'Add a workflow type; its version 1 is a draft holding a start → end diagram',
        body: Type.Object(TypeFields, { additionalProperties: false }),
        response: { 201: ref(WorkflowTypeDetail) },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const member = requireMember(request);
      const body = request.body;
      const detail = await request.withTenant(async (tx) => {
        await checkReferences(tx, organizationId, body);
        const [last] = await selectRows<{ position: number | null }>(
          tx,
          sql`select max(position) as position from workflow_types where tenant_id = ${organizationId}`,
        );
        const name = trimInvisible(body.name);
        const [created] = await tx
          .insert(workflowTypes)
          .values({
            organizationId,
            name,
            icon: body.icon.trim(),
            categoryId: body.categoryId ?? null,
            description: textOrNull(body.description) ?? null,
            startAudienceId: body.startAudienceId ?? null,
            position: (last?.position ?? -1) + 1,
          })
          .returning();
        await tx.insert(workflowDefinitions).values({
          organizationId,
          workflowTypeId: created!.id,
          version: 1,
          status: 'draft',
          xml: emptyDiagram(name),
          createdBy: member.person.id,
        });
        return typeDetail(tx, organizationId, member.person.id, true, created!.id);
      });
      reply.code(201);
      return detail!;
    },
  );

  api.patch(
    '/workflow-types/:workflowTypeId',
    {
      config: ADMIN,
      schema: {
        operationId: 'updateWorkflowType',
        tags: ['workflows'],
        summary: 'Rename a workflow type, change its icon, category, description, start audience or place',
        params: TypeParams,
        body: Type.Object(
          {
            name: Type.Optional(TypeFields.name),
            icon: Type.Optional(TypeFields.icon),
            categoryId: TypeFields.categoryId,
            description: TypeFields.description,
            startAudienceId: TypeFields.startAudienceId,
            position: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: ref(WorkflowTypeDetail), 404: ref(ErrorBody) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const member = requireMember(request);
      const body = request.body;
      const { workflowTypeId } = request.params;
      return request.withTenant(async (tx) => {
        await findType(tx, organizationId, workflowTypeId);
        await checkReferences(tx, organizationId, body);
        const changes = Object.fromEntries(
          Object.entries({
            name: body.name === undefined ? undefined : trimInvisible(body.name),
            icon: body.icon?.trim(),
            categoryId: body.categoryId,
            description: textOrNull(body.description),
            startAudienceId: body.startAudienceId,
            position: body.position,
          }).filter(([, value]) => value !== undefined),
        );
        if (Object.keys(changes).length > 0) {
          await tx
            .update(workflowTypes)
            .set(changes)
            .where(
              and(eq(workflowTypes.organizationId, organizationId), eq(workflowTypes.id, workflowTypeId)),
            );
        }
        return (await typeDetail(tx, organizationId, member.person.id, true, workflowTypeId))!;
      });
    },
  );

  api.delete(
    '/workflow-types/:workflowTypeId',
    {
      config: ADMIN,
      schema: {
        operationId: 'deleteWorkflowType',
        tags: ['workflows'],
        summary:
          'Delete a workflow type with its versions, forms and boards; refused (409) once it has executions',
        params: TypeParams,
        response: {
          204: Type.Null({ description: 'Deleted' }),
          404: ref(ErrorBody),
          409: ref(ErrorBody),
        },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const { workflowTypeId } = request.params;
      await request.withTenant(async (tx) => {
        await findType(tx, organizationId, workflowTypeId);
        const [used] = await tx
          .select({ id: workflowExecutions.id })
          .from(workflowExecutions)
          .where(
            and(
              eq(workflowExecutions.organizationId, organizationId),
              eq(workflowExecutions.workflowTypeId, workflowTypeId),
            ),
          )
          .limit(1);
        if (used) {
          throw new ApiError(
            409,
            'WORKFLOW_TYPE_HAS_EXECUTIONS',
            'No se puede eliminar un tipo de workflow que ya tiene ejecuciones.',
          );
        }
        await tx
          .delete(workflowTypes)
          .where(and(eq(workflowTypes.organizationId, organizationId), eq(workflowTypes.id, workflowTypeId)));
      });
      return reply.code(204).send(null);
    },
  );
};
