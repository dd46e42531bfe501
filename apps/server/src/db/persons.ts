import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from './database.ts';
import { type PersonRow, persons } from './schema.ts';

/**
 * The person of a tenant linked to a Firebase user. The explicit tenant filter is the first
 * wall (and uses the unique index); RLS on the transaction is the second.
 */
export async function findPersonByFirebaseUid(
  tx: Tx,
  tenantId: string,
  firebaseUid: string,
): Promise<PersonRow | null> {
  const [row] = await tx
    .select()
    .from(persons)
    .where(and(eq(persons.tenantId, tenantId), eq(persons.firebaseUid, firebaseUid)));
  return row ?? null;
}

export async function findPerson(tx: Tx, tenantId: string, personId: string): Promise<PersonRow | null> {
  const [row] = await tx
    .select()
    .from(persons)
    .where(and(eq(persons.tenantId, tenantId), eq(persons.id, personId)));
  return row ?? null;
}

/** Disables (or re-enables) a person; null when the tenant has no such person. */
export async function setPersonDisabled(
  tx: Tx,
  tenantId: string,
  personId: string,
  disabled: boolean,
): Promise<PersonRow | null> {
  const [row] = await tx
    .update(persons)
    .set({ disabledAt: disabled ? sql`now()` : null })
    .where(and(eq(persons.tenantId, tenantId), eq(persons.id, personId)))
    .returning();
  return row ?? null;
}
