import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TenantRow } from '../db/schema.ts';
import { requireTenant } from '../http/request-context.ts';
import { Organization, ref } from '../http/schemas.ts';

export function toOrganization(tenant: TenantRow) {
  return {
    id: tenant.id,
    subdomain: tenant.subdomain,
    name: tenant.name,
    firebase_tenant_id: tenant.firebaseTenantId,
    firebase_sign_in_methods: tenant.firebaseSignInMethods,
    logo_url: tenant.logoUrl,
  };
}

export const organizationRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/organizations/current',
    {
      // Public: the sign-in page needs the organisation's name, logo and sign-in methods.
      config: { public: true },
      schema: {
        operationId: 'getCurrentOrganization',
        tags: ['organizations'],
        summary: 'The organization named by the request host',
        response: { 200: ref(Organization) },
      },
    },
    async (request) => toOrganization(requireTenant(request)),
  );
};
