/**
 * Derives each API route's documented access from its config, so the OpenAPI document can
 * never disagree with what the hooks enforce: protected by default, `config.public` opts out.
 */
import type { RouteOptions } from 'fastify';

const errorResponse = (description: string) => ({ description, $ref: 'ErrorBody#' });

export function documentRouteAccess(route: RouteOptions): void {
  route.schema ??= {};
  const schema = route.schema as Record<string, unknown>;
  if (typeof schema.operationId !== 'string') {
    throw new Error(`Route ${route.method} ${route.url} needs schema.operationId`);
  }
  const isPublic = route.config?.public === true;
  const tenantScoped = route.config?.tenantless !== true;
  const takesInput = Boolean(schema.params || schema.querystring || schema.body || schema.headers);

  schema.security = isPublic ? [] : [{ bearerAuth: [] }];
  // OpenAPI has no standard "public" flag; tests and the client read this one.
  if (isPublic) schema['x-public'] = true;

  schema.response = {
    ...(takesInput ? { 400: errorResponse('Invalid input') } : {}),
    ...(isPublic ? {} : { 401: errorResponse('Missing or invalid bearer token') }),
    ...(isPublic
      ? {}
      : { 403: errorResponse('Token of another tenant, not a member of this one, or missing permission') }),
    ...(tenantScoped ? { 404: errorResponse('The host names no known organization') } : {}),
    500: errorResponse('Unexpected error'),
    ...(schema.response as Record<string, unknown> | undefined),
  };
}
