/**
 * The durable execution runtime: every event (a start, a completed task, a fired timer, a
 * received message) is one transaction that locks the execution row, runs the engine's
 * `advance()` on its ACTIVE state only, and writes exactly what the event touched: the steps it
 * created or changed, the execution row, timers scheduled or cancelled, the task's response.
 * Thrown messages correlate inside the same transaction (exactly once); the notifications of new
 * and expired tasks are stored in it too (in one statement) and go out after the commit. An event's cost does not grow with the execution's history.
 */
import { randomUUID } from 'node:crypto';
import type { FormDefinition } from '@faena/form-engine/core';
import {
  type AdvanceResult,
  advance,
  type Clock,
  createExecution,
  type ExecutionState,
  type ParsedFlowNode,
  type ParsedProcess,
  type ProcessVariable,
  type WorkflowEvent,
  type WorkflowStep,
} from '@faena/workflow-engine';
import { and, asc, desc, eq, inArray, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  type Database,
  insertJsonRows,
  selectRows,
  type Tx,
  writeTogether,
} from '../../platform/database/database.ts';
import { ApiError } from '../../platform/http/errors.ts';
import { formsModule } from '../forms/index.ts';
import type { Notice, Notifier } from '../notifications/index.ts';
import { orgModule } from '../org/index.ts';
import { peopleModule } from '../people/index.ts';
import { loadDefinition, loadForm, parsedDefinition } from './access.ts';
import {
  type WorkflowDefinitionRow,
  type WorkflowExecutionRow,
  workflowDefinitions,
  workflowExecutions,
  workflowResponses,
  workflowSteps,
  workflowTimers,
  workflowTypes,
} from './tables.ts';

/** Who causes an event: a person, or nobody (a public start, a timer). */
export interface Actor {
  personId: string | null;
  name: string;
}

/** A published (immutable) definition with its parsed process. */
export interface LoadedDefinition {
  row: WorkflowDefinitionRow;
  process: ParsedProcess;
}

export interface RuntimeOptions {
  database: Database;
  clock: Clock;
  /** The notifications module's: stored in the event's transaction, delivered after it. */
  notifications: Pick<Notifier, 'record' | 'deliver'>;
  log: FastifyBaseLogger;
}

/** A message thrown by one event may start or reach others; beyond this depth it is a loop. */
const MAX_MESSAGE_DEPTH = 16;
const CACHE_SIZE = 500;

export const taskAlreadyCompleted = () =>
  new ApiError(409, 'TASK_ALREADY_COMPLETED', 'Esta tarea ya fue completada por otra persona.');
export const workflowDraft = () =>
  new ApiError(
    409,
    'WORKFLOW_DRAFT',
    'No se puede ejecutar un borrador de workflow. Debes publicarlo primero.',
  );
export const taskExpired = () => new ApiError(409, 'TASK_EXPIRED', 'Esta tarea venció.');
export const notInTaskAudience = () =>
  new ApiError(403, 'NOT_IN_TASK_AUDIENCE', 'Esta tarea no está asignada a ti.');

/** A small LRU of promises. */
class Cache<T> {
  private readonly entries = new Map<string, Promise<T>>();
  get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const loading = load().catch((error: unknown) => {
      this.entries.delete(key);
      throw error;
    });
    this.entries.set(key, loading);
    if (this.entries.size > CACHE_SIZE) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return loading;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}

/** What a start or an event produced, for the caller's answer. */
export interface EventOutcome {
  executionId: string;
  status: WorkflowExecutionRow['status'];
  /** The user tasks this event opened (step id, bpmn id). */
  createdTasks: { stepId: string; elementId: string; formId: string | null }[];
}

export class WorkflowRuntime {
  private readonly definitions = new Cache<LoadedDefinition | null>();
  private readonly forms = new Cache<FormDefinition | null>();

  constructor(readonly options: RuntimeOptions) {}

  get clock(): Clock {
    return this.options.clock;
  }

