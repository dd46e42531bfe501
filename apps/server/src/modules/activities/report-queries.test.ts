/**
 * The activity-completion report read from its rollup answers exactly what counting the records
 * answers: over random records in several zones (half-hour and daylight-saving ones included),
 * random windows and viewer zones, after inserts one by one and in bulk, updates of status,
 * day, activity and notes, deletes, activities moving venue and zone, a venue deleted and an
 * activity deleted; every write made as app_user under row-level security. The rollup itself
 * equals a fresh count after each step, and holds no empty rows.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { selectRows, type Tx } from '../../platform/database/database.ts';
import { completionByVenueAndWeek, directCompletionByVenueAndWeek } from './report-queries.ts';

const ORG = 'demo';
const ZONES = ['America/Mexico_City', 'UTC', 'Asia/Kolkata', 'America/New_York', 'Australia/Lord_Howe'];
const VIEWERS = [...ZONES, 'Pacific/Chatham', 'Europe/Madrid'];
/** A fixed "now" (the report's window ends here), so nothing depends on the machine's clock. */
const NOW = Date.UTC(2026, 10, 25, 17, 23, 41);
const DAY = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 300_000);
afterAll(async () => {
  await t?.close();
});

/** A small seeded generator (mulberry32): the same data on every run. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
  };
}
const random = generator(21);

const asTenant = <T>(fn: (tx: Tx) => Promise<T>) => t.database.withTenant(ORG, fn);

/** A recurrence id `YYYYMMDDTHHMMSS` some random time in the 400 days before `NOW` (and a few after). */
function randomRecurrenceId(): string {
  const at = new Date(NOW - 400 * DAY + random.int(410 * DAY));
  const iso = at.toISOString();
  // Every fifth at a minute past midnight or just before it: the days' edges.
  const time =
    random.int(5) === 0
      ? random.pick(['000000', '000100', '235900', '013000', '023000'])
      : iso.slice(11, 19).replaceAll(':', '');
  return `${iso.slice(0, 10).replaceAll('-', '')}T${time}`;
}
const randomStatus = () => random.pick(['COMPLETED', 'COMPLETED', 'CANCELLED', 'NEEDS-ACTION'] as const);

let venueIds: string[] = [];
let activityIds: number[] = [];

async function insertRecords(count: number) {
  await asTenant(async (tx) => {
    const values = new Map<string, { activity: number; rid: string; status: string }>();
    while (values.size < count) {
      const activity = random.pick(activityIds);
      const rid = randomRecurrenceId();
      values.set(`${activity}/${rid}`, { activity, rid, status: randomStatus() });
    }
    const rows = [...values.values()];
    // Most in one statement, forty one by one.
    const half = rows.length - 40;
    await tx.execute(
      sql`insert into activity_executions (tenant_id, activity_id, recurrence_id, status)
          select ${ORG}, x.activity, x.rid, x.status
          from jsonb_to_recordset(${JSON.stringify(rows.slice(0, half))}::jsonb) as x(activity integer, rid text, status text)
          on conflict do nothing`,
    );
    for (const row of rows.slice(half)) {
      await tx.execute(
        sql`insert into activity_executions (tenant_id, activity_id, recurrence_id, status)
            values (${ORG}, ${row.activity}, ${row.rid}, ${row.status})
            on conflict (tenant_id, activity_id, recurrence_id) do update set status = excluded.status`,
      );
    }
  });
}

/** The rollup equals a fresh count of the records, row for row, and has no empty rows. */
async function expectRollupMatchesRecords() {
  await asTenant(async (tx) => {
    const [difference] = await selectRows<{ missing: number; extra: number; empty: number }>(
      tx,
      sql`with fresh as (
            select left(e.recurrence_id, 8) as day, a.time_zone, a.venue_id, e.status, count(*)::bigint as records
            from activity_executions e join activities a on a.tenant_id = e.tenant_id and a.id = e.activity_id
            group by 1, 2, 3, 4
          ), kept as (select day, time_zone, venue_id, status, records from activity_completion_daily)
          select (select count(*) from (select * from fresh except select * from kept) x)::int as missing,
            (select count(*) from (select * from kept except select * from fresh) x)::int as extra,
            (select count(*) from activity_completion_daily where records <= 0)::int as empty`,
    );
    expect(difference).toEqual({ missing: 0, extra: 0, empty: 0 });
  });
}

/** Both queries, for random windows ending at `NOW` or earlier, and every viewer zone. */
async function expectReportsMatch(windows = 3) {
  for (let n = 0; n < windows; n += 1) {
    const days = random.pick([7, 30, 90, 366]);
    const to = new Date(NOW - (n === 0 ? 0 : random.int(60 * DAY)));
    const from = new Date(to.getTime() - days * DAY);
    for (const timeZone of VIEWERS) {
      const venues = random.int(3) === 0 ? [venueIds[0]!, venueIds[2]!] : [];
      const filters = { from, to, timeZone, venueIds: venues };
      const [fromRollup, direct] = await asTenant(async (tx) => [
        await completionByVenueAndWeek(tx, ORG, filters),
        await directCompletionByVenueAndWeek(tx, ORG, filters),
      ]);
      expect(fromRollup, `${days} days to ${to.toISOString()} in ${timeZone}`).toEqual(direct);
    }
  }
}

