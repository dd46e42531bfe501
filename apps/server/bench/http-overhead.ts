/**
 * `npm run bench -w @faena/server` (after the SSE bench), or on its own from apps/server:
 * `tsx bench/http-overhead.ts [--duration 10] [--warmup 3] [--connections 10]`
 *
 * What a request costs the API on top of Fastify itself, all on 127.0.0.1 in this one process:
 *
 * 1. a fresh database of its own: on the PostgreSQL server `DATABASE_URL` names (created,
 *    migrated and seeded like the server suite's, dropped at the end), else in-memory PGlite,
 *    with a warning, since its figures are not PostgreSQL's;
 * 2. the Auth Emulator of `FIREBASE_AUTH_EMULATOR_HOST`, else one started here on port 9399
 *    (and stopped at the end); a seeded person signs in through it for a real ID token, which
 *    the real verifier checks (signature, expiry, tenant, revocation) as in production;
 * 3. measures, one after another with autocannon (a warm-up, then `--duration` seconds with
 *    `--connections` keep-alive connections): a bare Fastify route returning a small JSON, then
 *    the real app's `GET /api/me` and the notifications inbox `GET /api/notifications` (a full
 *    page of 20), both authenticated and tenant-scoped;
 * 4. prints requests/s, p50 and p99 latency and each target's throughput as a share of the
 *    bare route's. Exits non-zero if any request failed or answered other than 2xx.
 *
 * The app runs with the configuration of the environment, logging off (as in the tests) and the
 * `me` rate limit raised out of the way: each request still counts its hit in the database.
 */
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig, type ServerConfig } from '../src/config.ts';
import { RecordingPushSender } from '../src/modules/notifications/push.ts';
import { firebaseAuth } from '../src/platform/auth/firebase.ts';
import { type Database, openDatabase, selectRows } from '../src/platform/database/database.ts';
import { migrateDatabase } from '../src/platform/database/migrate.ts';
import { seedDemoData } from '../src/seed.ts';
import { SEED_TENANTS } from '../src/seed-data.ts';
import {
  benchAuthEmulator,
  benchDatabase,
  benchSignIn,
  describeEngine,
  listenOnLoopback,
  printBenchHeading,
  printLoadAfter,
} from './support.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
  },
});
const duration = Number(values.duration);
const warmup = Number(values.warmup);
const connections = Number(values.connections);
if (![duration, connections].every((n) => Number.isInteger(n) && n >= 1) || !(warmup >= 0)) {
  throw new Error('--duration and --connections must be positive integers, --warmup at least 0');
}

/** The goal: the inbox keeps this share of the bare route's throughput, under this p99. */
const GOAL_SHARE = 0.4;
const GOAL_P99_MS = 20;
const HOST = 'demo.faena.localhost';
const ORGANIZATION = 'demo';

printBenchHeading('HTTP overhead');

// ---- the identity provider ---------------------------------------------------------------------

// ---- the servers -------------------------------------------------------------------------------

/**
 * The bare route, and beside it the floor of any route that reads the database: one
 * `select` on the same pool, no authentication, no tenant, no transaction.
 */
function bareApp(database: Database): FastifyInstance {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true, name: 'Faena', at: 1 }));
  bare.get('/bare-query', async () => {
    const [row] = await selectRows<{ one: number }>(database.privileged, sql`select 1 as one`);
    return { ok: row?.one === 1 };
  });
  return bare;
}

interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
  /** Checked once before measuring: the target answers what it should. */
  check(status: number, body: unknown): boolean;
}

