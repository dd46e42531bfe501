/**
 * The database schema. `tenants` is the registry of organisations; every other table is
 * tenant-owned: it has `tenant_id` as the first column of its primary key, so it can be
 * distributed by tenant later, and row-level security policies keyed on it (see
 * drizzle/0001_row_level_security.sql).
 */
import { sql } from 'drizzle-orm';
import { foreignKey, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

export const tenants = pgTable('tenants', {
  /** The tenant's string id; by convention the subdomain it was created with. */
  id: text('id').primaryKey(),
  subdomain: text('subdomain').notNull().unique(),
  name: text('name').notNull(),
  firebaseTenantId: text('firebase_tenant_id').unique(),
  firebaseSignInMethods: text('firebase_sign_in_methods').array().notNull().default(sql`'{}'::text[]`),
  logoUrl: text('logo_url'),
});

export const persons = pgTable(
  'persons',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** The Firebase user this person signs in as; null until the person has an identity. */
    firebaseUid: text('firebase_uid'),
    /** Set when an administrator disables the person: every later call is refused. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('persons_tenant_id_firebase_uid_unique').on(table.tenantId, table.firebaseUid),
  ],
);

/**
 * What a person may do, by passport (the person's id). A person without a row has the
 * default permissions; the row is created on first read by an administrator.
 */
export const personPermissions = pgTable(
  'person_permissions',
  {
    tenantId: text('tenant_id').notNull(),
    personId: uuid('person_id').notNull(),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.personId] }),
    foreignKey({
      columns: [table.tenantId, table.personId],
      foreignColumns: [persons.tenantId, persons.id],
    }).onDelete('cascade'),
  ],
);

/** Who acted as whom, and when: every impersonation an administrator starts is recorded. */
export const impersonations = pgTable(
  'impersonations',
  {
    tenantId: text('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    impersonatorId: uuid('impersonator_id').notNull(),
    personId: uuid('person_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    foreignKey({
      columns: [table.tenantId, table.impersonatorId],
      foreignColumns: [persons.tenantId, persons.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.tenantId, table.personId],
      foreignColumns: [persons.tenantId, persons.id],
    }).onDelete('cascade'),
  ],
);

export type TenantRow = typeof tenants.$inferSelect;
export type PersonRow = typeof persons.$inferSelect;
