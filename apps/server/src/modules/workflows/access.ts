/**
 * Who may do what with workflows, and the reads every part of the module shares: a type's
 * published definition, a definition's parsed process (cached), a task's form.
 */
import type { FormDefinition } from '@faena/form-engine/core';
import { type ParsedProcess, parseBpmn } from '@faena/workflow-engine';
import { and, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { selectRows, type Tx } from '../../platform/database/database.ts';
import { peopleModule } from '../people/index.ts';
import { viewerOf, visibleTo } from './execution-list.ts';
import {
  type WorkflowDefinitionRow,
  workflowDefinitions,
  workflowExecutions,
  workflowForms,
  workflowTypes,
} from './tables.ts';

/** Whether the request's member holds MANAGE_WORKFLOWS (administers every type, sees every execution). */
export function canAdministerWorkflows(request: FastifyRequest): boolean {
  return request.member?.permissions.has('MANAGE_WORKFLOWS') ?? false;
}

/**
 * A condition on `workflow_types`, true when the person may start the type: it has no start
 * audience (every member) or the person is one of that saved audience's people now (resolved in
 * the same statement from the row's `start_audience_id`). It says nothing about whether a
 * published definition exists.
 */
export function startableTypeCondition(organizationId: string, personId: string): SQL {
  return or(
    isNull(workflowTypes.startAudienceId),
    peopleModule.services.audienceIncludes(organizationId, sql`${workflowTypes.startAudienceId}`, personId),
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

/**
 * Whether the person may read a type's configuration (its definitions' XML, forms, kanban
 * boards): administrators, the people who may start it, and for one definition those who took
 * part in one of its executions (started it, answered or were named in one of its tasks).
 */
export async function canSeeType(
  tx: Tx,
  organizationId: string,
  personId: string,
  administers: boolean,
  workflowTypeId: string,
  workflowId?: string,
): Promise<boolean> {
  if (administers) return true;
  const [type] = await tx
    .select({ startAudienceId: workflowTypes.startAudienceId })
    .from(workflowTypes)
    .where(and(eq(workflowTypes.organizationId, organizationId), eq(workflowTypes.id, workflowTypeId)));
  if (!type) return false;
  if (await canStartType(tx, organizationId, personId, type)) return true;
  // Anyone who may see one of its executions (started it, answered it, or had a task in it by
  // name, venue or saved audience): the list's own visibility rule.
  const viewer = await viewerOf(tx, organizationId, personId, false);
  const [took] = await selectRows<{ part: boolean }>(
    tx,
    sql`select exists (
      select 1 from ${workflowExecutions}
      where ${workflowExecutions.organizationId} = ${organizationId}
        and ${workflowExecutions.workflowTypeId} = ${workflowTypeId}::uuid
        ${workflowId ? sql`and ${workflowExecutions.workflowId} = ${workflowId}::uuid` : sql``}
        and ${visibleTo(organizationId, viewer)}
    ) as part`,
  );
  return took?.part === true;
}
