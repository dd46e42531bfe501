/**
 * Every write made in an impersonation session leaves an audit row naming both people: the
 * administrator acting and the person acted as. The row is inserted before the handler runs
 * (preHandler: after authentication, validation and the platform's checks), in a transaction
 * of its own that commits first, so no write happens without it; if it cannot be stored the
 * write is refused. Its status is set as the response is sent (onSend), before the caller
 * hears the answer. A write refused before the handler (403 IMPERSONATING, 403 FORBIDDEN, a
 * 400 from validation…) changed nothing and is recorded at that point, with its status.
 *
 * Writes outside impersonation are not recorded (yet): the table's columns allow it.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../database/database.ts';
import { ApiError } from '../http/errors.ts';
import { auditLog } from './tables.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The audit row of this request, once inserted. */
    auditId: string | null;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const auditUnavailable = () =>
  new ApiError(
    503,
    'AUDIT_UNAVAILABLE',
    'No pudimos registrar esta acción en el registro de auditoría, así que no se realizó. Inténtalo nuevamente.',
  );

/** The request's people when it is a write of an impersonation session; null otherwise. */
function audited(request: FastifyRequest) {
  const member = request.member;
  if (!member?.impersonator || !request.organization || !WRITES.has(request.method)) return null;
  return {
    organizationId: request.organization.id,
    personId: member.person.id,
    impersonatorId: member.impersonator.id,
  };
}

/** Route params as stored: strings by name (ids in practice; never the body or the query). */
function paramsOf(request: FastifyRequest): Record<string, string> {
  const params = (request.params ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)]));
}

function newRow(request: FastifyRequest, status: number | null) {
  const people = audited(request);
  if (!people) return null;
  const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
  return {
    ...people,
    method: request.method,
    route: request.routeOptions.url ?? request.url.split('?')[0] ?? '',
    operationId: operationId ?? null,
    params: paramsOf(request),
    status,
  };
}

export function registerImpersonationAudit(api: FastifyInstance, database: Database): void {
  api.decorateRequest('auditId', null);

  api.addHook('preHandler', async (request) => {
    const row = newRow(request, null);
    if (!row) return;
    try {
      const [inserted] = await database.withTenant(row.organizationId, (tx) =>
        tx.insert(auditLog).values(row).returning({ id: auditLog.id }),
      );
      if (!inserted) throw new Error('audit insert returned no row');
      request.auditId = inserted.id;
    } catch (error) {
      request.log.error({ err: error }, 'audit row not stored: write refused');
      throw auditUnavailable();
    }
  });

  api.addHook('onSend', async (request, reply, payload) => {
    try {
      if (request.auditId) {
        const id = request.auditId;
        const organizationId = request.organization?.id ?? '';
        await database.withTenant(organizationId, (tx) =>
          tx
            .update(auditLog)
            .set({ status: reply.statusCode })
            .where(
              and(eq(auditLog.organizationId, organizationId), eq(auditLog.id, id), isNull(auditLog.status)),
            ),
        );
      } else {
        // Refused before the handler (or by a failed audit insert): nothing was written.
        const row = newRow(request, reply.statusCode);
        if (row) await database.withTenant(row.organizationId, (tx) => tx.insert(auditLog).values(row));
      }
    } catch (error) {
      request.log.error({ err: error }, 'audit status not stored');
    }
    return payload;
  });
}
