import { eq, sql } from 'drizzle-orm';
import { type Database, selectRows } from './database.ts';
import { type TenantRow, tenants } from './schema.ts';

/**
 * The tenant a host's subdomain names, or null. The id is found through the narrow
 * SECURITY DEFINER function `tenant_id_for_subdomain` (the only thing app_user can learn
 * before a tenant is set); the row itself is then read under that tenant's RLS scope.
 */
export async function findTenantBySubdomain(
  database: Database,
  subdomain: string,
): Promise<TenantRow | null> {
  const tenantId = await database.withAppRole(async (tx) => {
    const rows = await selectRows<{ id: string | null }>(
      tx,
      sql`select public.tenant_id_for_subdomain(${subdomain}) as id`,
    );
    return rows[0]?.id ?? null;
  });
  if (tenantId === null) return null;
  return database.withTenant(tenantId, async (tx) => {
    const [row] = await tx.select().from(tenants).where(eq(tenants.id, tenantId));
    return row ?? null;
  });
}
