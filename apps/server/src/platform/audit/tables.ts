import { index, integer, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../database/tenant-table.ts';

/**
 * The audit log: one row per write (POST, PUT, PATCH, DELETE) made in an impersonation
 * session, naming both people. Today only impersonation writes are recorded; the columns are
 * general (an `impersonator_id` that may be null, the route and its outcome) so an audit of
 * every write can grow from this table.
 *
 * No request body is stored: bodies carry what people type (names, emails, form answers,
 * personal data), which an audit log read by administrators must not copy and keep. The
 * route pattern, its operation and its params (ids) say what was done and to what.
 *
 * Both people are person references (`persons` below): the app never deletes a person (it
 * disables them), so the rows outlive anything done in the app; erasing a person by hand
 * (an erasure request for their personal data) takes the rows that name them along.
 */
export const auditLog = tenantTable(
  'audit_log',
  {
    id: uuid('id').notNull().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The person whose session it was (the one acted as, while impersonating). */
    personId: uuid('person_id').notNull(),
    /** The administrator really acting, while impersonating. */
    impersonatorId: uuid('impersonator_id'),
    method: text('method').notNull(),
    /** The route's pattern (`/api/persons/:id`), never the raw URL with its query. */
    route: text('route').notNull(),
    /** The OpenAPI operationId of the route, when it has one. */
    operationId: text('operation_id'),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    /** The response's status code; null while the request is being handled. */
    status: integer('status'),
  },
  { key: ['id'], persons: ['personId', 'impersonatorId'] },
  (table) => [index('audit_log_tenant_id_at_idx').on(table.organizationId, table.at)],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
