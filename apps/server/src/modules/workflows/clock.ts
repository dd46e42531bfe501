/**
 * The one clock of the workflow runtime: every event's times and the timer worker's "now" come
 * from it. Real time; when the app runs against the Auth Emulator (never in production: the
 * config refuses that combination) it may be moved forward, so tests and the e2e suite can make
 * a task expire without waiting.
 */
import type { Clock } from '@faena/workflow-engine';

export class WorkflowClock implements Clock {
  private offsetMs = 0;

  /** Whether `advance` is allowed (the Auth Emulator is configured). */
  constructor(readonly adjustable: boolean) {}

  now(): number {
    return Date.now() + this.offsetMs;
  }

  /** Moves the clock forward by `ms`; refused unless adjustable. Returns the new time. */
  advance(ms: number): number {
    if (!this.adjustable) throw new Error('The workflow clock cannot be moved outside tests');
    this.offsetMs += ms;
    return this.now();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    workflowClock: WorkflowClock;
  }
}
