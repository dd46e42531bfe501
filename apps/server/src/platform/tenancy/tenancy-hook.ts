/**
 * Resolves the request's organization from its Host header (SPEC 2.4, shared with the web
 * app through @faena/contract/tenant) before anything else runs.
 */
import { resolveTenant } from '@faena/contract/tenant';
import type { FastifyInstance } from 'fastify';
import { bearerToken, claimedUid } from '../auth/id-token.ts';
import { rememberPersonLookup } from '../auth/members.ts';
import type { Database } from '../database/database.ts';
import { organizationNotFound } from '../http/errors.ts';
import { findOrganizationBySubdomain } from './organizations.ts';

export function registerTenancy(api: FastifyInstance, database: Database, defaultOrganization: string): void {
  api.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.tenantless) return;
    // The user's tenant id fallback of SPEC 2.4 is the browser's business: a host without a
    // subdomain reaching the server is served as the default organization.
    const subdomain = resolveTenant({ host: request.headers.host ?? '', defaultTenant: defaultOrganization });
    // A protected route will look up the token's user in this organization: done in the same
    // query (unverified yet: the authentication hook checks it is the verified user's).
    const claimed = request.routeOptions.config.public
      ? null
      : claimedUid(bearerToken(request.headers.authorization));
    const found = await findOrganizationBySubdomain(database, subdomain, claimed);
    if (!found) throw organizationNotFound(subdomain);
    request.organization = found.organization;
    if (found.person) rememberPersonLookup(request, found.person);
  });
}
