import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { onboardedAt } from '../db/onboarding.ts';
import { requireMember } from '../http/request-context.ts';
import { Me, ref } from '../http/schemas.ts';

export const meRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/me',
    {
      config: { rateLimit: 'me' },
      schema: {
        operationId: 'getMe',
        tags: ['people'],
        summary: 'The signed-in person',
        response: { 200: ref(Me) },
      },
    },
    async (request) => {
      const { person, impersonator } = requireMember(request);
      const onboarded = await request.withTenant((tx) => onboardedAt(tx, person.tenantId, person.id));
      return {
        id: person.id,
        tenant_id: person.tenantId,
        name: person.name,
        email: person.email,
        impersonated_by: impersonator ? { id: impersonator.id, name: impersonator.name } : null,
        onboarded_at: onboarded?.toISOString() ?? null,
      };
    },
  );
};
