/**
 * Derives each API route's documented access and error answers from its config, so the
 * OpenAPI document can never disagree with what the hooks enforce: protected by default,
 * `config.public` opts out; every error status a route can produce from its config is listed
 * with the shared ErrorBody. A route lists only the answers particular to it (201, a 409 with
 * its own code…); what it lists wins.
 */
import type { RouteOptions } from 'fastify';

/** A documented error answer with the shared ErrorBody; a route may list its own codes with it. */
export const errorResponse = (description: string) => ({ description, $ref: 'ErrorBody#' });

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The error answers the platform gives for a route with this config and method. */
export function standardErrorResponses(route: RouteOptions) {
  const config = route.config ?? {};
  const isPublic = config.public === true;
  const tenantScoped = config.tenantless !== true;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const writes = methods.some((method) => WRITE_METHODS.has(method));

  const forbidden = [
    'Token of another tenant or not a member of this one (TENANT_MISMATCH, NOT_A_MEMBER)',
    ...(config.permission ? [`without ${config.permission} (FORBIDDEN)`] : ['or missing permission']),
    ...(config.notWhileImpersonating ? ['in an impersonation session (IMPERSONATING)'] : []),
  ].join(', ');

  return {
    // Every /api route reads its query string at least (the input guard looks at it).
    400: errorResponse(
      'Invalid input (VALIDATION_ERROR): text the database cannot store, nesting too deep, or a value the schema refuses',
    ),
    ...(isPublic ? {} : { 401: errorResponse('Missing or invalid bearer token (UNAUTHENTICATED)') }),
    ...(isPublic ? {} : { 403: errorResponse(forbidden) }),
    ...(tenantScoped
      ? { 404: errorResponse('The host names no known organization, or no such record') }
      : {}),
    ...(route.url.includes(':')
      ? { 414: errorResponse('A path parameter is longer than the router accepts (100 characters)') }
      : {}),
    ...(writes
      ? {
          409: errorResponse('The change conflicts with stored data (CONFLICT)'),
          413: errorResponse('The body is larger than the route accepts'),
          415: errorResponse('The body is not JSON'),
        }
      : {}),
    ...(config.rateLimit ? { 429: errorResponse('Too many requests (RATE_LIMITED)') } : {}),
    500: errorResponse('Unexpected error'),
    // The audit hook refuses a write made while impersonating when its row cannot be stored.
    ...(writes && !isPublic
      ? { 503: errorResponse('The audit log could not record this write (AUDIT_UNAVAILABLE)') }
      : {}),
  };
}

export function documentRouteResponses(route: RouteOptions): void {
  route.schema ??= {};
  const schema = route.schema as Record<string, unknown>;
  if (typeof schema.operationId !== 'string') {
    throw new Error(`Route ${route.method} ${route.url} needs schema.operationId`);
  }
  const isPublic = route.config?.public === true;

  schema.security = isPublic ? [] : [{ bearerAuth: [] }];
  // OpenAPI has no standard "public" flag; tests and the client read this one.
  if (isPublic) schema['x-public'] = true;

  schema.response = {
    ...standardErrorResponses(route),
    ...(schema.response as Record<string, unknown> | undefined),
  };
}
