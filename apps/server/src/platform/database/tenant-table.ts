/**
 * Tenant-owned tables, declared through one helper so every one has the same shape: a
 * `tenant_id` column first, leading its primary key (so the schema can be distributed by
 * organization later), and row-level security keyed on it (`enable_tenant_rls()` in its
 * migration). The organizations registry and `persons` live here too: every `tenant_id`
 * points at the first, every person reference at the second.
 *
 * In SQL the registry is still `tenants` and the key `tenant_id`: renaming them would break
 * existing databases and the SECURITY DEFINER functions written against them.
 */
import { type BuildColumns, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  foreignKey,
  index,
  jsonb,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  type PgTableWithColumns,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Organization wording overrides: i18next key (`namespace:path.to.key`) → replacement text, per locale. */
export interface Wording {
  'es-MX': Record<string, string>;
  'en-US': Record<string, string>;
}

/** The registry of organizations. Not tenant-owned: app_user sees only the current one. */
export const organizations = pgTable('tenants', {
  /** The organization's string id; by convention the subdomain it was created with. */
  id: text('id').primaryKey(),
  subdomain: text('subdomain').notNull().unique(),
  name: text('name').notNull(),
  firebaseTenantId: text('firebase_tenant_id').unique(),
  firebaseSignInMethods: text('firebase_sign_in_methods').array().notNull().default(sql`'{}'::text[]`),
  logoUrl: text('logo_url'),
  /** Brand colours, `#rrggbb`; null keeps the product's own. */
  brandPrimary: text('brand_primary'),
  brandAccent: text('brand_accent'),
  wording: jsonb('wording').$type<Wording>().notNull().default(sql`'{"es-MX":{},"en-US":{}}'::jsonb`),
  /** Form field types this organization hides in the form builder's picker. */
  hiddenFieldTypes: text('hidden_field_types').array().notNull().default(sql`'{}'::text[]`),
  /** The most bytes this organization's uploads may take together; null: the server's default. */
  storageQuotaBytes: bigint('storage_quota_bytes', { mode: 'number' }),
  /** Whether uploaded photos lose their metadata (EXIF location, camera, times) when stored. */
  stripImageMetadata: boolean('strip_image_metadata').notNull().default(true),
});

const tenantIdColumn = () => text('tenant_id').notNull();
type TenantColumns<Columns> = { organizationId: ReturnType<typeof tenantIdColumn> } & Columns;

/** A row's creation and last-change times (stored with their zone, set by the database). */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export interface TenantTableOptions<Columns> {
  /** The columns after `tenant_id` in the primary key; none: one row per organization. */
  key: readonly (keyof Columns & string)[];
  /**
   * Columns naming a person of the same organization: each becomes a foreign key
   * `(tenant_id, column) → persons (tenant_id, id)` that deletes the row with the person.
   * A table with person references reaches the organization through them; one without
   * references the organization itself.
   */
  persons?: readonly (keyof Columns & string)[];
}

/**
 * A tenant-owned table: `tenant_id` (`organizationId` in code) first, then `columns`.
 * Constraint names are drizzle's defaults, the same as when every table spelled them out.
 */
export function tenantTable<Name extends string, Columns extends Record<string, PgColumnBuilderBase>>(
  name: Name,
  columns: Columns,
  options: TenantTableOptions<Columns>,
  extraConfig: (
    table: Record<keyof TenantColumns<Columns>, AnyPgColumn>,
  ) => PgTableExtraConfigValue[] = () => [],
): PgTableWithColumns<{
  name: Name;
  schema: undefined;
  columns: BuildColumns<Name, TenantColumns<Columns>, 'pg'>;
  dialect: 'pg';
}> {
  const personColumns = options.persons ?? [];
  let tenantId = tenantIdColumn();
  if (personColumns.length === 0) {
    tenantId = tenantId.references(() => organizations.id, { onDelete: 'cascade' });
  }
  if (options.key.length === 0) tenantId = tenantId.primaryKey() as unknown as typeof tenantId;
  const allColumns = { organizationId: tenantId, ...columns } as TenantColumns<Columns>;
  return pgTable(name, allColumns, (table) => {
    const byName = table as unknown as Record<string, AnyPgColumn>;
    const column = (key: string) => byName[key] as AnyPgColumn;
    const organizationId = column('organizationId');
    return [
      ...(options.key.length > 0
        ? [primaryKey({ columns: [organizationId, ...options.key.map(column)] })]
        : []),
      ...personColumns.map((key) =>
        foreignKey({
          columns: [organizationId, column(key)],
          foreignColumns: [persons.organizationId, persons.id],
        }).onDelete('cascade'),
      ),
      ...extraConfig(byName as Record<keyof TenantColumns<Columns>, AnyPgColumn>),
    ];
  });
}

/** The people of an organization; a member is a person linked to a Firebase user. */
export const persons = tenantTable(
  'persons',
  {
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    /** The address the person signs in with; null for people who never sign in (loaded in bulk). */
    email: text('email'),
    /** The Firebase user this person signs in as; null until the person has an identity. */
    firebaseUid: text('firebase_uid'),
    /** Set when an administrator disables the person: every later call is refused. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The person's photo (shown wherever the person is: avatar, pickers, org chart). */
    photoUrl: text('photo_url'),
    /**
     * Lower-case, accent-free text the people search matches (name, addresses, phones,
     * document numbers): kept by database triggers, so every way a person changes updates it.
     */
    searchText: text('search_text').notNull().default(''),
  },
  { key: ['id'] },
  (table) => [
    unique('persons_tenant_id_firebase_uid_unique').on(table.organizationId, table.firebaseUid),
    // One person per email address in an organization (emails compare case-insensitively).
    uniqueIndex('persons_tenant_id_email_unique').on(table.organizationId, sql`lower(${table.email})`),
    index('persons_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    // The directory's order: a page of a common search stops after its first matches by name.
    index('persons_tenant_id_name_idx').on(table.organizationId, table.name, table.id),
    // The disabled people, few: audiences leave them out without looking up every member.
    index('persons_tenant_id_disabled_idx')
      .on(table.organizationId, table.id)
      .where(sql`${table.disabledAt} is not null`),
  ],
);

export type OrganizationRow = typeof organizations.$inferSelect;
export type PersonRow = typeof persons.$inferSelect;
