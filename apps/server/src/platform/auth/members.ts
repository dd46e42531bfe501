/**
 * The lookups of persons the platform needs (the authentication hook) and modules share: by
 * Firebase user, by id, by email. Each names the organization: the explicit filter is the
 * first wall (and uses the unique indexes), RLS on the transaction the second.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../database/database.ts';
import { type PersonRow, persons } from '../database/tenant-table.ts';

/** A person of the request's organization looked up by Firebase user with the organization. */
export interface PersonLookup {
  firebaseUid: string;
  /** Null when the organization has no person linked to that user. */
  person: PersonRow | null;
  /** Their stored permission codes; null when none are stored (the defaults apply). */
  storedPermissions: string[] | null;
}

const lookups = new WeakMap<object, PersonLookup>();

/** Keeps the tenancy hook's lookup of the token's (not yet verified) user for this request. */
export function rememberPersonLookup(request: object, lookup: PersonLookup): void {
  lookups.set(request, lookup);
}

/** The request's lookup, once, if it was of this (verified) user; else null. */
export function takePersonLookup(request: object, firebaseUid: string): PersonLookup | null {
  const lookup = lookups.get(request);
  lookups.delete(request);
  return lookup?.firebaseUid === firebaseUid ? lookup : null;
}

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
