/**
 * The OpenAPI document (`app.swagger()`, committed as packages/api-client/openapi.json) and
 * the interactive docs at /api/docs.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  // Must be registered before any route, or the route is missing from the document.
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Faena API',
        version,
        description: 'Multi-tenant workplace operations. The tenant is the subdomain of the request host.',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' },
        },
      },
    },
    // Shared schemas keep their `$id` as their component name.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
