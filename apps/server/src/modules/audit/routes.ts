/**
 * The audit log for administrators (VIEW_AUDIT_LOG): every write made while impersonating,
 * newest first, naming both people.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireOrganization } from '../../platform/http/request-context.ts';
import { ref } from '../../platform/http/schemas.ts';
import { listAuditLog } from './queries.ts';
import { AuditLogPage } from './schemas.ts';

export const AUDIT_LOG_PAGE_SIZE = 20;
export const MAX_AUDIT_LOG_PAGE_SIZE = 100;

export const auditRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/audit-log',
    {
      config: { permission: 'VIEW_AUDIT_LOG' },
      schema: {
        operationId: 'getAuditLog',
        tags: ['audit'],
        summary: 'The audit log: writes made while impersonating, with both people, newest first',
        querystring: Type.Object(
          {
            pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
            pageSize: Type.Optional(
              Type.Integer({ minimum: 1, maximum: MAX_AUDIT_LOG_PAGE_SIZE, default: AUDIT_LOG_PAGE_SIZE }),
            ),
            person_id: Type.Optional(
              Type.String({ format: 'uuid', description: 'Only entries naming this person, in either role' }),
            ),
          },
          { additionalProperties: false },
        ),
        response: { 200: ref(AuditLogPage) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const { pageNumber = 1, pageSize = AUDIT_LOG_PAGE_SIZE, person_id: personId } = request.query;
      const { rows, count } = await request.withTenant((tx) =>
        listAuditLog(tx, organizationId, { pageNumber, pageSize, ...(personId ? { personId } : {}) }),
      );
      return {
        count,
        results: rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          person: row.person,
          impersonator: row.impersonator,
          method: row.method,
          route: row.route,
          operation_id: row.operationId,
          params: row.params,
          status: row.status,
        })),
      };
    },
  );
};
