/**
 * The lookups of persons the platform needs (the authentication hook) and modules share: by
 * Firebase user, by id, by email. Each names the organization: the explicit filter is the
 * first wall (and uses the unique indexes), RLS on the transaction the second.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../database/database.ts';
import { type PersonRow, persons } from '../database/tenant-table.ts';

/** The person of an organization linked to a Firebase user. */
export async function findPersonByFirebaseUid(
  tx: Tx,
  organizationId: string,
  firebaseUid: string,
): Promise<PersonRow | null> {
  const [row] = await tx
    .select()
    .from(persons)
    .where(and(eq(persons.organizationId, organizationId), eq(persons.firebaseUid, firebaseUid)));
  return row ?? null;
}

export async function findPerson(
  tx: Tx,
  organizationId: string,
  personId: string,
): Promise<PersonRow | null> {
  const [row] = await tx
    .select()
    .from(persons)
    .where(and(eq(persons.organizationId, organizationId), eq(persons.id, personId)));
  return row ?? null;
}

/** The person of an organization with this email (case-insensitive), or null. */
export async function findPersonByEmail(
  tx: Tx,
  organizationId: string,
  email: string,
): Promise<PersonRow | null> {
  const [row] = await tx
    .select()
    .from(persons)
    .where(and(eq(persons.organizationId, organizationId), sql`lower(${persons.email}) = lower(${email})`));
  return row ?? null;
}
