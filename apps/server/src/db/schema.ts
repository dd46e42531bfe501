/**
 * The database schema. `tenants` is the registry of organisations; every other table is
 * tenant-owned: it has `tenant_id` as the first column of its primary key, so it can be
 * distributed by tenant later, and row-level security policies keyed on it (see
 * drizzle/0001_row_level_security.sql).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Tenant wording overrides: i18next key (`namespace:path.to.key`) → replacement text, per locale. */
export interface Wording {
  'es-MX': Record<string, string>;
  'en-US': Record<string, string>;
}

export const tenants = pgTable('tenants', {
  /** The tenant's string id; by convention the subdomain it was created with. */
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
  /** Form field types this tenant hides in the form builder's picker. */
  hiddenFieldTypes: text('hidden_field_types').array().notNull().default(sql`'{}'::text[]`),
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
    // One person per email address in an organisation (emails compare case-insensitively).
    uniqueIndex('persons_tenant_id_email_unique').on(table.tenantId, sql`lower(${table.email})`),
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

/** The uploaded organisation logo, served by `GET /api/organizations/current/logo`. */
export const organizationLogos = pgTable('organization_logos', {
  tenantId: text('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  /** The image bytes, base64. */
  data: text('data').notNull(),
  /** SHA-256 of the bytes (hex): the `v` of the logo URL and the ETag. */
  sha256: text('sha256').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An administrator invited a person: the person exists from then on; accepted at first sign-in. */
export const invitations = pgTable(
  'invitations',
  {
    tenantId: text('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    personId: uuid('person_id').notNull(),
    email: text('email').notNull(),
    invitedBy: uuid('invited_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    foreignKey({
      columns: [table.tenantId, table.personId],
      foreignColumns: [persons.tenantId, persons.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.tenantId, table.invitedBy],
      foreignColumns: [persons.tenantId, persons.id],
    }).onDelete('cascade'),
  ],
);

/** The kinds of workflow an organisation runs (SPEC 7 "my workflow types"). */
export const workflowTypes = pgTable(
  'workflow_types',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    /** A short icon name the web app maps to a glyph ('cart', 'wrench'). */
    icon: text('icon').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);

/** A person's answers to the onboarding form (personal data), one per person. */
export const onboardingResponses = pgTable(
  'onboarding_responses',
  {
    tenantId: text('tenant_id').notNull(),
    personId: uuid('person_id').notNull(),
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.personId] }),
    foreignKey({
      columns: [table.tenantId, table.personId],
      foreignColumns: [persons.tenantId, persons.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Fixed-window request counters shared by every server instance. Not tenant-owned (a key may
 * name no tenant) and not readable by app_user at all: requests reach it only through the
 * SECURITY DEFINER function `rate_limit_hit` (drizzle/0007_rate_limits.sql).
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    scopeKey: text('scope_key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.scopeKey, table.windowStart] }),
    index('rate_limit_counters_window_start_idx').on(table.windowStart),
  ],
);

/**
 * The pending 6-digit sign-in code of an email address (SPEC 5): only its hash, when it
 * expires and how many wrong guesses it has taken. One per address; a new request replaces it.
 */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.email] })],
);

/** What a notification says: its `type` (`NEW_POST` with `postId` and `title`, …) and fields. */
export interface NotificationPayload {
  type: string;
  [field: string]: unknown;
}

/** Device info as the app reports it (platform, model…): short values by name. */
export type DeviceInfo = Record<string, string | number | boolean | null>;

/**
 * A person's notifications (SPEC 3: id, read, payload). `seq` grows with every notification
 * of every tenant: the stream's event id, so a reconnecting client asks for what came after.
 */
export const notifications = pgTable(
  'notifications',
  {
    tenantId: text('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    personId: uuid('person_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    read: boolean('read').notNull().default(false),
    payload: jsonb('payload').$type<NotificationPayload>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('notifications_seq_unique').on(table.seq),
    // The inbox (newest first) and the stream's replay (after a seq), per person.
    index('notifications_person_seq_idx').on(table.tenantId, table.personId, table.seq),
    foreignKey({
      columns: [table.tenantId, table.personId],
      foreignColumns: [persons.tenantId, persons.id],
    }).onDelete('cascade'),
  ],
);

/** A device a person receives push notifications on: its messaging token, unique per tenant. */
export const notificationDevices = pgTable(
  'notification_devices',
  {
    tenantId: text('tenant_id').notNull(),
    token: text('token').notNull(),
    personId: uuid('person_id').notNull(),
    deviceInfo: jsonb('device_info').$type<DeviceInfo>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.token] }),
    index('notification_devices_person_idx').on(table.tenantId, table.personId),
    foreignKey({
      columns: [table.tenantId, table.personId],
      foreignColumns: [persons.tenantId, persons.id],
    }).onDelete('cascade'),
  ],
);

export type TenantRow = typeof tenants.$inferSelect;
export type PersonRow = typeof persons.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationDeviceRow = typeof notificationDevices.$inferSelect;
