/**
 * What the server's benches share: a throwaway database of their own, the `bench` tenant, the
 * names they generate people from, timing and percentiles, and the machine's load.
 */
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { DatabaseTarget } from '../src/config.ts';
import {
  type AppDatabase,
  type Database,
  openDatabase,
  selectRows,
} from '../src/platform/database/database.ts';
import { migrateDatabase } from '../src/platform/database/migrate.ts';
import { SEED_PASSWORD } from '../src/seed-data.ts';

/** The tenant the data benches create and measure in. */
export const BENCH_TENANT = 'bench';

// ---- the machine -------------------------------------------------------------------------------

/** The 1, 5 and 15 minute load averages, `0.42 / 0.30 / 0.25`. */
export const machineLoad = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

/** The bench's title line with Node's version and the cores, then the load before it runs. */
export function printBenchHeading(title: string): void {
  console.log(`\n${title} (Node ${process.version}, ${cpus().length} cores)`);
  console.log(`  load before: ${machineLoad()} (1/5/15 min)`);
}

/** The load once the bench has run: a busy machine explains slow figures. */
export function printLoadAfter(): void {
  console.log(`  load after: ${machineLoad()} (1/5/15 min)`);
}

/** Milliseconds as seconds with one decimal, `12.3 s`. */
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// ---- the database ------------------------------------------------------------------------------

async function asSuperuser(url: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/**
 * A database of the bench's own on the server `DATABASE_URL` names, so nobody's data is seeded
 * into or measured; `drop()` removes it. Without `DATABASE_URL`, in-memory PGlite, with a
 * warning (`hint` added to it), since its figures are not PostgreSQL's.
 */
export async function benchDatabase(hint = ''): Promise<{ target: DatabaseTarget; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.warn(
      `  ⚠ DATABASE_URL is not set: measuring on in-memory PGlite, whose figures are not PostgreSQL’s${hint}`,
    );
    return { target: { kind: 'pglite', dataDir: 'memory://' }, drop: async () => {} };
  }
  const name = `faena_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  await asSuperuser(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    drop: () => asSuperuser(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}

/** A bench database (see `benchDatabase`), open and migrated; `close()` also drops it. */
export async function openBenchDatabase(): Promise<{ database: Database; close(): Promise<void> }> {
  const { target, drop } = await benchDatabase();
  const database = await openDatabase(target);
  const close = async () => {
    await database.close();
    await drop();
  };
  try {
    await migrateDatabase(database);
  } catch (error) {
    await close();
    throw error;
  }
  return { database, close };
}

/** The `bench` tenant, created with the privileged connection. */
export async function createBenchTenant(database: Database): Promise<void> {
  await database.privileged.execute(
    sql`insert into tenants (id, subdomain, name) values (${BENCH_TENANT}, ${BENCH_TENANT}, 'Bench')`,
  );
}

/**
 * Creates the `bench` tenant and has `seed` fill it through the privileged connection (`tenant`
 * is its id as an SQL literal, for raw statements), then vacuums and analyzes, as autovacuum
 * soon does after a bulk load: the planner knows the new sizes, and index-only scans need not
 * visit the rows. Answers how long it all took, `12.3 s`.
 */
export async function seedBenchTenant(
  database: Database,
  seed: (db: AppDatabase, tenant: string) => Promise<void>,
): Promise<string> {
  const started = performance.now();
  await createBenchTenant(database);
  await seed(database.privileged, `'${BENCH_TENANT}'`);
  await database.privileged.execute(sql.raw('vacuum analyze'));
  return seconds(performance.now() - started);
}

/** The engine the figures come from, for the report: `PGlite (PostgreSQL 17.4)` or `PostgreSQL 15.8`. */
export async function describeEngine(database: Database, serverSuffix = ''): Promise<string> {
  const [{ version } = { version: '?' }] = await selectRows<{ version: string }>(
    database.privileged,
    sql`select split_part(current_setting('server_version'), ' ', 1) as version`,
  );
  return database.target.kind === 'pglite'
    ? `PGlite (PostgreSQL ${version})`
    : `PostgreSQL ${version}${serverSuffix}`;
}

// ---- generated data ----------------------------------------------------------------------------

/** Accented first names and surnames, so searches meet what real names make of them. */
export const FIRST_NAMES = [
  'José',
  'María',
  'Ana',
  'Luis',
  'Sofía',
  'Andrés',
  'Camila',
  'Jorge',
  'Valentina',
  'Tomás',
  'Ignacio',
  'Fernanda',
  'Raúl',
  'Daniela',
  'Martín',
  'Lucía',
  'Cristóbal',
  'Paula',
  'Héctor',
  'Inés',
];
export const LAST_NAMES = [
  'Muñoz',
  'González',
  'Rodríguez',
  'Pérez',
  'Díaz',
  'Soto',
  'Contreras',
  'Silva',
  'Martínez',
  'Sepúlveda',
  'Morales',
  'Rojas',
  'López',
  'Fuentes',
  'Hernández',
  'Torres',
  'Araya',
  'Flores',
  'Espinoza',
  'Valenzuela',
];

/** SQL for the item of `items` that the SQL integer expression `index` picks, round-robin. */
export function sqlPick(items: string[], index: string): string {
  const array = `array[${items.map((item) => `'${item}'`).join(',')}]`;
  return `(${array})[1 + (${index}) % ${items.length}]`;
}

/** SQL for a person's full name from `n`: a first name and two surnames. */
const sqlFullName = (n: string) =>
  `${sqlPick(FIRST_NAMES, n)} || ' ' || ${sqlPick(LAST_NAMES, `${n} / 20`)} || ' ' || ${sqlPick(LAST_NAMES, `${n} / 400`)}`;

/** A uuid of `kind` (four hex digits, `8001`) and number `n`: rows a bench can name again. */
export const benchUuid = (kind: string, n: number) =>
  `00000000-0000-4000-${kind}-${n.toString(16).padStart(12, '0')}`;

/** The same uuid in SQL, for the SQL integer expression `n`. */
export const sqlBenchUuid = (kind: string, n: string) =>
  `('00000000-0000-4000-${kind}-' || lpad(to_hex(${n}), 12, '0'))::uuid`;

/**
 * People 1 to `count` of the tenant `tenant` (an SQL literal), with ids of `kind`, a generated
 * full name and an address of their own.
 */
export async function insertNamedPeople(
  db: AppDatabase,
  tenant: string,
  kind: string,
  count: number,
): Promise<void> {
  await db.execute(
    sql.raw(`insert into persons (tenant_id, id, name, email)
      select ${tenant}, ${sqlBenchUuid(kind, 'n')}, ${sqlFullName('n')}, 'persona' || n || '@bench.faena.test'
      from generate_series(1, ${count}) n`),
  );
}

// ---- timing ------------------------------------------------------------------------------------

/**
 * Runs `run` `warmups` times unmeasured (caches and plans warm), then `runs` times measured:
 * each run's milliseconds, and what the last one answered.
 */
export async function timeRuns<T>(
  runs: number,
  warmups: number,
  run: () => Promise<T>,
): Promise<{ times: number[]; answer: T | undefined }> {
  const times: number[] = [];
  let answer: T | undefined;
  for (let i = -warmups; i < runs; i++) {
    const begin = performance.now();
    answer = await run();
    const elapsed = performance.now() - begin;
    if (i >= 0) times.push(elapsed);
  }
  return { times, answer };
}

/** The nearest-rank value at `share` (0–1) of ascending `sorted`; undefined when it is empty. */
export function nearestRank(sorted: readonly number[], share: number): number | undefined {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/** p50, p95, p99 and max of `times` in their unit (0 when there are none). */
export function percentiles(times: readonly number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => nearestRank(sorted, share) ?? 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}

// ---- servers -----------------------------------------------------------------------------------

/** Listens on a free loopback port: the port and the base URL. */
export async function listenOnLoopback(app: FastifyInstance): Promise<{ port: number; url: string }> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { port, url: `http://127.0.0.1:${port}` };
}