  /**
   * Runs `fn` in one transaction of the organization, storing the notifications it gathered in
   * that transaction too, and delivers them after the commit. `transaction` is the request's
   * `withTenant` when there is a request, else the database's.
   */
  async run<T>(
    organizationId: string,
    fn: (session: RuntimeSession) => Promise<T>,
    transaction?: <R>(fn: (tx: Tx) => Promise<R>) => Promise<R>,
  ): Promise<T> {
    const within =
      transaction ??
      (<R>(inner: (tx: Tx) => Promise<R>) => this.options.database.withTenant(organizationId, inner));
    const { notifications } = this.options;
    const { result, recorded } = await within(async (tx) => {
      const session = new RuntimeSession(this, tx, organizationId);
      const result = await fn(session);
      return { result, recorded: await notifications.record(tx, organizationId, session.notifications) };
    });
    await notifications.deliver(recorded);
    return result;
  }

  /** A definition with its process; published ones are cached (they never change). */
  async definition(tx: Tx, organizationId: string, workflowId: string): Promise<LoadedDefinition | null> {
    const cached = await this.definitions.get(`${organizationId}:${workflowId}`, async () => {
      const row = await loadDefinition(tx, organizationId, workflowId);
      if (!row) return null;
      return { row, process: await parsedDefinition(row) };
    });
    if (cached && cached.row.status === 'published') return cached;
    // Not published (or not found) when cached: read again, the draft may have been published since.
    this.forget(organizationId, workflowId);
    const row = await loadDefinition(tx, organizationId, workflowId);
    return row ? { row, process: await parsedDefinition(row) } : null;
  }

  private forget(organizationId: string, workflowId: string) {
    // A non-published entry must not stay: a draft may be published (and cached) later.
    this.definitions.delete(`${organizationId}:${workflowId}`);
  }

  /** A task form of a published definition (cached), or of a draft (read each time). */
  form(tx: Tx, organizationId: string, definition: LoadedDefinition, formId: string) {
    if (definition.row.status !== 'published') return loadForm(tx, organizationId, definition.row.id, formId);
    return this.forms.get(`${organizationId}:${definition.row.id}:${formId}`, () =>
      loadForm(tx, organizationId, definition.row.id, formId),
    );
  }
}

/** One transaction's worth of events of one organization. */
export class RuntimeSession {
  readonly notifications: Notice[] = [];
  private depth = 0;

  constructor(
    readonly runtime: WorkflowRuntime,
    readonly tx: Tx,
    readonly organizationId: string,
  ) {}

  // --- starting -----------------------------------------------------------------------------

  /** Starts an execution of a published definition; 409 WORKFLOW_DRAFT for a draft. */
  async start(input: {
    definition: LoadedDefinition;
    actor: Actor | null;
    via: 'plain' | 'public' | 'message';
    startEventId?: string;
    messageName?: string;
    variables?: Record<string, unknown>;
  }): Promise<EventOutcome | null> {
    const { definition, actor } = input;
    if (definition.row.status !== 'published') throw workflowDraft();
    const executionId = randomUUID();
    const event: WorkflowEvent = {
      type: 'start',
      via: input.via,
      ...(input.startEventId !== undefined ? { startEventId: input.startEventId } : {}),
      ...(input.messageName !== undefined ? { messageName: input.messageName } : {}),
      ...(input.variables ? { variables: input.variables } : {}),
    };
    const result = advance(definition.process, createExecution(executionId), event, this.runtime.clock);
    if (result.ignored) return null;
    const now = new Date(this.runtime.clock.now());
    const state = result.state;
    const insert = insertJsonRows(workflowExecutions, [
      {
        organizationId: this.organizationId,
        id: executionId,
        workflowTypeId: definition.row.workflowTypeId,
        workflowId: definition.row.id,
        status: state.status ?? 'InProcess',
        startedBy: actor?.personId ?? null,
        startedByName: actor?.name ?? null,
        startedAt: now,
        finishedAt: state.status === 'InProcess' ? null : now,
        variables: { ...state.variables },
        state,
        lockVersion: 1,
        openTasks: openTasksOf(state),
        updatedAt: now,
      },
    ]);
    const execution = {
      id: executionId,
      workflowTypeId: definition.row.workflowTypeId,
      startedBy: actor?.personId ?? null,
    };
    return this.persist(execution, definition, result, null, { query: insert });
  }

  // --- events on an execution ---------------------------------------------------------------

  /** The execution row, locked until the transaction ends; null when it does not exist. */
  async lock(executionId: string): Promise<WorkflowExecutionRow | null> {
    const [row] = await this.tx
      .select()
      .from(workflowExecutions)
      .where(
        and(
          eq(workflowExecutions.organizationId, this.organizationId),
          eq(workflowExecutions.id, executionId),
        ),
      )
      .for('update');
    return row ?? null;
  }

