/**
 * Versioned definitions: a save names the revision it started from (a stale one is a conflict
 * carrying what is stored now), publishing validates the whole process with the engine plus what
 * only the server knows (the forms that exist, the saved audiences that exist) and is
 * irreversible, and a new version copies a published one into a draft with its forms.
 */
import { checkFormDefinition, type FormDefinition, type FormLocale } from '@faena/form-engine/core';
import {
  BpmnParseError,
  type ParsedProcess,
  parseBpmn,
  type ValidationProblem,
  validate,
  type WorkflowLocale,
} from '@faena/workflow-engine';
import { and, desc, eq, sql } from 'drizzle-orm';
import { selectRows, type Tx } from '../../platform/database/database.ts';
import { ApiError } from '../../platform/http/errors.ts';
import { loadDefinition } from './access.ts';
import { type WorkflowDefinitionRow, workflowDefinitions, workflowForms, workflowTypes } from './tables.ts';

/** SPEC 8. */
export const PUBLISHED_MESSAGE = 'No se puede editar un workflow publicado. Debes crear una nueva versión.';

export const definitionPublished = () => new ApiError(409, 'WORKFLOW_PUBLISHED', PUBLISHED_MESSAGE);
export const definitionNotFound = () =>
  new ApiError(404, 'WORKFLOW_DEFINITION_NOT_FOUND', 'La definición de workflow no existe.');

/** A stale revision: a 409 whose body carries the definition as stored now. */
export class RevisionConflict extends ApiError {
  constructor(readonly current: WorkflowDefinitionRow) {
    super(
      409,
      'WORKFLOW_REVISION_CONFLICT',
      'La definición cambió desde que la abriste. Revisa la versión guardada antes de volver a guardar.',
    );
    this.name = 'RevisionConflict';
  }
}

/** An engine problem, or one only the server finds (`unknown_form`, `unknown_audience`). */
export interface PublishProblem extends Omit<ValidationProblem, 'code'> {
  code: ValidationProblem['code'] | 'unknown_form' | 'unknown_audience';
  field?: string;
}

/** Publishing refused: a 422 whose body lists each problem with its element. */
export class DefinitionInvalid extends ApiError {
  constructor(
    readonly problems: PublishProblem[],
    locale: WorkflowLocale,
  ) {
    super(
      422,
      'WORKFLOW_INVALID',
      locale === 'en-US'
        ? 'The workflow has problems to fix before publishing it.'
        : 'El workflow tiene problemas que corregir antes de publicarlo.',
    );
    this.name = 'DefinitionInvalid';
  }
}

