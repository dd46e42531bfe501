/**
 * Tenant resolution from the request host (SPEC 2.4). Pure: the server and the web app
 * both import it, so a host always means the same tenant on both sides.
 */

/** Labels that name a deployment environment, never a tenant. */
export const ENVIRONMENT_LABELS: readonly string[] = ['development', 'staging', 'uat', 'release'];

export const DEFAULT_TENANT = 'demo';

export interface ResolveTenantInput {
  /** Host name, with or without a port (`demo.faena.localhost:3000`). */
  host: string;
  /** The signed-in user's tenant id, dash-separated (`staging-acme-x1y2`), if any. */
  userTenantId?: string | null;
  /** Used when neither the host nor the user's tenant id names a tenant. */
  defaultTenant?: string;
}

function hostName(host: string): string {
  const trimmed = host.trim().toLowerCase();
  // IPv6 literals ([::1]:3000) never carry a subdomain.
  if (trimmed.startsWith('[')) return '';
  return trimmed.replace(/:\d+$/, '').replace(/\.$/, '');
}

/** The tenant named by the host's first label, or null when the host names none. */
export function tenantFromHost(host: string): string | null {
  const labels = hostName(host)
    .split('.')
    .filter((label) => label !== '' && !ENVIRONMENT_LABELS.includes(label));
  if (labels.length < 3) return null;
  const first = labels[0]!;
  if (/^\d+$/.test(first)) return null;
  return first;
}

/** The first dash-separated part of a user's tenant id that is not an environment label. */
export function tenantFromUserTenantId(userTenantId: string | null | undefined): string | null {
  if (!userTenantId) return null;
  const part = userTenantId
    .split('-')
    .map((p) => p.trim().toLowerCase())
    .find((p) => p !== '' && !ENVIRONMENT_LABELS.includes(p));
  return part ?? null;
}

export function resolveTenant({
  host,
  userTenantId,
  defaultTenant = DEFAULT_TENANT,
}: ResolveTenantInput): string {
  return tenantFromHost(host) ?? tenantFromUserTenantId(userTenantId) ?? defaultTenant;
}
