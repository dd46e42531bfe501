import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, numeric, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/database/tenant-table.ts';

/** Who a person works for besides the organization itself: a commercial partner or a contractor. */
export const COMPANY_KINDS = ['PARTNER', 'CONTRACTOR'] as const;
export type CompanyKind = (typeof COMPANY_KINDS)[number];

/** A company people may belong to; a person with no company belongs to the organization itself. */
export const companies = tenantTable(
  'companies',
  {
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    kind: text('kind').$type<CompanyKind>().notNull(),
    logoUrl: text('logo_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  { key: ['id'] },
  (table) => [
    uniqueIndex('companies_tenant_id_name_unique').on(table.organizationId, sql`lower(${table.name})`),
  ],
);

/**
 * A position (cargo) in the organization's reporting line: each reports to one position, the
 * top ones to none. Deleting a position others report to is refused (the key restricts).
 */
export const positions = tenantTable(
  'positions',
  {
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    code: text('code'),
    parentId: uuid('parent_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  { key: ['id'] },
  (table) => [
    foreignKey({
      columns: [table.organizationId, table.parentId],
      foreignColumns: [table.organizationId, table.id],
    }),
    index('positions_tenant_id_parent_id_idx').on(table.organizationId, table.parentId),
    index('positions_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
  ],
);

/** Who holds which position (a person may hold several; a position may have several holders). */
export const personPositions = tenantTable(
  'person_positions',
  {
    personId: uuid('person_id').notNull(),
    positionId: uuid('position_id').notNull(),
  },
  { key: ['personId', 'positionId'], persons: ['personId'] },
  (table) => [
    foreignKey({
      columns: [table.organizationId, table.positionId],
      foreignColumns: [positions.organizationId, positions.id],
    }).onDelete('cascade'),
    index('person_positions_tenant_id_position_id_idx').on(table.organizationId, table.positionId),
  ],
);

/** A named group of people (a crew, a shift, a committee). */
export const groups = tenantTable(
  'groups',
  {
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  { key: ['id'] },
  (table) => [
    uniqueIndex('groups_tenant_id_name_unique').on(table.organizationId, sql`lower(${table.name})`),
  ],
);

export const personGroups = tenantTable(
  'person_groups',
  {
    personId: uuid('person_id').notNull(),
    groupId: uuid('group_id').notNull(),
  },
  { key: ['personId', 'groupId'], persons: ['personId'] },
  (table) => [
    foreignKey({
      columns: [table.organizationId, table.groupId],
      foreignColumns: [groups.organizationId, groups.id],
    }).onDelete('cascade'),
    index('person_groups_tenant_id_group_id_idx').on(table.organizationId, table.groupId),
  ],
);

/**
 * A venue: a place people work at (a store, a pavilion, a site — the organization's wording
 * names it). `company_id` names the partner or contractor that runs it, if not the organization.
 */
export const venues = tenantTable(
  'venues',
  {
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    code: text('code'),
    /** The venue's type (e.g. 'Tienda', 'Bodega'); free text per organization. */
    type: text('type'),
    category: text('category'),
    businessLine: text('business_line'),
    companyId: uuid('company_id'),
    address: text('address'),
    country: text('country'),
    /** Gross leasable area, m². */
    gla: numeric('gla'),
    /** The position responsible for the venue, if any. */
    positionId: uuid('position_id'),
    /** A secret token its QR code carries; null: the venue has no QR code. */
    qrToken: text('qr_token'),
    lastStatus: text('last_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  { key: ['id'] },
  (table) => [
    uniqueIndex('venues_tenant_id_code_unique').on(table.organizationId, table.code),
    uniqueIndex('venues_qr_token_unique').on(table.qrToken),
    foreignKey({
      columns: [table.organizationId, table.positionId],
      foreignColumns: [positions.organizationId, positions.id],
    }).onDelete('set null'),
    index('venues_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
  ],
);

/** A location inside a venue (an aisle, a room, a dock), pickable in forms on its own. */
export const locations = tenantTable(
  'locations',
  {
    id: uuid('id').notNull().defaultRandom(),
    venueId: uuid('venue_id').notNull(),
    name: text('name').notNull(),
    code: text('code'),
    type: text('type'),
    qrToken: text('qr_token'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  { key: ['id'] },
  (table) => [
    foreignKey({
      columns: [table.organizationId, table.venueId],
      foreignColumns: [venues.organizationId, venues.id],
    }).onDelete('cascade'),
    index('locations_tenant_id_venue_id_idx').on(table.organizationId, table.venueId),
    uniqueIndex('locations_qr_token_unique').on(table.qrToken),
  ],
);

/** The venues a person works at (their workspaces). */
export const personVenues = tenantTable(
  'person_venues',
  {
    personId: uuid('person_id').notNull(),
    venueId: uuid('venue_id').notNull(),
  },
  { key: ['personId', 'venueId'], persons: ['personId'] },
  (table) => [
    foreignKey({
      columns: [table.organizationId, table.venueId],
      foreignColumns: [venues.organizationId, venues.id],
    }).onDelete('cascade'),
    index('person_venues_tenant_id_venue_id_idx').on(table.organizationId, table.venueId),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;
export type PositionRow = typeof positions.$inferSelect;
export type GroupRow = typeof groups.$inferSelect;
export type VenueRow = typeof venues.$inferSelect;
export type LocationRow = typeof locations.$inferSelect;
