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
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { chartNodes, searchChart } from '../src/modules/org/chart.ts';
import type { Tx } from '../src/platform/database/database.ts';
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
  options: { positions: { type: 'string', default: '20000' }, runs: { type: 'string', default: '20' } },
});
const POSITIONS = Number(values.positions);
const RUNS = Number(values.runs);
/** The web's budget for a level or a search round trip, of which this is the database's share. */
const GOAL_P95_MS = 100;
const WIDTH = 6;

const SEARCHES = ['sofia mu', 'gonzalez', 'raul', 'ines torres', 'gerente 12', 'jefe 3', 'zzz'];

printBenchHeading('Org chart');

const { database, close } = await openBenchDatabase();
try {
  const loadTime = await seedBenchTenant(database, async (db, o) => {
    const positionId = (n: string) => sqlBenchUuid('8001', n);
    const personId = (n: string) => sqlBenchUuid('8002', n);
    // Position n reports to position (n - 2) / WIDTH + 1: a tree WIDTH wide, parents first.
    await db.execute(
      sql.raw(`insert into positions (tenant_id, id, name, parent_id)
        select ${o}, ${positionId('n')},
          (case when n = 1 then 'Gerente general' when n < 44 then 'Gerente ' || n else 'Jefe ' || n end),
          case when n = 1 then null else ${positionId(`((n - 2) / ${WIDTH} + 1)`)} end
        from generate_series(1, ${POSITIONS}) n`),
    );
    await insertNamedPeople(db, o, '8002', POSITIONS);
    await db.execute(
      sql.raw(`insert into person_positions (tenant_id, person_id, position_id)
        select ${o}, ${personId('n')}, ${positionId('n')} from generate_series(1, ${POSITIONS}) n`),
    );
  });
  console.log(
    `  data: ${POSITIONS.toLocaleString('en-US')} positions ${WIDTH} wide and as many people holding them (${loadTime} to load)`,
  );

  const measure = async (run: (tx: Tx) => Promise<unknown>) =>
    (await timeRuns(RUNS, 2, () => database.withTenant(BENCH_TENANT, run))).times;
  const inTenant = <T>(fn: (tx: Tx) => Promise<T>) => database.withTenant(BENCH_TENANT, fn);

  const [root] = await inTenant((tx) => chartNodes(tx, BENCH_TENANT, null));
  if (!root) throw new Error('no root');
  const [child] = await inTenant((tx) => chartNodes(tx, BENCH_TENANT, root.id));
  const results: [string, number[]][] = [];
  results.push([
    `top level (descendants ${root.descendantCount.toLocaleString('en-US')})`,
    await measure((tx) => chartNodes(tx, BENCH_TENANT, null)),
  ]);
  results.push([
    `a level below the top (${root.childCount} nodes)`,
    await measure((tx) => chartNodes(tx, BENCH_TENANT, root.id)),
  ]);
  results.push(['two levels below the top', await measure((tx) => chartNodes(tx, BENCH_TENANT, child!.id))]);
  const searchTimes: number[] = [];
  const found: string[] = [];
  for (const query of SEARCHES) {
    const times = await measure((tx) => searchChart(tx, BENCH_TENANT, query));
    searchTimes.push(...times);
    const matches = await inTenant((tx) => searchChart(tx, BENCH_TENANT, query));
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
  printLoadAfter();
  process.exitCode = ok ? 0 : 1;
} finally {
  await close();
}
