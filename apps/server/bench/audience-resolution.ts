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
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { searchPeople } from '../src/modules/people/audiences.ts';
import type { AudienceRule } from '../src/modules/people/tables.ts';
import {
  BENCH_TENANT,
  benchUuid,
  openBenchDatabase,
  percentiles,
  printBenchHeading,
  printLoadAfter,
  seedBenchTenant,
  sqlBenchUuid,
  timeRuns,
} from './support.ts';

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

printBenchHeading('Audience resolution');

/** Each table's uuid kind: its rows' ids follow from their number, so the audience can name them. */
const KIND = { venue: '8001', position: '8002', group: '8003', company: '8004', person: '8005' } as const;

const { database, close } = await openBenchDatabase();
try {
  const loadTime = await seedBenchTenant(database, async (db, o) => {
    await db.execute(
      sql.raw(`insert into venues (tenant_id, id, name) select ${o}, ${sqlBenchUuid(KIND.venue, 'n')}, 'Sede ' || n
        from generate_series(1, ${VENUES}) n`),
    );
    await db.execute(
      sql.raw(`insert into positions (tenant_id, id, name) select ${o}, ${sqlBenchUuid(KIND.position, 'n')}, 'Cargo ' || n
        from generate_series(1, ${POSITIONS}) n`),
    );
    await db.execute(
      sql.raw(`insert into groups (tenant_id, id, name) select ${o}, ${sqlBenchUuid(KIND.group, 'n')}, 'Grupo ' || n
        from generate_series(1, ${GROUPS}) n`),
    );
    await db.execute(
      sql.raw(`insert into companies (tenant_id, id, name, kind) select ${o}, ${sqlBenchUuid(KIND.company, 'n')}, 'Empresa ' || n, 'PARTNER'
        from generate_series(1, ${COMPANIES}) n`),
    );
    // Every 50th person disabled; each in one venue, one position, one group; a third of them with a company.
    await db.execute(
      sql.raw(`insert into persons (tenant_id, id, name, disabled_at)
        select ${o}, ${sqlBenchUuid(KIND.person, 'n')}, 'Persona ' || lpad(n::text, 6, '0'),
          case when n % 50 = 0 then now() end
        from generate_series(1, ${PEOPLE}) n`),
    );
    await db.execute(
      sql.raw(`insert into person_venues (tenant_id, person_id, venue_id)
        select ${o}, ${sqlBenchUuid(KIND.person, 'n')}, ${sqlBenchUuid(KIND.venue, `1 + n % ${VENUES}`)} from generate_series(1, ${PEOPLE}) n`),
    );
    await db.execute(
      sql.raw(`insert into person_positions (tenant_id, person_id, position_id)
        select ${o}, ${sqlBenchUuid(KIND.person, 'n')}, ${sqlBenchUuid(KIND.position, `1 + (n * 7) % ${POSITIONS}`)} from generate_series(1, ${PEOPLE}) n`),
    );
    await db.execute(
      sql.raw(`insert into person_groups (tenant_id, person_id, group_id)
        select ${o}, ${sqlBenchUuid(KIND.person, 'n')}, ${sqlBenchUuid(KIND.group, `1 + (n * 13) % ${GROUPS}`)} from generate_series(1, ${PEOPLE}) n`),
    );
    await db.execute(
      sql.raw(`insert into person_profiles (tenant_id, person_id, company_id)
        select ${o}, ${sqlBenchUuid(KIND.person, 'n')}, case when n % 3 = 0 then ${sqlBenchUuid(KIND.company, `1 + n % ${COMPANIES}`)} end
        from generate_series(1, ${PEOPLE}) n`),
    );
  });
  console.log(
    `  data: ${PEOPLE.toLocaleString('en-US')} people, ${VENUES} venues, ${POSITIONS} positions, ${GROUPS} groups, ${COMPANIES} companies (${loadTime} to load)`,
  );

  const rule: AudienceRule = {
    venues: [1, 2, 3, 4, 5, 6, 7, 8].map((n) => benchUuid(KIND.venue, n)),
    positions: [benchUuid(KIND.position, 3)],
    groups: [benchUuid(KIND.group, 4)],
    companies: [benchUuid(KIND.company, 2)],
    include: Array.from({ length: 100 }, (_, i) => benchUuid(KIND.person, 50_001 + i * 97)),
    exclude: Array.from({ length: 100 }, (_, i) => benchUuid(KIND.person, 1 + i * 500)),
  };
  // Saved, as the API stores it: resolved by id, its rule read inside the same statement.
  const [saved] = await database
    .withTenant(BENCH_TENANT, (tx) =>
      tx.execute(
        sql`insert into audiences (tenant_id, name, rule) values (${BENCH_TENANT}, 'Bench', ${JSON.stringify(rule)}::jsonb) returning id`,
      ),
    )
    .then((result) => (result as unknown as { rows: { id: string }[] }).rows);
  const audienceId = saved?.id;
  if (!audienceId) throw new Error('The audience was not stored');

  const measure = async (what: 'count' | 'page') => {
    const { times, answer: result } = await timeRuns(RUNS, 3, () =>
      database.withTenant(BENCH_TENANT, (tx) =>
        searchPeople(tx, BENCH_TENANT, {
          search: '',
          audience: audienceId,
          limit: what === 'count' ? 0 : 20,
          withCount: what === 'count',
        }),
      ),
    );
    const answer = (what === 'count' ? result?.count : result?.rows.length) ?? 0;
    return { answer, ...percentiles(times) };
  };

  if (process.env.FAENA_BENCH_EXPLAIN === '1') {
    // The plans, once, to see where the time goes.
    const { resolveAudience } = await import('../src/modules/people/audiences.ts');
    const plan = await database.withTenant(BENCH_TENANT, (tx) =>
      tx.execute(
        sql`explain (analyze, buffers) select count(*) from persons where persons.tenant_id = ${BENCH_TENANT} and persons.id in (${resolveAudience(tx, BENCH_TENANT, audienceId)})`,
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
  printLoadAfter();
  process.exitCode = failed ? 1 : 0;
} finally {
  await close();
}
