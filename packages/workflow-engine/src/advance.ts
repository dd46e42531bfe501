import { evaluateCondition } from '@faena/form-engine/core';
import { addDuration, timerDueAt } from './durations.ts';
import type { WorkflowStepType } from './element-types.ts';
import type {
  AdvanceResult,
  Clock,
  ExecutionErrorReason,
  ExecutionState,
  TaskAudience,
  Token,
  WorkflowEffect,
  WorkflowEvent,
  WorkflowStep,
} from './execution.ts';
import { getOwn, keyed, setOwn } from './keyed.ts';
import type { ParsedFlowNode, ParsedProcess, ParsedSequenceFlow } from './parse.ts';
import { assignVariables } from './process-variables.ts';

/** A process that keeps moving without waiting this long is looping: it ends with Error. */
const MAX_VISITS_PER_EVENT = 10_000;

interface Index {
  nodes: Map<string, ParsedFlowNode>;
  outgoing: Map<string, ParsedSequenceFlow[]>;
  incoming: Map<string, ParsedSequenceFlow[]>;
  boundaries: Map<string, ParsedFlowNode[]>;
}

// Definitions are immutable once parsed; indexing them once per definition keeps advance() O(visits).
const indexes = new WeakMap<ParsedProcess, Index>();

function indexOf(definition: ParsedProcess): Index {
  let index = indexes.get(definition);
  if (index) return index;
  const group = <T>(items: T[], key: (item: T) => string | undefined) => {
    const map = new Map<string, T[]>();
    for (const item of items) {
      const id = key(item);
      if (id !== undefined) map.set(id, [...(map.get(id) ?? []), item]);
    }
    return map;
  };
  index = {
    nodes: new Map(definition.nodes.map((node) => [node.id, node])),
    outgoing: group(definition.flows, (flow) => flow.sourceRef),
    incoming: group(definition.flows, (flow) => flow.targetRef),
    boundaries: group(
      definition.nodes.filter((node) => node.faenaType === 'TimerBoundaryEvent'),
      (node) => node.attachedTo,
    ),
  };
  indexes.set(definition, index);
  return index;
}

/**
 * Moves an execution by one event: pure and deterministic (ids come from `state.counter`, times from
 * `clock`). The input state is not modified. Events that do not apply are reported in `ignored`.
 */
export function advance(
  definition: ParsedProcess,
  state: ExecutionState,
  event: WorkflowEvent,
  clock: Clock,
): AdvanceResult {
  const run = new Run(definition, workingCopy(state), clock.now());
  const ignored = run.handle(event);
  if (ignored) return { state, effects: [], steps: [], ignored };
  return { state: run.finish(), effects: run.effects, steps: [...run.touched.values()] };
}

/**
 * A copy of what an event may change: only the active part. Steps that are no longer active (a state
 * written before finished steps left it) are dropped without being cloned. Objects keyed by element
 * ids and variable names get a null prototype so ids like `constructor` are plain keys.
 */
function workingCopy(state: ExecutionState): ExecutionState {
  const copy: ExecutionState = {
    execution: state.execution,
    status: state.status,
    variables: keyed(structuredClone(state.variables ?? {})),
    tokens: structuredClone(state.tokens ?? []),
    joins: keyed(structuredClone(state.joins ?? {})),
    timers: structuredClone(state.timers ?? []),
    steps: structuredClone((state.steps ?? []).filter((step) => step.is_active)),
    counter: state.counter,
  };
  if (state.error) copy.error = { ...state.error };
  return copy;
}

/** A flow's BPMN expression holds: none, or the constant `${true}` (others are never run). */
function expressionHolds(flow: ParsedSequenceFlow): boolean {
  return flow.conditionExpression === undefined || flow.expressionValue === true;
}

interface Arrival {
  elementId: string;
  flowId: string | null;
}

