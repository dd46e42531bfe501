/**
 * `npm run bench -w @faena/server -- --only audience-resolution`, or on its own from apps/server
 * with `DATABASE_URL` set: `tsx bench/audience-resolution.ts [--people 100000] [--runs 30]`
 *
 * Resolving an audience over a large organization, as the API does it (one statement, as
 * `app_user` under row-level security): 100,000 people over 500 venues, 200 positions, 50 groups
 * and 10 companies; an audience of several venues, a position, a group, a company, 100 people
 * included and 100 excluded. Measures, `--runs` times each after a warm-up, the count of its
 * people and the first page of 20 by name (with each person's position and venue), and prints
 * p50/p95/max against the goal (p95 ≤ 200 ms each) and the machine's load.
 */
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseTarget } from '../src/config.ts';
import { searchPeople } from '../src/modules/people/audiences.ts';
import type { AudienceRule } from '../src/modules/people/tables.ts';
import { openDatabase } from '../src/platform/database/database.ts';
import { migrateDatabase } from '../src/platform/database/migrate.ts';

const { values } = parseArgs({
  options: { people: { type: 'string', default: '100000' }, runs: { type: 'string', default: '30' } },
});
const PEOPLE = Number(values.people);
const RUNS = Number(values.runs);
const VENUES = 500;
const POSITIONS = 200;
const GROUPS = 50;
const COMPANIES = 10;
const GOAL_P95_MS = 200;
const ORGANIZATION = 'bench';

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
console.log(`\nAudience resolution (Node ${process.version}, ${cpus().length} cores)`);
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

/** Deterministic uuids per kind and number, so the audience can name them. */
const uuidOf = (kind: number, n: number) =>
  `00000000-0000-4000-8${kind.toString(16).padStart(3, '0')}-${n.toString(16).padStart(12, '0')}`;
const uuidSql = (kind: number, n: string) =>
  `('00000000-0000-4000-8${kind.toString(16).padStart(3, '0')}-' || lpad(to_hex(${n}), 12, '0'))::uuid`;

