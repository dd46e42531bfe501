/**
 * Permissions: each module declares the ones it checks (`permissions` of its module object);
 * the catalogue is their union. The platform knows no code itself: it reads a person's
 * permissions and refuses a route whose `config.permission` the member lacks.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Tx } from '../database/database.ts';
import { type PersonRow, persons } from '../database/tenant-table.ts';
import { personPermissions } from './tables.ts';

/**
 * Every permission code, as a type: each module adds its own codes to this interface
 * (`declare module`), so `config.permission` accepts exactly the declared ones.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the modules
export interface PermissionCodes {}
export type Permission = Extract<keyof PermissionCodes, string>;

export interface PermissionDeclaration {
  description: string;
  /** Where it appears in the catalogue (the settings screen and the API list them in this order). */
  position: number;
  /** Held by every person until an administrator sets their permissions. */
  byDefault?: boolean;
}

export type PermissionDeclarations = Readonly<Record<string, PermissionDeclaration>>;

export interface PermissionCatalog {
  /** Every code, by position. */
  readonly codes: readonly Permission[];
  /** What a person may do until an administrator says otherwise. */
  readonly defaults: readonly Permission[];
  describe(code: Permission): string;
  has(code: string): code is Permission;
}

export function permissionCatalog(declarations: readonly PermissionDeclarations[]): PermissionCatalog {
  const all = new Map<string, PermissionDeclaration>();
  for (const declared of declarations) {
    for (const [code, declaration] of Object.entries(declared)) {
      if (all.has(code)) throw new Error(`Permission ${code} is declared twice`);
      all.set(code, declaration);
    }
  }
  const entries = [...all].sort(([, a], [, b]) => a.position - b.position);
  const codes = entries.map(([code]) => code as Permission);
  return {
    codes,
    defaults: entries.filter(([, declaration]) => declaration.byDefault).map(([code]) => code as Permission),
    describe: (code) => all.get(code)?.description ?? '',
    has: (code): code is Permission => all.has(code),
  };
}

/** The `PermissionCode` schema: an enum of the catalogue's codes. */
export function permissionCodeSchema(catalog: PermissionCatalog) {
  return Type.Unsafe<Permission>({ $id: 'PermissionCode', type: 'string', enum: [...catalog.codes] });
}

/** The catalogue's codes of a stored set (codes no module declares any more are dropped); the defaults when none is stored. */
export function heldPermissions(catalog: PermissionCatalog, stored: readonly string[] | null): Permission[] {
  return stored ? stored.filter((code) => catalog.has(code)) : [...catalog.defaults];
}

/** A person's permissions; the defaults when no row exists yet. Read-only. */
export async function permissionsOf(
  tx: Tx,
  catalog: PermissionCatalog,
  organizationId: string,
  personId: string,
): Promise<Permission[]> {
  const [row] = await tx
    .select({ permissions: personPermissions.permissions })
    .from(personPermissions)
    .where(
      and(eq(personPermissions.organizationId, organizationId), eq(personPermissions.personId, personId)),
    );
  return heldPermissions(catalog, row?.permissions ?? null);
}

/**
 * The person of an organization that `which` names (by Firebase user or by id) and their
 * permissions, read in one query (the request path's lookup); null when there is no such person.
 */
export async function personWithPermissions(
  tx: Tx,
  catalog: PermissionCatalog,
  organizationId: string,
  which: { firebaseUid: string } | { id: string },
): Promise<{ person: PersonRow; permissions: Permission[] } | null> {
  const named: SQL =
    'firebaseUid' in which ? eq(persons.firebaseUid, which.firebaseUid) : eq(persons.id, which.id);
  const [row] = await tx
    .select({ person: persons, permissions: personPermissions.permissions })
    .from(persons)
    .leftJoin(
      personPermissions,
      and(
        eq(personPermissions.organizationId, persons.organizationId),
        eq(personPermissions.personId, persons.id),
      ),
    )
    .where(and(eq(persons.organizationId, organizationId), named));
  return row ? { person: row.person, permissions: heldPermissions(catalog, row.permissions) } : null;
}
