import type { WorkflowStepType } from './element-types.ts';

/** SPEC 4: in process, completed successfully, completed with errors. */
export type ExecutionStatus = 'InProcess' | 'Success' | 'Error';

/** One record per element visit, with SPEC 3's workflow-step fields. */
export interface WorkflowStep {
  id: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  name: string;
  bpmn_id: string;
  /** The element type; an expired user task becomes 'undefined_expired'. */
  type: WorkflowStepType;
  /** True while the execution waits here (user task, timer, message, parallel join). */
  is_active: boolean;
  execution: string;
  /** A boundary step: the step of the task it interrupted. */
  attached_to: string | null;
  // User tasks only:
  execution_audience?: unknown;
  successfully_completed?: boolean | null;
  summary?: string | null;
  description?: string | null;
  due_at?: string | null;
}

/** Where the execution waits; a token leaves when its event arrives. */
export interface Token {
  id: string;
  elementId: string;
  stepId: string;
  waitingFor: 'task' | 'timer' | 'message';
  messageName?: string;
}

export interface PendingTimer {
  id: string;
  /** The timer catch event or the boundary event. */
  elementId: string;
  tokenId: string;
  dueAt: string;
}

/**
 * What an execution needs to go on, as plain JSON: store it, send it, advance it again later. It holds
 * only what is active (waiting tokens, joins, timers and their steps); finished steps leave it with the
 * event that finishes them (`AdvanceResult.steps`), so an event costs the same however long the
 * execution has run. Objects keyed by element ids or variable names may have a null prototype.
 */
export interface ExecutionState {
  execution: string;
  /** null until the start event. */
  status: ExecutionStatus | null;
  variables: Record<string, unknown>;
  tokens: Token[];
  /** Parallel joins waiting for more branches: gateway id → its step and the flows arrived so far. */
  joins: Record<string, { stepId: string; arrived: string[] }>;
  timers: PendingTimer[];
  /** The active steps only (`is_active: true`): those the tokens and joins wait on. */
  steps: WorkflowStep[];
  /** Source of the deterministic ids of steps, tokens and timers (never reused). */
  counter: number;
  /** Why the execution ended with Error (error end, no gateway path, …). */
  error?: { elementId: string; reason: ExecutionErrorReason };
}

export type ExecutionErrorReason =
  | 'error_end'
  | 'no_path'
  | 'deadlock'
  | 'unsupported_element'
  | 'invalid_timer'
  | 'loop_limit';

export function createExecution(execution: string): ExecutionState {
  return {
    execution,
    status: null,
    variables: Object.create(null),
    tokens: [],
    joins: Object.create(null),
    timers: [],
    steps: [],
    counter: 0,
  };
}

export type WorkflowEvent =
  /** plain: a person starts it; public: started from a public link (same path); message: by a message start. */
  | {
      type: 'start';
      via: 'plain' | 'public' | 'message';
      messageName?: string;
      /** Which start event when there are several of the kind. */
      startEventId?: string;
      variables?: Record<string, unknown>;
    }
  | { type: 'taskCompleted'; stepId: string; response: Record<string, unknown>; summary?: string }
  | { type: 'timerFired'; timerId: string }
  | { type: 'messageReceived'; messageName: string; variables?: Record<string, unknown> };

/**
 * Who a user task goes to: the value of a process variable (a venue, venues, a user, users), or a
 * saved audience the app resolves to people on the server.
 */
export type TaskAudience =
  | { kind: 'variable'; variable: string; value: unknown }
  | { kind: 'saved'; id: string };

export type WorkflowEffect =
  | {
      type: 'createUserTask';
      stepId: string;
      elementId: string;
      formId: string | null;
      audience: TaskAudience | null;
      dueAt: string | null;
    }
  | { type: 'cancelUserTask'; stepId: string }
  | { type: 'scheduleTimer'; timerId: string; elementId: string; dueAt: string }
  | { type: 'cancelTimer'; timerId: string }
  | { type: 'throwMessage'; elementId: string; messageName: string; variables: Record<string, unknown> }
  | {
      type: 'notify';
      reason: 'expired';
      stepId: string;
      elementId: string;
      audience: TaskAudience | null;
    }
  | { type: 'finish'; status: 'Success' | 'Error'; elementId: string | null; reason?: ExecutionErrorReason };

export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

export interface AdvanceResult {
  state: ExecutionState;
  effects: WorkflowEffect[];
  /**
   * Every step this event created or changed, in its final form for this event, in order of first
   * touch: upsert exactly these rows by id. Empty when the event is ignored.
   */
  steps: WorkflowStep[];
  /** Set when the event did not apply (unknown task, stale timer, …); state is then unchanged. */
  ignored?: IgnoredReason;
}

export type IgnoredReason =
  | 'already_started'
  | 'not_started'
  | 'finished'
  | 'no_start_event'
  | 'unknown_task'
  | 'unknown_timer'
  | 'no_waiting_catch';
