/**
 * The `/api` plugin: every route registered in here (or in a plugin registered from here)
 * is tenant-scoped and protected by default, and documented accordingly.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { registerAuthentication } from '../auth/authentication-hook.ts';
import type { TokenVerifier } from '../auth/id-token.ts';
import type { IdentityAdmin } from '../auth/identity-admin.ts';
import type { RateLimits } from '../config.ts';
import type { Database, Tx } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { registerTenancy } from '../tenancy/tenancy-hook.ts';
import { registerRateLimits } from './rate-limit.ts';
import { requireTenant } from './request-context.ts';
import { documentRouteAccess } from './route-access.ts';

declare module 'fastify' {
  interface FastifyInstance {
    identityAdmin: IdentityAdmin;
    mailer: Mailer;
    links: Links;
  }
}

/** What routes need to build links to the web app. */
export interface Links {
  /** The web app's URL template, `{subdomain}` placeholder included. */
  webUrl: string;
  /**
   * Development only (Auth Emulator): hand email sign-in links back in API answers, since no
   * mail leaves the machine.
   */
  exposeEmailLinks: boolean;
}

/** The web app's base URL for a tenant, without a trailing slash. */
export function webUrlOf(links: Links, subdomain: string): string {
  return links.webUrl.replaceAll('{subdomain}', subdomain).replace(/\/+$/, '');
}

export interface ApiOptions {
  database: Database;
  verifier: TokenVerifier;
  identityAdmin: IdentityAdmin;
  mailer: Mailer;
  links: Links;
  rateLimits: RateLimits;
  defaultTenant: string;
  routes: readonly FastifyPluginAsyncTypebox[];
}

export const api: FastifyPluginAsyncTypebox<ApiOptions> = async (instance, options) => {
  const { database, verifier, identityAdmin, mailer, links, rateLimits, defaultTenant, routes } = options;
  instance.decorate('identityAdmin', identityAdmin);
  instance.decorate('mailer', mailer);
  instance.decorate('links', links);
  instance.addHook('onRoute', documentRouteAccess);
  // The one way a handler reaches the database: its request's tenant, RLS enforced.
  instance.decorateRequest('withTenant', function withTenant<
    T,
  >(this: FastifyRequest, fn: (tx: Tx) => Promise<T>) {
    return database.withTenant(requireTenant(this).id, fn);
  });
  // Tenantless routes: app_user with no tenant set sees no tenant-owned row at all; only the
  // narrow SECURITY DEFINER functions answer.
  instance.decorateRequest('withoutTenant', function withoutTenant<T>(fn: (tx: Tx) => Promise<T>) {
    return database.withAppRole(fn);
  });
  // Order matters: the tenant first, then the rate limit (so refused sign-ins count too),
  // then the member of that tenant.
  registerTenancy(instance, database, defaultTenant);
  registerRateLimits(instance, database, rateLimits);
  registerAuthentication(instance, { database, verifier });

  for (const route of routes) await instance.register(route);
};
