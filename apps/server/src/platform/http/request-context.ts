/**
 * What the tenancy and authentication hooks attach to a request, and the accessors that
 * route handlers use to read it.
 */
import type { FastifyRequest } from 'fastify';
import type { Permission } from '../auth/permissions.ts';
import type { Tx } from '../database/database.ts';
import type { OrganizationRow, PersonRow } from '../database/tenant-table.ts';

export interface Member {
  /** The Firebase user the bearer token was issued to. */
  uid: string;
  /** The person of the request's organization linked to that user. */
  person: PersonRow;
  permissions: ReadonlySet<Permission>;
  /** The administrator acting as `person`, while impersonating. */
  impersonator: PersonRow | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    organization: OrganizationRow | null;
    member: Member | null;
    /** Runs `fn` in a transaction scoped to this request's organization (RLS applies). */
    withTenant<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
    /** Runs `fn` as app_user with no tenant set (tenantless routes): only SECURITY DEFINER functions see data. */
    withoutTenant<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  }
  interface FastifyContextConfig {
    /** Served without a signed-in member. Routes are protected unless they opt out here. */
    public?: boolean;
    /** Does not depend on the request's organization at all (health checks). */
    tenantless?: boolean;
    /** The permission a member needs for this route; 403 FORBIDDEN without it. */
    permission?: Permission;
  }
}

// A missing value below is a wiring bug (a route flagged tenantless or public reading it),
// not a client error, so it surfaces as a 500.
export function requireOrganization(request: FastifyRequest): OrganizationRow {
  if (!request.organization) throw new Error(`Route ${request.routeOptions.url} has no organization`);
  return request.organization;
}

export function requireMember(request: FastifyRequest): Member {
  if (!request.member) throw new Error(`Route ${request.routeOptions.url} has no signed-in member`);
  return request.member;
}