// ---- the identity provider (benches that call the API with real ID tokens) ----------------------

const BENCH_EMULATOR_PORT = 9399;

interface EmulatorModule {
  startAuthEmulator(options: { port?: number }): Promise<{ host: string; stop(): Promise<void> }>;
}

/** The Auth Emulator of `FIREBASE_AUTH_EMULATOR_HOST`, else one started here. */
export async function benchAuthEmulator(): Promise<{ host: string; stop(): Promise<void> }> {
  const running = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (running) return { host: running, stop: async () => {} };
  // Plain JS shared with the root scripts; imported by URL so TypeScript needs no types for it.
  const moduleUrl = new URL('../../../scripts/emulator.mjs', import.meta.url).href;
  const { startAuthEmulator } = (await import(moduleUrl)) as EmulatorModule;
  console.log(`  starting the Auth Emulator on 127.0.0.1:${BENCH_EMULATOR_PORT}…`);
  return startAuthEmulator({ port: BENCH_EMULATOR_PORT });
}

/** Signs a seeded person in through the emulator's REST API, as the web SDK does: a real ID token. */
export async function benchSignIn(
  emulatorHost: string,
  email: string,
  firebaseTenantId: string,
): Promise<string> {
  const url = `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: SEED_PASSWORD,
      returnSecureToken: true,
      tenantId: firebaseTenantId,
    }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!response.ok || !body.idToken) throw new Error(`Sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return body.idToken;
}
