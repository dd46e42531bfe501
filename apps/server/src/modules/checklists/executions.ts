/**
 * Saving an execution: a draft (answers stored as they are) or its submission (answers checked
 * against the pinned version with the renderer's rules, scored, flagged answers stored), keyed by
 * the device's draft id so a retried or doubled request touches one row.
 */
import type { FormDefinition, FormLocale } from '@faena/form-engine/core';
import { scoreForm, skipFlagName } from '@faena/form-engine/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import { selectRows, type Tx } from '../../platform/database/database.ts';
import { ApiError, forbidden, validationFailed } from '../../platform/http/errors.ts';
import { sayIn } from '../../platform/http/language.ts';
import type { Member } from '../../platform/http/request-context.ts';
import { activitiesModule } from '../activities/index.ts';
import { formsModule } from '../forms/index.ts';
import type { ExecutionInput } from './schemas.ts';
import { checklistNotFound, type ExecutionDetail, loadExecutionDetail, mayExecute } from './store.ts';
import { type ChecklistExecutionRow, checklistExecutions, checklistFlaggedAnswers } from './tables.ts';

export type ExecutionInputValue = Static<typeof ExecutionInput>;

/** The largest answers object, as JSON. */
export const MAX_ANSWERS_BYTES = 1024 * 1024;

export interface SavedExecution {
  /** 201 when this call created the execution. */
  created: boolean;
  execution: ExecutionDetail;
}

const submittedAlready = (english: boolean) =>
  new ApiError(
    409,
    'EXECUTION_SUBMITTED',
    english
      ? 'This checklist was submitted already; its draft can no longer change.'
      : 'Esta lista de verificación ya fue enviada; su borrador ya no puede cambiar.',
  );

async function lockByClientId(tx: Tx, organizationId: string, clientId: string) {
  const [row] = await tx
    .select()
    .from(checklistExecutions)
    .where(
      and(eq(checklistExecutions.organizationId, organizationId), eq(checklistExecutions.clientId, clientId)),
    )
    .for('update');
  return row ?? null;
}

interface PinnedVersion {
  definition: FormDefinition;
  title: string;
  description: string | null;
  scoring: boolean;
  categoryId: string | null;
  audienceId: string | null;
  archived: boolean;
}

/**
 * Pinned definitions by organization, checklist, version and save time (a version replaced in
 * place gets a new save time), newest use last: a large definition is read and parsed once.
 */
const definitions = new Map<string, FormDefinition>();
const DEFINITION_CACHE_SIZE = 100;

/**
 * The pinned version (its definition cached) and its checklist's audience, or null. `share`
 * locks the checklist row against a concurrent save replacing that version in place.
 */
async function loadPinned(
  tx: Tx,
  organizationId: string,
  checklistId: string,
  version: number,
  share: boolean,
): Promise<PinnedVersion | null> {
  const [row] = await selectRows<{
    saved: string;
    title: string;
    description: string | null;
    scoring: boolean;
    category_id: string | null;
    audience_id: string | null;
    archived: boolean;
  }>(
    tx,
    sql`select cv.created_at::text as saved, cv.title, cv.description, cv.scoring, c.category_id,
          c.audience_id, c.archived_at is not null as archived
        from checklist_versions cv join checklists c on c.tenant_id = cv.tenant_id and c.id = cv.checklist_id
        where cv.tenant_id = ${organizationId} and cv.checklist_id = ${checklistId}::uuid
          and cv.version = ${version} ${share ? sql`for share of c` : sql``}`,
  );
  if (!row) return null;
  const key = `${organizationId}:${checklistId}:${version}:${row.saved}`;
  let definition = definitions.get(key);
  if (definition) {
    definitions.delete(key);
  } else {
    const [found] = await selectRows<{ definition: FormDefinition }>(
      tx,
      sql`select definition from checklist_versions where tenant_id = ${organizationId}
            and checklist_id = ${checklistId}::uuid and version = ${version}`,
    );
    if (!found) return null;
    definition = found.definition;
  }
  definitions.set(key, definition);
  if (definitions.size > DEFINITION_CACHE_SIZE) {
    const oldest = definitions.keys().next().value;
    if (oldest !== undefined) definitions.delete(oldest);
  }
  return {
    definition,
    title: row.title,
    description: row.description,
    scoring: row.scoring,
    categoryId: row.category_id,
    audienceId: row.audience_id,
    archived: row.archived,
  };
}

