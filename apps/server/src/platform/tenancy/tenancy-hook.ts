/**
 * Resolves the request's organization from its Host header (SPEC 2.4, shared with the web
 * app through @faena/contract/tenant) before anything else runs.
 */
import { resolveTenant } from '@faena/contract/tenant';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../database/database.ts';
import { organizationNotFound } from '../http/errors.ts';
import { findOrganizationBySubdomain } from './organizations.ts';

export function registerTenancy(api: FastifyInstance, database: Database, defaultOrganization: string): void {
  api.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.tenantless) return;
    // The user's tenant id fallback of SPEC 2.4 is the browser's business: a host without a
    // subdomain reaching the server is served as the default organization.
    const subdomain = resolveTenant({ host: request.headers.host ?? '', defaultTenant: defaultOrganization });
    const organization = await findOrganizationBySubdomain(database, subdomain);
    if (!organization) throw organizationNotFound(subdomain);
    request.organization = organization;
  });
}
