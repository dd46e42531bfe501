/**
 * Checklist templates. MANAGE_CHECKLISTS writes them; the people of a checklist's audience (every
 * member when it has none) read its current version to execute it. Saving a template whose current
 * version has executions (drafts or submitted) makes version n+1; otherwise the current version is
 * replaced. Deleting archives: the template leaves the lists, its executions stay readable.
 */
import { trimInvisible } from '@faena/contract/text';
import type { FormDefinition } from '@faena/form-engine/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { selectRows, type Tx } from '../../platform/database/database.ts';
import { forbidden, validationFailed } from '../../platform/http/errors.ts';
import { localeOf, type Say, sayIn } from '../../platform/http/language.ts';
import { type Member, requireMember, requireOrganization } from '../../platform/http/request-context.ts';
import { ref } from '../../platform/http/schemas.ts';
import { errorResponse } from '../../platform/openapi/route-responses.ts';
import { formsModule } from '../forms/index.ts';
import { Checklist, ChecklistInput, ChecklistList, ChecklistVersion } from './schemas.ts';
import {
  checklistNotFound,
  executableBy,
  findChecklist,
  MANAGE,
  manages,
  mayExecute,
  questionCountOf,
  toSummary,
} from './store.ts';
import { type ChecklistRow, checklists, checklistVersions } from './tables.ts';

const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false });
const VersionParams = Type.Object(
  { id: Type.String({ format: 'uuid' }), version: Type.Integer({ minimum: 1, maximum: 1_000_000 }) },
  { additionalProperties: false },
);
const DEFINITION_BODY_LIMIT = 2 * 1024 * 1024;

type ChecklistInputValue = Static<typeof ChecklistInput>;

/** The body checked against the organization: category, audience and the form definition. */
export async function checkChecklistInput(
  tx: Tx,
  organizationId: string,
  input: ChecklistInputValue,
  locale: 'es-MX' | 'en-US',
) {
  const say: Say = sayIn(locale);
  const problems: Record<string, string> = {};
  const [category] = await selectRows<{ id: string }>(
    tx,
    sql`select id from checklist_categories where tenant_id = ${organizationId} and id = ${input.categoryId}::uuid`,
  );
  if (!category) problems.categoryId = say('La categoría no existe.', 'The category does not exist.');
  const audienceId = input.audienceId ?? null;
  if (audienceId) {
    const [audience] = await selectRows<{ id: string }>(
      tx,
      sql`select id from audiences where tenant_id = ${organizationId} and id = ${audienceId}::uuid`,
    );
    if (!audience) problems.audienceId = say('La audiencia no existe.', 'The audience does not exist.');
  }
  if (Object.keys(problems).length > 0) throw validationFailed(problems);
  const definition: FormDefinition = formsModule.services.parseDefinition(input.definition, locale);
  return {
    categoryId: input.categoryId,
    title: trimInvisible(input.title),
    description: input.description?.trim() || null,
    audienceId,
    scoring: input.scoring,
    definition,
    questionCount: questionCountOf(definition),
  };
}

/** A checklist with its current definition and its versions (newest first, with their executions). */
async function checklistView(tx: Tx, organizationId: string, row: ChecklistRow) {
  const versions = await selectRows<{
    version: number;
    created_at: string | Date;
    created_by: string | null;
    creator_name: string | null;
    execution_count: number | string;
    definition: FormDefinition | null;
  }>(
    tx,
    sql`select cv.version, cv.created_at, cv.created_by, p.name as creator_name,
          (select count(*) from checklist_executions e where e.tenant_id = cv.tenant_id
            and e.checklist_id = cv.checklist_id and e.version = cv.version) as execution_count,
          case when cv.version = ${row.version} then cv.definition end as definition
        from checklist_versions cv
        left join persons p on p.tenant_id = cv.tenant_id and p.id = cv.created_by
        where cv.tenant_id = ${organizationId} and cv.checklist_id = ${row.id}::uuid
        order by cv.version desc`,
  );
  const current = versions.find((version) => version.version === row.version);
  return {
    ...toSummary(row),
    definition: current?.definition ?? { id: row.id, fields: [] },
    versions: versions.map((version) => ({
      version: version.version,
      createdAt: new Date(version.created_at).toISOString(),
      createdBy:
        version.created_by && version.creator_name !== null
          ? { id: version.created_by, name: version.creator_name }
          : null,
      executionCount: Number(version.execution_count),
    })),
  };
}

