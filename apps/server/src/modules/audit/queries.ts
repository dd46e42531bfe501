/** Reading the audit log (the platform writes it: platform/audit). */
import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditLog } from '../../platform/audit/tables.ts';
import type { Tx } from '../../platform/database/database.ts';
import { persons } from '../../platform/database/tenant-table.ts';

const impersonators = alias(persons, 'impersonators');

export interface AuditEntryRow {
  id: string;
  at: Date;
  person: { id: string; name: string };
  impersonator: { id: string; name: string } | null;
  method: string;
  route: string;
  operationId: string | null;
  params: Record<string, string>;
  status: number | null;
}

/** A page of the organization's audit log, newest first; with `personId`, rows naming that person (either role). */
export async function listAuditLog(
  tx: Tx,
  organizationId: string,
  page: { pageNumber: number; pageSize: number; personId?: string },
): Promise<{ rows: AuditEntryRow[]; count: number }> {
  const conditions: SQL[] = [eq(auditLog.organizationId, organizationId)];
  if (page.personId) {
    const either = or(eq(auditLog.personId, page.personId), eq(auditLog.impersonatorId, page.personId));
    if (either) conditions.push(either);
  }
  const where = and(...conditions);
  const [total] = await tx.select({ count: count() }).from(auditLog).where(where);
  const rows = await tx
    .select({
      id: auditLog.id,
      at: auditLog.at,
      personId: auditLog.personId,
      personName: persons.name,
      impersonatorId: auditLog.impersonatorId,
      impersonatorName: impersonators.name,
      method: auditLog.method,
      route: auditLog.route,
      operationId: auditLog.operationId,
      params: auditLog.params,
      status: auditLog.status,
    })
    .from(auditLog)
    .innerJoin(
      persons,
      and(eq(persons.organizationId, auditLog.organizationId), eq(persons.id, auditLog.personId)),
    )
    .leftJoin(
      impersonators,
      and(
        eq(impersonators.organizationId, auditLog.organizationId),
        eq(impersonators.id, auditLog.impersonatorId),
      ),
    )
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(page.pageSize)
    .offset((page.pageNumber - 1) * page.pageSize);
  return {
    count: total?.count ?? 0,
    rows: rows.map((row) => ({
      id: row.id,
      at: row.at,
      person: { id: row.personId, name: row.personName },
      impersonator:
        row.impersonatorId && row.impersonatorName !== null
          ? { id: row.impersonatorId, name: row.impersonatorName }
          : null,
      method: row.method,
      route: row.route,
      operationId: row.operationId,
      params: row.params,
      status: row.status,
    })),
  };
}