async function measure(target: Target): Promise<Result> {
  const response = await fetch(target.url, { headers: target.headers });
  const body: unknown = await response.json();
  if (!target.check(response.status, body)) {
    throw new Error(`${target.name} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  }
  const options = { url: target.url, headers: target.headers, connections };
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  return autocannon({ ...options, duration });
}

// ---- the run -----------------------------------------------------------------------------------

const benchDb = await benchDatabase(' (npm run bench -w @faena/server starts a PostgreSQL server itself)');
const emulator = await benchAuthEmulator();
process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
const config: ServerConfig = {
  ...loadConfig({
    ...process.env,
    FAENA_WEB_DIST: '/nonexistent',
    FAENA_RATE_LIMIT_ME: '1000000000',
  }),
  database: benchDb.target,
};
const database = await openDatabase(config.database);
let exitCode = 1;
const servers: FastifyInstance[] = [];
try {
  await migrateDatabase(database);
  const engine = await describeEngine(database);
  const seed = await seedDemoData({ database, emulatorAuth: firebaseAuth(config.firebase.projectId) });
  const firebaseTenantId = seed.firebaseTenantIds[ORGANIZATION];
  const ana = SEED_TENANTS.find((tenant) => tenant.id === ORGANIZATION)?.identities[0];
  if (!firebaseTenantId || !ana?.personId)
    throw new Error(`The seed has no ${ORGANIZATION} tenant to sign in to`);

  const app = await buildApp({ config, database, pushSender: new RecordingPushSender() });
  servers.push(app);
  // A full first page of the inbox.
  for (let n = 1; n <= 25; n++) {
    await app.notifications.notify(
      { organizationId: ORGANIZATION, personIds: [ana.personId] },
      { type: 'NEW_POST', postId: `bench-${n}`, title: `Aviso ${n}` },
    );
  }
  const token = await benchSignIn(emulator.host, ana.email, firebaseTenantId);
  const bare = bareApp(database);
  servers.push(bare);
  const { url: bareUrl } = await listenOnLoopback(bare);
  const { url: appUrl } = await listenOnLoopback(app);
  const signedIn = { host: HOST, authorization: `Bearer ${token}` };
  const targets: Target[] = [
    { name: 'bare Fastify GET /bare', url: `${bareUrl}/bare`, headers: {}, check: (s) => s === 200 },
    {
      name: 'bare + one select',
      url: `${bareUrl}/bare-query`,
      headers: {},
      check: (s, body) => s === 200 && (body as { ok?: boolean }).ok === true,
    },
    {
      name: 'GET /api/me',
      url: `${appUrl}/api/me`,
      headers: signedIn,
      check: (s, body) => s === 200 && (body as { id?: string }).id === ana.personId,
    },
    {
      name: 'GET /api/notifications',
      url: `${appUrl}/api/notifications`,
      headers: signedIn,
      check: (s, body) => s === 200 && (body as { results?: unknown[] }).results?.length === 20,
    },
  ];

  console.log(
    `  ${engine}, Auth Emulator at ${emulator.host}; ${connections} connections, ` +
      `${warmup} s warm-up + ${duration} s per target, one target at a time`,
  );
  const results: { target: Target; result: Result }[] = [];
  for (const target of targets) results.push({ target, result: await measure(target) });

  const bareRate = results[0]?.result.requests.average ?? Number.NaN;
  const rows = [
    ['target', 'requests/s', 'p50', 'p99', 'of bare', 'failed'],
    ...results.map(({ target, result }) => [
      target.name,
      Math.round(result.requests.average).toLocaleString('en-US'),
      `${result.latency.p50} ms`,
      `${result.latency.p99} ms`,
      `${Math.round((result.requests.average / bareRate) * 100)} %`,
      String(result.errors + result.timeouts + result.non2xx),
    ]),
  ];
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  console.log('');
  for (const row of rows) {
    console.log(
      `  ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ')}`,
    );
  }
  const rateOf = (name: string) => results.find(({ target }) => target.name === name)?.result;
  const inbox = rateOf('GET /api/notifications');
  const floor = rateOf('bare + one select');
  if (inbox && floor) {
    const share = inbox.requests.average / bareRate;
    const met = share >= GOAL_SHARE && inbox.latency.p99 < GOAL_P99_MS;
    console.log(
      `\n  goal (inbox ≥ ${GOAL_SHARE * 100} % of bare, p99 < ${GOAL_P99_MS} ms): ${met ? 'met' : 'not met'}` +
        `\n  one database round trip alone keeps ${Math.round((floor.requests.average / bareRate) * 100)} % of bare;` +
        ` the inbox keeps ${Math.round((inbox.requests.average / floor.requests.average) * 100)} % of that floor`,
    );
  }
  printLoadAfter();
  const failed = results.some(({ result }) => result.errors + result.timeouts + result.non2xx > 0);
  exitCode = failed ? 1 : 0;
} finally {
  for (const server of servers) await server.close();
  await database.close();
  await benchDb.drop();
  await emulator.stop();
}
process.exit(exitCode);
