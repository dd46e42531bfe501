import { eq, sql } from 'drizzle-orm';
import { type Database, selectRows } from '../database/database.ts';
import { type OrganizationRow, organizations } from '../database/tenant-table.ts';

/**
 * The organization a host's subdomain names, or null. The id is found through the narrow
 * SECURITY DEFINER function `tenant_id_for_subdomain` (the only thing app_user can learn
 * before a tenant is set); the row itself is then read under that organization's RLS scope.
 */
export async function findOrganizationBySubdomain(
  database: Database,
  subdomain: string,
): Promise<OrganizationRow | null> {
  const organizationId = await database.withAppRole(async (tx) => {
    const rows = await selectRows<{ id: string | null }>(
      tx,
      sql`select public.tenant_id_for_subdomain(${subdomain}) as id`,
    );
    return rows[0]?.id ?? null;
  });
  if (organizationId === null) return null;
  return database.withTenant(organizationId, async (tx) => {
    const [row] = await tx.select().from(organizations).where(eq(organizations.id, organizationId));
    return row ?? null;
  });
}
