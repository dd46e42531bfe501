/**
 * `npm run bench -w @faena/server -- --only post-figures`, or on its own from apps/server (with
 * `DATABASE_URL` set for PostgreSQL, else on PGlite): `tsx bench/post-figures.ts [--people 100000] [--runs 20]`
 *
 * A post's acknowledgement figures as `GET /api/posts/{id}/figures` computes them (the same
 * functions, as `app_user` under row-level security, in one transaction): the post read as its
 * author may read it, then one statement over its channel's audience — a saved audience of
 * `--people` people by venue — joined to their receipts (about 60 % opened it, 40 % acknowledged
 * it), counted overall, by venue (a tenth of the people work at two venues) and by position.
 * Also times the first page of who is pending, and once, inserting the NEW_POST notifications
 * for the whole audience (what publishing to it does after the commit). Prints p50/p95/p99
 * against the goal (p95 ≤ 500 ms) and the machine's load.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { insertNotifications } from '../src/modules/notifications/queries.ts';
import {
  audienceIdsOf,
  channelAudience,
  figuresStatement,
  pendingPeople,
  planForLargeAudiences,
  postFigures,
  readPosts,
} from '../src/modules/posts/queries.ts';
import { selectRows } from '../src/platform/database/database.ts';
import {
  BENCH_TENANT,
  benchUuid,
  describeEngine,
  insertNamedPeople,
  openBenchDatabase,
  percentiles,
  printBenchHeading,
  printLoadAfter,
  seconds,
  seedBenchTenant,
  sqlBenchUuid,
  timeRuns,
} from './support.ts';

const { values } = parseArgs({
  options: {
    people: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '20' },
    explain: { type: 'boolean', default: false },
  },
});
const PEOPLE = Number(values.people);
const RUNS = Math.max(20, Number(values.runs));
/** People of the organization outside the audience (a venue of their own). */
const OTHERS = 5_000;
const VENUES = 50;
const POSITIONS = 20;
const GOAL_P95_MS = 500;
const AUTHOR = benchUuid('9057', 1);
const AUDIENCE = benchUuid('a0d1', 1);
const CHANNEL = benchUuid('c4a1', 1);
const POST = benchUuid('9051', 1);

printBenchHeading('Post acknowledgement figures');

