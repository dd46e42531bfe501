/**
 * Queries of the people module: persons (list, invite, rename, disable), their permissions,
 * invitations and onboarding answers. Each names the organization (the first wall; RLS is
 * the second).
 */
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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

export interface PendingInvitation {
  id: string;
  email: string;
  name: string;
  invitedBy: { id: string; name: string } | null;
  createdAt: Date;
}

/** Pending invitations matching `where`, newest first, at most `limit`, with both people's names. */
async function pendingInvitations(
  tx: Tx,
  where: SQL | undefined,
  limit: number,
): Promise<PendingInvitation[]> {
  const invited = alias(persons, 'invited');
  const inviter = alias(persons, 'inviter');
  const rows = await tx
    .select({
      id: invitations.id,
      email: invitations.email,
      name: invited.name,
      inviterId: inviter.id,
      inviterName: inviter.name,
      createdAt: invitations.createdAt,
    })
    .from(invitations)
    .innerJoin(
      invited,
      and(eq(invited.organizationId, invitations.organizationId), eq(invited.id, invitations.personId)),
    )
    .leftJoin(
      inviter,
      and(eq(inviter.organizationId, invitations.organizationId), eq(inviter.id, invitations.invitedBy)),
    )
    .where(where)
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    invitedBy: row.inviterId && row.inviterName ? { id: row.inviterId, name: row.inviterName } : null,
    createdAt: row.createdAt,
  }));
}

const pendingIn = (organizationId: string) =>
  and(eq(invitations.organizationId, organizationId), isNull(invitations.acceptedAt));

/** Invitations not accepted yet, newest first (at most `limit`), and how many there are. */
export async function listPendingInvitations(
  tx: Tx,
  organizationId: string,
  limit: number,
): Promise<{ items: PendingInvitation[]; total: number }> {
  const items = await pendingInvitations(tx, pendingIn(organizationId), limit);
  const [count] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(invitations)
    .where(pendingIn(organizationId));
  return { items, total: Number(count?.total ?? 0) };
}

/** The invitation `id` if it is still pending in the organization, else null. */
export async function findPendingInvitation(
  tx: Tx,
  organizationId: string,
  id: string,
): Promise<PendingInvitation | null> {
  const [found] = await pendingInvitations(tx, and(pendingIn(organizationId), eq(invitations.id, id)), 1);
  return found ?? null;
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
