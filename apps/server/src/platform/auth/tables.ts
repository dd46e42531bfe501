import { sql } from 'drizzle-orm';
import { text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../database/tenant-table.ts';

/**
 * What a person may do, by passport (the person's id). A person without a row has the
 * default permissions; the row is created on first read by an administrator.
 */
export const personPermissions = tenantTable(
  'person_permissions',
  {
    personId: uuid('person_id').notNull(),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  { key: ['personId'], persons: ['personId'] },
);