class Run {
  readonly effects: WorkflowEffect[] = [];
  /** Steps created or changed by this event, by id, in order of first touch. */
  readonly touched = new Map<string, WorkflowStep>();
  private readonly index: Index;
  private readonly at: string;
  private readonly queue: Arrival[] = [];
  /** The success end that consumed the last token: reported in the finish effect. */
  private lastEnd: string | undefined;

  constructor(
    private readonly definition: ParsedProcess,
    readonly state: ExecutionState,
    private readonly now: number,
  ) {
    this.index = indexOf(definition);
    this.at = new Date(now).toISOString();
  }

  /** The state after the event: finished steps leave it (they are in `touched`). */
  finish(): ExecutionState {
    this.state.steps = this.state.steps.filter((step) => step.is_active);
    return this.state;
  }

  handle(event: WorkflowEvent): AdvanceResult['ignored'] {
    if (event.type === 'start') {
      if (this.state.status !== null) return 'already_started';
      const start = this.findStart(event);
      if (!start) return 'no_start_event';
      this.state.status = 'InProcess';
      this.state.variables = assignVariables(this.definition.variables, {}, event.variables);
      this.queue.push({ elementId: start.id, flowId: null });
    } else {
      if (this.state.status === null) return 'not_started';
      if (this.state.status !== 'InProcess') return 'finished';
      const ignored =
        event.type === 'taskCompleted'
          ? this.completeTask(event.stepId, event.response, event.summary)
          : event.type === 'timerFired'
            ? this.fireTimer(event.timerId)
            : this.receiveMessage(event.messageName, event.variables);
      if (ignored) return ignored;
    }
    this.drain();
    return undefined;
  }

  private findStart(event: Extract<WorkflowEvent, { type: 'start' }>): ParsedFlowNode | undefined {
    const kind = event.via === 'message' ? 'MessageStartEvent' : 'VanillaStartEvent';
    return this.definition.nodes.find(
      (node) =>
        node.faenaType === kind &&
        (event.startEventId === undefined || node.id === event.startEventId) &&
        (kind === 'VanillaStartEvent' || node.messageName === event.messageName),
    );
  }

  // --- events -------------------------------------------------------------------------------

  private completeTask(stepId: string, response: Record<string, unknown>, summary?: string) {
    const token = this.state.tokens.find(
      (candidate) => candidate.stepId === stepId && candidate.waitingFor === 'task',
    );
    if (!token) return 'unknown_task';
    this.updateStep(stepId, { is_active: false, successfully_completed: true, summary: summary ?? null });
    this.state.variables = assignVariables(this.definition.variables, this.state.variables, response);
    this.leave(token);
    return undefined;
  }

  private fireTimer(timerId: string) {
    const timer = this.state.timers.find((candidate) => candidate.id === timerId);
    const token = timer && this.state.tokens.find((candidate) => candidate.id === timer.tokenId);
    if (!timer || !token) return 'unknown_timer';
    // The fired timer is gone: leaving must not cancel it.
    this.state.timers = this.state.timers.filter((candidate) => candidate.id !== timer.id);
    if (token.waitingFor === 'timer') {
      this.updateStep(token.stepId, { is_active: false });
      this.leave(token);
      return undefined;
    }
    const boundary = this.index.nodes.get(timer.elementId)!;
    if (boundary.interrupting === false) {
      // Non-interrupting: the task keeps waiting; the boundary's path runs beside it.
      this.addStep(boundary, 'TimerBoundaryEvent', false, token.stepId);
      this.followAll(boundary);
      return undefined;
    }
    // An interrupting boundary: the task expires and the execution follows the boundary's path.
    this.updateStep(token.stepId, {
      is_active: false,
      successfully_completed: false,
      type: 'undefined_expired',
    });
    this.effects.push({ type: 'cancelUserTask', stepId: token.stepId });
    this.dropToken(token);
    const step = this.addStep(boundary, 'TimerBoundaryEvent', false, token.stepId);
    if (boundary.notifyOnExpire) {
      this.effects.push({
        type: 'notify',
        reason: 'expired',
        stepId: step.id,
        elementId: boundary.id,
        audience: this.audienceOf(this.index.nodes.get(token.elementId)),
      });
    }
    this.followAll(boundary);
    return undefined;
  }

