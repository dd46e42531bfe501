/**
 * `npm run bench -w @faena/server -- --only activities-day`, or on its own from apps/server with
 * `DATABASE_URL` set: `tsx bench/activities-day.ts [--activities 2000] [--runs 20]`
 *
 * The activities day view as `GET /api/activities/occurrences` runs it (the same function, as
 * `app_user` under row-level security, in one transaction) for a person with 2,000 activities —
 * daily, weekly on two days, monthly on the last Friday and one-off, started up to three years
 * ago, in the six zones of the SPEC's organisations — in an organization of 20,000 (the other
 * 18,000 belong to 90 colleagues), with a completion recorded on half of yesterday's. Lists 20
 * different days in America/Mexico_City, `--runs` times each after a warm-up, and prints
 * p50/p95/p99 against the goal (p95 ≤ 50 ms) and the machine's load.
 */
import { parseArgs } from 'node:util';
import { toInstant } from '@faena/recurrence';
import { sql } from 'drizzle-orm';
import { listDay } from '../src/modules/activities/day-list.ts';
import {
  BENCH_TENANT,
  benchUuid,
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
  options: { activities: { type: 'string', default: '2000' }, runs: { type: 'string', default: '20' } },
});
const MINE = Number(values.activities);
const COLLEAGUES = 90;
const RUNS = Number(values.runs);
const GOAL_P95_MS = 50;
const ZONE = 'America/Mexico_City';
const ZONES = [
  'America/Mexico_City',
  'America/Santiago',
  'America/Bogota',
  'America/Lima',
  'America/El_Salvador',
  'America/New_York',
];

printBenchHeading('Activities day view');

const { database, close } = await openBenchDatabase();
try {
  const total = MINE * 10;
  const loadTime = await seedBenchTenant(database, async (db, o) => {
    await insertNamedPeople(db, o, '8019', COLLEAGUES + 1);
    const zones = `array[${ZONES.map((zone) => `'${zone}'`).join(',')}]`;
    // Activity n: a start up to three years back at 06:00–17:00; its kind from n.
    await db.execute(
      sql.raw(`insert into activities (tenant_id, id, title, dtstart, time_zone, duration_seconds, rrule, starts_at, priority)
        overriding system value
        select ${o}, n, 'Actividad ' || n,
          to_char(date '2026-11-25' - (n % 1095) + make_interval(hours => 6 + n % 12), 'YYYYMMDD"T"HH24MISS'),
          (${zones})[1 + n % 6], 1800,
          case n % 10 when 0 then null when 1 then 'FREQ=MONTHLY;BYDAY=-1FR'
            when 2 then 'FREQ=WEEKLY;BYDAY=MO,TH' when 3 then 'FREQ=WEEKLY;BYDAY=TU,FR'
            else 'FREQ=DAILY' end,
          date '2026-11-25' - (n % 1095) - interval '1 day', 2 + n % 7
        from generate_series(1, ${total}) n`),
    );
    // One-offs end with their only occurrence.
    await db.execute(
      sql.raw(
        `update activities set ends_at = starts_at + interval '2 days' where tenant_id = ${o} and rrule is null`,
      ),
    );
    // Mine: the first MINE; the rest are shared among the colleagues.
    await db.execute(
      sql.raw(`insert into activity_responsibles (tenant_id, activity_id, person_id)
        select ${o}, n, case when n <= ${MINE} then '${benchUuid('8019', 1)}'::uuid
          else ${sqlBenchUuid('8019', `(2 + n % ${COLLEAGUES})`)} end
        from generate_series(1, ${total}) n`),
    );
    await db.execute(
      sql.raw(`insert into activity_executions (tenant_id, activity_id, recurrence_id, status, completed_at)
        select ${o}, id, '20261124' || substr(dtstart, 9), 'COMPLETED', now()
        from activities where tenant_id = ${o} and rrule = 'FREQ=DAILY' and id % 2 = 0`),
    );
  });
  console.log(
    `  data: ${total.toLocaleString('en-US')} activities, ${MINE.toLocaleString('en-US')} of them one person's, in 6 zones (${loadTime} to load)`,
  );

  const times: number[] = [];
  const counts: number[] = [];
  for (let day = 0; day < 20; day++) {
    const date = { year: 2026, month: 11, day: 10 + day, hour: 0, minute: 0, second: 0 };
    const windowStart = toInstant(date, ZONE);
    const windowEnd = toInstant({ ...date, day: date.day + 1 }, ZONE);
    const measured = await timeRuns(RUNS, 2, () =>
      database.withTenant(BENCH_TENANT, (tx) =>
        listDay(tx, {
          organizationId: BENCH_TENANT,
          personId: benchUuid('8019', 1),
          windowStart,
          windowEnd,
          available: false,
          statuses: null,
          now: Date.UTC(2026, 10, 25, 15),
        }),
      ),
    );
    times.push(...measured.times);
    counts.push(measured.answer?.occurrences.length ?? 0);
  }
  const { p50, p95, p99, max } = percentiles(times);
  const ok = p95 <= GOAL_P95_MS;
  console.log(`  occurrences per day: ${Math.min(...counts)}–${Math.max(...counts)}`);
  console.log(
    `  one day for one person: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms over ${times.length} lists ${ok ? '✓' : '✖'} (goal p95 ≤ ${GOAL_P95_MS} ms)`,
  );
  printLoadAfter();
  process.exitCode = ok ? 0 : 1;
} finally {
  await close();
}
