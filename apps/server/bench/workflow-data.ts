/**
 * What the workflow list and export benches share: the app on a bench database of its own,
 * seeded like the server suite (Ana administers demo, Bruno is a member) with real ID tokens
 * from the Auth Emulator, and a workflow type with `count` executions of 20 process variables
 * each, written in bulk with generate_series.
 */
import { sql } from 'drizzle-orm';
import { buildApp, type FaenaApp } from '../src/app.ts';
import { loadConfig, type ServerConfig } from '../src/config.ts';
import { RecordingPushSender } from '../src/modules/notifications/push.ts';
import { firebaseAuth } from '../src/platform/auth/firebase.ts';
import { type Database, openDatabase } from '../src/platform/database/database.ts';
import { migrateDatabase } from '../src/platform/database/migrate.ts';
import { seedDemoData } from '../src/seed.ts';

import {
  benchAuthEmulator,
  benchDatabase,
  benchSignIn,
  describeEngine,
  seconds,
  sqlBenchUuid,
} from './support.ts';

export const HOST = 'demo.faena.localhost';
export const ORGANIZATION = 'demo';
export const ANA = { email: 'ana@demo.faena.test', id: '0a5e7d1c-3b52-4c1e-9f0a-000000000001' };
export const BRUNO = { email: 'bruno@demo.faena.test', id: '0a5e7d1c-3b52-4c1e-9f0a-000000000002' };
/** The bench's workflow type and its one published definition. */
export const BENCH_TYPE = '0b0b0000-0000-4000-8000-000000000001';
const BENCH_DEFINITION = '0b0b0000-0000-4000-8000-000000000002';

export interface WorkflowBench {
  app: FaenaApp;
  database: Database;
  engine: string;
  /** Request headers of a signed-in person (their email). */
  headersOf(email: string): Record<string, string>;
  close(): Promise<void>;
}

/** The app, migrated and seeded, with Ana and Bruno signed in. */
export async function startWorkflowBench(): Promise<WorkflowBench> {
  const benchDb = await benchDatabase(' (npm run bench -w @faena/server starts a PostgreSQL server itself)');
  const emulator = await benchAuthEmulator();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  const config: ServerConfig = {
    ...loadConfig({ ...process.env, FAENA_WEB_DIST: '/nonexistent' }),
    database: benchDb.target,
  };
  const database = await openDatabase(config.database);
  await migrateDatabase(database);
  const engine = await describeEngine(database);
  const seed = await seedDemoData({
    database,
    emulatorAuth: firebaseAuth(config.firebase.projectId),
    directory: false,
  });
  const firebaseTenantId = seed.firebaseTenantIds[ORGANIZATION];
  if (!firebaseTenantId) throw new Error(`The seed has no ${ORGANIZATION} tenant`);
  const app = await buildApp({ config, database, pushSender: new RecordingPushSender() });
  await app.ready();
  const tokens = new Map<string, string>();
  for (const person of [ANA, BRUNO]) {
    tokens.set(person.email, await benchSignIn(emulator.host, person.email, firebaseTenantId));
  }
  return {
    app,
    database,
    engine,
    headersOf: (email) => ({ host: HOST, authorization: `Bearer ${tokens.get(email)}` }),
    async close() {
      await app.close();
      await database.close();
      await benchDb.drop();
      await emulator.stop();
    },
  };
}

/** SQL for process variable number `i` (1–20) of execution `n`: text, numbers, a date, a flag. */
function variableSql(i: number): string {
  switch (i) {
    case 1:
      return `'region-' || (n % 10)`;
    case 2:
      return `'code-' || n`;
    case 3:
      return `n % 1000`;
    case 4:
      return `(n % 2 = 0)`;
    case 5:
      return `to_char(timestamptz '2025-01-01' + (n % 365) * interval '1 day', 'YYYY-MM-DD')`;
    default:
      return i % 2 === 0 ? `(n * ${i}) % 100000` : `'valor ' || md5((n * ${i})::text)`;
  }
}

export const VARIABLE_NAMES = Array.from(
  { length: 20 },
  (_, i) => ['region', 'code', 'amount', 'urgent', 'due'][i] ?? `field${String(i + 1).padStart(2, '0')}`,
);

/**
 * `count` executions of the bench type in demo, the newest last, each with 20 process
 * variables and one approval task: a third in process (the task open), a third completed
 * successfully (answered), a third with errors. Bruno started one in 50 and is the task's
 * audience in another one in 50; the other tasks go to 200 other people. Answers how long it took.
 */
export async function seedExecutions(database: Database, count: number): Promise<string> {
  const started = performance.now();
  const db = database.privileged;
  const o = `'${ORGANIZATION}'`;
  const execution = sqlBenchUuid('8e01', 'n');
  const other = sqlBenchUuid('8e02', 'n % 200');
  await db.execute(
    sql.raw(
      `insert into workflow_types (tenant_id, id, name, icon) values (${o}, '${BENCH_TYPE}', 'Compras (bench)', 'cart')`,
    ),
  );
  await db.execute(
    sql.raw(`insert into workflow_definitions (tenant_id, id, workflow_type_id, version, status, xml, published_at)
      values (${o}, '${BENCH_DEFINITION}', '${BENCH_TYPE}', 1, 'published', '<definitions/>', now())`),
  );
  const variables = VARIABLE_NAMES.map((name, i) => `'${name}', ${variableSql(i + 1)}`).join(', ');
  const startedAt = `timestamptz '2025-01-01' + n * interval '1 minute'`;
  await db.execute(
    sql.raw(`insert into workflow_executions (tenant_id, id, workflow_type_id, workflow_id, status, started_by,
        started_by_name, started_at, finished_at, variables, state, open_tasks)
      select ${o}, ${execution}, '${BENCH_TYPE}', '${BENCH_DEFINITION}',
        (array['InProcess', 'Success', 'Error'])[1 + n % 3],
        case when n % 50 = 0 then '${BRUNO.id}'::uuid else '${ANA.id}'::uuid end,
        case when n % 50 = 0 then 'Bruno Díaz' else 'Ana Torres' end,
        ${startedAt}, case when n % 3 = 0 then null else ${startedAt} + interval '1 hour' end,
        jsonb_build_object(${variables}), '{}'::jsonb,
        case when n % 3 = 0 then array['Task_Approve'] else '{}'::text[] end
      from generate_series(1, ${count}) n`),
  );
  await db.execute(
    sql.raw(`insert into workflow_steps (tenant_id, id, execution_id, name, bpmn_id, type, is_active,
        successfully_completed, audience_persons, form_id, created_at, updated_at)
      select ${o}, ${execution}::text || ':step:1', ${execution}, 'Aprobar compra', 'Task_Approve', 'UserTask',
        n % 3 = 0, case when n % 3 = 0 then null else true end,
        array[case when n % 50 = 1 then '${BRUNO.id}'::uuid else ${other} end], 'form-1',
        ${startedAt}, ${startedAt}
      from generate_series(1, ${count}) n`),
  );
  await db.execute(
    sql.raw(`insert into workflow_responses (tenant_id, execution_id, step_id, workflow_form, element_model,
        response, person_id, person_name)
      select ${o}, ${execution}, ${execution}::text || ':step:1', 'form-1', 'Task_Approve',
        jsonb_build_object('comentario', 'ok ' || n), ${other}, 'Persona ' || (n % 200)
      from generate_series(1, ${count}) n where n % 3 = 1`),
  );
  await db.execute(sql.raw('analyze'));
  return seconds(performance.now() - started);
}
