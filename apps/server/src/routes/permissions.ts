import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { getOrCreatePermissions, setPermissions } from '../db/permissions.ts';
import { findPerson } from '../db/persons.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { requireMember, requireTenant } from '../http/request-context.ts';
import { PassportPermissions, PermissionCode, PermissionList, ref, SiteConfig } from '../http/schemas.ts';
import { PERMISSION_CODES, PERMISSIONS } from '../permissions/catalog.ts';

const PassportParams = Type.Object(
  { passportId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

export const permissionRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/site-config/me',
    {
      schema: {
        operationId: 'getMySiteConfig',
        tags: ['permissions'],
        summary: "The signed-in person's site config (permission flags)",
        response: { 200: ref(SiteConfig) },
      },
    },
    async (request) => ({ permissions: [...requireMember(request).permissions] }),
  );

  api.get(
    '/permissions',
    {
      schema: {
        operationId: 'listPermissions',
        tags: ['permissions'],
        summary: 'Every available permission',
        response: { 200: ref(PermissionList) },
      },
    },
    async () => ({
      count: PERMISSION_CODES.length,
      results: PERMISSION_CODES.map((code) => ({ code, description: PERMISSIONS[code] })),
    }),
  );

  api.get(
    '/permissions/by-passport/:passportId',
    {
      schema: {
        operationId: 'getPermissionsByPassport',
        tags: ['permissions'],
        summary: "A person's permissions, created with the defaults on first read",
        params: PassportParams,
        response: { 200: ref(PassportPermissions) },
      },
    },
    async (request) => {
      const member = requireMember(request);
      const { passportId } = request.params;
      // Anyone may read their own; other people's need MANAGE_PERMISSIONS.
      if (passportId !== member.person.id && !member.permissions.has('MANAGE_PERMISSIONS')) throw forbidden();
      const tenantId = requireTenant(request).id;
      const permissions = await request.withTenant(async (tx) => {
        if (!(await findPerson(tx, tenantId, passportId))) throw notFound('La persona');
        return getOrCreatePermissions(tx, tenantId, passportId);
      });
      return { passport_id: passportId, permissions };
    },
  );

  api.put(
    '/permissions/by-passport/:passportId',
    {
      config: { permission: 'MANAGE_PERMISSIONS' },
      schema: {
        operationId: 'setPermissionsByPassport',
        tags: ['permissions'],
        summary: "Replace a person's permissions",
        params: PassportParams,
        body: Type.Object(
          { permissions: Type.Array(ref(PermissionCode), { uniqueItems: true }) },
          { additionalProperties: false },
        ),
        response: { 200: ref(PassportPermissions) },
      },
    },
    async (request) => {
      const tenantId = requireTenant(request).id;
      const { passportId } = request.params;
      const permissions = await request.withTenant(async (tx) => {
        if (!(await findPerson(tx, tenantId, passportId))) throw notFound('La persona');
        return setPermissions(tx, tenantId, passportId, request.body.permissions);
      });
      return { passport_id: passportId, permissions };
    },
  );
};
