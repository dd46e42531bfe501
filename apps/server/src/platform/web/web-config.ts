/**
 * The web app's runtime configuration: built from the server's, rendered into index.html and
 * served at /api/web-config (the Vite dev server and native shells read it there).
 */
import type { WebConfig } from '@faena/contract/env';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ServerConfig } from '../../config.ts';
import { freeFormMap, ref } from '../http/schemas.ts';

/** `WebConfig` of @faena/contract/env: URLs are templates with a `{subdomain}` placeholder. */
export const WebConfigSchema = Type.Object(
  {
    webUrl: Type.String(),
    gatewayUrl: Type.String(),
    firebase: Type.Object(
      {
        apiKey: Type.String(),
        projectId: Type.String(),
        authDomain: Type.String(),
        emulatorUrl: Type.Optional(Type.String()),
        messagingSenderId: Type.Optional(Type.String()),
        appId: Type.Optional(Type.String()),
      },
      { additionalProperties: false },
    ),
    // Flag names are camelCase identifiers of @faena/contract/flags.
    flags: freeFormMap(Type.Boolean(), { maxKeyLength: 64, maxEntries: 200 }),
    version: Type.String(),
  },
  { $id: 'WebConfig', additionalProperties: false },
);

export function webConfigFor(config: ServerConfig): WebConfig {
  const { firebase, web } = config;
  return {
    webUrl: web.webUrl,
    gatewayUrl: web.gatewayUrl,
    firebase: {
      apiKey: firebase.apiKey,
      projectId: firebase.projectId,
      authDomain: firebase.authDomain,
      ...(firebase.emulatorHost ? { emulatorUrl: `http://${firebase.emulatorHost}` } : {}),
      ...(firebase.messagingSenderId && firebase.appId
        ? { messagingSenderId: firebase.messagingSenderId, appId: firebase.appId }
        : {}),
    },
    flags: config.flags,
    version: config.version,
  };
}

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
      // Like index.html, which carries the same configuration: fetched anew every time.
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return webConfig;
      },
    );
  };
}
