/**
 * Reading checklists and their executions as the API shows them, and who may execute what.
 */
import type { FormDefinition } from '@faena/form-engine/core';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { selectRows, type Tx } from '../../platform/database/database.ts';
import { ApiError } from '../../platform/http/errors.ts';
import type { Member } from '../../platform/http/request-context.ts';
import { peopleModule } from '../people/index.ts';
import { type ChecklistRow, checklists, type ExecutionStatus } from './tables.ts';

export const MANAGE = 'MANAGE_CHECKLISTS' as const;

export const checklistNotFound = () =>
  new ApiError(404, 'CHECKLIST_NOT_FOUND', 'La lista de verificación no existe.');
export const executionNotFound = () =>
  new ApiError(404, 'EXECUTION_NOT_FOUND', 'La ejecución de la lista de verificación no existe.');

export const manages = (member: Member) => member.permissions.has(MANAGE);

/** The fields a person answers (display texts aside). */
export const questionCountOf = (definition: FormDefinition) =>
  definition.fields.filter((field) => field.type !== 'display_text').length;

/** A checklist by id (archived ones too), or null. */
export async function findChecklist(
  tx: Tx,
  organizationId: string,
  id: string,
): Promise<ChecklistRow | null> {
  const [row] = await tx
    .select()
    .from(checklists)
    .where(and(eq(checklists.organizationId, organizationId), eq(checklists.id, id)));
  return row ?? null;
}

/** Whether the person may execute a checklist: it has no audience, or they are in it now. */
export async function mayExecute(
  tx: Tx,
  organizationId: string,
  personId: string,
  checklist: { audienceId: string | null },
): Promise<boolean> {
  if (checklist.audienceId === null) return true;
  return peopleModule.services.isInAudience(tx, organizationId, checklist.audienceId, personId);
}

/** SQL over `checklists c`: the person may execute it (no audience, or in it now). */
export function executableBy(organizationId: string, personId: string): SQL {
  return sql`(c.audience_id is null or ${peopleModule.services.audienceIncludes(organizationId, sql`c.audience_id`, personId)})`;
}

export function toSummary(row: ChecklistRow) {
  return {
    id: row.id,
    categoryId: row.categoryId,
    title: row.title,
    description: row.description,
    audienceId: row.audienceId,
    scoring: row.scoring,
    version: row.version,
    questionCount: row.questionCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

// ---- executions --------------------------------------------------------------------------------

/** An execution row as the lists read it (joined with its version, checklist, person and venue). */
export interface RawExecution {
  id: string;
  client_id: string;
  checklist_id: string;
  title: string;
  category_id: string | null;
  version: number;
  status: ExecutionStatus;
  person_id: string;
  person_name: string;
  venue_id: string | null;
  venue_name: string | null;
  started_at: string | Date;
  submitted_at: string | Date | null;
  score: number | null;
  max_score: number | null;
  percentage: number | null;
  flagged_count: number;
  activity_public_id: string | null;
  activity_recurrence_id: string | null;
}

export const EXECUTION_COLUMNS = sql`e.id, e.client_id, e.checklist_id, cv.title, c.category_id, e.version,
  e.status, e.person_id, p.name as person_name, e.venue_id, v.name as venue_name, e.started_at,
  e.submitted_at, e.score, e.max_score, e.percentage, e.flagged_count, e.activity_public_id,
  e.activity_recurrence_id`;

export const EXECUTION_JOINS = sql`join checklist_versions cv on cv.tenant_id = e.tenant_id
    and cv.checklist_id = e.checklist_id and cv.version = e.version
  join checklists c on c.tenant_id = e.tenant_id and c.id = e.checklist_id
  join persons p on p.tenant_id = e.tenant_id and p.id = e.person_id
  left join venues v on v.tenant_id = e.tenant_id and v.id = e.venue_id`;

const isoOf = (value: string | Date) => new Date(value).toISOString();
const numberOf = (value: number | string | null) => (value === null ? null : Number(value));

export function toExecution(raw: RawExecution) {
  return {
    id: raw.id,
    clientId: raw.client_id,
    checklistId: raw.checklist_id,
    title: raw.title,
    categoryId: raw.category_id,
    version: raw.version,
    status: raw.status,
    person: { id: raw.person_id, name: raw.person_name },
    venue: raw.venue_id && raw.venue_name !== null ? { id: raw.venue_id, name: raw.venue_name } : null,
    startedAt: isoOf(raw.started_at),
    submittedAt: raw.submitted_at === null ? null : isoOf(raw.submitted_at),
    score: numberOf(raw.score),
    maxScore: numberOf(raw.max_score),
    percentage: numberOf(raw.percentage),
    flaggedCount: Number(raw.flagged_count),
    activity:
      raw.activity_public_id && raw.activity_recurrence_id
        ? { publicId: raw.activity_public_id, recurrenceId: raw.activity_recurrence_id }
        : null,
  };
}

export type ExecutionView = ReturnType<typeof toExecution>;

/**
 * One execution with its answers, its pinned version's definition and its flagged answers, or
 * null. The caller checks who may see it.
 */
export async function loadExecutionDetail(
  tx: Tx,
  organizationId: string,
  where: SQL,
  /** The pinned version's definition when the caller has it already. */
  known?: FormDefinition,
) {
  const [raw] = await selectRows<
    RawExecution & {
      answers: Record<string, unknown>;
      definition: FormDefinition;
      description: string | null;
      scoring: boolean;
    }
  >(
    tx,
    sql`select ${EXECUTION_COLUMNS}, e.answers, ${known ? sql`null` : sql`cv.definition`} as definition,
          cv.description, cv.scoring
        from checklist_executions e ${EXECUTION_JOINS}
        where e.tenant_id = ${organizationId} and ${where}`,
  );
  if (!raw) return null;
  const flagged = await selectRows<{ name: string; label: string; answer: unknown }>(
    tx,
    sql`select name, label, answer from checklist_flagged_answers
        where tenant_id = ${organizationId} and execution_id = ${raw.id}::uuid order by position, name`,
  );
  return {
    ...toExecution(raw),
    answers: raw.answers,
    definition: known ?? raw.definition,
    description: raw.description,
    scoring: raw.scoring,
    flagged: flagged.map((row) => ({ name: row.name, label: row.label, answer: row.answer ?? null })),
  };
}

export type ExecutionDetail = NonNullable<Awaited<ReturnType<typeof loadExecutionDetail>>>;
