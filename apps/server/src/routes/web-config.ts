import type { WebConfig } from '@faena/contract/env';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ref, WebConfigSchema } from '../http/schemas.ts';

/**
 * The web app's runtime configuration, as the server renders it into index.html. The Vite
 * dev server and native shells read it here.
 */
export function webConfigRoutes(webConfig: WebConfig): FastifyPluginAsyncTypebox {
  return async (api) => {
    api.get(
      '/web-config',
      {
        config: { public: true, tenantless: true },
        schema: {
          operationId: 'getWebConfig',
          tags: ['system'],
          summary: 'Runtime configuration of the web app',
          response: { 200: ref(WebConfigSchema) },
        },
      },
      async () => webConfig,
    );
  };
}
