import { integer, text, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/database/tenant-table.ts';

/** The kinds of workflow an organization runs (SPEC 7 "my workflow types"). */
export const workflowTypes = tenantTable(
  'workflow_types',
  {
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    /** A short icon name the web app maps to a glyph ('cart', 'wrench'). */
    icon: text('icon').notNull(),
    position: integer('position').notNull().default(0),
  },
  { key: ['id'] },
);
