/**
 * The `/api` plugin: every route registered in here (or in a plugin registered from here)
 * is scoped to the request's organization and protected by default, and documented
 * accordingly. It wires the platform's hooks; the routes come from the modules.
 */
import type { FeatureFlags } from '@faena/contract/flags';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { RateLimits } from '../config.ts';
import { registerImpersonationAudit } from './audit/audit-hook.ts';
import { authenticateMember, registerAuthentication } from './auth/authentication-hook.ts';
import type { TokenVerifier } from './auth/id-token.ts';
import type { IdentityAdmin } from './auth/identity-admin.ts';
import type { PermissionCatalog } from './auth/permissions.ts';
import type { Database, Tx } from './database/database.ts';
import { registerFeatureGates } from './http/feature-gate.ts';
import { refuseUnsafeInput } from './http/input-guard.ts';
import type { Links } from './http/links.ts';
import { registerRateLimits } from './http/rate-limit.ts';
import { type Member, requireOrganization } from './http/request-context.ts';
import type { Mailer } from './mail/mailer.ts';
import { documentRouteResponses } from './openapi/route-responses.ts';
import { registerTenancy } from './tenancy/tenancy-hook.ts';

declare module 'fastify' {
  interface FastifyInstance {
    identityAdmin: IdentityAdmin;
    mailer: Mailer;
    links: Links;
    permissionCatalog: PermissionCatalog;
    /**
     * The member a request's bearer token stands for, checked as the authentication hook checks
     * protected routes (401/403 as it would): for a public route that also accepts a token.
     */
    authenticateRequest(request: FastifyRequest): Promise<Member>;
  }
}

export interface ApiOptions {
  database: Database;
  verifier: TokenVerifier;
  identityAdmin: IdentityAdmin;
  mailer: Mailer;
  links: Links;
  rateLimits: RateLimits;
  defaultOrganization: string;
  permissionCatalog: PermissionCatalog;
  /** SPEC 9 flags: a route whose config names one is absent (404) while it is off. */
  flags: FeatureFlags;
  routes: readonly FastifyPluginAsyncTypebox[];
}

export const api: FastifyPluginAsyncTypebox<ApiOptions> = async (instance, options) => {
  const { database, verifier, rateLimits, defaultOrganization, permissionCatalog, routes } = options;
  instance.decorate('identityAdmin', options.identityAdmin);
  instance.decorate('mailer', options.mailer);
  instance.decorate('links', options.links);
  instance.decorate('permissionCatalog', permissionCatalog);
  instance.addHook('onRoute', documentRouteResponses);
  // The one way a handler reaches the database: its request's organization, RLS enforced.
  instance.decorateRequest('withTenant', function withTenant<
    T,
  >(this: FastifyRequest, fn: (tx: Tx) => Promise<T>) {
    return database.withTenant(requireOrganization(this).id, fn);
  });
  // Tenantless routes: app_user with no tenant set sees no tenant-owned row at all; only the
  // narrow SECURITY DEFINER functions answer.
  instance.decorateRequest('withoutTenant', function withoutTenant<T>(fn: (tx: Tx) => Promise<T>) {
    return database.withAppRole(fn);
  });
  // Order matters: the organization first, then the rate limit (so refused sign-ins count
  // too), then the member of that organization.
  registerTenancy(instance, database, defaultOrganization);
  registerRateLimits(instance, database, rateLimits);
  registerAuthentication(instance, { database, verifier, permissionCatalog });
  // For a public route that also accepts a bearer token (a download with or without a signed link).
  instance.decorate('authenticateRequest', (request: FastifyRequest) =>
    authenticateMember(request.headers.authorization, requireOrganization(request), {
      database,
      verifier,
      permissionCatalog,
    }),
  );
  // After the member: a switched-off route still asks anonymous callers to sign in first.
  registerFeatureGates(instance, options.flags);
  // Text the database cannot store and bodies too deep to walk safely: a 400 before any
  // route's validation or handler sees them.
  instance.addHook('preValidation', refuseUnsafeInput);
  // Every write of an impersonation session is recorded with both people, before it runs.
  registerImpersonationAudit(instance, database);

  for (const route of routes) await instance.register(route);
};