  /**
   * Completes an open user task with its form response (validated against the task's form):
   * 409 TASK_ALREADY_COMPLETED when it is no longer open, 403 when `actor` is not in its
   * audience (unless `anyone`).
   */
  async completeTask(input: {
    executionId: string;
    stepId: string;
    actor: Actor;
    response: unknown;
    summary?: string;
    locale: ReturnType<typeof formsModule.services.formLocaleOf>;
    /** The public start fills its first task: no audience to check. */
    anyone?: boolean;
  }): Promise<EventOutcome> {
    // The execution row, locked, with the task's step: one round trip.
    const [found] = await this.tx
      .select({
        execution: workflowExecutions,
        step: {
          id: workflowSteps.id,
          type: workflowSteps.type,
          isActive: workflowSteps.isActive,
          bpmnId: workflowSteps.bpmnId,
          formId: workflowSteps.formId,
          persons: workflowSteps.audiencePersons,
          venues: workflowSteps.audienceVenues,
          savedId: workflowSteps.audienceSavedId,
        },
      })
      .from(workflowExecutions)
      .leftJoin(
        workflowSteps,
        and(
          eq(workflowSteps.organizationId, workflowExecutions.organizationId),
          eq(workflowSteps.executionId, workflowExecutions.id),
          eq(workflowSteps.id, input.stepId),
        ),
      )
      .where(
        and(
          eq(workflowExecutions.organizationId, this.organizationId),
          eq(workflowExecutions.id, input.executionId),
        ),
      )
      .for('update', { of: workflowExecutions });
    if (!found) throw new ApiError(404, 'NOT_FOUND', 'La ejecución no existe.');
    const { execution, step } = found;
    if (!step || (step.type !== 'UserTask' && step.type !== 'undefined_expired')) {
      throw new ApiError(404, 'NOT_FOUND', 'La tarea no existe.');
    }
    if (!(await this.mayComplete(step, input))) throw notInTaskAudience();
    if (step.type === 'undefined_expired') throw taskExpired();
    if (!step.isActive || execution.status !== 'InProcess') throw taskAlreadyCompleted();
    const definition = await this.runtime.definition(this.tx, this.organizationId, execution.workflowId);
    if (!definition) throw new Error(`Execution ${execution.id} has no definition`);
    const form = step.formId
      ? await this.runtime.form(this.tx, this.organizationId, definition, step.formId)
      : null;
    const response = form
      ? await formsModule.services.checkFormResponse(form, input.response ?? {}, {
          tx: this.tx,
          organizationId: this.organizationId,
          locale: input.locale,
        })
      : plainObject(input.response);
    const result = advance(
      definition.process,
      execution.state,
      {
        type: 'taskCompleted',
        stepId: step.id,
        response,
        ...(input.summary !== undefined ? { summary: input.summary } : {}),
      },
      this.runtime.clock,
    );
    if (result.ignored) throw taskAlreadyCompleted();
    const saveResponse = insertJsonRows(
      workflowResponses,
      [
        {
          organizationId: this.organizationId,
          id: randomUUID(),
          executionId: execution.id,
          stepId: step.id,
          workflowForm: step.formId,
          elementModel: step.bpmnId,
          response,
          personId: input.actor.personId,
          personName: input.actor.name,
        },
      ],
      { conflict: [] },
    );
    return this.persist(execution, definition, result, execution, {
      query: saveResponse,
      whenNothingWritten: taskAlreadyCompleted,
    });
  }

  /** Named people are checked here; venues and saved audiences in the database. */
  private async mayComplete(
    step: { id: string; persons: string[] | null; venues: string[] | null; savedId: string | null },
    input: { actor: Actor; anyone?: boolean },
  ): Promise<boolean> {
    const personId = input.actor.personId;
    if (input.anyone || personId === null) return true;
    if (step.persons?.includes(personId)) return true;
    if (!step.venues?.length && !step.savedId) return false;
    const [row] = await this.tx
      .select({ allowed: taskAudienceIncludes(this.organizationId, personId) })
      .from(workflowSteps)
      .where(and(eq(workflowSteps.organizationId, this.organizationId), eq(workflowSteps.id, step.id)));
    return row?.allowed === true;
  }