  private receiveMessage(messageName: string, variables?: Record<string, unknown>) {
    // Correlation by name: the oldest catch waiting for this message takes it.
    const token = this.state.tokens.find(
      (candidate) => candidate.waitingFor === 'message' && candidate.messageName === messageName,
    );
    if (!token) return 'no_waiting_catch';
    this.state.variables = assignVariables(this.definition.variables, this.state.variables, variables);
    this.updateStep(token.stepId, { is_active: false });
    this.leave(token);
    return undefined;
  }

  // --- walking ------------------------------------------------------------------------------

  private drain(): void {
    let visits = 0;
    for (let arrival = this.queue.shift(); arrival; arrival = this.queue.shift()) {
      if (this.state.status !== 'InProcess') return;
      if (++visits > MAX_VISITS_PER_EVENT) {
        this.fail(arrival.elementId, 'loop_limit');
        return;
      }
      this.enter(arrival);
    }
    if (this.state.status !== 'InProcess' || this.state.tokens.length > 0) return;
    const waitingJoin = Object.keys(this.state.joins)[0];
    // Every token is gone: done, unless a join still waits for branches that can never come.
    if (waitingJoin !== undefined) {
      this.fail(waitingJoin, 'deadlock');
      return;
    }
    this.state.status = 'Success';
    this.effects.push({ type: 'finish', status: 'Success', elementId: this.lastEnd ?? null });
  }

  private enter({ elementId, flowId }: Arrival): void {
    const node = this.index.nodes.get(elementId);
    // Loops and multi-instance are not run (validate reports them): running once would be wrong.
    if (!node?.faenaType || node.faenaType === 'TimerBoundaryEvent' || node.loop) {
      this.fail(elementId, 'unsupported_element');
      return;
    }
    switch (node.faenaType) {
      case 'VanillaStartEvent':
      case 'MessageStartEvent':
        this.addStep(node, node.faenaType, false);
        this.followAll(node);
        return;
      case 'UserTask':
        this.enterUserTask(node);
        return;
      case 'TimerIntermediateCatchEvent': {
        const step = this.addStep(node, node.faenaType, true);
        const token = this.addToken(node, step, 'timer');
        if (!this.schedule(node, token)) this.fail(node.id, 'invalid_timer');
        return;
      }
      case 'MessageIntermediateCatchEvent': {
        const step = this.addStep(node, node.faenaType, true);
        this.addToken(node, step, 'message').messageName = node.messageName ?? '';
        return;
      }
      case 'MessageIntermediateThrowEvent':
        this.addStep(node, node.faenaType, false);
        this.effects.push({
          type: 'throwMessage',
          elementId: node.id,
          messageName: node.messageName ?? '',
          variables: keyed(this.state.variables),
        });
        this.followAll(node);
        return;
      case 'SuccessEndEvent':
        this.addStep(node, node.faenaType, false);
        this.lastEnd = node.id;
        return;
      case 'ErrorEndEvent':
        this.addStep(node, node.faenaType, false);
        this.fail(node.id, 'error_end');
        return;
      case 'ParallelGateway':
        this.enterParallel(node, flowId);
        return;
      case 'ExclusiveGateway':
        this.enterExclusive(node);
        return;
    }
  }

