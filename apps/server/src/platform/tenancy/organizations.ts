import { and, eq } from 'drizzle-orm';
import type { PersonLookup } from '../auth/members.ts';
import { personPermissions } from '../auth/tables.ts';
import type { Database } from '../database/database.ts';
import { type OrganizationRow, organizations, persons } from '../database/tenant-table.ts';

export interface OrganizationLookup {
  organization: OrganizationRow;
  /** Present when a Firebase user was given. */
  person?: PersonLookup;
}

/**
 * The organization a host's subdomain names, or null. The id is found through the narrow
 * SECURITY DEFINER function `tenant_id_for_subdomain` (the only thing app_user can learn
 * before a tenant is set) as the transaction opens; the row itself is then read under that
 * organization's RLS scope.
 *
 * With `firebaseUid` (the user a request's bearer token claims, before it is verified), the
 * same query also reads that user's person in the organization and their permissions, so an
 * authenticated request needs no second transaction for them. Nothing of it may be trusted
 * before the token is verified: the authentication hook uses it only when the verified user
 * is the same.
 */
export async function findOrganizationBySubdomain(
  database: Database,
  subdomain: string,
  firebaseUid: string | null = null,
): Promise<OrganizationLookup | null> {
  return database.withSubdomainTenant(subdomain, async (tx, organizationId) => {
    if (organizationId === null) return null;
    if (firebaseUid === null) {
      const [organization] = await tx
        .select()
        .from(organizations)
        .where(eq(organizations.id, organizationId));
      return organization ? { organization } : null;
    }
    const [row] = await tx
      .select({ organization: organizations, person: persons, permissions: personPermissions.permissions })
      .from(organizations)
      .leftJoin(
        persons,
        and(eq(persons.organizationId, organizations.id), eq(persons.firebaseUid, firebaseUid)),
      )
      .leftJoin(
        personPermissions,
        and(
          eq(personPermissions.organizationId, persons.organizationId),
          eq(personPermissions.personId, persons.id),
        ),
      )
      .where(eq(organizations.id, organizationId));
    if (!row) return null;
    return {
      organization: row.organization,
      person: { firebaseUid, person: row.person, storedPermissions: row.person ? row.permissions : null },
    };
  });
}
