/**
 * Who may do what with workflows, and the reads every part of the module shares: a type's
 * published definition, a definition's parsed process (cached), a task's form.
 */
import type { FormDefinition } from '@faena/form-engine/core';
import { type ParsedProcess, parseBpmn } from '@faena/workflow-engine';
import { and, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { selectRows, type Tx } from '../../platform/database/database.ts';
import { peopleModule } from '../people/index.ts';
import { type WorkflowDefinitionRow, workflowDefinitions, workflowForms, workflowTypes } from './tables.ts';

/** Whether the request's member holds MANAGE_WORKFLOWS (administers every type, sees every execution). */
export function canAdministerWorkflows(request: FastifyRequest): boolean {
  return request.member?.permissions.has('MANAGE_WORKFLOWS') ?? false;
}

/**
 * A condition on `workflow_types`, true when the person may start the type: it has no start
 * audience (every member) or the person is one of that saved audience's people now. It says
 * nothing about whether a published definition exists. Async: it first reads which saved
 * audiences the organization's types start with (a handful), then asks once which of them
 * hold the person; the condition compares the column with that list.
 */
export async function startableTypeCondition(tx: Tx, organizationId: string, personId: string): Promise<SQL> {
  const used = await tx
    .selectDistinct({ id: workflowTypes.startAudienceId })
    .from(workflowTypes)
    .where(and(eq(workflowTypes.organizationId, organizationId), isNotNull(workflowTypes.startAudienceId)));
  const audienceIds = used.map((row) => row.id).filter((id): id is string => id !== null);
  if (audienceIds.length === 0) return isNull(workflowTypes.startAudienceId);
  const checks = audienceIds.map(
    (id) =>
      sql`select ${id}::uuid as id where ${personId}::uuid in (${peopleModule.services.resolveAudience(tx, organizationId, id)})`,
  );
  const rows = await selectRows<{ id: string }>(tx, sql.join(checks, sql` union all `));
  const held = rows.map((row) => row.id);
  return (
    held.length === 0
      ? isNull(workflowTypes.startAudienceId)
      : or(isNull(workflowTypes.startAudienceId), inArray(workflowTypes.startAudienceId, held))
  ) as SQL;
}

/** Whether the person may start this type (its start audience is null or holds them). */
export async function canStartType(
  tx: Tx,
  organizationId: string,
  personId: string,
  type: { startAudienceId: string | null },
): Promise<boolean> {
  if (type.startAudienceId === null) return true;
  return peopleModule.services.isInAudience(tx, organizationId, type.startAudienceId, personId);
}

/** The type's newest published definition, or null when none is published. */
export async function loadPublishedDefinition(
  tx: Tx,
  organizationId: string,
  workflowTypeId: string,
): Promise<WorkflowDefinitionRow | null> {
  const [row] = await tx
    .select()
    .from(workflowDefinitions)
    .where(
      and(
        eq(workflowDefinitions.organizationId, organizationId),
        eq(workflowDefinitions.workflowTypeId, workflowTypeId),
        eq(workflowDefinitions.status, 'published'),
      ),
    )
    .orderBy(desc(workflowDefinitions.version))
    .limit(1);
  return row ?? null;
}

/** One definition (any status) by id, or null. */
export async function loadDefinition(
  tx: Tx,
  organizationId: string,
  workflowId: string,
): Promise<WorkflowDefinitionRow | null> {
  const [row] = await tx
    .select()
    .from(workflowDefinitions)
    .where(
      and(eq(workflowDefinitions.organizationId, organizationId), eq(workflowDefinitions.id, workflowId)),
    );
  return row ?? null;
}

/** Parsed processes by `id:revision` (a revision never changes its XML), newest use last. */
const parsedCache = new Map<string, Promise<ParsedProcess>>();
const PARSED_CACHE_SIZE = 200;

/**
 * The engine's process of a definition, parsed once per (id, revision) and kept in a small LRU.
 * Throws an Error naming the definition and the cause when its XML does not parse.
 */
export function parsedDefinition(
  row: Pick<WorkflowDefinitionRow, 'id' | 'revision' | 'xml'>,
): Promise<ParsedProcess> {
  const key = `${row.id}:${row.revision}`;
  const cached = parsedCache.get(key);
  if (cached) {
    parsedCache.delete(key);
    parsedCache.set(key, cached);
    return cached;
  }
  const parsing = parseBpmn(row.xml).catch((error: unknown) => {
    parsedCache.delete(key);
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Workflow definition ${row.id} (revision ${row.revision}) does not parse: ${cause}`, {
      cause: error,
    });
  });
  parsedCache.set(key, parsing);
  if (parsedCache.size > PARSED_CACHE_SIZE) {
    const oldest = parsedCache.keys().next().value;
    if (oldest !== undefined) parsedCache.delete(oldest);
  }
  return parsing;
}

/** A task form of a definition (`faena:formId`), or null when the definition has no such form. */
export async function loadForm(
  tx: Tx,
  organizationId: string,
  workflowId: string,
  formId: string,
): Promise<FormDefinition | null> {
  const [row] = await tx
    .select({ definition: workflowForms.definition })
    .from(workflowForms)
    .where(
      and(
        eq(workflowForms.organizationId, organizationId),
        eq(workflowForms.workflowId, workflowId),
        eq(workflowForms.id, formId),
      ),
    );
  return row?.definition ?? null;
}
