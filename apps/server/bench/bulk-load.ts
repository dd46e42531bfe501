/**
 * `npm run bench -w @faena/server -- --only bulk-load`, or on its own from apps/server with
 * `DATABASE_URL` set: `tsx bench/bulk-load.ts [--rows 10000,50000]`
 *
 * The people bulk load end to end on a large file, as the routes run it (the same functions,
 * as `app_user` under row-level security): for each size, an XLSX of that many people (name,
 * RUT, email, phone, address, business line) is written with exceljs's streaming writer, then a
 * fresh process of its own (so its peak memory is that size's alone) reads it (zip inspection
 * and streamed read into the load's rows), checks it (dry run) and loads it (each row in its own
 * savepoint, 200 rows per transaction). Prints the time of each phase, the rows per second and
 * the process's peak RSS at each size — memory should stay flat as rows grow — against the goal
 * (50,000 rows ≤ 60 s), and the machine's load.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { rutCheckDigit } from '@faena/contract/identity-documents';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { TEMPLATE_HEADERS } from '../src/modules/people/bulk-load-columns.ts';
import { inspectXlsx } from '../src/modules/people/bulk-load-reader.ts';
import { checkLoad, ingestFile, runLoad } from '../src/modules/people/bulk-load-runner.ts';
import { selectRows } from '../src/platform/database/database.ts';
import {
  BENCH_TENANT,
  createBenchTenant,
  FIRST_NAMES,
  LAST_NAMES,
  openBenchDatabase,
  printBenchHeading,
  printLoadAfter,
  seconds,
} from './support.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000,50000' },
    /** Internal: measure this one file in this process. */
    file: { type: 'string' },
  },
});
const GOAL_SECONDS_50K = 60;
const ORGANIZATION = BENCH_TENANT;
const ADMIN = '00000000-0000-4000-8009-000000000001';

/** The files' names: ten first names, and the first eight surnames with two short ones. */
const FIRST = FIRST_NAMES.slice(0, 10);
const LAST = [...LAST_NAMES.slice(0, 8), 'Rojas', 'Araya'];

/** An XLSX of `rows` people with the template's columns, written as a stream. */
async function writeFile(rows: number, path: string): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Personas');
  sheet.addRow(Object.values(TEMPLATE_HEADERS)).commit();
  for (let n = 1; n <= rows; n += 1) {
    const body = String(20_000_000 + n);
    sheet
      .addRow([
        `${FIRST[n % 10]} ${LAST[Math.floor(n / 10) % 10]} ${LAST[Math.floor(n / 100) % 10]} ${n}`,
        'RUT',
        `${body}-${rutCheckDigit(body)}`,
        `persona${n}@bench.faena.test`,
        `+569${String(10_000_000 + n).slice(-8)}`,
        `Calle ${n % 500} #${n}, Santiago`,
        null,
        n % 2 === 0 ? 'Retail' : 'Logística',
      ])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}

/** In a process of its own: read, check and load one file; prints one JSON line. */
async function measure(path: string): Promise<void> {
  const { database, close } = await openBenchDatabase();
  try {
    await createBenchTenant(database);
    await database.privileged.execute(
      sql`insert into persons (tenant_id, id, name, email) values (${ORGANIZATION}, ${ADMIN}, 'Ana', 'ana@bench.faena.test')`,
    );
    const t0 = performance.now();
    await inspectXlsx(path);
    const loadId = await ingestFile(database, ORGANIZATION, ADMIN, 'bench.xlsx', path, []);
    const t1 = performance.now();
    await checkLoad(database, ORGANIZATION, loadId);
    const t2 = performance.now();
    await database.withTenant(ORGANIZATION, (tx) =>
      tx.execute(sql`update bulk_loads set status = 'loading' where id = ${loadId}`),
    );
    const finished = await runLoad(database, ORGANIZATION, loadId);
    const t3 = performance.now();
    const [counts] = await database.withTenant(ORGANIZATION, (tx) =>
      selectRows<{ rows: number; created: number; errors: number; summary: unknown }>(
        tx,
        sql`select total_rows as rows, check_summary as summary,
              (select count(*)::int from bulk_load_rows where load_id = ${loadId} and outcome = 'created') as created,
              error_rows as errors
            from bulk_loads where id = ${loadId}`,
      ),
    );
    console.log(
      JSON.stringify({
        finished,
        read: t1 - t0,
        check: t2 - t1,
        load: t3 - t2,
        ...counts,
        peakRssMb: process.resourceUsage().maxRSS / 1024,
      }),
    );
  } finally {
    await close();
  }
}

if (values.file) {
  await measure(values.file);
} else {
  const sizes = values.rows.split(',').map(Number);
  printBenchHeading('People bulk load');
  let ok = true;
  for (const rows of sizes) {
    const path = join(tmpdir(), `faena-bench-bulk-${process.pid}-${rows}.xlsx`);
    try {
      const written = performance.now();
      await writeFile(rows, path);
      const { size } = await import('node:fs').then((fs) => fs.statSync(path));
      console.log(
        `  ${rows.toLocaleString('en-US')} rows: file ${(size / 1024 / 1024).toFixed(1)} MB written in ${seconds(performance.now() - written)}`,
      );
      const child = spawnSync(
        process.execPath,
        [...process.execArgv, fileURLToPath(import.meta.url), '--file', path],
        { env: process.env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
      );
      const line = child.stdout.trim().split('\n').at(-1) ?? '';
      if (child.status !== 0 || !line.startsWith('{')) {
        console.error(child.stdout);
        throw new Error(`the ${rows}-row run failed`);
      }
      const r = JSON.parse(line) as {
        finished: boolean;
        read: number;
        check: number;
        load: number;
        rows: number;
        created: number;
        errors: number;
        peakRssMb: number;
      };
      const total = r.read + r.check + r.load;
      const goal = rows >= 50_000 ? total / 1000 <= GOAL_SECONDS_50K : true;
      ok &&= goal && r.finished && r.created === rows && r.errors === 0;
      console.log(
        `    read ${seconds(r.read)}, check ${seconds(r.check)}, load ${seconds(r.load)}: total ${seconds(total)} (${Math.round(rows / (total / 1000)).toLocaleString('en-US')} rows/s)${rows >= 50_000 ? ` ${goal ? '✓' : '✖'} (goal ≤ ${GOAL_SECONDS_50K} s)` : ''}`,
      );
      console.log(
        `    ${r.created.toLocaleString('en-US')} created, ${r.errors} errors; peak RSS ${r.peakRssMb.toFixed(0)} MB`,
      );
    } finally {
      rmSync(path, { force: true });
    }
  }
  printLoadAfter();
  process.exitCode = ok ? 0 : 1;
}
