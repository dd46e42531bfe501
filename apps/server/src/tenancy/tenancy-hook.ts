/**
 * Resolves the request's tenant from its Host header (SPEC 2.4, shared with the web app
 * through @faena/contract/tenant) before anything else runs.
 */
import { resolveTenant } from '@faena/contract/tenant';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { findTenantBySubdomain } from '../db/tenants.ts';
import { tenantNotFound } from '../http/errors.ts';

export function registerTenancy(api: FastifyInstance, database: Database, defaultTenant: string): void {
  api.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.tenantless) return;
    // The user's tenant id fallback of SPEC 2.4 is the browser's business: a host without a
    // subdomain reaching the server is served as the default tenant.
    const subdomain = resolveTenant({ host: request.headers.host ?? '', defaultTenant });
    const tenant = await findTenantBySubdomain(database, subdomain);
    if (!tenant) throw tenantNotFound(subdomain);
    request.tenant = tenant;
  });
}
