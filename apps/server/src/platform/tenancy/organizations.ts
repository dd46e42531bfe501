import { eq, sql } from 'drizzle-orm';
import { type Database, selectRows } from '../database/database.ts';
import { type OrganizationRow, organizations } from '../database/tenant-table.ts';

/**
 * The organization a host's subdomain names, or null. The id is found through the narrow
 * SECURITY DEFINER function `tenant_id_for_subdomain` (the only thing app_user can learn
 * before a tenant is set); the row itself is then read under that organization's RLS scope,
 * in the same transaction: `app.tenant_id` is set to the id found, then the row is read.
 */
export async function findOrganizationBySubdomain(
  database: Database,
  subdomain: string,
): Promise<OrganizationRow | null> {
  return database.withAppRole(async (tx) => {
    // One statement: the tenant setting is null-safe (no tenant: an empty one, which matches
    // no row) and is read back, so an unknown subdomain costs no second query.
    const [found] = await selectRows<{ id: string }>(
      tx,
      sql`select set_config('app.tenant_id', coalesce(public.tenant_id_for_subdomain(${subdomain}), ''), true) as id`,
    );
    if (!found?.id) return null;
    const [row] = await tx.select().from(organizations).where(eq(organizations.id, found.id));
    return row ?? null;
  });
}
