/**
 * Every API route is protected unless its config says `public: true`. The check runs at
 * onRequest, before the body is even read, so an anonymous caller learns nothing about a
 * route's input rules and costs us no parsing.
 */
import type { FastifyInstance } from 'fastify';
import type { Database, Tx } from '../database/database.ts';
import type { OrganizationRow, PersonRow } from '../database/tenant-table.ts';
import { forbidden, notAMember, personDisabled, tenantMismatch, unauthenticated } from '../http/errors.ts';
import { type Member, requireOrganization } from '../http/request-context.ts';
import { bearerToken, claimedFirebaseTenant, type TokenVerifier } from './id-token.ts';
import { findPerson, findPersonByFirebaseUid } from './members.ts';
import { type PermissionCatalog, permissionsOf } from './permissions.ts';

interface AuthenticationDeps {
  database: Database;
  verifier: TokenVerifier;
  permissionCatalog: PermissionCatalog;
}

export async function authenticateMember(
  authorization: string | undefined,
  organization: OrganizationRow,
  deps: AuthenticationDeps,
): Promise<Member> {
  const token = bearerToken(authorization);
  if (!token) throw unauthenticated();
  // A token of another organization's Firebase tenant is refused before verification (SPEC 8:
  // "Tenant in token is not valid", which makes the web app sign out).
  if (claimedFirebaseTenant(token) !== organization.firebaseTenantId) throw tenantMismatch();
  const { uid, impersonatorId } = await deps.verifier.verify(token, organization.firebaseTenantId);
  const catalog = deps.permissionCatalog;
  const member = await deps.database.withTenant(organization.id, async (tx) => {
    const person = await findPersonByFirebaseUid(tx, organization.id, uid);
    if (!person) return null;
    const permissions = new Set(await permissionsOf(tx, catalog, organization.id, person.id));
    const impersonator = impersonatorId
      ? await activeImpersonator(tx, catalog, organization.id, impersonatorId)
      : null;
    return { uid, person, permissions, impersonator };
  });
  if (!member) throw notAMember();
  // Checked on every call, so disabling a person takes effect before their token expires.
  if (member.person.disabledAt) throw personDisabled();
  return member;
}

/** An impersonation lasts only while its administrator is enabled and may still impersonate. */
async function activeImpersonator(
  tx: Tx,
  catalog: PermissionCatalog,
  organizationId: string,
  impersonatorId: string,
): Promise<PersonRow> {
  const impersonator = await findPerson(tx, organizationId, impersonatorId);
  const allowed = impersonator && !impersonator.disabledAt;
  // IMPERSONATE is the people module's; the token claim it grants is verified here.
  if (
    !allowed ||
    !(await permissionsOf(tx, catalog, organizationId, impersonator.id)).includes('IMPERSONATE')
  ) {
    throw unauthenticated('La suplantación terminó. Por favor, inicia sesión nuevamente.');
  }
  return impersonator;
}

export function registerAuthentication(api: FastifyInstance, deps: AuthenticationDeps): void {
  api.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public) return;
    request.member = await authenticateMember(
      request.headers.authorization,
      requireOrganization(request),
      deps,
    );
    const needed = request.routeOptions.config.permission;
    if (needed && !request.member.permissions.has(needed)) throw forbidden();
  });
}
