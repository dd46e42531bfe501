/**
 * `npm run bench -w @faena/server -- --only people-search`, or on its own from apps/server with
 * `DATABASE_URL` set: `tsx bench/people-search.ts [--people 100000] [--runs 20]`
 *
 * The people directory's search over a large organization, as `GET /api/persons?search=` runs
 * it (the same function, as `app_user` under row-level security, in one transaction): 100,000
 * people with accented names, a sign-in address, a phone and a RUT each, their search text
 * computed by the database's triggers. Searches 3–6 character fragments of names, a phone and
 * a document number (count + first page of 20 by name), `--runs` times each after a warm-up,
 * and prints p50/p95/p99 against the goal (p95 ≤ 50 ms) and the machine's load. The HTTP
 * layer's own cost is the http-overhead bench's.
 */
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseTarget } from '../src/config.ts';
import { listDirectory } from '../src/modules/people/directory-queries.ts';
import { openDatabase } from '../src/platform/database/database.ts';
import { migrateDatabase } from '../src/platform/database/migrate.ts';

const { values } = parseArgs({
  options: { people: { type: 'string', default: '100000' }, runs: { type: 'string', default: '20' } },
});
const PEOPLE = Number(values.people);
const RUNS = Number(values.runs);
const GOAL_P95_MS = 50;
const ORGANIZATION = 'bench';

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
const FRAGMENTS = [
  'mun',
  'gonz',
  'sofia',
  'andre',
  'valen',
  'sepul',
  'ines',
  'raul',
  'cristo',
  'torr',
  'hernan',
  'espin',
  'lopez',
  'ana so',
  '569123',
  '100423',
  '10004',
];

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
console.log(`\nPeople search (Node ${process.version}, ${cpus().length} cores)`);
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
  const id = (n: string) => `('00000000-0000-4000-8005-' || lpad(to_hex(${n}), 12, '0'))::uuid`;
  await db.execute(
    sql.raw(`insert into persons (tenant_id, id, name, email)
      select ${o}, ${id('n')},
        ${pick(FIRST, 'n')} || ' ' || ${pick(LAST, 'n / 20')} || ' ' || ${pick(LAST, 'n / 400')},
        'persona' || n || '@bench.faena.test'
      from generate_series(1, ${PEOPLE}) n`),
  );
  // The profile and document triggers recompute each person's search text, as every write does.
  await db.execute(
    sql.raw(`insert into person_profiles (tenant_id, person_id, phones)
      select ${o}, ${id('n')}, array['+569' || lpad(((n::bigint * 7919) % 100000000)::text, 8, '0')]
      from generate_series(1, ${PEOPLE}) n`),
  );
  await db.execute(
    sql.raw(`insert into person_documents (tenant_id, type, number, person_id)
      select ${o}, 'CL_CI', (10000000 + n)::text || '-' || (n % 10)::text, ${id('n')}
      from generate_series(1, ${PEOPLE}) n`),
  );
  await db.execute(sql.raw('analyze'));
  console.log(
    `  data: ${PEOPLE.toLocaleString('en-US')} people with a name, an address, a phone and a RUT (${((performance.now() - started) / 1000).toFixed(1)} s to load)`,
  );

  const times: number[] = [];
  const matches: string[] = [];
  for (const search of FRAGMENTS) {
    for (let run = -2; run < RUNS; run++) {
      const begin = performance.now();
      const page = await database.withTenant(ORGANIZATION, (tx) =>
        listDirectory(tx, ORGANIZATION, { search }, { limit: 20, offset: 0 }),
      );
      const elapsed = performance.now() - begin;
      if (run >= 0) times.push(elapsed);
      if (run === 0) matches.push(`${search}: ${page.count}`);
    }
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)] ?? 0;
  const ok = at(0.95) <= GOAL_P95_MS;
  console.log(`  matches: ${matches.join(', ')}`);
  console.log(
    `  search (count + first page of 20 by name): p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${at(1).toFixed(1)} ms over ${times.length} searches ${ok ? '✓' : '✖'} (goal p95 ≤ ${GOAL_P95_MS} ms)`,
  );
  console.log(`  load after: ${load()} (1/5/15 min)`);
  process.exitCode = ok ? 0 : 1;
} finally {
  await database.close();
  await drop();
}
