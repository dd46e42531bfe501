import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
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

/** The person of a tenant with this email (case-insensitive), or null. */
export async function findPersonByEmail(tx: Tx, tenantId: string, email: string): Promise<PersonRow | null> {
  const [row] = await tx
    .select()
    .from(persons)
    .where(and(eq(persons.tenantId, tenantId), sql`lower(${persons.email}) = lower(${email})`));
  return row ?? null;
}

/** `%` and `_` in a search are literal text, not wildcards. */
function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** People of a tenant whose name or email contains `search`, by name; and how many match. */
export async function listPersons(
  tx: Tx,
  tenantId: string,
  { search, limit }: { search: string; limit: number },
): Promise<{ count: number; rows: PersonRow[] }> {
  const pattern = containsPattern(search);
  const where = and(
    eq(persons.tenantId, tenantId),
    search ? or(ilike(persons.name, pattern), ilike(persons.email, pattern)) : undefined,
  );
  const [total] = await tx.select({ count: count() }).from(persons).where(where);
  const rows = await tx
    .select()
    .from(persons)
    .where(where)
    .orderBy(asc(persons.name), asc(persons.id))
    .limit(limit);
  return { count: Number(total?.count ?? 0), rows };
}

export async function insertPerson(
  tx: Tx,
  person: { tenantId: string; name: string; email: string; firebaseUid: string },
): Promise<PersonRow | null> {
  const [row] = await tx.insert(persons).values(person).onConflictDoNothing().returning();
  return row ?? null;
}

/** The person's own display name (the profile editor). */
export async function renamePerson(
  tx: Tx,
  tenantId: string,
  personId: string,
  name: string,
): Promise<PersonRow | null> {
  const [row] = await tx
    .update(persons)
    .set({ name })
    .where(and(eq(persons.tenantId, tenantId), eq(persons.id, personId)))
    .returning();
  return row ?? null;
}
