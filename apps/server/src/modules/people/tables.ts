import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, jsonb, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/database/tenant-table.ts';
import { companies } from '../org/index.ts';

/** Who acted as whom, and when: every impersonation an administrator starts is recorded. */
export const impersonations = tenantTable(
  'impersonations',
  {
    id: uuid('id').notNull().defaultRandom(),
    impersonatorId: uuid('impersonator_id').notNull(),
    personId: uuid('person_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  { key: ['id'], persons: ['impersonatorId', 'personId'] },
);

/** An administrator invited a person: the person exists from then on; accepted at first sign-in. */
export const invitations = tenantTable(
  'invitations',
  {
    id: uuid('id').notNull().defaultRandom(),
    personId: uuid('person_id').notNull(),
    email: text('email').notNull(),
    invitedBy: uuid('invited_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  { key: ['id'], persons: ['personId', 'invitedBy'] },
);

/** A person's answers to the onboarding form (personal data), one per person. */
export const onboardingResponses = tenantTable(
  'onboarding_responses',
  {
    personId: uuid('person_id').notNull(),
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  { key: ['personId'], persons: ['personId'] },
);

export type InvitationRow = typeof invitations.$inferSelect;

/**
 * What the people directory knows of a person beyond who signs in (`persons`): one row per
 * person, created with it. Extra addresses and phones are lists; the sign-in address stays
 * `persons.email`.
 */
export const personProfiles = tenantTable(
  'person_profiles',
  {
    personId: uuid('person_id').notNull(),
    address: text('address'),
    emails: text('emails').array().notNull().default(sql`'{}'::text[]`),
    phones: text('phones').array().notNull().default(sql`'{}'::text[]`),
    businessLines: text('business_lines').array().notNull().default(sql`'{}'::text[]`),
    /** null: the organization itself. */
    companyId: uuid('company_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  { key: ['personId'], persons: ['personId'] },
  (table) => [
    foreignKey({
      columns: [table.organizationId, table.companyId],
      foreignColumns: [companies.organizationId, companies.id],
    }),
    index('person_profiles_tenant_id_company_id_idx').on(table.organizationId, table.companyId),
  ],
);

/**
 * A person's identity documents, normalised by type (`@faena/contract/identity-documents`):
 * the key makes one document number belong to one person per organization.
 */
export const personDocuments = tenantTable(
  'person_documents',
  {
    type: text('type').notNull(),
    number: text('number').notNull(),
    personId: uuid('person_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  { key: ['type', 'number'], persons: ['personId'] },
  (table) => [index('person_documents_tenant_id_person_id_idx').on(table.organizationId, table.personId)],
);

/** One field's change in a person's history. */
export interface PersonChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Every change made to a person: who, when, through what, and what changed. */
export const personHistory = tenantTable(
  'person_history',
  {
    id: uuid('id').notNull().defaultRandom(),
    personId: uuid('person_id').notNull(),
    /** Who made the change; null when the system did (a bulk load keeps its own id in `source`). */
    actorId: uuid('actor_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** 'app', 'bulk-load:<id>', 'invitation', 'onboarding'… */
    source: text('source').notNull(),
    changes: jsonb('changes').$type<PersonChange[]>().notNull(),
  },
  { key: ['id'], persons: ['personId', 'actorId'] },
  (table) => [
    index('person_history_tenant_id_person_id_at_idx').on(table.organizationId, table.personId, table.at),
  ],
);

/** An XLSX bulk load of people: uploaded, checked (dry run), then loaded row by row in the background. */
export const BULK_LOAD_STATUSES = ['checking', 'checked', 'loading', 'done', 'failed', 'cancelled'] as const;
export type BulkLoadStatus = (typeof BULK_LOAD_STATUSES)[number];

export interface BulkLoadCheckSummary {
  create: number;
  update: number;
  unchanged: number;
  error: number;
}

export const bulkLoads = tenantTable(
  'bulk_loads',
  {
    id: uuid('id').notNull().defaultRandom(),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    fileName: text('file_name').notNull(),
    status: text('status').$type<BulkLoadStatus>().notNull(),
    /** The file's header → person field, as confirmed by the person loading it. */
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
    headers: text('headers').array().notNull(),
    totalRows: integer('total_rows').notNull().default(0),
    doneRows: integer('done_rows').notNull().default(0),
    errorRows: integer('error_rows').notNull().default(0),
    /** A problem with the file as a whole (not a row's): unreadable, too large, no sheet… */
    failure: jsonb('failure').$type<{ code: string; message: string } | null>(),
    /** What the reading noticed without refusing the file (sheets left unread…). */
    notes: text('notes').array().notNull().default(sql`'{}'::text[]`),
    /** The dry run's totals: rows it would create, update, leave unchanged, and rows in error. */
    checkSummary: jsonb('check_summary').$type<BulkLoadCheckSummary | null>(),
    /** A worker holds the load until then; after it (a restart) another picks it up. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  { key: ['id'], persons: ['createdBy'] },
);

/** One row of a bulk load's sheet, as read, and what became of it. */
export const BULK_LOAD_ROW_OUTCOMES = ['pending', 'created', 'updated', 'unchanged', 'error'] as const;
export type BulkLoadRowOutcome = (typeof BULK_LOAD_ROW_OUTCOMES)[number];

export const bulkLoadRows = tenantTable(
  'bulk_load_rows',
  {
    loadId: uuid('load_id').notNull(),
    /** The row's number in the sheet (the header is row 1). */
    rowNumber: integer('row_number').notNull(),
    /** The cells as read, by header. */
    cells: jsonb('cells').$type<Record<string, string | number | boolean | null>>().notNull(),
    outcome: text('outcome').$type<BulkLoadRowOutcome>().notNull().default('pending'),
    /** The problems by column header (what the dry run and the load found). */
    problems: jsonb('problems').$type<Record<string, string> | null>(),
    personId: uuid('person_id'),
  },
  { key: ['loadId', 'rowNumber'] },
  (table) => [
    foreignKey({
      columns: [table.organizationId, table.loadId],
      foreignColumns: [bulkLoads.organizationId, bulkLoads.id],
    }).onDelete('cascade'),
    index('bulk_load_rows_pending_idx').on(table.organizationId, table.loadId, table.outcome),
  ],
);

/**
 * An audience's rule: the people in any of these venues, positions, groups or companies
 * ('own' for the organization itself), plus the named people, minus the excluded ones. An
 * empty rule with no one named is nobody.
 */
export interface AudienceRule {
  venues: string[];
  positions: string[];
  groups: string[];
  companies: string[];
  include: string[];
  exclude: string[];
}

/** A saved target group, resolved on the server to the current set of people when used. */
export const audiences = tenantTable(
  'audiences',
  {
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    rule: jsonb('rule').$type<AudienceRule>().notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  { key: ['id'], persons: ['createdBy'] },
  (table) => [
    uniqueIndex('audiences_tenant_id_name_unique').on(table.organizationId, sql`lower(${table.name})`),
  ],
);

export type PersonProfileRow = typeof personProfiles.$inferSelect;
export type PersonDocumentRow = typeof personDocuments.$inferSelect;
export type PersonHistoryRow = typeof personHistory.$inferSelect;
export type BulkLoadRow = typeof bulkLoads.$inferSelect;
export type BulkLoadSheetRow = typeof bulkLoadRows.$inferSelect;
export type AudienceRow = typeof audiences.$inferSelect;

/** A person's uploaded photo, served by `GET /api/persons/{personId}/photo`. */
export const personPhotos = tenantTable(
  'person_photos',
  {
    personId: uuid('person_id').notNull(),
    contentType: text('content_type').notNull(),
    /** The image bytes, base64. */
    data: text('data').notNull(),
    /** SHA-256 of the bytes (hex): the `v` of the photo URL and the ETag. */
    sha256: text('sha256').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  { key: ['personId'], persons: ['personId'] },
);
