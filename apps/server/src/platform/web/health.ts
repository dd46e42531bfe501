import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ref } from '../http/schemas.ts';

export const Health = Type.Object(
  { status: Type.Literal('ok') },
  { $id: 'Health', additionalProperties: false },
);

export const healthRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/health',
    {
      // Load balancers probe by IP: the answer must not depend on an organization or a user.
      config: { public: true, tenantless: true },
      schema: {
        operationId: 'getHealth',
        tags: ['system'],
        summary: 'Liveness probe',
        response: { 200: ref(Health) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
};
