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
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { listDirectory } from '../src/modules/people/directory-queries.ts';
import {
  BENCH_TENANT,
  insertNamedPeople,
  openBenchDatabase,
  percentiles,
  printBenchHeading,
  printLoadAfter,
  seedBenchTenant,
  sqlBenchUuid,
  timeRuns,
} from './support.ts';

const { values } = parseArgs({
  options: { people: { type: 'string', default: '100000' }, runs: { type: 'string', default: '20' } },
});
const PEOPLE = Number(values.people);
const RUNS = Number(values.runs);
const GOAL_P95_MS = 50;

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

printBenchHeading('People search');

const { database, close } = await openBenchDatabase();
try {
  const loadTime = await seedBenchTenant(database, async (db, o) => {
    const id = (n: string) => sqlBenchUuid('8005', n);
    await insertNamedPeople(db, o, '8005', PEOPLE);
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
  });
  console.log(
    `  data: ${PEOPLE.toLocaleString('en-US')} people with a name, an address, a phone and a RUT (${loadTime} to load)`,
  );

  const times: number[] = [];
  const matches: string[] = [];
  for (const search of FRAGMENTS) {
    const measured = await timeRuns(RUNS, 2, () =>
      database.withTenant(BENCH_TENANT, (tx) =>
        listDirectory(tx, BENCH_TENANT, { search }, { limit: 20, offset: 0 }),
      ),
    );
    times.push(...measured.times);
    matches.push(`${search}: ${measured.answer?.count}`);
  }
  const { p50, p95, p99, max } = percentiles(times);
  const ok = p95 <= GOAL_P95_MS;
  console.log(`  matches: ${matches.join(', ')}`);
  console.log(
    `  search (count + first page of 20 by name): p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms over ${times.length} searches ${ok ? '✓' : '✖'} (goal p95 ≤ ${GOAL_P95_MS} ms)`,
  );
  printLoadAfter();
  process.exitCode = ok ? 0 : 1;
} finally {
  await close();
}
