/**
 * `npm run bench -w @faena/server -- --only native-report`, or on its own from apps/server with
 * `DATABASE_URL` set: `tsx bench/native-report.ts [--records 1000000] [--executions 100000] [--runs 30]`
 *
 * A native report's data through the real route (`GET /api/reports/{publicId}/data`, with
 * authentication, tenant scope, row-level security and serialization): `--records` activity
 * occurrence records over 2,000 activities in 200 venues across 52 weeks, and `--executions`
 * submitted checklist executions over 10 checklists and the same venues and weeks, written in
 * bulk with generate_series. Measures, `--runs` times each after a warm-up, the
 * activity-completion and checklist-scores reports over their default 90 days and over a whole
 * year, weeks cut in the viewer's zone (the activities' own, and once UTC, which converts every record); prints p50/p95/p99 against the goal (p95 ≤ 300 ms) and
 * the machine's load. Each figure is one SQL aggregate in the database; no row reaches Node to
 * be counted.
 *
 * The activity records go in as the app writes them, through `activity_executions`' triggers,
 * which keep the report's rollup (`activity_completion_daily`), so the load time printed
 * includes keeping it. For comparison, the same report counted straight from the records (the
 * query before the rollup, `directCompletionByVenueAndWeek`, in-process with no HTTP) is timed
 * too, and its answer must equal the route's.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import {
  completionByVenueAndWeek,
  directCompletionByVenueAndWeek,
} from '../src/modules/activities/report-queries.ts';
import type { Database } from '../src/platform/database/database.ts';
import { percentiles, printBenchHeading, printLoadAfter, seconds, timeRuns } from './support.ts';
import { ANA, ORGANIZATION, startWorkflowBench } from './workflow-data.ts';

const { values } = parseArgs({
  options: {
    records: { type: 'string', default: '1000000' },
    executions: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '30' },
  },
});
const RECORDS = Number(values.records);
const EXECUTIONS = Number(values.executions);
const RUNS = Number(values.runs);
const VENUES = 200;
const ACTIVITIES = 2_000;
const CHECKLISTS = 10;
const GOAL_P95_MS = 300;
/** 52 weeks in minutes, spread over each activity's records. */
const YEAR_MINUTES = 52 * 7 * 24 * 60;

const uuid = (kind: string, n: string) =>
  `('0e900000-0000-4000-${kind}-' || lpad((${n})::text, 12, '0'))::uuid`;

async function seed(database: Database): Promise<string> {
  const started = performance.now();
  const db = database.privileged;
  const o = `'${ORGANIZATION}'`;
  const perActivity = Math.ceil(RECORDS / ACTIVITIES);
  const step = Math.floor(YEAR_MINUTES / perActivity);
  for (const statement of [
    `insert into venues (tenant_id, id, name) select ${o}, ${uuid('8001', 'v')}, 'Sede ' || lpad(v::text, 3, '0')
       from generate_series(1, ${VENUES}) v`,
    `insert into activities (tenant_id, id, title, dtstart, time_zone, starts_at, rrule, venue_id)
       overriding system value
       select ${o}, 100000 + a, 'Ronda ' || a, '20250101T080000', 'America/Mexico_City', now() - interval '1 year',
         'FREQ=HOURLY', ${uuid('8001', `1 + a % ${VENUES}`)}
       from generate_series(1, ${ACTIVITIES}) a`,
    // Record n: activity n % 2,000, the k-th of its records, k steps of the year back from now.
    `insert into activity_executions (tenant_id, activity_id, recurrence_id, status, completed_at)
       select ${o}, 100000 + 1 + n % ${ACTIVITIES},
         to_char((now() at time zone 'America/Mexico_City') - (n / ${ACTIVITIES}) * interval '${step} minutes', 'YYYYMMDD"T"HH24MISS'),
         case when n % 10 < 7 then 'COMPLETED' when n % 10 < 9 then 'CANCELLED' else 'NEEDS-ACTION' end,
         case when n % 10 < 7 then now() end
       from generate_series(0, ${RECORDS - 1}) n`,
    `insert into checklists (tenant_id, id, title, scoring)
       select ${o}, ${uuid('8002', 'c')}, 'Auditoría ' || c, true from generate_series(1, ${CHECKLISTS}) c`,
    `insert into checklist_versions (tenant_id, checklist_id, version, title, scoring, definition)
       select ${o}, ${uuid('8002', 'c')}, 1, 'Auditoría ' || c, true, '{"id":"a","fields":[]}'::jsonb
       from generate_series(1, ${CHECKLISTS}) c`,
    `insert into checklist_executions (tenant_id, client_id, checklist_id, version, status, person_id, venue_id,
         answers, submitted_at, listed_at, score, max_score, percentage, flagged_count)
       select ${o}, gen_random_uuid(), ${uuid('8002', `1 + n % ${CHECKLISTS}`)}, 1, 'submitted', '${ANA.id}'::uuid,
         ${uuid('8001', `1 + n % ${VENUES}`)}, '{}'::jsonb, t, t, n % 50, 50, (n % 50) * 2, n % 3
       from (select n, now() - (n * ${Math.floor((YEAR_MINUTES * 60) / EXECUTIONS)}) * interval '1 second' as t
             from generate_series(0, ${EXECUTIONS - 1}) n) s`,
    `insert into report_categories (tenant_id, id, name) values (${o}, '0e900000-0000-4000-8003-000000000001', 'Bench')`,
    `insert into reports (tenant_id, public_id, category_id, title, kind, native)
       select ${o}, 'bench-' || source || '-' || days, '0e900000-0000-4000-8003-000000000001', source || ' ' || days, 'native',
         jsonb_build_object('source', source, 'days', days, 'venueIds', '[]'::jsonb, 'checklistId', null, 'workflowTypeId', null)
       from unnest(array['activity-completion', 'checklist-scores']) source, unnest(array[90, 366]) days`,
    'analyze',
  ]) {
    await db.execute(sql.raw(statement));
  }
  return seconds(performance.now() - started);
}

