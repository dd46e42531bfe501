/**
 * Companies, positions (the reporting line) and groups. Any member reads them (lists and
 * pickers); MANAGE_ORGANIZATION_STRUCTURE writes them.
 */
import { trimInvisible } from '@faena/contract/text';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { ApiError, notFound } from '../../platform/http/errors.ts';
import { requireOrganization } from '../../platform/http/request-context.ts';
import { ErrorBody, nameString, ref } from '../../platform/http/schemas.ts';
import {
  findGroup,
  findPosition,
  listCompanies,
  listGroups,
  listHolders,
  listPositions,
  lockReportingLine,
  type PositionView,
  positionHasReports,
  wouldCloseCycle,
} from './queries.ts';
import {
  IdParams,
  MAX_NAME,
  missing,
  optionalText,
  pageOf,
  pageQuery,
  textOrNull,
  unlessDuplicate,
  withoutUndefined,
} from './route-helpers.ts';
import {
  Company,
  CompanyKind,
  CompanyList,
  Group,
  GroupList,
  Position,
  PositionHolders,
  PositionList,
} from './schemas.ts';
import { type CompanyRow, companies, groups, positions, venues } from './tables.ts';

const WRITE = { permission: 'MANAGE_ORGANIZATION_STRUCTURE' } as const;
const DELETED = { 204: Type.Null({ description: 'Deleted' }) };

const toCompany = (row: CompanyRow) => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  logo_url: row.logoUrl,
});
const toPosition = (row: PositionView) => ({
  id: row.id,
  name: row.name,
  code: row.code,
  parent_id: row.parentId,
  parent_name: row.parentName,
  holder_count: Number(row.holderCount),
});
const toGroup = (row: { id: string; name: string; memberCount: number }) => ({
  id: row.id,
  name: row.name,
  member_count: Number(row.memberCount),
});

const COMPANY_TAKEN = 'Ya existe una empresa con ese nombre.';
const GROUP_TAKEN = 'Ya existe un grupo con ese nombre.';
const POSITION_CYCLE =
  'Un cargo no puede reportar a sí mismo ni a un cargo que, directa o indirectamente, le reporta.';
const POSITION_HAS_REPORTS = 'No se puede eliminar un cargo al que reportan otros cargos. Muévelos primero.';