  /**
   * Fires a due timer: claims its row (`FOR UPDATE SKIP LOCKED`, not fired, not cancelled), then
   * advances its execution. False when another instance has it or it is no longer pending.
   */
  async fireTimer(timerId: string): Promise<boolean> {
    const [timer] = await selectRows<{ id: string; execution_id: string }>(
      this.tx,
      sql`select ${workflowTimers.id} as id, ${workflowTimers.executionId} as execution_id
          from ${workflowTimers}
          where ${workflowTimers.organizationId} = ${this.organizationId} and ${workflowTimers.id} = ${timerId}
            and ${workflowTimers.firedAt} is null and ${workflowTimers.cancelledAt} is null
          for update skip locked`,
    );
    if (!timer) return false;
    const firedAt = new Date(this.runtime.clock.now());
    await this.tx
      .update(workflowTimers)
      .set({ firedAt })
      .where(and(eq(workflowTimers.organizationId, this.organizationId), eq(workflowTimers.id, timer.id)));
    await this.applyEvent(timer.execution_id, { type: 'timerFired', timerId: timer.id });
    return true;
  }

  /**
   * Delivers a message, exactly once: to the oldest catch waiting for it in the organization
   * (its execution locked), else it starts every published definition whose message start
   * waits for it. Returns how many executions took it.
   */
  async correlate(messageName: string, variables: Record<string, unknown> = {}): Promise<number> {
    if (this.depth >= MAX_MESSAGE_DEPTH) {
      throw new Error(
        `Message '${messageName}' keeps throwing messages: more than ${MAX_MESSAGE_DEPTH} deep`,
      );
    }
    this.depth += 1;
    try {
      // The oldest waiting catch not being taken by another transaction right now (that one
      // is taken: the next waiter gets this message). Its step row stays locked until commit.
      for (;;) {
        const [waiting] = await this.tx
          .select({ executionId: workflowSteps.executionId })
          .from(workflowSteps)
          .where(
            and(
              eq(workflowSteps.organizationId, this.organizationId),
              eq(workflowSteps.messageName, messageName),
              eq(workflowSteps.isActive, true),
            ),
          )
          .orderBy(asc(workflowSteps.createdAt), asc(workflowSteps.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!waiting) break;
        const outcome = await this.applyEvent(waiting.executionId, {
          type: 'messageReceived',
          messageName,
          variables,
        });
        if (outcome) return 1;
        // Its state no longer waited (a stale row): it is not a waiter; look again.
        await this.tx
          .update(workflowSteps)
          .set({ isActive: false })
          .where(
            and(
              eq(workflowSteps.organizationId, this.organizationId),
              eq(workflowSteps.executionId, waiting.executionId),
              eq(workflowSteps.messageName, messageName),
              eq(workflowSteps.isActive, true),
            ),
          );
      }
      let started = 0;
      for (const definition of await this.messageStarts(messageName)) {
        const outcome = await this.start({ definition, actor: null, via: 'message', messageName, variables });
        if (outcome) started += 1;
      }
      return started;
    } finally {
      this.depth -= 1;
    }
  }

  /** The newest published definition of each type that has a message start for `messageName`. */
  private async messageStarts(messageName: string): Promise<LoadedDefinition[]> {
    const rows = await this.tx
      .selectDistinctOn([workflowDefinitions.workflowTypeId], { id: workflowDefinitions.id })
      .from(workflowDefinitions)
      .where(
        and(
          eq(workflowDefinitions.organizationId, this.organizationId),
          eq(workflowDefinitions.status, 'published'),
          sql`${workflowDefinitions.xml} like ${`%${messageName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
        ),
      )
      .orderBy(workflowDefinitions.workflowTypeId, desc(workflowDefinitions.version));
    const found: LoadedDefinition[] = [];
    for (const { id } of rows) {
      const definition = await this.runtime.definition(this.tx, this.organizationId, id);
      const starts = definition?.process.nodes.some(
        (node) => node.faenaType === 'MessageStartEvent' && node.messageName === messageName,
      );
      if (definition && starts) found.push(definition);
    }
    return found;
  }

  /** Advances a locked execution by an event; null when the engine ignored it. */
  async applyEvent(executionId: string, event: WorkflowEvent): Promise<EventOutcome | null> {
    const execution = await this.lock(executionId);
    if (!execution) return null;
    const definition = await this.runtime.definition(this.tx, this.organizationId, execution.workflowId);
    if (!definition) return null;
    const result = advance(definition.process, execution.state, event, this.runtime.clock);
    if (result.ignored) return null;
    return this.persist(execution, definition, result, execution);
  }

  // --- writing an event's effects -----------------------------------------------------------

  /**
   * Writes an event's effects — the caller's own write first (the execution inserted by a start,
   * a task's response), the steps it touched, the execution row, timers scheduled and cancelled —
   * as one statement; then gathers the notifications and correlates thrown messages.
   */
  private async persist(
    execution: Pick<WorkflowExecutionRow, 'id' | 'workflowTypeId' | 'startedBy'>,
    definition: LoadedDefinition,
    result: AdvanceResult,
    /** The row as read (an existing execution), or null when `start` inserts it. */
    existing: WorkflowExecutionRow | null,
    leading?: { query: SQLWrapper; whenNothingWritten?: () => ApiError },
  ): Promise<EventOutcome> {
    const { state } = result;
    const now = new Date(this.runtime.clock.now());
    const nodes = nodesOf(definition.process);
    const rows = result.steps.map((step) =>
      this.stepRow(step, nodes.get(step.bpmn_id), definition.process.variables, execution),
    );
    const audiences = new Map(rows.map((row) => [row.id, row]));

    const created: EventOutcome['createdTasks'] = [];
    const expired: { stepId: string; elementId: string }[] = [];
    const schedule: { id: string; elementId: string; dueAt: Date }[] = [];
    const cancel: string[] = [];
    const thrown: { messageName: string; variables: Record<string, unknown> }[] = [];
    for (const effect of result.effects) {
      switch (effect.type) {
        case 'createUserTask':
          created.push({ stepId: effect.stepId, elementId: effect.elementId, formId: effect.formId });
          break;
        case 'scheduleTimer':
          schedule.push({ id: effect.timerId, elementId: effect.elementId, dueAt: new Date(effect.dueAt) });
          break;
        case 'cancelTimer':
          cancel.push(effect.timerId);
          break;
        case 'throwMessage':
          thrown.push({ messageName: effect.messageName, variables: effect.variables });
          break;
        case 'notify':
          expired.push({ stepId: effect.stepId, elementId: effect.elementId });
          break;
        default:
          break;
      }
    }

    const writes: SQLWrapper[] = leading ? [leading.query] : [];
    if (rows.length > 0) {
      writes.push(
        insertJsonRows(workflowSteps, rows, {
          conflict: [workflowSteps.organizationId, workflowSteps.id],
          update: [
            workflowSteps.name,
            workflowSteps.type,
            workflowSteps.isActive,
            workflowSteps.attachedTo,
            workflowSteps.successfullyCompleted,
            workflowSteps.summary,
            workflowSteps.description,
            workflowSteps.dueAt,
            workflowSteps.updatedAt,
          ],
        }),
      );
    }
    if (existing) {
      const finished = state.status !== 'InProcess';
      writes.push(
        this.tx
          .update(workflowExecutions)
          .set({
            state,
            status: state.status ?? 'InProcess',
            variables: { ...state.variables },
            openTasks: openTasksOf(state),
            lockVersion: existing.lockVersion + 1,
            updatedAt: now,
            ...(finished && !existing.finishedAt ? { finishedAt: now } : {}),
          })
          .where(
            and(
              eq(workflowExecutions.organizationId, this.organizationId),
              eq(workflowExecutions.id, existing.id),
            ),
          )
          .returning({ id: workflowExecutions.id }),
      );
    }
    if (schedule.length > 0) {
      writes.push(
        this.tx
          .insert(workflowTimers)
          .values(
            schedule.map((timer) => ({
              organizationId: this.organizationId,
              id: timer.id,
              executionId: execution.id,
              elementId: timer.elementId,
              dueAt: timer.dueAt,
            })),
          )
          .returning({ id: workflowTimers.id }),
      );
    }
    if (cancel.length > 0) {
      writes.push(
        this.tx
          .update(workflowTimers)
          .set({ cancelledAt: now })
          .where(
            and(
              eq(workflowTimers.organizationId, this.organizationId),
              inArray(workflowTimers.id, cancel),
              isNull(workflowTimers.firedAt),
            ),
          )
          .returning({ id: workflowTimers.id }),
      );
    }
    const [leadingCount] = await writeTogether(this.tx, writes);
    if (leading?.whenNothingWritten && leadingCount === 0) throw leading.whenNothingWritten();

    for (const effect of expired) {
      // The boundary's step is attached to the expired task's step, whose audience is told.
      const boundary = result.steps.find((step) => step.id === effect.stepId);
      const taskStepId = boundary?.attached_to ?? effect.stepId;
      const task = result.steps.find((step) => step.id === taskStepId);
      await this.notifyStep(
        taskStepId,
        execution,
        definition,
        'WORKFLOW_TASK_EXPIRED',
        { title: task?.name || (nodes.get(effect.elementId)?.name ?? '') },
        audiences.get(taskStepId),
      );
    }
    for (const task of created) {
      await this.notifyStep(
        task.stepId,
        execution,
        definition,
        'WORKFLOW_TASK',
        { title: nodes.get(task.elementId)?.name ?? '' },
        audiences.get(task.stepId),
      );
    }
    for (const message of thrown) await this.correlate(message.messageName, message.variables);
    return { executionId: execution.id, status: state.status ?? 'InProcess', createdTasks: created };
  }

  /** The step row of an engine step: the audience split into what the inbox matches. */
  private stepRow(
    step: WorkflowStep,
    node: ParsedFlowNode | undefined,
    variables: readonly ProcessVariable[],
    execution: Pick<WorkflowExecutionRow, 'startedBy'>,
  ): typeof workflowSteps.$inferInsert {
    const isTask = step.type === 'UserTask' || step.type === 'undefined_expired';
    const audience = isTask
      ? splitAudience(step.execution_audience, node, variables, execution.startedBy)
      : null;
    return {
      organizationId: this.organizationId,
      id: step.id,
      executionId: step.execution,
      name: step.name,
      bpmnId: step.bpmn_id,
      type: step.type,
      isActive: step.is_active,
      attachedTo: step.attached_to,
      executionAudience: isTask ? (step.execution_audience ?? null) : null,
      successfullyCompleted: step.successfully_completed ?? null,
      summary: step.summary ?? null,
      description: step.description ?? null,
      dueAt: step.due_at ? new Date(step.due_at) : null,
      formId: isTask ? (node?.formId ?? null) : null,
      messageName: step.type === 'MessageIntermediateCatchEvent' ? (node?.messageName ?? '') : null,
      audiencePersons: audience?.persons ?? null,
      audienceVenues: audience?.venues ?? null,
      audienceSavedId: audience?.savedId ?? null,
      createdAt: new Date(step.created_at),
      updatedAt: new Date(step.updated_at),
      deletedAt: step.deleted_at ? new Date(step.deleted_at) : null,
    };
  }

  /** Gathers a notification to the people of a task step's audience, sent after the commit. */
  private async notifyStep(
    stepId: string,
    execution: Pick<WorkflowExecutionRow, 'id' | 'workflowTypeId'>,
    definition: LoadedDefinition,
    type: string,
    extra: Record<string, unknown>,
    audience?: typeof workflowSteps.$inferInsert,
  ) {
    // Named people need no query; venues and saved audiences are resolved in the database.
    const people =
      audience && !audience.audienceVenues?.length && !audience.audienceSavedId
        ? [...(audience.audiencePersons ?? [])]
        : (await selectRows<{ id: string }>(this.tx, stepAudiencePeople(this.organizationId, stepId))).map(
            (row) => row.id,
          );
    this.notifications.push({
      personIds: people,
      payload: {
        type,
        executionId: execution.id,
        stepId,
        workflowTypeId: execution.workflowTypeId,
        workflowId: definition.row.id,
        ...extra,
      },
    });
  }
}

// --- helpers --------------------------------------------------------------------------------

const nodeMaps = new WeakMap<ParsedProcess, Map<string, ParsedFlowNode>>();
function nodesOf(process: ParsedProcess): Map<string, ParsedFlowNode> {
  let map = nodeMaps.get(process);
  if (!map) {
    map = new Map(process.nodes.map((node) => [node.id, node]));
    nodeMaps.set(process, map);
  }
  return map;
}

/** The bpmn ids of the open user tasks (each once). */
export function openTasksOf(state: ExecutionState): string[] {
  return [
    ...new Set(
      state.steps.filter((step) => step.is_active && step.type === 'UserTask').map((step) => step.bpmn_id),
    ),
  ];
}

function plainObject(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids in a user/users/venue/venues value: an id, an object with `id`, or a list of them. */
export function idsIn(value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value];
  const ids = new Set<string>();
  for (const item of items) {
    const id =
      typeof item === 'string'
        ? item
        : item && typeof item === 'object' && typeof (item as { id?: unknown }).id === 'string'
          ? (item as { id: string }).id
          : undefined;
    if (id && UUID.test(id)) ids.add(id.toLowerCase());
  }
  return [...ids];
}

/**
 * A task's audience as the inbox matches it: a user(s) variable → person ids; a venue(s)
 * variable → venue ids; a saved audience → its id; none (or an empty value) → the starter.
 */
export function splitAudience(
  audience: unknown,
  node: ParsedFlowNode | undefined,
  variables: readonly ProcessVariable[],
  startedBy: string | null,
): { persons: string[]; venues: string[]; savedId: string | null } {
  const starter = { persons: startedBy ? [startedBy] : [], venues: [], savedId: null };
  if (audience === null || audience === undefined) return starter;
  if (node?.savedAudience) {
    const id = (audience as { id?: unknown }).id;
    return typeof id === 'string' && UUID.test(id) ? { persons: [], venues: [], savedId: id } : starter;
  }
  const ids = idsIn(audience);
  if (ids.length === 0) return starter;
  // The variable's declared type says what the ids name.
  const kind = variables.find((variable) => variable.name === node?.audience)?.type;
  if (kind === 'venue' || kind === 'venues') return { persons: [], venues: ids, savedId: null };
  return { persons: ids, venues: [], savedId: null };
}

/**
 * True for a task step (of `workflow_steps`) whose audience includes the person: named in
 * `audience_persons`, working at one of `audience_venues`, or one of the saved audience's people.
 */
export function taskAudienceIncludes(organizationId: string, personId: string): SQL<boolean> {
  return sql<boolean>`(
    ${personId}::uuid = any(coalesce(${workflowSteps.audiencePersons}, '{}'::uuid[]))
    or (cardinality(${workflowSteps.audienceVenues}) > 0 and ${personId}::uuid in (${venuePeople(
      organizationId,
      sql`${workflowSteps.audienceVenues}`,
    )}))
    or (${workflowSteps.audienceSavedId} is not null and ${peopleModule.services.audienceIncludes(
      organizationId,
      sql`${workflowSteps.audienceSavedId}`,
      personId,
    )})
  )`;
}

/** The people working at any of `venues` (a uuid[] expression). */
function venuePeople(organizationId: string, venues: SQL): SQL {
  const none = sql`'{}'::uuid[]`;
  return orgModule.services.peopleInPlaces(organizationId, { venues, positions: none, groups: none });
}

/** The person ids of one task step's audience. */
function stepAudiencePeople(organizationId: string, stepId: string): SQL {
  const step = sql`(select ${workflowSteps.audiencePersons} as persons, ${workflowSteps.audienceVenues} as venues,
      ${workflowSteps.audienceSavedId} as saved_id from ${workflowSteps}
      where ${workflowSteps.organizationId} = ${organizationId} and ${workflowSteps.id} = ${stepId})`;
  return sql`select distinct audience.id from (
      select unnest(coalesce(task.persons, '{}'::uuid[])) as id from ${step} as task
      union
      select venue_people.person_id from ${step} as task,
        lateral (${venuePeople(organizationId, sql`task.venues`)}) as venue_people(person_id)
        where cardinality(task.venues) > 0
      union
      select saved.id from ${step} as task,
        lateral (${peopleModule.services.resolveAudience(null, organizationId, sql`task.saved_id` as unknown as string)}) as saved(id)
        where task.saved_id is not null
    ) as audience`;
}

/** The name of a workflow type, for answers. */
export async function typeName(tx: Tx, organizationId: string, workflowTypeId: string): Promise<string> {
  const [row] = await tx
    .select({ name: workflowTypes.name })
    .from(workflowTypes)
    .where(and(eq(workflowTypes.organizationId, organizationId), eq(workflowTypes.id, workflowTypeId)));
  return row?.name ?? '';
}