/**
 * The canonical answers of a submission plus a `<name>_skipped: true` flag for each skipped
 * (N/A) field, so the stored answers say which were skipped (an optional skipped field is absent
 * from the canonical response) and scoring leaves them out.
 */
async function submittedAnswers(
  definition: FormDefinition,
  raw: Record<string, unknown>,
  context: { tx: Tx; organizationId: string; locale: FormLocale },
): Promise<Record<string, unknown>> {
  const canonical = await formsModule.services.checkFormResponse(definition, raw, context);
  const answers: Record<string, unknown> = { ...canonical };
  for (const field of definition.fields) {
    if (!field.skippable) continue;
    const flag = skipFlagName(field.name);
    if (raw[flag] === true || (field.name in canonical && canonical[field.name] === null))
      answers[flag] = true;
  }
  return answers;
}

/**
 * Creates or updates the execution `clientId` of the member. A submitted one is never changed: a
 * second submission answers it as stored, a draft save is 409 EXECUTION_SUBMITTED.
 */
export async function saveExecution(
  tx: Tx,
  organizationId: string,
  member: Member,
  clientId: string,
  input: ExecutionInputValue,
  locale: FormLocale,
): Promise<SavedExecution> {
  const say = sayIn(locale);
  const english = locale === 'en-US';
  const detail = async (id: string) =>
    (await loadExecutionDetail(tx, organizationId, sql`e.id = ${id}::uuid`)) as ExecutionDetail;

  const existing = await lockByClientId(tx, organizationId, clientId);
  const pin = existing ?? { checklistId: input.checklistId, version: input.version };
  if (existing) {
    if (existing.personId !== member.person.id) throw forbidden();
    if (existing.checklistId !== input.checklistId || existing.version !== input.version) {
      throw validationFailed({
        version: say(
          `Esta ejecución está fijada a la versión ${existing.version} de su lista de verificación.`,
          `This execution is pinned to version ${existing.version} of its checklist.`,
        ),
      });
    }
    if (existing.status === 'submitted') {
      if (input.submit) return { created: false, execution: await detail(existing.id) };
      throw submittedAlready(english);
    }
  }

  const pinned = await loadPinned(tx, organizationId, pin.checklistId, pin.version, !existing);
  if (!pinned) throw checklistNotFound();
  if (!existing) {
    // A new execution: the checklist must be current and executable by the member.
    if (pinned.archived || !(await mayExecute(tx, organizationId, member.person.id, pinned))) {
      throw checklistNotFound();
    }
  }

  const venueId = input.venueId === undefined ? (existing?.venueId ?? null) : input.venueId;
  let venue: { id: string; name: string } | null = null;
  if (venueId) {
    [venue = null] = await selectRows<{ id: string; name: string }>(
      tx,
      sql`select id, name from venues where tenant_id = ${organizationId} and id = ${venueId}::uuid`,
    );
    if (!venue) throw validationFailed({ venueId: say('El lugar no existe.', 'The venue does not exist.') });
  }
  const activity =
    input.activity === undefined
      ? existing?.activityPublicId && existing.activityRecurrenceId
        ? { publicId: existing.activityPublicId, recurrenceId: existing.activityRecurrenceId }
        : null
      : input.activity;

  const now = new Date();
  let answers = input.answers as Record<string, unknown>;
  let scoring: Pick<ChecklistExecutionRow, 'score' | 'maxScore' | 'percentage' | 'flaggedCount'> = {
    score: null,
    maxScore: null,
    percentage: null,
    flaggedCount: 0,
  };
  let flagged: { name: string; label: string; answer: unknown }[] = [];
  if (input.submit) {
    answers = await submittedAnswers(pinned.definition, answers, { tx, organizationId, locale });
    const result = scoreForm(pinned.definition, answers);
    flagged = result.flagged;
    scoring = {
      score: result.scored ? result.score : null,
      maxScore: result.scored ? result.max : null,
      percentage: result.scored ? result.percentage : null,
      flaggedCount: result.flagged.length,
    };
  }
  const values = {
    status: input.submit ? ('submitted' as const) : ('draft' as const),
    venueId,
    activityPublicId: activity?.publicId ?? null,
    activityRecurrenceId: activity?.recurrenceId ?? null,
    answers,
    submittedAt: input.submit ? now : null,
    listedAt: now,
    ...scoring,
    updatedAt: now,
  };

  let row: ChecklistExecutionRow;
  let created = false;
  if (existing) {
    [row] = (await tx
      .update(checklistExecutions)
      .set(values)
      .where(
        and(eq(checklistExecutions.organizationId, organizationId), eq(checklistExecutions.id, existing.id)),
      )
      .returning()) as [ChecklistExecutionRow];
  } else {
    const [inserted] = await tx
      .insert(checklistExecutions)
      .values({
        organizationId,
        clientId,
        checklistId: pin.checklistId,
        version: pin.version,
        personId: member.person.id,
        startedAt: input.startedAt ? new Date(input.startedAt) : now,
        ...values,
      })
      .onConflictDoNothing({ target: [checklistExecutions.organizationId, checklistExecutions.clientId] })
      .returning();
    if (!inserted) {
      // Another request created it meanwhile and has committed: go again, on that row.
      return saveExecution(tx, organizationId, member, clientId, input, locale);
    }
    row = inserted;
    created = true;
  }
  const id = row.id;

  if (flagged.length > 0) {
    const positions = new Map(pinned.definition.fields.map((field, index) => [field.name, index]));
    await tx.insert(checklistFlaggedAnswers).values(
      flagged.map((item) => ({
        organizationId,
        executionId: id,
        name: item.name,
        position: positions.get(item.name) ?? 0,
        label: item.label,
        answer: item.answer ?? null,
      })),
    );
  }
  if (input.submit && activity) {
    await activitiesModule.services.recordRelatedRecord(tx, organizationId, member, {
      publicId: activity.publicId,
      recurrenceId: activity.recurrenceId,
      contentTypeModel: 'checklist_execution',
      objectId: id,
      completedAt: now,
      complete: true,
    });
  }
  // The response from what was just written: no second read of the execution.
  return {
    created,
    execution: {
      id,
      clientId: row.clientId,
      checklistId: row.checklistId,
      title: pinned.title,
      categoryId: pinned.categoryId,
      version: row.version,
      status: row.status,
      person: { id: member.person.id, name: member.person.name },
      venue,
      startedAt: row.startedAt.toISOString(),
      submittedAt: row.submittedAt?.toISOString() ?? null,
      score: row.score,
      maxScore: row.maxScore,
      percentage: row.percentage,
      flaggedCount: row.flaggedCount,
      activity,
      answers: row.answers,
      definition: pinned.definition,
      description: pinned.description,
      scoring: pinned.scoring,
      flagged: flagged.map((item) => ({ name: item.name, label: item.label, answer: item.answer ?? null })),
    },
  };
}

/** The size of the answers as JSON; 400 over `MAX_ANSWERS_BYTES`. */
export function checkAnswersSize(answers: unknown, locale: FormLocale): void {
  const bytes = Buffer.byteLength(JSON.stringify(answers ?? {}), 'utf8');
  if (bytes > MAX_ANSWERS_BYTES) {
    throw validationFailed({
      answers: sayIn(locale)(
        'Las respuestas pesan más de 1 MB; adjunta las fotos y los archivos como enlaces.',
        'The answers weigh more than 1 MB; attach photos and files as links.',
      ),
    });
  }
}