/** The API's view of a definition. */
export function toDefinition(row: WorkflowDefinitionRow) {
  return {
    id: row.id,
    workflowTypeId: row.workflowTypeId,
    version: row.version,
    status: row.status,
    xml: row.xml,
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/** The definition locked for a write; 404 when it does not exist. */
async function lockDefinition(
  tx: Tx,
  organizationId: string,
  workflowId: string,
): Promise<WorkflowDefinitionRow> {
  const [row] = await tx
    .select()
    .from(workflowDefinitions)
    .where(
      and(eq(workflowDefinitions.organizationId, organizationId), eq(workflowDefinitions.id, workflowId)),
    )
    .for('update');
  if (!row) throw definitionNotFound();
  return row;
}

/** A definition that may still change: a draft; 409 WORKFLOW_PUBLISHED otherwise. */
export async function lockDraft(
  tx: Tx,
  organizationId: string,
  workflowId: string,
): Promise<WorkflowDefinitionRow> {
  const row = await lockDefinition(tx, organizationId, workflowId);
  if (row.status === 'published') throw definitionPublished();
  return row;
}

/** The parsed process, or 400 INVALID_BPMN naming why the XML is not a BPMN process. */
export async function parseOrRefuse(xml: string): Promise<ParsedProcess> {
  try {
    return await parseBpmn(xml);
  } catch (error) {
    const cause =
      error instanceof BpmnParseError
        ? error.message
        : error instanceof Error
          ? error.message
          : 'the document could not be read';
    throw new ApiError(400, 'INVALID_BPMN', `El BPMN no es válido: ${cause}`);
  }
}

/** The draft locked, checked for a write from `revision` (409 when stale or published). */
async function draftAtRevision(tx: Tx, organizationId: string, workflowId: string, revision: number) {
  const row = await lockDraft(tx, organizationId, workflowId);
  if (row.revision !== revision) throw new RevisionConflict(row);
  return row;
}

/** Saves a draft's XML from `revision`; answers the new revision. */
export async function saveDefinition(
  tx: Tx,
  organizationId: string,
  workflowId: string,
  input: { xml: string; revision: number },
): Promise<WorkflowDefinitionRow> {
  await draftAtRevision(tx, organizationId, workflowId, input.revision);
  await parseOrRefuse(input.xml);
  const [saved] = await tx
    .update(workflowDefinitions)
    .set({ xml: input.xml, revision: sql`${workflowDefinitions.revision} + 1`, updatedAt: new Date() })
    .where(
      and(eq(workflowDefinitions.organizationId, organizationId), eq(workflowDefinitions.id, workflowId)),
    )
    .returning();
  return saved!;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const EXTRA_MESSAGES = {
  unknown_form: {
    'es-MX': (id: string) => `El formulario "${id}" no existe en esta versión: créalo o elige otro.`,
    'en-US': (id: string) => `The form "${id}" does not exist in this version: create it or choose another.`,
  },
  unknown_audience: {
    'es-MX': () => 'La audiencia guardada no existe: elige otra.',
    'en-US': () => 'The saved audience does not exist: choose another.',
  },
} as const;

/** Which engine problems concern one attribute of their element. */
const FIELD_OF: Partial<Record<string, string>> = {
  user_task_without_form: 'formId',
  audience_not_variable: 'audience',
  timer_without_definition: 'timer',
  invalid_duration: 'dueIn',
  message_without_name: 'messageName',
  invalid_condition: 'condition',
  flow_without_condition: 'condition',
};

/**
 * Every problem of a definition: the engine's `validate()` and what only the server knows —
 * each user task's form exists among this definition's forms, each saved audience exists.
 */
export async function definitionProblems(
  tx: Tx,
  organizationId: string,
  workflowId: string,
  process: ParsedProcess,
  locale: WorkflowLocale,
): Promise<PublishProblem[]> {
  const problems: PublishProblem[] = validate(process, { locale }).map((problem) => {
    const field = FIELD_OF[problem.code];
    return field ? { ...problem, field } : problem;
  });
  const forms = new Set(
    (
      await tx
        .select({ id: workflowForms.id })
        .from(workflowForms)
        .where(
          and(eq(workflowForms.organizationId, organizationId), eq(workflowForms.workflowId, workflowId)),
        )
    ).map((row) => row.id),
  );
  const savedAudiences = [
    ...new Set(process.nodes.flatMap((node) => (node.savedAudience ? [node.savedAudience] : []))),
  ];
  const knownAudiences = new Set(
    savedAudiences.some((id) => UUID.test(id))
      ? (
          await selectRows<{ id: string }>(
            tx,
            // The people module's saved audiences, read (never written) to check references.
            sql`select id::text from audiences where tenant_id = ${organizationId}
              and id = any(${`{${savedAudiences.filter((id) => UUID.test(id)).join(',')}}`}::uuid[])`,
          )
        ).map((row) => row.id)
      : [],
  );
  for (const node of process.nodes) {
    if (node.faenaType !== 'UserTask') continue;
    if (node.formId && !forms.has(node.formId)) {
      problems.push({
        elementId: node.id,
        code: 'unknown_form',
        message: EXTRA_MESSAGES.unknown_form[locale](node.formId),
        field: 'formId',
      });
    }
    if (node.savedAudience && !knownAudiences.has(node.savedAudience.toLowerCase())) {
      problems.push({
        elementId: node.id,
        code: 'unknown_audience',
        message: EXTRA_MESSAGES.unknown_audience[locale](),
        field: 'audience',
      });
    }
  }
  return problems;
}

/**
 * Saves the draft from `revision` and publishes it when it has no problem; otherwise 422 with
 * them and nothing stored changes. Irreversible.
 */
export async function publishDefinition(
  tx: Tx,
  organizationId: string,
  workflowId: string,
  input: { xml: string; revision: number },
  locale: WorkflowLocale,
): Promise<WorkflowDefinitionRow> {
  await draftAtRevision(tx, organizationId, workflowId, input.revision);
  const process = await parseOrRefuse(input.xml);
  const problems = await definitionProblems(tx, organizationId, workflowId, process, locale);
  if (problems.length > 0) throw new DefinitionInvalid(problems, locale);
  const now = new Date();
  const [published] = await tx
    .update(workflowDefinitions)
    .set({
      xml: input.xml,
      revision: sql`${workflowDefinitions.revision} + 1`,
      status: 'published',
      updatedAt: now,
      publishedAt: now,
    })
    .where(
      and(eq(workflowDefinitions.organizationId, organizationId), eq(workflowDefinitions.id, workflowId)),
    )
    .returning();
  return published!;
}

/**
 * A new draft of the type copying a published definition's XML and forms (version = newest + 1).
 * When the type already has a draft, that draft is the answer (`created: false`); a draft as the
 * source is a 409.
 */
export async function createVersion(
  tx: Tx,
  organizationId: string,
  workflowId: string,
  createdBy: string | null,
): Promise<{ row: WorkflowDefinitionRow; created: boolean }> {
  const source = await loadDefinition(tx, organizationId, workflowId);
  if (!source) throw definitionNotFound();
  if (source.status !== 'published') {
    throw new ApiError(
      409,
      'WORKFLOW_NOT_PUBLISHED',
      'Solo se crea una nueva versión desde una versión publicada.',
    );
  }
  // One writer of the type's versions at a time.
  await tx
    .select({ id: workflowTypes.id })
    .from(workflowTypes)
    .where(and(eq(workflowTypes.organizationId, organizationId), eq(workflowTypes.id, source.workflowTypeId)))
    .for('update');
  const versions = await tx
    .select()
    .from(workflowDefinitions)
    .where(
      and(
        eq(workflowDefinitions.organizationId, organizationId),
        eq(workflowDefinitions.workflowTypeId, source.workflowTypeId),
      ),
    )
    .orderBy(desc(workflowDefinitions.version));
  const draft = versions.find((row) => row.status === 'draft');
  if (draft) return { row: draft, created: false };
  const [created] = await tx
    .insert(workflowDefinitions)
    .values({
      organizationId,
      workflowTypeId: source.workflowTypeId,
      version: (versions[0]?.version ?? 0) + 1,
      status: 'draft',
      xml: source.xml,
      createdBy,
    })
    .returning();
  const forms = await tx
    .select()
    .from(workflowForms)
    .where(and(eq(workflowForms.organizationId, organizationId), eq(workflowForms.workflowId, source.id)));
  if (forms.length > 0) {
    await tx.insert(workflowForms).values(
      forms.map((form) => ({
        organizationId,
        workflowId: created!.id,
        id: form.id,
        definition: form.definition,
      })),
    );
  }
  return { row: created!, created: true };
}

/** A form definition checked with the form engine's rules; 400 INVALID_FORM_DEFINITION naming each problem. */
export function checkedForm(input: unknown, locale: FormLocale): FormDefinition {
  const checked = checkFormDefinition(input, { locale });
  if (!checked.ok) {
    throw new ApiError(
      400,
      'INVALID_FORM_DEFINITION',
      `${locale === 'en-US' ? 'The form is not valid:' : 'El formulario no es válido:'} ${checked.errors.join('; ')}`,
    );
  }
  return checked.definition;
}