  private enterUserTask(node: ParsedFlowNode): void {
    const boundaries = this.index.boundaries.get(node.id) ?? [];
    // A time limit that cannot be computed would silently never expire the task.
    const unusable = boundaries.find((boundary) => timerDueAt(boundary.timer, this.now) === undefined);
    if (unusable) {
      this.fail(unusable.id, 'invalid_timer');
      return;
    }
    const step = this.addStep(node, 'UserTask', true);
    const token = this.addToken(node, step, 'task');
    const expirations: string[] = [];
    for (const boundary of boundaries) {
      const at = this.schedule(boundary, token)!;
      // Only an interrupting boundary is the task's deadline.
      if (boundary.interrupting !== false) expirations.push(at);
    }
    const dueAt = node.dueIn ? addDuration(this.now, node.dueIn) : undefined;
    const due = dueAt !== undefined ? new Date(dueAt).toISOString() : (expirations.sort()[0] ?? null);
    const audience = this.audienceOf(node);
    Object.assign(step, {
      // A saved audience is resolved by the app: the step keeps the reference.
      execution_audience:
        audience?.kind === 'saved' ? { kind: 'saved', id: audience.id } : (audience?.value ?? null),
      successfully_completed: null,
      summary: null,
      description: node.description ?? null,
      due_at: due,
    });
    this.effects.push({
      type: 'createUserTask',
      stepId: step.id,
      elementId: node.id,
      formId: node.formId ?? null,
      audience,
      dueAt: due,
    });
  }

  /** A join (several incoming flows) waits for one token per incoming flow; a split fans out. */
  private enterParallel(node: ParsedFlowNode, flowId: string | null): void {
    const incoming = this.index.incoming.get(node.id) ?? [];
    if (incoming.length > 1) {
      let join = getOwn(this.state.joins, node.id);
      if (!join) {
        join = { stepId: this.addStep(node, 'ParallelGateway', true).id, arrived: [] };
        setOwn(this.state.joins, node.id, join);
      }
      join.arrived.push(flowId ?? '');
      if (!incoming.every((flow) => join.arrived.includes(flow.id))) return;
      this.updateStep(join.stepId, { is_active: false });
      // Arrivals beyond one per flow (a loop came round early) wait for the next firing.
      const rest = [...join.arrived];
      for (const flow of incoming) rest.splice(rest.indexOf(flow.id), 1);
      delete this.state.joins[node.id];
      for (const flowIdLeft of rest) this.queue.push({ elementId: node.id, flowId: flowIdLeft });
    } else {
      this.addStep(node, 'ParallelGateway', false);
    }
    // BPMN ignores conditions on a parallel gateway's flows (validate reports them): every flow.
    for (const flow of this.index.outgoing.get(node.id) ?? []) {
      this.queue.push({ elementId: flow.targetRef, flowId: flow.id });
    }
  }

  /** First non-default flow whose condition holds (no condition = holds), else the default flow. */
  private enterExclusive(node: ParsedFlowNode): void {
    this.addStep(node, 'ExclusiveGateway', false);
    const variables = this.state.variables;
    const source = { lookup: (name: string) => getOwn(variables, name) };
    const outgoing = this.index.outgoing.get(node.id) ?? [];
    const chosen =
      outgoing.find(
        (flow) =>
          flow.id !== node.defaultFlow &&
          flow.conditionError === undefined &&
          expressionHolds(flow) &&
          (!flow.condition || evaluateCondition(flow.condition, source)),
      ) ?? outgoing.find((flow) => flow.id === node.defaultFlow);
    if (!chosen) {
      this.fail(node.id, 'no_path');
      return;
    }
    this.queue.push({ elementId: chosen.targetRef, flowId: chosen.id });
  }

  // --- helpers ------------------------------------------------------------------------------

  /**
   * Leaves `node` by its outgoing flows. Flows with a BPMN condition expression are conditional: only
   * those that hold are taken, and the default flow only when none of them does (BPMN's semantics).
   */
  private followAll(node: ParsedFlowNode): void {
    const outgoing = this.index.outgoing.get(node.id) ?? [];
    let taken = outgoing;
    if (outgoing.some((flow) => flow.conditionExpression !== undefined)) {
      const conditional = outgoing.filter(
        (flow) => flow.id !== node.defaultFlow && flow.conditionExpression !== undefined,
      );
      const holding = conditional.filter(expressionHolds);
      taken = outgoing.filter(
        (flow) =>
          flow.id !== node.defaultFlow && (flow.conditionExpression === undefined || holding.includes(flow)),
      );
      if (holding.length === 0)
        taken = [...taken, ...outgoing.filter((flow) => flow.id === node.defaultFlow)];
      if (taken.length === 0) {
        this.fail(node.id, 'no_path');
        return;
      }
    }
    for (const flow of taken) this.queue.push({ elementId: flow.targetRef, flowId: flow.id });
  }