/** The checklist (not archived) the member may read: managers any, executors their audience's. */
async function readableChecklist(tx: Tx, organizationId: string, member: Member, id: string) {
  const row = await findChecklist(tx, organizationId, id);
  if (!row || row.archivedAt !== null) throw checklistNotFound();
  if (!manages(member) && !(await mayExecute(tx, organizationId, member.person.id, row))) {
    throw checklistNotFound();
  }
  return row;
}

export const checklistRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/checklists',
    {
      schema: {
        operationId: 'listChecklists',
        tags: ['checklists'],
        summary:
          'Checklists (not archived), by title: with `executable=true` those the caller may execute (no audience, or in it); without it every one (MANAGE_CHECKLISTS)',
        querystring: Type.Object(
          {
            categoryId: Type.Optional(Type.String({ format: 'uuid' })),
            executable: Type.Optional(Type.Boolean()),
          },
          { additionalProperties: false },
        ),
        response: {
          200: ref(ChecklistList),
          403: errorResponse('Every checklist without MANAGE_CHECKLISTS (FORBIDDEN)'),
        },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const member = requireMember(request);
      const { categoryId, executable } = request.query;
      if (executable !== true && !manages(member)) throw forbidden();
      const rows = await request.withTenant((tx) =>
        tx
          .select()
          .from(checklists)
          .where(
            and(
              eq(checklists.organizationId, organizationId),
              isNull(checklists.archivedAt),
              categoryId ? eq(checklists.categoryId, categoryId) : undefined,
              executable === true
                ? sql`${checklists.id} in (select c.id from checklists c where c.tenant_id = ${organizationId}
                    and ${executableBy(organizationId, member.person.id)})`
                : undefined,
            ),
          )
          .orderBy(sql`lower(${checklists.title})`, checklists.id),
      );
      return { count: rows.length, results: rows.map(toSummary) };
    },
  );

  api.post(
    '/checklists',
    {
      config: { permission: MANAGE },
      bodyLimit: DEFINITION_BODY_LIMIT,
      schema: {
        operationId: 'createChecklist',
        tags: ['checklists'],
        summary: 'Create a checklist with its version 1',
        body: ChecklistInput,
        response: {
          201: ref(Checklist),
          400: errorResponse(
            'No such category or audience (VALIDATION_ERROR), or a definition that is not a valid form (INVALID_FORM_DEFINITION)',
          ),
        },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const member = requireMember(request);
      const created = await request.withTenant(async (tx) => {
        const checked = await checkChecklistInput(tx, organizationId, request.body, localeOf(request));
        const [row] = await tx
          .insert(checklists)
          .values({
            organizationId,
            categoryId: checked.categoryId,
            title: checked.title,
            description: checked.description,
            audienceId: checked.audienceId,
            scoring: checked.scoring,
            version: 1,
            questionCount: checked.questionCount,
            createdBy: member.person.id,
          })
          .returning();
        await tx.insert(checklistVersions).values({
          organizationId,
          checklistId: row!.id,
          version: 1,
          title: checked.title,
          description: checked.description,
          scoring: checked.scoring,
          definition: checked.definition,
          createdBy: member.person.id,
        });
        return checklistView(tx, organizationId, row!);
      });
      reply.code(201);
      return created;
    },
  );

  api.get(
    '/checklists/:id',
    {
      schema: {
        operationId: 'getChecklist',
        tags: ['checklists'],
        summary:
          'A checklist with its current version’s definition and its versions (managers; executors of its audience)',
        params: IdParams,
        response: {
          200: ref(Checklist),
          404: errorResponse('No such checklist, or archived (CHECKLIST_NOT_FOUND)'),
        },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const member = requireMember(request);
      return request.withTenant(async (tx) => {
        const row = await readableChecklist(tx, organizationId, member, request.params.id);
        return checklistView(tx, organizationId, row);
      });
    },
  );

  api.put(
    '/checklists/:id',
    {
      config: { permission: MANAGE },
      bodyLimit: DEFINITION_BODY_LIMIT,
      schema: {
        operationId: 'updateChecklist',
        tags: ['checklists'],
        summary:
          'Save a checklist: a new version when the current one has executions (drafts or submitted), else the current version replaced',
        params: IdParams,
        body: ChecklistInput,
        response: {
          200: ref(Checklist),
          400: errorResponse(
            'No such category or audience (VALIDATION_ERROR), or an invalid definition (INVALID_FORM_DEFINITION)',
          ),
          404: errorResponse('No such checklist, or archived (CHECKLIST_NOT_FOUND)'),
        },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const member = requireMember(request);
      const { id } = request.params;
      return request.withTenant(async (tx) => {
        // The row lock orders concurrent saves (and executions pinning the current version).
        const [current] = await tx
          .select()
          .from(checklists)
          .where(and(eq(checklists.organizationId, organizationId), eq(checklists.id, id)))
          .for('update');
        if (!current || current.archivedAt !== null) throw checklistNotFound();
        const checked = await checkChecklistInput(tx, organizationId, request.body, localeOf(request));
        const [used] = await selectRows<{ yes: boolean }>(
          tx,
          sql`select exists (select 1 from checklist_executions where tenant_id = ${organizationId}
                and checklist_id = ${id}::uuid and version = ${current.version}) as yes`,
        );
        const version = used?.yes ? current.version + 1 : current.version;
        const values = {
          title: checked.title,
          description: checked.description,
          scoring: checked.scoring,
          definition: checked.definition,
          createdBy: member.person.id,
        };
        if (version === current.version) {
          await tx
            .update(checklistVersions)
            .set({ ...values, createdAt: new Date() })
            .where(
              and(
                eq(checklistVersions.organizationId, organizationId),
                eq(checklistVersions.checklistId, id),
                eq(checklistVersions.version, version),
              ),
            );
        } else {
          await tx.insert(checklistVersions).values({ organizationId, checklistId: id, version, ...values });
        }
        const [row] = await tx
          .update(checklists)
          .set({
            categoryId: checked.categoryId,
            title: checked.title,
            description: checked.description,
            audienceId: checked.audienceId,
            scoring: checked.scoring,
            version,
            questionCount: checked.questionCount,
            updatedAt: new Date(),
          })
          .where(and(eq(checklists.organizationId, organizationId), eq(checklists.id, id)))
          .returning();
        return checklistView(tx, organizationId, row!);
      });
    },
  );

  api.get(
    '/checklists/:id/versions/:version',
    {
      schema: {
        operationId: 'getChecklistVersion',
        tags: ['checklists'],
        summary:
          'One version of a checklist (managers, archived ones too; executors of its audience; anyone with an execution of it)',
        params: VersionParams,
        response: {
          200: ref(ChecklistVersion),
          404: errorResponse('No such checklist or version (CHECKLIST_NOT_FOUND)'),
        },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const member = requireMember(request);
      const { id, version } = request.params;
      return request.withTenant(async (tx) => {
        const row = await findChecklist(tx, organizationId, id);
        if (!row) throw checklistNotFound();
        if (!manages(member)) {
          const executor =
            row.archivedAt === null && (await mayExecute(tx, organizationId, member.person.id, row));
          if (!executor) {
            const [ran] = await selectRows<{ yes: boolean }>(
              tx,
              sql`select exists (select 1 from checklist_executions where tenant_id = ${organizationId}
                    and checklist_id = ${id}::uuid and person_id = ${member.person.id}::uuid) as yes`,
            );
            if (!ran?.yes) throw checklistNotFound();
          }
        }
        const [found] = await tx
          .select()
          .from(checklistVersions)
          .where(
            and(
              eq(checklistVersions.organizationId, organizationId),
              eq(checklistVersions.checklistId, id),
              eq(checklistVersions.version, version),
            ),
          );
        if (!found) throw checklistNotFound();
        return {
          checklistId: found.checklistId,
          version: found.version,
          title: found.title,
          description: found.description,
          scoring: found.scoring,
          definition: found.definition,
          createdAt: found.createdAt.toISOString(),
        };
      });
    },
  );

  api.delete(
    '/checklists/:id',
    {
      config: { permission: MANAGE },
      schema: {
        operationId: 'deleteChecklist',
        tags: ['checklists'],
        summary: 'Archive a checklist: it leaves the lists; its executions stay readable',
        params: IdParams,
        response: {
          204: Type.Null({ description: 'Archived' }),
          404: errorResponse('No such checklist, or archived already (CHECKLIST_NOT_FOUND)'),
        },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const archived = await request.withTenant((tx) =>
        tx
          .update(checklists)
          .set({ archivedAt: new Date(), updatedAt: new Date() })
          .where(
            and(
              eq(checklists.organizationId, organizationId),
              eq(checklists.id, request.params.id),
              isNull(checklists.archivedAt),
            ),
          )
          .returning({ id: checklists.id }),
      );
      if (archived.length === 0) throw checklistNotFound();
      return reply.code(204).send(null);
    },
  );
};
