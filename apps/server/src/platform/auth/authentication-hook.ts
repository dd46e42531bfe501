/**
 * Every API route is protected unless its config says `public: true`. The check runs at
 * onRequest, before the body is even read, so an anonymous caller learns nothing about a
 * route's input rules and costs us no parsing.
 */
import type { FastifyInstance } from 'fastify';
import type { Database, Tx } from '../database/database.ts';
import type { OrganizationRow, PersonRow } from '../database/tenant-table.ts';
import {
  ApiError,
  forbidden,
  notAMember,
  personDisabled,
  tenantMismatch,
  unauthenticated,
} from '../http/errors.ts';
import { type Member, requireOrganization } from '../http/request-context.ts';
import { bearerToken, claimedFirebaseTenant, type TokenVerifier } from './id-token.ts';
import { type PersonLookup, takePersonLookup } from './members.ts';
import {
  heldPermissions,
  type Permission,
  type PermissionCatalog,
  personWithPermissions,
} from './permissions.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Refused (403 IMPERSONATING) in an impersonation session whatever its permissions:
     * changing permissions, starting impersonations, organization settings.
     */
    notWhileImpersonating?: boolean;
  }
}

const refusedWhileImpersonating = () =>
  new ApiError(403, 'IMPERSONATING', 'No puedes realizar esta acción mientras suplantas a otra persona.');

interface AuthenticationDeps {
  database: Database;
  verifier: TokenVerifier;
  permissionCatalog: PermissionCatalog;
}

/**
 * The member a request's bearer token stands for in `organization`. `lookedUp` gives the
 * person of a (verified) user when it was read already with the organization (see
 * findOrganizationBySubdomain); else, or when impersonating, they are read here.
 */
export async function authenticateMember(
  authorization: string | undefined,
  organization: OrganizationRow,
  deps: AuthenticationDeps,
  lookedUp: (uid: string) => PersonLookup | null = () => null,
): Promise<Member> {
  const token = bearerToken(authorization);
  if (!token) throw unauthenticated();
  // A token of another organization's Firebase tenant is refused before verification (SPEC 8:
  // "Tenant in token is not valid", which makes the web app sign out).
  if (claimedFirebaseTenant(token) !== organization.firebaseTenantId) throw tenantMismatch();
  const { uid, impersonatorId } = await deps.verifier.verify(token, organization.firebaseTenantId);
  const catalog = deps.permissionCatalog;
  const early = impersonatorId ? null : lookedUp(uid);
  // Otherwise one transaction, one query for the person and their permissions (another for
  // the impersonator's when impersonating).
  const member: Member | null = early
    ? early.person && {
        uid,
        person: early.person,
        permissions: new Set(heldPermissions(catalog, early.storedPermissions)),
        impersonator: null,
      }
    : await deps.database.withTenant(organization.id, async (tx) => {
        const found = await personWithPermissions(tx, catalog, organization.id, { firebaseUid: uid });
        if (!found) return null;
        const { person, permissions: own } = found;
        if (!impersonatorId) return { uid, person, permissions: new Set(own), impersonator: null };
        const active = await activeImpersonator(tx, catalog, organization.id, impersonatorId);
        // Impersonating never grants more than the impersonator holds: only what both hold.
        const permissions = new Set(own.filter((code) => active.permissions.includes(code)));
        return { uid, person, permissions, impersonator: active.impersonator };
      });
  if (!member) throw notAMember();
  // Checked on every call, so disabling a person takes effect before their token expires; and
  // their tokens are verified anew from now on, so re-enabling them does not revive a session
  // the identity provider revoked meanwhile.
  if (member.person.disabledAt) {
    deps.verifier.forget?.(uid);
    throw personDisabled();
  }
  return member;
}

/** An impersonation lasts only while its administrator is enabled and may still impersonate. */
async function activeImpersonator(
  tx: Tx,
  catalog: PermissionCatalog,
  organizationId: string,
  impersonatorId: string,
): Promise<{ impersonator: PersonRow; permissions: Permission[] }> {
  const found = await personWithPermissions(tx, catalog, organizationId, { id: impersonatorId });
  const impersonator = found?.person ?? null;
  const permissions = impersonator && !impersonator.disabledAt ? (found?.permissions ?? []) : [];
  // IMPERSONATE is the people module's; the token claim it grants is verified here.
  if (!impersonator || !permissions.includes('IMPERSONATE')) {
    throw unauthenticated('La suplantación terminó. Por favor, inicia sesión nuevamente.');
  }
  return { impersonator, permissions };
}

export function registerAuthentication(api: FastifyInstance, deps: AuthenticationDeps): void {
  api.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public) return;
    request.member = await authenticateMember(
      request.headers.authorization,
      requireOrganization(request),
      deps,
      (uid) => takePersonLookup(request, uid),
    );
    const { permission: needed, notWhileImpersonating } = request.routeOptions.config;
    if (notWhileImpersonating && request.member.impersonator) throw refusedWhileImpersonating();
    if (needed && !request.member.permissions.has(needed)) throw forbidden();
  });
}
