/**
 * Queries of the people module: persons (list, invite, rename, disable), their permissions,
 * invitations and onboarding answers. Each names the organization (the first wall; RLS is
 * the second).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Permission, PermissionCatalog } from '../../platform/auth/permissions.ts';
import { permissionsOf } from '../../platform/auth/permissions.ts';
import { personPermissions } from '../../platform/auth/tables.ts';
import type { Tx } from '../../platform/database/database.ts';
import { type PersonRow, persons } from '../../platform/database/tenant-table.ts';
import { type InvitationRow, invitations, onboardingResponses } from './tables.ts';

/** Disables (or re-enables) a person; null when the organization has no such person. */
export async function setPersonDisabled(
  tx: Tx,
  organizationId: string,
  personId: string,
  disabled: boolean,
): Promise<PersonRow | null> {
  const [row] = await tx
    .update(persons)
    .set({ disabledAt: disabled ? sql`now()` : null })
    .where(and(eq(persons.organizationId, organizationId), eq(persons.id, personId)))
    .returning();
  return row ?? null;
}

export async function insertPerson(
  tx: Tx,
  person: { organizationId: string; name: string; email: string; firebaseUid: string },
): Promise<PersonRow | null> {
  const [row] = await tx.insert(persons).values(person).onConflictDoNothing().returning();
  return row ?? null;
}

/** The person's own display name (the profile editor). */
export async function renamePerson(
  tx: Tx,
  organizationId: string,
  personId: string,
  name: string,
): Promise<PersonRow | null> {
  const [row] = await tx
    .update(persons)
    .set({ name })
    .where(and(eq(persons.organizationId, organizationId), eq(persons.id, personId)))
    .returning();
  return row ?? null;
}

/** SPEC 7 "get or create permissions by passport": the stored row, created with the defaults. */
export async function getOrCreatePermissions(
  tx: Tx,
  catalog: PermissionCatalog,
  organizationId: string,
  personId: string,
): Promise<Permission[]> {
  await tx
    .insert(personPermissions)
    .values({ organizationId, personId, permissions: [...catalog.defaults] })
    .onConflictDoNothing();
  return permissionsOf(tx, catalog, organizationId, personId);
}

export async function setPermissions(
  tx: Tx,
  organizationId: string,
  personId: string,
  permissions: readonly Permission[],
): Promise<Permission[]> {
  const unique = [...new Set(permissions)];
  await tx
    .insert(personPermissions)
    .values({ organizationId, personId, permissions: unique })
    .onConflictDoUpdate({
      target: [personPermissions.organizationId, personPermissions.personId],
      set: { permissions: unique, updatedAt: sql`now()` },
    });
  return unique;
}

export async function insertInvitation(
  tx: Tx,
  invitation: { organizationId: string; id: string; personId: string; email: string; invitedBy: string },
): Promise<InvitationRow> {
  const [row] = await tx.insert(invitations).values(invitation).returning();
  if (!row) throw new Error('The invitation was not stored');
  return row;
}

/** Marks the invitation of `personId` accepted (once); false when the person has no such invitation. */
export async function acceptInvitation(
  tx: Tx,
  organizationId: string,
  invitationId: string,
  personId: string,
): Promise<boolean> {
  const match = and(
    eq(invitations.organizationId, organizationId),
    eq(invitations.id, invitationId),
    eq(invitations.personId, personId),
  );
  const [found] = await tx.select({ id: invitations.id }).from(invitations).where(match);
  if (!found) return false;
  await tx
    .update(invitations)
    .set({ acceptedAt: sql`now()` })
    .where(and(match, isNull(invitations.acceptedAt)));
  return true;
}

/** Stores (or replaces) a person's onboarding answers. */
export async function saveOnboarding(
  tx: Tx,
  organizationId: string,
  personId: string,
  response: Record<string, unknown>,
): Promise<void> {
  await tx
    .insert(onboardingResponses)
    .values({ organizationId, personId, response })
    .onConflictDoUpdate({
      target: [onboardingResponses.organizationId, onboardingResponses.personId],
      set: { response, submittedAt: sql`now()` },
    });
}

/** When the person sent the onboarding form, or null. */
export async function onboardedAt(tx: Tx, organizationId: string, personId: string): Promise<Date | null> {
  const [row] = await tx
    .select({ submittedAt: onboardingResponses.submittedAt })
    .from(onboardingResponses)
    .where(
      and(eq(onboardingResponses.organizationId, organizationId), eq(onboardingResponses.personId, personId)),
    );
  return row?.submittedAt ?? null;
}
