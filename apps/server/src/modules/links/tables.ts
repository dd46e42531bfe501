import { integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/database/tenant-table.ts';

/**
 * The links an organization lists on `/links` (its intranet, payroll portal, handbook…): each
 * opens outside the app. `icon` names one of the product's link icons; `position` orders them.
 */
export const organizationLinks = tenantTable(
  'organization_links',
  {
    id: uuid('id').notNull().defaultRandom(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    description: text('description'),
    icon: text('icon').notNull().default('link'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  { key: ['id'] },
);

export type OrganizationLinkRow = typeof organizationLinks.$inferSelect;
