import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_PERMISSIONS, isPermission, type Permission } from '../permissions/catalog.ts';
import type { Tx } from './database.ts';
import { personPermissions } from './schema.ts';

const known = (codes: readonly string[]) => codes.filter(isPermission);

/** A person's permissions; the defaults when no row exists yet. Read-only. */
export async function permissionsOf(tx: Tx, tenantId: string, personId: string): Promise<Permission[]> {
  const [row] = await tx
    .select({ permissions: personPermissions.permissions })
    .from(personPermissions)
    .where(and(eq(personPermissions.tenantId, tenantId), eq(personPermissions.personId, personId)));
  return row ? known(row.permissions) : [...DEFAULT_PERMISSIONS];
}

/** SPEC 7 "get or create permissions by passport": the stored row, created with the defaults. */
export async function getOrCreatePermissions(
  tx: Tx,
  tenantId: string,
  personId: string,
): Promise<Permission[]> {
  await tx
    .insert(personPermissions)
    .values({ tenantId, personId, permissions: [...DEFAULT_PERMISSIONS] })
    .onConflictDoNothing();
  return permissionsOf(tx, tenantId, personId);
}

export async function setPermissions(
  tx: Tx,
  tenantId: string,
  personId: string,
  permissions: readonly Permission[],
): Promise<Permission[]> {
  const unique = [...new Set(permissions)];
  await tx
    .insert(personPermissions)
    .values({ tenantId, personId, permissions: unique })
    .onConflictDoUpdate({
      target: [personPermissions.tenantId, personPermissions.personId],
      set: { permissions: unique, updatedAt: sql`now()` },
    });
  return unique;
}
