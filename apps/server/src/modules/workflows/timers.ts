/**
 * The timer worker: every instance of the server runs one while the app is up. Each round asks
 * `workflow_timers_due(now, n)` (across organizations, by the workflow clock) and fires each due
 * timer in a transaction of its organization, claiming the row with `FOR UPDATE SKIP LOCKED`
 * where it is neither fired nor cancelled: with several instances on one database, and across
 * restarts (the rows are durable), every timer fires exactly once.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { type Database, selectRows } from '../../platform/database/database.ts';
import type { ModuleContext } from '../../platform/module.ts';
import { WorkflowClock } from './clock.ts';
import { WorkflowRuntime } from './runtime.ts';

export interface TimerWorkerOptions {
  database: Database;
  runtime: WorkflowRuntime;
  log: FastifyBaseLogger;
  intervalMs?: number;
  batchSize?: number;
}

export class TimerWorker {
  private timer: NodeJS.Timeout | null = null;
  /** The last round asked for; rounds run one after another, never overlapping. */
  private queue: Promise<unknown> = Promise.resolve();
  private stopped = true;

  constructor(private readonly options: TimerWorkerOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule();
  }

  /** Stops the background rounds; resolves once the rounds asked for have finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.queue;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.enqueue(true)
        .catch((error: unknown) => this.options.log.error({ err: error }, 'Workflow timer round failed'))
        .finally(() => this.schedule());
    }, this.options.intervalMs ?? 1000);
    this.timer.unref();
  }

  /**
   * One round that starts after this call, so it reads the clock as the caller left it (a round
   * already under way may have read it before): fires what is due then and resolves with how
   * many timers this instance fired.
   */
  tick(): Promise<number> {
    return this.enqueue(false);
  }

  private enqueue(background: boolean): Promise<number> {
    const round = this.queue.then(() => this.round(background));
    this.queue = round.catch(() => 0);
    return round;
  }

  /** A background round stops early once the worker is stopped, so closing the app is quick. */
  private async round(background: boolean): Promise<number> {
    const { database, runtime, log } = this.options;
    const dueBy = new Date(runtime.clock.now()).toISOString();
    const due = await database.withAppRole((tx) =>
      selectRows<{ tenant_id: string; id: string }>(
        tx,
        sql`select tenant_id, id from public.workflow_timers_due(${dueBy}::timestamptz, ${this.options.batchSize ?? 100})`,
      ),
    );
    let fired = 0;
    for (const timer of due) {
      if (background && this.stopped && fired > 0) break;
      try {
        const done = await runtime.run(timer.tenant_id, (session) => session.fireTimer(timer.id));
        if (done) fired += 1;
      } catch (error) {
        log.error({ err: error, timerId: timer.id }, 'Workflow timer could not fire');
      }
    }
    return fired;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    workflowRuntime: WorkflowRuntime;
    workflowTimers: TimerWorker;
  }
}

/**
 * The module's setup: one clock (adjustable only against the Auth Emulator), the runtime, and
 * the timer worker, which runs from `onReady` until the app closes.
 */
export function setupWorkflowRuntime(app: FastifyInstance, context: ModuleContext): void {
  const clock = new WorkflowClock(context.config.firebase.emulatorHost !== null);
  const runtime = new WorkflowRuntime({
    database: context.database,
    clock,
    // The notifications module decorates the app in its own setup; it is there by the first event.
    notifications: {
      record: (tx, organizationId, notices) => app.notifications.record(tx, organizationId, notices),
      deliver: (recorded) => app.notifications.deliver(recorded),
    },
    log: app.log,
  });
  const worker = new TimerWorker({ database: context.database, runtime, log: app.log });
  app.decorate('workflowClock', clock);
  app.decorate('workflowRuntime', runtime);
  app.decorate('workflowTimers', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
}