const KIND = { venue: 1, position: 2, group: 3, company: 4, person: 5 } as const;

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
  await db.execute(
    sql.raw(`insert into venues (tenant_id, id, name) select ${o}, ${uuidSql(KIND.venue, 'n')}, 'Sede ' || n
      from generate_series(1, ${VENUES}) n`),
  );
  await db.execute(
    sql.raw(`insert into positions (tenant_id, id, name) select ${o}, ${uuidSql(KIND.position, 'n')}, 'Cargo ' || n
      from generate_series(1, ${POSITIONS}) n`),
  );
  await db.execute(
    sql.raw(`insert into groups (tenant_id, id, name) select ${o}, ${uuidSql(KIND.group, 'n')}, 'Grupo ' || n
      from generate_series(1, ${GROUPS}) n`),
  );
  await db.execute(
    sql.raw(`insert into companies (tenant_id, id, name, kind) select ${o}, ${uuidSql(KIND.company, 'n')}, 'Empresa ' || n, 'PARTNER'
      from generate_series(1, ${COMPANIES}) n`),
  );
  // Every 50th person disabled; each in one venue, one position, one group; a third of them with a company.
  await db.execute(
    sql.raw(`insert into persons (tenant_id, id, name, disabled_at)
      select ${o}, ${uuidSql(KIND.person, 'n')}, 'Persona ' || lpad(n::text, 6, '0'),
        case when n % 50 = 0 then now() end
      from generate_series(1, ${PEOPLE}) n`),
  );
  await db.execute(
    sql.raw(`insert into person_venues (tenant_id, person_id, venue_id)
      select ${o}, ${uuidSql(KIND.person, 'n')}, ${uuidSql(KIND.venue, `1 + n % ${VENUES}`)} from generate_series(1, ${PEOPLE}) n`),
  );
  await db.execute(
    sql.raw(`insert into person_positions (tenant_id, person_id, position_id)
      select ${o}, ${uuidSql(KIND.person, 'n')}, ${uuidSql(KIND.position, `1 + (n * 7) % ${POSITIONS}`)} from generate_series(1, ${PEOPLE}) n`),
  );
  await db.execute(
    sql.raw(`insert into person_groups (tenant_id, person_id, group_id)
      select ${o}, ${uuidSql(KIND.person, 'n')}, ${uuidSql(KIND.group, `1 + (n * 13) % ${GROUPS}`)} from generate_series(1, ${PEOPLE}) n`),
  );
  await db.execute(
    sql.raw(`insert into person_profiles (tenant_id, person_id, company_id)
      select ${o}, ${uuidSql(KIND.person, 'n')}, case when n % 3 = 0 then ${uuidSql(KIND.company, `1 + n % ${COMPANIES}`)} end
      from generate_series(1, ${PEOPLE}) n`),
  );
  await db.execute(sql.raw('analyze'));
  console.log(
    `  data: ${PEOPLE.toLocaleString('en-US')} people, ${VENUES} venues, ${POSITIONS} positions, ${GROUPS} groups, ${COMPANIES} companies (${((performance.now() - started) / 1000).toFixed(1)} s to load)`,
  );

  const rule: AudienceRule = {
    venues: [1, 2, 3, 4, 5, 6, 7, 8].map((n) => uuidOf(KIND.venue, n)),
    positions: [uuidOf(KIND.position, 3)],
    groups: [uuidOf(KIND.group, 4)],
    companies: [uuidOf(KIND.company, 2)],
    include: Array.from({ length: 100 }, (_, i) => uuidOf(KIND.person, 50_001 + i * 97)),
    exclude: Array.from({ length: 100 }, (_, i) => uuidOf(KIND.person, 1 + i * 500)),
  };
  // Saved, as the API stores it: resolved by id, its rule read inside the same statement.
  const [saved] = await database
    .withTenant(ORGANIZATION, (tx) =>
      tx.execute(
        sql`insert into audiences (tenant_id, name, rule) values (${ORGANIZATION}, 'Bench', ${JSON.stringify(rule)}::jsonb) returning id`,
      ),
    )
    .then((result) => (result as unknown as { rows: { id: string }[] }).rows);
  const audienceId = saved?.id;
  if (!audienceId) throw new Error('The audience was not stored');

  const measure = async (what: 'count' | 'page') => {
    const times: number[] = [];
    let answer = 0;
    for (let run = -3; run < RUNS; run++) {
      const begin = performance.now();
      const result = await database.withTenant(ORGANIZATION, (tx) =>
        searchPeople(tx, ORGANIZATION, {
          search: '',
          audience: audienceId,
          limit: what === 'count' ? 0 : 20,
          withCount: what === 'count',
        }),
      );
      const elapsed = performance.now() - begin;
      if (run >= 0) times.push(elapsed);
      answer = what === 'count' ? result.count : result.rows.length;
    }
    times.sort((a, b) => a - b);
    const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)] ?? 0;
    return { answer, p50: at(0.5), p95: at(0.95), max: at(1) };
  };

  if (process.env.FAENA_BENCH_EXPLAIN === '1') {
    // The plans, once, to see where the time goes.
    const { resolveAudience } = await import('../src/modules/people/audiences.ts');
    const plan = await database.withTenant(ORGANIZATION, (tx) =>
      tx.execute(
        sql`explain (analyze, buffers) select count(*) from persons where persons.tenant_id = ${ORGANIZATION} and persons.id in (${resolveAudience(tx, ORGANIZATION, audienceId)})`,
      ),
    );
    for (const row of (plan as unknown as { rows: { 'QUERY PLAN': string }[] }).rows)
      console.log(`    ${row['QUERY PLAN']}`);
  }

  let failed = false;
  for (const what of ['count', 'page'] as const) {
    const { answer, p50, p95, max } = await measure(what);
    const ok = p95 <= GOAL_P95_MS;
    failed ||= !ok;
    console.log(
      `  ${what === 'count' ? 'count of its people' : 'first page of 20   '}: ${what === 'count' ? `${answer} people` : `${answer} rows`}; p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms over ${RUNS} runs ${ok ? '✓' : '✖'} (goal p95 ≤ ${GOAL_P95_MS} ms)`,
    );
  }
  console.log(`  load after: ${load()} (1/5/15 min)`);
  process.exitCode = failed ? 1 : 0;
} finally {
  await database.close();
  await drop();
}
