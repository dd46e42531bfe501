import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/database/database.ts';
import { type OrganizationRow, organizations } from '../../platform/database/tenant-table.ts';
import { type LogoRow, organizationLogos } from './tables.ts';

/** Changes the current organization's presentation columns (the only ones app_user may update). */
export async function updateOrganization(
  tx: Tx,
  organizationId: string,
  changes: Partial<
    Pick<
      OrganizationRow,
      | 'name'
      | 'brandPrimary'
      | 'brandAccent'
      | 'wording'
      | 'hiddenFieldTypes'
      | 'logoUrl'
      | 'stripImageMetadata'
    >
  >,
): Promise<OrganizationRow | null> {
  if (Object.keys(changes).length === 0) {
    const [row] = await tx.select().from(organizations).where(eq(organizations.id, organizationId));
    return row ?? null;
  }
  const [row] = await tx
    .update(organizations)
    .set(changes)
    .where(eq(organizations.id, organizationId))
    .returning();
  return row ?? null;
}

export async function saveLogo(
  tx: Tx,
  organizationId: string,
  logo: { contentType: string; data: string; sha256: string },
): Promise<void> {
  await tx
    .insert(organizationLogos)
    .values({ organizationId: organizationId, ...logo })
    .onConflictDoUpdate({
      target: organizationLogos.organizationId,
      set: { ...logo, updatedAt: sql`now()` },
    });
}

export async function findLogo(tx: Tx, organizationId: string): Promise<LogoRow | null> {
  const [row] = await tx
    .select()
    .from(organizationLogos)
    .where(eq(organizationLogos.organizationId, organizationId));
  return row ?? null;
}