describe('activity-completion rollup', () => {
  it('answers what counting the records answers, through every kind of write', async () => {
    venueIds = (
      await asTenant((tx) =>
        selectRows<{ id: string }>(
          tx,
          sql`insert into venues (tenant_id, name) select ${ORG}, 'Sede rollup ' || n from generate_series(1, 4) n returning id`,
        ),
      )
    ).map((row) => row.id);
    activityIds = (
      await asTenant((tx) =>
        selectRows<{ id: number }>(
          tx,
          sql`insert into activities (tenant_id, title, dtstart, time_zone, starts_at, venue_id)
              select ${ORG}, 'Ronda rollup ' || n, '20250101T080000', (${`{${ZONES.join(',')}}`}::text[])[1 + n % ${ZONES.length}],
                now() - interval '2 years', case when n % 5 = 4 then null else (${`{${venueIds.join(',')}}`}::uuid[])[1 + n % 4] end
              from generate_series(0, 11) n returning id`,
        ),
      )
    ).map((row) => row.id);

    await insertRecords(1500);
    await expectRollupMatchesRecords();
    const sample = await asTenant((tx) =>
      completionByVenueAndWeek(tx, ORG, {
        from: new Date(NOW - 90 * DAY),
        to: new Date(NOW),
        timeZone: 'America/Mexico_City',
        venueIds: [],
      }),
    );
    expect(sample.reduce((sum, row) => sum + row.completed + row.cancelled + row.pending, 0)).toBeGreaterThan(
      100,
    );
    await expectReportsMatch();

    // Updates: statuses, days (one statement moving many), activities, and notes only.
    await asTenant(async (tx) => {
      await tx.execute(
        sql`update activity_executions set status = 'CANCELLED' where recurrence_id like '%1T%'`,
      );
      await tx.execute(
        sql`update activity_executions set recurrence_id = to_char(recurrence_id::timestamp - interval '9 hours', 'YYYYMMDD"T"HH24MISS')
            where recurrence_id like '%3T%'`,
      );
      await tx.execute(
        sql`update activity_executions set activity_id = ${activityIds[0]!}
            where activity_id = ${activityIds[1]!} and recurrence_id like '2026%'
              and not exists (select 1 from activity_executions o where o.activity_id = ${activityIds[0]!} and o.recurrence_id = activity_executions.recurrence_id)`,
      );
      await tx.execute(
        sql`update activity_executions set description = 'Revisado' where status = 'COMPLETED'`,
      );
    });
    await expectRollupMatchesRecords();
    await expectReportsMatch();

    // Deletes, one and many.
    await asTenant(async (tx) => {
      await tx.execute(sql`delete from activity_executions where recurrence_id like '%7T%'`);
      const [one] = await selectRows<{ id: string }>(tx, sql`select id from activity_executions limit 1`);
      await tx.execute(sql`delete from activity_executions where id = ${one!.id}`);
    });
    await expectRollupMatchesRecords();
    await expectReportsMatch();

    // Activities change venue (to none too) and zone; a venue goes (its activities keep none).
    await asTenant(async (tx) => {
      await tx.execute(sql`update activities set venue_id = ${venueIds[3]!} where id = ${activityIds[2]!}`);
      await tx.execute(sql`update activities set venue_id = null where id = ${activityIds[3]!}`);
      await tx.execute(
        sql`update activities set time_zone = 'Asia/Kolkata', title = 'Otra' where id = ${activityIds[5]!}`,
      );
      await tx.execute(sql`delete from venues where id = ${venueIds[1]!}`);
    });
    await expectRollupMatchesRecords();
    await expectReportsMatch();

    // An activity deleted takes its records, and their counts, with it; more records after.
    await asTenant(async (tx) => {
      await tx.execute(sql`delete from activities where id = ${activityIds[6]!}`);
    });
    activityIds = activityIds.filter((id) => id !== activityIds[6]);
    await expectRollupMatchesRecords();
    await insertRecords(300);
    await expectRollupMatchesRecords();
    await expectReportsMatch(5);
  }, 300_000);

  it('an organization sees and changes only its own rollup rows', async () => {
    const acme = await t.database.withTenant('acme', (tx) =>
      selectRows<{ n: number }>(tx, sql`select count(*)::int as n from activity_completion_daily`),
    );
    const demo = await asTenant((tx) =>
      selectRows<{ n: number }>(tx, sql`select count(*)::int as n from activity_completion_daily`),
    );
    expect(acme[0]!.n).toBe(0);
    expect(demo[0]!.n).toBeGreaterThan(0);
  });
});
