import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantTable, updatedAt } from '../../platform/database/tenant-table.ts';

/** The groups reports are listed in (`/reports/administration/{category_id}`). */
export const reportCategories = tenantTable(
  'report_categories',
  {
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  { key: ['id'] },
);

export const NATIVE_SOURCES = [
  'activity-completion',
  'checklist-scores',
  'workflow-executions',
  'post-acknowledgements',
] as const;
export type NativeSource = (typeof NATIVE_SOURCES)[number];

/** A native report's fixed filters: the only ones its data (and its public link's) is computed with. */
export interface NativeSettings {
  source: NativeSource;
  days: number;
  venueIds: string[];
  checklistId: string | null;
  workflowTypeId: string | null;
}

export type TableauToolbar = 'top' | 'bottom' | 'hidden';
export interface TableauSettings {
  viewUrl: string;
  toolbar: TableauToolbar;
}

export type ReportKind = 'native' | 'tableau';

/**
 * A report: native (charts over the organization's own data, `native` holds its fixed filters)
 * or a Tableau view (`tableau`). `public_id` is its stable identifier in the app's URLs, never
 * a share link's token.
 */
export const reports = tenantTable(
  'reports',
  {
    id: uuid('id').notNull().defaultRandom(),
    publicId: text('public_id').notNull().default(sql`gen_random_uuid()::text`),
    categoryId: uuid('category_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind').$type<ReportKind>().notNull(),
    native: jsonb('native').$type<NativeSettings>(),
    tableau: jsonb('tableau').$type<TableauSettings>(),
    /** The saved audience whose people may see it; null: every member. */
    audienceId: uuid('audience_id'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  { key: ['id'] },
  (table) => [
    uniqueIndex('reports_public_id_unique').on(table.organizationId, table.publicId),
    foreignKey({
      columns: [table.organizationId, table.categoryId],
      foreignColumns: [reportCategories.organizationId, reportCategories.id],
    }),
    index('reports_category_idx').on(table.organizationId, table.categoryId),
  ],
);

/**
 * A report's public link. The token (256 random bits) is kept so administrators can copy the
 * URL again; a disabled link keeps its row (and view count) and never answers again — rotating
 * or re-enabling makes a new row with a new token. At most one link per report is not disabled.
 */
export const reportPublicLinks = tenantTable(
  'report_public_links',
  {
    id: uuid('id').notNull().defaultRandom(),
    reportId: uuid('report_id').notNull(),
    token: text('token').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
  },
  { key: ['id'] },
  (table) => [
    // A public read finds its link by the token alone.
    uniqueIndex('report_public_links_token_unique').on(table.token),
    uniqueIndex('report_public_links_one_open')
      .on(table.organizationId, table.reportId)
      .where(sql`${table.disabledAt} is null`),
    foreignKey({
      columns: [table.organizationId, table.reportId],
      foreignColumns: [reports.organizationId, reports.id],
    }).onDelete('cascade'),
  ],
);

export type TableauUsername = 'email' | 'fixed';

/** One row per organization: who may frame public reports, the kill switch, the Tableau connected app. */
export const reportSettings = tenantTable(
  'report_settings',
  {
    frameAncestors: text('frame_ancestors').array().notNull().default(sql`'{}'::text[]`),
    publicLinksEnabled: boolean('public_links_enabled').notNull().default(true),
    tableauClientId: text('tableau_client_id').notNull().default(''),
    tableauSecretId: text('tableau_secret_id').notNull().default(''),
    /** The connected app's secret value: written, used to sign, never answered. */
    tableauSecretValue: text('tableau_secret_value'),
    tableauUsername: text('tableau_username').$type<TableauUsername>().notNull().default('email'),
    tableauFixedUsername: text('tableau_fixed_username'),
    updatedAt: updatedAt(),
  },
  { key: [] },
);

export type ReportRow = typeof reports.$inferSelect;
export type PublicLinkRowValue = typeof reportPublicLinks.$inferSelect;
