/**
 * `npm run bench -w @faena/server -- --only workflow-throughput`, or on its own from apps/server:
 * `tsx bench/workflow-throughput.ts [--duration 10] [--warmup 2] [--workers 16]`
 *
 * Completed workflow executions per second, persisted, on one node: the reference process (start
 * → user task → exclusive gateway → parallel split/join of two user tasks → end) driven through
 * the service layer (the app's `workflowRuntime`: one transaction per event, with the step rows,
 * the execution row, the responses, validated forms and the notifications of each new task) by
 * `--workers` concurrent workers, each starting an execution and completing its three tasks.
 *
 * It measures on in-memory PGlite, and also on PostgreSQL when `DATABASE_URL` names a server (run
 * through `npm run bench`, which starts a throwaway PostgreSQL 15 with scripts/with-postgres.sh).
 * Goal: ≥ 300 completed executions/s on PostgreSQL. For comparison, n8n documents 220
 * executions/s on one instance and Zeebe's regression load is about 150 process instances/s.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import type { DatabaseTarget } from '../src/config.ts';
import { loadConfig } from '../src/config.ts';
import { RecordingPushSender } from '../src/modules/notifications/push.ts';
import { REFERENCE_XML } from '../src/modules/workflows/runtime-fixtures.ts';
import { type Database, openDatabase, selectRows } from '../src/platform/database/database.ts';
import { migrateDatabase } from '../src/platform/database/migrate.ts';
import {
  BENCH_TENANT,
  benchDatabase,
  createBenchTenant,
  describeEngine,
  printBenchHeading,
  printLoadAfter,
} from './support.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    workers: { type: 'string', default: '16' },
  },
});
const duration = Number(values.duration);
const warmup = Number(values.warmup);
const workers = Number(values.workers);
if (![duration, workers].every((n) => Number.isInteger(n) && n >= 1) || !(warmup >= 0)) {
  throw new Error('--duration and --workers must be positive integers, --warmup at least 0');
}

const GOAL = 300;
const PEERS = 'n8n 220/s (one instance, documented), Zeebe ~150/s (regression load)';

// The reference process of the runtime's tests; its user tasks fill form-1 and form-2.
const FORMS = {
  'form-1': {
    id: 'form-1',
    fields: [{ id: 'score', name: 'score', type: 'integer', label: 'Puntaje', required: true }],
  },
  'form-2': { id: 'form-2', fields: [{ id: 'comment', name: 'comment', type: 'text', label: 'Comentario' }] },
};

interface Figures {
  engine: string;
  completed: number;
  perSecond: number;
  events: number;
}

async function measure(target: DatabaseTarget): Promise<Figures> {
  const database: Database = await openDatabase(target);
  try {
    await migrateDatabase(database);
    await createBenchTenant(database);
    const personId = randomUUID();
    const typeId = randomUUID();
    const workflowId = randomUUID();
    const db = database.privileged;
    await db.execute(
      sql`insert into persons (tenant_id, id, name) values (${BENCH_TENANT}, ${personId}, 'Bench')`,
    );
    await db.execute(
      sql`insert into workflow_types (tenant_id, id, name, icon) values (${BENCH_TENANT}, ${typeId}, 'Bench', 'cart')`,
    );
    await db.execute(
      sql`insert into workflow_definitions (tenant_id, id, workflow_type_id, version, status, xml, published_at)
          values (${BENCH_TENANT}, ${workflowId}, ${typeId}, 1, 'published', ${REFERENCE_XML}, now())`,
    );
    for (const [id, definition] of Object.entries(FORMS)) {
      await db.execute(
        sql`insert into workflow_forms (tenant_id, workflow_id, id, definition)
            values (${BENCH_TENANT}, ${workflowId}, ${id}, ${JSON.stringify(definition)}::jsonb)`,
      );
    }

    const config = loadConfig({ ...process.env, FAENA_DATA_DIR: 'memory://' });
    const app = await buildApp({ config, database, pushSender: new RecordingPushSender() });
    await app.ready();
    const runtime = app.workflowRuntime;
    const actor = { personId, name: 'Bench' };

    /** One execution from start to end: four events, four transactions. */
    async function runOne(): Promise<void> {
      const started = await runtime.run(BENCH_TENANT, async (session) => {
        const definition = await runtime.definition(session.tx, BENCH_TENANT, workflowId);
        return session.start({ definition: definition!, actor, via: 'plain' });
      });
      if (!started) throw new Error('The start was ignored');
      const review = await runtime.run(BENCH_TENANT, (session) =>
        session.completeTask({
          executionId: started.executionId,
          stepId: started.createdTasks[0]!.stepId,
          actor,
          response: { score: 3 },
          locale: 'es-MX',
        }),
      );
      let status = review.status;
      for (const task of review.createdTasks) {
        const outcome = await runtime.run(BENCH_TENANT, (session) =>
          session.completeTask({
            executionId: started.executionId,
            stepId: task.stepId,
            actor,
            response: { comment: 'listo' },
            locale: 'es-MX',
          }),
        );
        status = outcome.status;
      }
      if (status !== 'Success') throw new Error(`An execution ended ${status}`);
    }

    let measuring = false;
    let completed = 0;
    let stop = false;
    const loop = async () => {
      while (!stop) {
        await runOne();
        if (measuring) completed += 1;
        // PGlite answers without I/O: let the timers that end the phases run.
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const running = Array.from({ length: workers }, loop);
    await new Promise((resolve) => setTimeout(resolve, warmup * 1000));
    // Statistics as a running database has them: autovacuum analyzes a table once a tenth of it
    // changed, but not within seconds; plans made for empty tables (the foreign keys' checks
    // among them) would otherwise scan by the wrong index.
    await db.execute(sql`analyze`);
    measuring = true;
    const begin = performance.now();
    await new Promise((resolve) => setTimeout(resolve, duration * 1000));
    measuring = false;
    const elapsed = (performance.now() - begin) / 1000;
    stop = true;
    await Promise.all(running);

    const [check] = await selectRows<{ unfinished: number; steps: number }>(
      db,
      sql`select (select count(*)::int from workflow_executions where status <> 'Success') as unfinished,
                 (select count(*)::int from workflow_steps) as steps`,
    );
    if (check && check.unfinished > 0) throw new Error(`${check.unfinished} executions did not finish`);
    const engine = await describeEngine(database);
    await app.close();
    return { engine, completed, perSecond: completed / elapsed, events: (completed * 4) / elapsed };
  } finally {
    await database.close();
  }
}

function report(figures: Figures, goal: boolean): void {
  const verdict = figures.perSecond >= GOAL ? '✓ meets' : '✗ below';
  console.log(
    `  ${figures.engine}: ${figures.perSecond.toFixed(0)} completed executions/s ` +
      `(${figures.events.toFixed(0)} events/s, ${figures.completed} in ${duration} s, ${workers} workers)` +
      (goal ? ` — ${verdict} the goal of ${GOAL}/s` : ' — not comparable with PostgreSQL'),
  );
}

printBenchHeading('Workflow throughput: the reference process, persisted, through the service layer');
console.log(`  peers: ${PEERS}; goal ≥ ${GOAL}/s on PostgreSQL`);

report(await measure({ kind: 'pglite', dataDir: 'memory://' }), false);
if (process.env.DATABASE_URL) {
  const { target, drop } = await benchDatabase();
  try {
    const figures = await measure(target);
    report(figures, true);
  } finally {
    await drop();
  }
} else {
  console.log('  PostgreSQL: not measured (DATABASE_URL is not set; `npm run bench` starts one)');
}
printLoadAfter();