printBenchHeading('Native report data');

const bench = await startWorkflowBench();
let failed = false;
try {
  const loadTime = await seed(bench.database);
  console.log(
    `  ${bench.engine}; data: ${RECORDS.toLocaleString('en-US')} activity records (${ACTIVITIES.toLocaleString('en-US')} activities, ${VENUES} venues, 52 weeks) and ${EXECUTIONS.toLocaleString('en-US')} checklist executions (${loadTime} to load)`,
  );
  const headers = bench.headersOf(ANA.email);
  const all: number[] = [];
  // The activities' zone is the viewer's (no conversion), except in the UTC run (every record converted).
  const targets = [
    ['activity-completion', 90, 'America/Mexico_City'],
    ['activity-completion', 366, 'America/Mexico_City'],
    ['activity-completion', 90, 'UTC'],
    ['checklist-scores', 90, 'America/Mexico_City'],
    ['checklist-scores', 366, 'America/Mexico_City'],
  ] as const;
  for (const [source, days, zone] of targets) {
    const url = `/api/reports/bench-${source}-${days}/data?timeZone=${zone}`;
    const measured = await timeRuns(RUNS, 3, async () => {
      const response = await bench.app.inject({ method: 'GET', url, headers });
      if (response.statusCode !== 200) {
        throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
      }
      return response.json() as { rows: Record<string, number>[] };
    });
    all.push(...measured.times);
    const { p50, p95, p99 } = percentiles(measured.times);
    const ok = p95 <= GOAL_P95_MS;
    if (!ok) failed = true;
    const rows = measured.answer?.rows ?? [];
    const activities = source === 'activity-completion';
    const counted = rows.reduce(
      (sum, row) => sum + (activities ? row.completed! + row.cancelled! + row.pending! : row.executions!),
      0,
    );
    console.log(
      `  ${`${source}, ${days} days, ${zone}`.padEnd(50)} ${String(rows.length).padStart(6)} rows over ${counted.toLocaleString('en-US').padStart(9)} ${activities ? 'records' : 'executions'}: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms ${ok ? '✓' : '✖'}`,
    );
  }
  // The report counted straight from the records, as before the rollup: same answer, slower.
  const now = new Date();
  for (const [days, zone] of [
    [90, 'America/Mexico_City'],
    [366, 'America/Mexico_City'],
    [90, 'UTC'],
  ] as const) {
    const filters = {
      from: new Date(now.getTime() - days * 86_400_000),
      to: now,
      venueIds: [],
      timeZone: zone,
    };
    const measured = await timeRuns(Math.min(RUNS, 5), 1, () =>
      bench.database.withTenant(ORGANIZATION, (tx) =>
        directCompletionByVenueAndWeek(tx, ORGANIZATION, filters),
      ),
    );
    const viaRollup = await bench.database.withTenant(ORGANIZATION, (tx) =>
      completionByVenueAndWeek(tx, ORGANIZATION, filters),
    );
    if (JSON.stringify(viaRollup) !== JSON.stringify(measured.answer)) {
      failed = true;
      console.log(`  ✖ ${days} days, ${zone}: the rollup's answer differs from the records' count`);
    }
    const { p50, p95: p95Direct } = percentiles(measured.times);
    console.log(
      `  ${`direct count (no rollup), ${days} days, ${zone}`.padEnd(50)} ${String(measured.answer?.length ?? 0).padStart(6)} rows: p50 ${p50.toFixed(1)} ms, p95 ${p95Direct.toFixed(1)} ms (${Math.min(RUNS, 5)} runs, for comparison)`,
    );
  }
  const { p95 } = percentiles(all);
  console.log(`  all ${all.length} requests: p95 ${p95.toFixed(1)} ms (goal p95 ≤ ${GOAL_P95_MS} ms each)`);
  printLoadAfter();
  process.exitCode = failed ? 1 : 0;
} finally {
  await bench.close();
}