const { database, close } = await openBenchDatabase();
try {
  const loadTime = await seedBenchTenant(database, async (db, o) => {
    await insertNamedPeople(db, o, '9057', PEOPLE + OTHERS);
    await db.execute(
      sql.raw(`insert into venues (tenant_id, id, name)
        select ${o}, ${sqlBenchUuid('7e01', 'n')}, 'Sucursal ' || n from generate_series(1, ${VENUES + 1}) n`),
    );
    await db.execute(
      sql.raw(`insert into positions (tenant_id, id, name)
        select ${o}, ${sqlBenchUuid('9051', 'n')}, 'Puesto ' || n from generate_series(1, ${POSITIONS}) n`),
    );
    // Person n works at venue 1 + n % 50 (and every tenth also at the next one); the others at venue 51.
    await db.execute(
      sql.raw(`insert into person_venues (tenant_id, person_id, venue_id)
        select ${o}, ${sqlBenchUuid('9057', 'n')}, ${sqlBenchUuid('7e01', `1 + n % ${VENUES}`)} from generate_series(1, ${PEOPLE}) n
        union all
        select ${o}, ${sqlBenchUuid('9057', 'n')}, ${sqlBenchUuid('7e01', `1 + (n + 1) % ${VENUES}`)} from generate_series(1, ${PEOPLE}) n where n % 10 = 0
        union all
        select ${o}, ${sqlBenchUuid('9057', 'n')}, ${sqlBenchUuid('7e01', String(VENUES + 1))} from generate_series(${PEOPLE + 1}, ${PEOPLE + OTHERS}) n`),
    );
    // Everyone but one person in 25 holds a position.
    await db.execute(
      sql.raw(`insert into person_positions (tenant_id, person_id, position_id)
        select ${o}, ${sqlBenchUuid('9057', 'n')}, ${sqlBenchUuid('9051', `1 + n % ${POSITIONS}`)}
        from generate_series(1, ${PEOPLE + OTHERS}) n where n % 25 <> 0`),
    );
    const venueIds = Array.from({ length: VENUES }, (_, i) => benchUuid('7e01', i + 1));
    const rule = { venues: venueIds, positions: [], groups: [], companies: [], include: [], exclude: [] };
    await db.execute(
      sql`insert into audiences (tenant_id, id, name, rule)
          values (${BENCH_TENANT}, ${AUDIENCE}::uuid, 'Tiendas', ${JSON.stringify(rule)}::jsonb)`,
    );
    await db.execute(
      sql`insert into post_channels (tenant_id, id, name, audience_id)
          values (${BENCH_TENANT}, ${CHANNEL}::uuid, 'Avisos', ${AUDIENCE}::uuid)`,
    );
    await db.execute(
      sql`insert into posts (tenant_id, id, channel_id, author_id, title, body, body_html, excerpt, requires_acknowledgement)
          values (${BENCH_TENANT}, ${POST}::uuid, ${CHANNEL}::uuid, ${AUTHOR}::uuid, 'Nuevo horario', 'Hola', '<p>Hola</p>', 'Hola', true)`,
    );
    // 60 % opened it, 40 % (of everyone) acknowledged it.
    await db.execute(
      sql.raw(`insert into post_receipts (tenant_id, post_id, person_id, seen_at, acknowledged_at)
        select ${o}, '${POST}', ${sqlBenchUuid('9057', 'n')}, now() - make_interval(mins => n % 600),
          case when n % 5 < 2 then now() - make_interval(mins => n % 300) end
        from generate_series(1, ${PEOPLE}) n where n % 5 < 3`),
    );
  });
  const engine = await describeEngine(database);
  console.log(
    `  data: ${engine}; an audience of ${PEOPLE.toLocaleString('en-US')} people over ${VENUES} venues and ${POSITIONS} positions, ${OTHERS.toLocaleString('en-US')} people outside it (${loadTime} to load)`,
  );
  if (values.explain) {
    // `--explain`: the figures statement's plan, as app_user under row-level security.
    const plan = await database.withTenant(BENCH_TENANT, async (tx) => {
      await planForLargeAudiences(tx);
      return selectRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain (analyze, buffers) ${figuresStatement(BENCH_TENANT, POST, AUDIENCE)}`,
      );
    });
    for (const line of plan) console.log(line['QUERY PLAN']);
  }

  const measured = await timeRuns(RUNS, 3, () =>
    database.withTenant(BENCH_TENANT, async (tx) => {
      const [post] = await readPosts(
        tx,
        BENCH_TENANT,
        { personId: AUTHOR, manages: true },
        { id: POST, limit: 1 },
      );
      if (!post) throw new Error('The bench post is missing');
      return postFigures(tx, BENCH_TENANT, post.id, AUDIENCE);
    }),
  );
  const figures = measured.answer;
  console.log(
    `  figures: audience ${figures?.audience}, seen ${figures?.seen}, acknowledged ${figures?.acknowledged}; ${figures?.by_venue.length} venue groups, ${figures?.by_position.length} position groups`,
  );
  const { p50, p95, p99, max } = percentiles(measured.times);
  const ok = p95 <= GOAL_P95_MS;
  console.log(
    `  GET figures (post + one statement): p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms over ${measured.times.length} runs ${ok ? '✓' : '✖'} (goal p95 ≤ ${GOAL_P95_MS} ms)`,
  );

  // What the figures cannot go below: resolving the audience alone (the people module's subquery).
  const resolution = await timeRuns(RUNS, 2, () =>
    database.withTenant(BENCH_TENANT, async (tx) => {
      await planForLargeAudiences(tx);
      return selectRows(
        tx,
        sql`select count(*) from (${channelAudience(BENCH_TENANT, AUDIENCE)}) as audience`,
      );
    }),
  );
  const resolutionTimes = percentiles(resolution.times);
  console.log(
    `  the audience alone (resolveAudience, counted): p50 ${resolutionTimes.p50.toFixed(1)} ms, p95 ${resolutionTimes.p95.toFixed(1)} ms over ${resolution.times.length} runs`,
  );

  const pending = await timeRuns(RUNS, 2, () =>
    database.withTenant(BENCH_TENANT, (tx) =>
      pendingPeople(
        tx,
        BENCH_TENANT,
        { id: POST, audienceId: AUDIENCE, requiresAcknowledgement: true },
        { search: '', offset: 0, limit: 50 },
      ),
    ),
  );
  const pendingTimes = percentiles(pending.times);
  console.log(
    `  GET pending (first 50 of ${Number(pending.answer?.count ?? 0).toLocaleString('en-US')}, by name): p50 ${pendingTimes.p50.toFixed(1)} ms, p95 ${pendingTimes.p95.toFixed(1)} ms over ${pending.times.length} runs`,
  );

  // A reader of the channel (in the audience, no poster) opening the post: the audience decides.
  const reading = await timeRuns(RUNS, 2, () =>
    database.withTenant(BENCH_TENANT, (tx) =>
      readPosts(
        tx,
        BENCH_TENANT,
        { personId: benchUuid('9057', 2), manages: false },
        { id: POST, limit: 1, detail: true },
      ),
    ),
  );
  const readingTimes = percentiles(reading.times);
  console.log(
    `  GET the post as one of the audience (${reading.answer?.length === 1 ? 'readable' : 'NOT readable'}): p50 ${readingTimes.p50.toFixed(1)} ms, p95 ${readingTimes.p95.toFixed(1)} ms over ${reading.times.length} runs`,
  );

  // Publishing: the audience's ids, then a notification for each (one insert), as createPost does.
  const started = performance.now();
  const told = await database.withTenant(BENCH_TENANT, async (tx) => {
    const ids = await audienceIdsOf(tx, BENCH_TENANT, AUDIENCE, AUTHOR);
    const { rows } = await insertNotifications(tx, BENCH_TENANT, [
      { personIds: ids, payload: { type: 'NEW_POST', postId: POST, title: 'Nuevo horario' } },
    ]);
    return rows.length;
  });
  console.log(
    `  publishing's notifications: ${told.toLocaleString('en-US')} rows in ${seconds(performance.now() - started)} (once; after the post's commit)`,
  );
  printLoadAfter();
  process.exitCode = ok ? 0 : 1;
} finally {
  await close();
}
