/**
 * The database schema. `tenants` is the registry of organisations; every other table is
 * tenant-owned: it has `tenant_id` as the first column of its primary key, so it can be
 * distributed by tenant later, and row-level security policies keyed on it (see
 * drizzle/0001_row_level_security.sql).
 */
import { sql } from 'drizzle-orm';
import { pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('persons_tenant_id_firebase_uid_unique').on(table.tenantId, table.firebaseUid),
  ],
);

export type TenantRow = typeof tenants.$inferSelect;
export type PersonRow = typeof persons.$inferSelect;