  /** A token leaves its element: its boundary timers are cancelled and it follows every outgoing flow. */
  private leave(token: Token): void {
    this.dropToken(token);
    this.followAll(this.index.nodes.get(token.elementId)!);
  }

  private dropToken(token: Token): void {
    this.state.tokens = this.state.tokens.filter((candidate) => candidate.id !== token.id);
    for (const timer of this.state.timers.filter((candidate) => candidate.tokenId === token.id)) {
      this.effects.push({ type: 'cancelTimer', timerId: timer.id });
    }
    this.state.timers = this.state.timers.filter((candidate) => candidate.tokenId !== token.id);
  }

  /** Schedules the timer of `node` for `token`; undefined when the timer has no usable definition. */
  private schedule(node: ParsedFlowNode, token: Token): string | undefined {
    const due = timerDueAt(node.timer, this.now);
    if (due === undefined) return undefined;
    const dueAt = new Date(due).toISOString();
    const id = this.nextId('timer');
    this.state.timers.push({ id, elementId: node.id, tokenId: token.id, dueAt });
    this.effects.push({ type: 'scheduleTimer', timerId: id, elementId: node.id, dueAt });
    return dueAt;
  }

  private audienceOf(node: ParsedFlowNode | undefined): TaskAudience | null {
    if (node?.savedAudience) return { kind: 'saved', id: node.savedAudience };
    if (!node?.audience) return null;
    const value = getOwn(this.state.variables, node.audience) ?? null;
    return { kind: 'variable', variable: node.audience, value };
  }

  /** Ends with Error: waiting tasks are cancelled, timers cancelled, joins closed. */
  private fail(elementId: string, reason: ExecutionErrorReason): void {
    for (const token of [...this.state.tokens]) {
      this.updateStep(token.stepId, { is_active: false });
      if (token.waitingFor === 'task') this.effects.push({ type: 'cancelUserTask', stepId: token.stepId });
      this.dropToken(token);
    }
    for (const join of Object.values(this.state.joins)) this.updateStep(join.stepId, { is_active: false });
    this.state.joins = Object.create(null);
    this.queue.length = 0;
    this.state.status = 'Error';
    this.state.error = { elementId, reason };
    this.effects.push({ type: 'finish', status: 'Error', elementId, reason });
  }

  private nextId(kind: string): string {
    this.state.counter += 1;
    return `${this.state.execution}:${kind}:${this.state.counter}`;
  }

  private addStep(
    node: ParsedFlowNode,
    type: WorkflowStepType,
    active: boolean,
    attachedTo: string | null = null,
  ) {
    const step: WorkflowStep = {
      id: this.nextId('step'),
      created_at: this.at,
      updated_at: this.at,
      deleted_at: null,
      name: node.name ?? '',
      bpmn_id: node.id,
      type,
      is_active: active,
      execution: this.state.execution,
      attached_to: attachedTo,
    };
    if (active) this.state.steps.push(step);
    this.touched.set(step.id, step);
    return step;
  }

  private addToken(node: ParsedFlowNode, step: WorkflowStep, waitingFor: Token['waitingFor']): Token {
    const token: Token = { id: this.nextId('token'), elementId: node.id, stepId: step.id, waitingFor };
    this.state.tokens.push(token);
    return token;
  }

  /** Changes an active step (or one this event created); it leaves the state once inactive. */
  private updateStep(stepId: string, changes: Partial<WorkflowStep>): void {
    const step = this.touched.get(stepId) ?? this.state.steps.find((candidate) => candidate.id === stepId);
    if (!step) return;
    Object.assign(step, changes, { updated_at: this.at });
    this.touched.set(step.id, step);
  }
}
