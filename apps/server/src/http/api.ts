/**
 * The `/api` plugin: every route registered in here (or in a plugin registered from here)
 * is tenant-scoped and protected by default, and documented accordingly.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { registerAuthentication } from '../auth/authentication-hook.ts';
import type { TokenVerifier } from '../auth/id-token.ts';
import type { IdentityAdmin } from '../auth/identity-admin.ts';
import type { Database, Tx } from '../db/database.ts';
import { registerTenancy } from '../tenancy/tenancy-hook.ts';
import { requireTenant } from './request-context.ts';
import { documentRouteAccess } from './route-access.ts';

declare module 'fastify' {
  interface FastifyInstance {
    identityAdmin: IdentityAdmin;
  }
}

export interface ApiOptions {
  database: Database;
  verifier: TokenVerifier;
  identityAdmin: IdentityAdmin;
  defaultTenant: string;
  routes: readonly FastifyPluginAsyncTypebox[];
}

export const api: FastifyPluginAsyncTypebox<ApiOptions> = async (instance, options) => {
  const { database, verifier, identityAdmin, defaultTenant, routes } = options;
  instance.decorate('identityAdmin', identityAdmin);
  instance.addHook('onRoute', documentRouteAccess);
  // The one way a handler reaches the database: its request's tenant, RLS enforced.
  instance.decorateRequest('withTenant', function withTenant<
    T,
  >(this: FastifyRequest, fn: (tx: Tx) => Promise<T>) {
    return database.withTenant(requireTenant(this).id, fn);
  });
  // Order matters: the tenant first, then the member of that tenant.
  registerTenancy(instance, database, defaultTenant);
  registerAuthentication(instance, { database, verifier });

  for (const route of routes) await instance.register(route);
};
