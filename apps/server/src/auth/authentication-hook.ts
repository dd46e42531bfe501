/**
 * Every API route is protected unless its config says `public: true`. The check runs at
 * onRequest, before the body is even read, so an anonymous caller learns nothing about a
 * route's input rules and costs us no parsing.
 */
import type { FastifyInstance } from 'fastify';
import type { Database, Tx } from '../db/database.ts';
import { permissionsOf } from '../db/permissions.ts';
import { findPerson, findPersonByFirebaseUid } from '../db/persons.ts';
import type { PersonRow, TenantRow } from '../db/schema.ts';
import { forbidden, notAMember, personDisabled, tenantMismatch, unauthenticated } from '../http/errors.ts';
import { type Member, requireTenant } from '../http/request-context.ts';
import { bearerToken, claimedFirebaseTenant, type TokenVerifier } from './id-token.ts';

export async function authenticateMember(
  authorization: string | undefined,
  tenant: TenantRow,
  deps: { database: Database; verifier: TokenVerifier },
): Promise<Member> {
  const token = bearerToken(authorization);
  if (!token) throw unauthenticated();
  // A token of another tenant is refused before verification (SPEC 8: "Tenant in token is
  // not valid", which makes the web app sign out).
  if (claimedFirebaseTenant(token) !== tenant.firebaseTenantId) throw tenantMismatch();
  const { uid, impersonatorId } = await deps.verifier.verify(token, tenant.firebaseTenantId);
  const member = await deps.database.withTenant(tenant.id, async (tx) => {
    const person = await findPersonByFirebaseUid(tx, tenant.id, uid);
    if (!person) return null;
    const permissions = new Set(await permissionsOf(tx, tenant.id, person.id));
    const impersonator = impersonatorId ? await activeImpersonator(tx, tenant.id, impersonatorId) : null;
    return { uid, person, permissions, impersonator };
  });
  if (!member) throw notAMember();
  // Checked on every call, so disabling a person takes effect before their token expires.
  if (member.person.disabledAt) throw personDisabled();
  return member;
}

/** An impersonation lasts only while its administrator is enabled and may still impersonate. */
async function activeImpersonator(tx: Tx, tenantId: string, impersonatorId: string): Promise<PersonRow> {
  const impersonator = await findPerson(tx, tenantId, impersonatorId);
  const allowed = impersonator && !impersonator.disabledAt;
  if (!allowed || !(await permissionsOf(tx, tenantId, impersonator.id)).includes('IMPERSONATE')) {
    throw unauthenticated('La suplantación terminó. Por favor, inicia sesión nuevamente.');
  }
  return impersonator;
}

export function registerAuthentication(
  api: FastifyInstance,
  deps: { database: Database; verifier: TokenVerifier },
): void {
  api.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public) return;
    request.member = await authenticateMember(request.headers.authorization, requireTenant(request), deps);
    const needed = request.routeOptions.config.permission;
    if (needed && !request.member.permissions.has(needed)) throw forbidden();
  });
}