export const structureRoutes: FastifyPluginAsyncTypebox = async (api) => {
  // ---- companies ----
  api.get(
    '/companies',
    {
      schema: {
        operationId: 'listCompanies',
        tags: ['org'],
        summary: 'Partner and contractor companies, by name; `search` matches the name',
        querystring: Type.Object(
          {
            search: Type.Optional(Type.String({ maxLength: MAX_NAME })),
            kind: Type.Optional(ref(CompanyKind)),
            ...pageQuery,
          },
          { additionalProperties: false },
        ),
        response: { 200: ref(CompanyList) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const { count, rows } = await request.withTenant((tx) =>
        listCompanies(tx, organizationId, {
          search: request.query.search?.trim() ?? '',
          ...(request.query.kind ? { kind: request.query.kind } : {}),
          ...pageOf(request.query),
        }),
      );
      return { count, results: rows.map(toCompany) };
    },
  );

  const CompanyBody = {
    name: nameString({ maxLength: MAX_NAME }),
    kind: ref(CompanyKind),
  };

  api.post(
    '/companies',
    {
      config: WRITE,
      schema: {
        operationId: 'createCompany',
        tags: ['org'],
        summary: 'Add a company; its name is unique in the organization, whatever the case (409)',
        body: Type.Object(CompanyBody, { additionalProperties: false }),
        response: { 201: ref(Company), 409: ref(ErrorBody) },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const row = await unlessDuplicate(
        () =>
          request.withTenant(async (tx) => {
            const [created] = await tx
              .insert(companies)
              .values({ organizationId, name: trimInvisible(request.body.name), kind: request.body.kind })
              .returning();
            return created!;
          }),
        'name',
        COMPANY_TAKEN,
      );
      reply.code(201);
      return toCompany(row);
    },
  );

  api.patch(
    '/companies/:id',
    {
      config: WRITE,
      schema: {
        operationId: 'updateCompany',
        tags: ['org'],
        summary: 'Rename a company or change its kind',
        params: IdParams,
        body: Type.Object(
          { name: Type.Optional(CompanyBody.name), kind: Type.Optional(CompanyBody.kind) },
          { additionalProperties: false },
        ),
        response: { 200: ref(Company), 409: ref(ErrorBody) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const { name, kind } = request.body;
      const row = await unlessDuplicate(
        () =>
          request.withTenant(async (tx) => {
            const where = and(
              eq(companies.organizationId, organizationId),
              eq(companies.id, request.params.id),
            );
            const changes = withoutUndefined({
              name: name === undefined ? undefined : trimInvisible(name),
              kind,
            });
            if (Object.keys(changes).length === 0) {
              const [current] = await tx.select().from(companies).where(where);
              return current;
            }
            const [updated] = await tx.update(companies).set(changes).where(where).returning();
            return updated;
          }),
        'name',
        COMPANY_TAKEN,
      );
      if (!row) throw notFound('La empresa');
      return toCompany(row);
    },
  );

  api.delete(
    '/companies/:id',
    {
      config: WRITE,
      schema: {
        operationId: 'deleteCompany',
        tags: ['org'],
        summary: 'Delete a company no person belongs to (409 otherwise); its venues keep no company',
        params: IdParams,
        response: { ...DELETED, 409: ref(ErrorBody) },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const deleted = await request.withTenant(async (tx) => {
        await tx
          .update(venues)
          .set({ companyId: null })
          .where(and(eq(venues.organizationId, organizationId), eq(venues.companyId, request.params.id)));
        const rows = await tx
          .delete(companies)
          .where(and(eq(companies.organizationId, organizationId), eq(companies.id, request.params.id)))
          .returning({ id: companies.id });
        return rows.length > 0;
      });
      if (!deleted) throw notFound('La empresa');
      return reply.code(204).send(null);
    },
  );

  // ---- positions ----
  api.get(
    '/positions',
    {
      schema: {
        operationId: 'listPositions',
        tags: ['org'],
        summary: 'Positions (cargos), by name; `search` matches the name, `parent_id` lists direct reports',
        querystring: Type.Object(
          {
            search: Type.Optional(Type.String({ maxLength: MAX_NAME })),
            parent_id: Type.Optional(Type.String({ format: 'uuid' })),
            ...pageQuery,
          },
          { additionalProperties: false },
        ),
        response: { 200: ref(PositionList) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const { count, rows } = await request.withTenant((tx) =>
        listPositions(tx, organizationId, {
          search: request.query.search?.trim() ?? '',
          ...(request.query.parent_id ? { parentId: request.query.parent_id } : {}),
          ...pageOf(request.query),
        }),
      );
      return { count, results: rows.map(toPosition) };
    },
  );

  const PositionBody = {
    name: nameString({ maxLength: MAX_NAME }),
    code: optionalText(),
    parent_id: Type.Optional(
      Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
        description: 'The position it reports to; null: a top position',
      }),
    ),
  };

  api.post(
    '/positions',
    {
      config: WRITE,
      schema: {
        operationId: 'createPosition',
        tags: ['org'],
        summary: 'Add a position, reporting to `parent_id` (or to none)',
        body: Type.Object(PositionBody, { additionalProperties: false }),
        response: { 201: ref(Position) },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const { name, code, parent_id: parentId } = request.body;
      const position = await request.withTenant(async (tx) => {
        if (parentId && !(await findPosition(tx, organizationId, parentId))) {
          throw missing('parent_id', 'El cargo superior no existe.');
        }
        const [created] = await tx
          .insert(positions)
          .values({
            organizationId,
            name: trimInvisible(name),
            code: textOrNull(code) ?? null,
            parentId: parentId ?? null,
          })
          .returning({ id: positions.id });
        return findPosition(tx, organizationId, created!.id);
      });
      reply.code(201);
      return toPosition(position!);
    },
  );

  api.patch(
    '/positions/:id',
    {
      config: WRITE,
      schema: {
        operationId: 'updatePosition',
        tags: ['org'],
        summary:
          'Rename a position or change whom it reports to; a reporting line that would loop back to it is refused (409 POSITION_CYCLE)',
        params: IdParams,
        body: Type.Object(
          {
            name: Type.Optional(PositionBody.name),
            code: PositionBody.code,
            parent_id: PositionBody.parent_id,
          },
          { additionalProperties: false },
        ),
        response: { 200: ref(Position), 409: ref(ErrorBody) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const { id } = request.params;
      const { name, code, parent_id: parentId } = request.body;
      const position = await request.withTenant(async (tx) => {
        if (parentId) {
          await lockReportingLine(tx, organizationId);
          if (!(await findPosition(tx, organizationId, id))) throw notFound('El cargo');
          if (!(await findPosition(tx, organizationId, parentId))) {
            throw missing('parent_id', 'El cargo superior no existe.');
          }
          if (await wouldCloseCycle(tx, organizationId, id, parentId)) {
            throw new ApiError(409, 'POSITION_CYCLE', POSITION_CYCLE, { parent_id: POSITION_CYCLE });
          }
        }
        const changes = withoutUndefined({
          name: name === undefined ? undefined : trimInvisible(name),
          code: textOrNull(code),
          parentId,
        });
        if (Object.keys(changes).length > 0) {
          await tx
            .update(positions)
            .set(changes)
            .where(and(eq(positions.organizationId, organizationId), eq(positions.id, id)));
        }
        return findPosition(tx, organizationId, id);
      });
      if (!position) throw notFound('El cargo');
      return toPosition(position);
    },
  );

  api.delete(
    '/positions/:id',
    {
      config: WRITE,
      schema: {
        operationId: 'deletePosition',
        tags: ['org'],
        summary:
          'Delete a position no other reports to (409 POSITION_HAS_REPORTS otherwise); its holders lose it',
        params: IdParams,
        response: { ...DELETED, 409: ref(ErrorBody) },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const { id } = request.params;
      const deleted = await request.withTenant(async (tx) => {
        await lockReportingLine(tx, organizationId);
        if (await positionHasReports(tx, organizationId, id)) {
          throw new ApiError(409, 'POSITION_HAS_REPORTS', POSITION_HAS_REPORTS);
        }
        const rows = await tx
          .delete(positions)
          .where(and(eq(positions.organizationId, organizationId), eq(positions.id, id)))
          .returning({ id: positions.id });
        return rows.length > 0;
      });
      if (!deleted) throw notFound('El cargo');
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/positions/:id/holders',
    {
      schema: {
        operationId: 'listPositionHolders',
        tags: ['org'],
        summary: 'The people holding a position, by name',
        params: IdParams,
        querystring: Type.Object(pageQuery, { additionalProperties: false }),
        response: { 200: ref(PositionHolders), 404: ref(ErrorBody) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const result = await request.withTenant(async (tx) => {
        if (!(await findPosition(tx, organizationId, request.params.id))) return null;
        return listHolders(tx, organizationId, request.params.id, pageOf(request.query));
      });
      if (!result) throw notFound('El cargo');
      return {
        count: result.count,
        results: result.rows.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          photo_url: row.photoUrl,
        })),
      };
    },
  );

  // ---- groups ----
  api.get(
    '/groups',
    {
      schema: {
        operationId: 'listGroups',
        tags: ['org'],
        summary: 'Groups of people, by name; `search` matches the name',
        querystring: Type.Object(
          { search: Type.Optional(Type.String({ maxLength: MAX_NAME })), ...pageQuery },
          { additionalProperties: false },
        ),
        response: { 200: ref(GroupList) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const { count, rows } = await request.withTenant((tx) =>
        listGroups(tx, organizationId, {
          search: request.query.search?.trim() ?? '',
          ...pageOf(request.query),
        }),
      );
      return { count, results: rows.map(toGroup) };
    },
  );

  api.post(
    '/groups',
    {
      config: WRITE,
      schema: {
        operationId: 'createGroup',
        tags: ['org'],
        summary: 'Add a group; its name is unique in the organization, whatever the case (409)',
        body: Type.Object({ name: nameString({ maxLength: MAX_NAME }) }, { additionalProperties: false }),
        response: { 201: ref(Group), 409: ref(ErrorBody) },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const row = await unlessDuplicate(
        () =>
          request.withTenant(async (tx) => {
            const [created] = await tx
              .insert(groups)
              .values({ organizationId, name: trimInvisible(request.body.name) })
              .returning();
            return created!;
          }),
        'name',
        GROUP_TAKEN,
      );
      reply.code(201);
      return toGroup({ id: row.id, name: row.name, memberCount: 0 });
    },
  );

  api.patch(
    '/groups/:id',
    {
      config: WRITE,
      schema: {
        operationId: 'updateGroup',
        tags: ['org'],
        summary: 'Rename a group',
        params: IdParams,
        body: Type.Object({ name: nameString({ maxLength: MAX_NAME }) }, { additionalProperties: false }),
        response: { 200: ref(Group), 409: ref(ErrorBody) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const row = await unlessDuplicate(
        () =>
          request.withTenant(async (tx) => {
            await tx
              .update(groups)
              .set({ name: trimInvisible(request.body.name) })
              .where(and(eq(groups.organizationId, organizationId), eq(groups.id, request.params.id)));
            return findGroup(tx, organizationId, request.params.id);
          }),
        'name',
        GROUP_TAKEN,
      );
      if (!row) throw notFound('El grupo');
      return toGroup(row);
    },
  );

  api.delete(
    '/groups/:id',
    {
      config: WRITE,
      schema: {
        operationId: 'deleteGroup',
        tags: ['org'],
        summary: 'Delete a group (its members leave it)',
        params: IdParams,
        response: DELETED,
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const deleted = await request.withTenant(async (tx) => {
        const rows = await tx
          .delete(groups)
          .where(and(eq(groups.organizationId, organizationId), eq(groups.id, request.params.id)))
          .returning({ id: groups.id });
        return rows.length > 0;
      });
      if (!deleted) throw notFound('El grupo');
      return reply.code(204).send(null);
    },
  );
};
