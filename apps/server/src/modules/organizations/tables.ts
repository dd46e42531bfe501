import { text, timestamp } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/database/tenant-table.ts';

/** The uploaded organization logo, served by `GET /api/organizations/current/logo`. */
export const organizationLogos = tenantTable(
  'organization_logos',
  {
    contentType: text('content_type').notNull(),
    /** The image bytes, base64. */
    data: text('data').notNull(),
    /** SHA-256 of the bytes (hex): the `v` of the logo URL and the ETag. */
    sha256: text('sha256').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  { key: [] },
);

export type LogoRow = typeof organizationLogos.$inferSelect;
