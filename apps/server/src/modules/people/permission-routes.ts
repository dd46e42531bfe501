import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { findPerson } from '../../platform/auth/members.ts';
import { permissionsOf } from '../../platform/auth/permissions.ts';
import { ApiError, forbidden, notFound } from '../../platform/http/errors.ts';
import { requireMember, requireOrganization } from '../../platform/http/request-context.ts';
import { ref } from '../../platform/http/schemas.ts';
import { errorResponse } from '../../platform/openapi/route-responses.ts';
import { getOrCreatePermissions, setPermissions } from './queries.ts';
import { PassportPermissions, PermissionCode, PermissionList, SiteConfig } from './schemas.ts';

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
    async () => {
      const catalog = api.permissionCatalog;
      return {
        count: catalog.codes.length,
        results: catalog.codes.map((code) => ({ code, description: catalog.describe(code) })),
      };
    },
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
      const organizationId = requireOrganization(request).id;
      const permissions = await request.withTenant(async (tx) => {
        if (!(await findPerson(tx, organizationId, passportId))) throw notFound('La persona');
        return getOrCreatePermissions(tx, api.permissionCatalog, organizationId, passportId);
      });
      return { passport_id: passportId, permissions };
    },
  );

  api.put(
    '/permissions/by-passport/:passportId',
    {
      config: { permission: 'MANAGE_PERMISSIONS', notWhileImpersonating: true },
      schema: {
        operationId: 'setPermissionsByPassport',
        tags: ['permissions'],
        summary: "Replace a person's permissions",
        params: PassportParams,
        body: Type.Object(
          { permissions: Type.Array(PermissionCode, { uniqueItems: true }) },
          { additionalProperties: false },
        ),
        response: {
          200: ref(PassportPermissions),
          403: errorResponse(
            'Not a member, without MANAGE_PERMISSIONS (FORBIDDEN), in an impersonation session (IMPERSONATING), ' +
              'changing one’s own permissions (OWN_PERMISSIONS) or granting permissions one does not hold (PERMISSIONS_NOT_HELD)',
          ),
        },
      },
    },
    async (request) => {
      const member = requireMember(request);
      const organizationId = requireOrganization(request).id;
      const { passportId } = request.params;
      if (passportId === member.person.id) {
        throw new ApiError(403, 'OWN_PERMISSIONS', 'No puedes cambiar tus propios permisos.');
      }
      const permissions = await request.withTenant(async (tx) => {
        if (!(await findPerson(tx, organizationId, passportId))) throw notFound('La persona');
        // Nobody hands out more than they hold; what the person already has may stay.
        const current = await permissionsOf(tx, api.permissionCatalog, organizationId, passportId);
        const notHeld = request.body.permissions.filter(
          (code) => !member.permissions.has(code) && !current.includes(code),
        );
        if (notHeld.length > 0) {
          throw new ApiError(
            403,
            'PERMISSIONS_NOT_HELD',
            `No puedes otorgar permisos que no tienes: ${notHeld.join(', ')}.`,
          );
        }
        return setPermissions(tx, organizationId, passportId, request.body.permissions);
      });
      return { passport_id: passportId, permissions };
    },
  );
};
