import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from './database.ts';
import { invitations } from './schema.ts';

export type InvitationRow = typeof invitations.$inferSelect;

export async function insertInvitation(
  tx: Tx,
  invitation: { tenantId: string; id: string; personId: string; email: string; invitedBy: string },
): Promise<InvitationRow> {
  const [row] = await tx.insert(invitations).values(invitation).returning();
  if (!row) throw new Error('The invitation was not stored');
  return row;
}

/** Marks the invitation of `personId` accepted (once); false when the person has no such invitation. */
export async function acceptInvitation(
  tx: Tx,
  tenantId: string,
  invitationId: string,
  personId: string,
): Promise<boolean> {
  const match = and(
    eq(invitations.tenantId, tenantId),
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
