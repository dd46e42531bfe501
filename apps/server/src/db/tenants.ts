import { eq, sql } from 'drizzle-orm';
import { type Database, selectRows, type Tx } from './database.ts';
import { organizationLogos, type TenantRow, tenants } from './schema.ts';

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

/** Changes the current tenant's presentation columns (the only ones app_user may update). */
export async function updateTenant(
  tx: Tx,
  tenantId: string,
  changes: Partial<
    Pick<TenantRow, 'name' | 'brandPrimary' | 'brandAccent' | 'wording' | 'hiddenFieldTypes' | 'logoUrl'>
  >,
): Promise<TenantRow | null> {
  if (Object.keys(changes).length === 0) {
    const [row] = await tx.select().from(tenants).where(eq(tenants.id, tenantId));
    return row ?? null;
  }
  const [row] = await tx.update(tenants).set(changes).where(eq(tenants.id, tenantId)).returning();
  return row ?? null;
}

export type LogoRow = typeof organizationLogos.$inferSelect;

export async function saveLogo(
  tx: Tx,
  tenantId: string,
  logo: { contentType: string; data: string; sha256: string },
): Promise<void> {
  await tx
    .insert(organizationLogos)
    .values({ tenantId, ...logo })
    .onConflictDoUpdate({
      target: organizationLogos.tenantId,
      set: { ...logo, updatedAt: sql`now()` },
    });
}

export async function findLogo(tx: Tx, tenantId: string): Promise<LogoRow | null> {
  const [row] = await tx.select().from(organizationLogos).where(eq(organizationLogos.tenantId, tenantId));
  return row ?? null;
}
