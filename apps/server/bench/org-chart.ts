/**
 * `npm run bench -w @faena/server -- --only org-chart`, or on its own from apps/server with
 * `DATABASE_URL` set: `tsx bench/org-chart.ts [--positions 20000] [--runs 20]`
 *
 * The org chart's API over a large organization, as `GET /api/org-chart/nodes` and
 * `GET /api/org-chart/search` run it (the same functions, as `app_user` under row-level
 * security, in one transaction): 20,000 positions in a six-wide reporting line (seven levels)
 * and 20,000 people, one holding each. Measures the top level (whose counts cover the whole
 * tree), a level one and two below, and searches by person name and by title, `--runs` times
 * each after a warm-up, and prints p50/p95/p99 and the machine's load.
 */
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseTarget } from '../src/config.ts';
import { chartNodes, searchChart } from '../src/modules/org/chart.ts';
import { openDatabase } from '../src/platform/database/database.ts';
import { migrateDatabase } from '../src/platform/database/migrate.ts';

const { values } = parseArgs({
  options: { positions: { type: 'string', default: '20000' }, runs: { type: 'string', default: '20' } },
});
const POSITIONS = Number(values.positions);
const RUNS = Number(values.runs);
/** The web's budget for a level or a search round trip, of which this is the database's share. */
const GOAL_P95_MS = 100;
const ORGANIZATION = 'bench';
const WIDTH = 6;

const FIRST = [
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
const LAST = [
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
const SEARCHES = ['sofia mu', 'gonzalez', 'raul', 'ines torres', 'gerente 12', 'jefe 3', 'zzz'];

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
console.log(`\nOrg chart (Node ${process.version}, ${cpus().length} cores)`);
console.log(`  load before: ${load()} (1/5/15 min)`);

async function asSuperuser(url: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

async function benchDatabase(): Promise<{ target: DatabaseTarget; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.warn(
      '  ⚠ DATABASE_URL is not set: measuring on in-memory PGlite, whose figures are not PostgreSQL’s',
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

const array = (items: string[]) => `array[${items.map((i) => `'${i}'`).join(',')}]`;
const pick = (items: string[], index: string) => `(${array(items)})[1 + (${index}) % ${items.length}]`;

const { target, drop } = await benchDatabase();
const database = await openDatabase(target);
try {
  await migrateDatabase(database);
  const db = database.privileged;
  const started = performance.now();
  await db.execute(
    sql`insert into tenants (id, subdomain, name) values (${ORGANIZATION}, ${ORGANIZATION}, 'Bench')`,
  );
  const o = `'${ORGANIZATION}'`;
  const id = (kind: string, n: string) =>
    `('00000000-0000-4000-${kind}-' || lpad(to_hex(${n}), 12, '0'))::uuid`;
  // Position n reports to position (n - 2) / WIDTH + 1: a tree WIDTH wide, parents first.
  await db.execute(
    sql.raw(`insert into positions (tenant_id, id, name, parent_id)
      select ${o}, ${id('8001', 'n')},
        (case when n = 1 then 'Gerente general' when n < 44 then 'Gerente ' || n else 'Jefe ' || n end),
        case when n = 1 then null else ${id('8001', `((n - 2) / ${WIDTH} + 1)`)} end
      from generate_series(1, ${POSITIONS}) n`),
  );
  await db.execute(
    sql.raw(`insert into persons (tenant_id, id, name, email)
      select ${o}, ${id('8002', 'n')},
        ${pick(FIRST, 'n')} || ' ' || ${pick(LAST, 'n / 20')} || ' ' || ${pick(LAST, 'n / 400')},
        'persona' || n || '@bench.faena.test'
      from generate_series(1, ${POSITIONS}) n`),
  );
  await db.execute(
    sql.raw(`insert into person_positions (tenant_id, person_id, position_id)
      select ${o}, ${id('8002', 'n')}, ${id('8001', 'n')} from generate_series(1, ${POSITIONS}) n`),
  );
  await db.execute(sql.raw('analyze'));
  console.log(
    `  data: ${POSITIONS.toLocaleString('en-US')} positions ${WIDTH} wide and as many people holding them (${((performance.now() - started) / 1000).toFixed(1)} s to load)`,
  );

  const percentiles = (times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    const at = (share: number) =>
      sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
    return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
  };
  type Tx = Parameters<Parameters<typeof database.withTenant>[1]>[0];
  const measure = async (run: (tx: Tx) => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = -2; i < RUNS; i++) {
      const begin = performance.now();
      await database.withTenant(ORGANIZATION, run);
      if (i >= 0) times.push(performance.now() - begin);
    }
    return times;
  };
  const inTenant = <T>(fn: (tx: Parameters<Parameters<typeof database.withTenant>[1]>[0]) => Promise<T>) =>
    database.withTenant(ORGANIZATION, fn);

  const [root] = await inTenant((tx) => chartNodes(tx, ORGANIZATION, null));
  if (!root) throw new Error('no root');
  const [child] = await inTenant((tx) => chartNodes(tx, ORGANIZATION, root.id));
  const results: [string, number[]][] = [];
  results.push([
    `top level (descendants ${root.descendantCount.toLocaleString('en-US')})`,
    await measure((tx) => chartNodes(tx, ORGANIZATION, null)),
  ]);
  results.push([
    `a level below the top (${root.childCount} nodes)`,
    await measure((tx) => chartNodes(tx, ORGANIZATION, root.id)),
  ]);
  results.push(['two levels below the top', await measure((tx) => chartNodes(tx, ORGANIZATION, child!.id))]);
  const searchTimes: number[] = [];
  const found: string[] = [];
  for (const query of SEARCHES) {
    const times = await measure((tx) => searchChart(tx, ORGANIZATION, query));
    searchTimes.push(...times);
    const matches = await inTenant((tx) => searchChart(tx, ORGANIZATION, query));
    found.push(`${query}: ${matches.length}`);
  }
  results.push([`search with ancestors (${found.join(', ')})`, searchTimes]);

  let ok = true;
  for (const [label, times] of results) {
    const { p50, p95, p99, max } = percentiles(times);
    const pass = p95 <= GOAL_P95_MS;
    ok &&= pass;
    console.log(
      `  ${label}: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms ${pass ? '✓' : '✖'} (goal p95 ≤ ${GOAL_P95_MS} ms)`,
    );
  }
  console.log(`  load after: ${load()} (1/5/15 min)`);
  process.exitCode = ok ? 0 : 1;
} finally {
  await database.close();
  await drop();
}
