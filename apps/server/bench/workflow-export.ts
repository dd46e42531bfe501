/**
 * `npm run bench -w @faena/server -- --only workflow-export`, or on its own from apps/server
 * with `DATABASE_URL` set: `tsx --expose-gc bench/workflow-export.ts [--executions 100000]`
 *
 * "Export my executions" of a large workflow type through the real route, over HTTP on
 * loopback (the file streamed to a client that reads it as it comes): 100,000 executions with
 * 20 process variables each. Exports the newest 25,000, 50,000 and then all 100,000 (the row
 * cap set to each) as XLSX, and all of them as CSV; prints each one's time, size and the
 * process's RSS before and its peak while it ran (sampled every 20 ms), against the goals:
 * 100,000 rows as XLSX in under 15 s, and memory flat as the rows grow (what the 100,000-row
 * export adds to the RSS within 100 MB of what the 25,000-row one adds; the RSS before each
 * creeps up as V8 keeps the pages it grew, which says nothing about the export's own needs).
 */
import { parseArgs } from 'node:util';
import { EXPORT_SETTINGS } from '../src/modules/workflows/export-routes.ts';
import { listenOnLoopback, printBenchHeading, printLoadAfter, seconds } from './support.ts';
import { ANA, BENCH_TYPE, seedExecutions, startWorkflowBench } from './workflow-data.ts';

const { values } = parseArgs({ options: { executions: { type: 'string', default: '100000' } } });
const EXECUTIONS = Number(values.executions);
const GOAL_MS = 15_000;
const GOAL_GROWTH_MB = 100;

const mb = (bytes: number) => bytes / 1024 / 1024;

printBenchHeading('Workflow executions export');

const bench = await startWorkflowBench();
let failed = false;
try {
  const loadTime = await seedExecutions(bench.database, EXECUTIONS);
  const { url } = await listenOnLoopback(bench.app);
  console.log(
    `  ${bench.engine}; data: ${EXECUTIONS.toLocaleString('en-US')} executions × 20 process variables (${loadTime} to load)`,
  );
  const headers = bench.headersOf(ANA.email);

  async function exportOnce(format: 'xlsx' | 'csv', rows: number) {
    EXPORT_SETTINGS.rowCap = rows;
    (globalThis as { gc?: () => void }).gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const begin = performance.now();
    const response = await fetch(
      `${url}/api/workflow-types/${BENCH_TYPE}/executions/export?format=${format}`,
      {
        headers,
      },
    );
    if (response.status !== 200 || !response.body) {
      throw new Error(`The export answered ${response.status}: ${await response.text()}`);
    }
    let bytes = 0;
    // Read through the stream's reader: with the DOM types jsdom's typings bring in, a fetch body is
    // not typed as async-iterable.
    const reader = response.body.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read())
      bytes += part.value.byteLength;
    const elapsed = performance.now() - begin;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    return {
      elapsed,
      bytes,
      before,
      peak,
      written: Number(response.headers.get('x-row-count')),
      total: Number(response.headers.get('x-total-count')),
    };
  }

  // A warm-up: plans, the code paths and the pool.
  await exportOnce('xlsx', 1_000);
  const peaks: number[] = [];
  for (const [format, rows] of [
    ['xlsx', 25_000],
    ['xlsx', 50_000],
    ['xlsx', 100_000],
    ['csv', 100_000],
  ] as const) {
    const run = await exportOnce(format, Math.min(rows, EXECUTIONS));
    if (format === 'xlsx') peaks.push(run.peak - run.before);
    const ok = run.written === Math.min(rows, EXECUTIONS) && (rows < 100_000 || run.elapsed < GOAL_MS);
    if (!ok) failed = true;
    console.log(
      `  ${format.toUpperCase().padEnd(4)} ${run.written.toLocaleString('en-US').padStart(7)} of ${run.total.toLocaleString('en-US')} rows: ${seconds(run.elapsed)} (${Math.round(run.written / (run.elapsed / 1000)).toLocaleString('en-US')} rows/s), ${mb(run.bytes).toFixed(1)} MB file, RSS ${mb(run.before).toFixed(0)} MB before, peak ${mb(run.peak).toFixed(0)} MB (+${mb(run.peak - run.before).toFixed(0)} MB) ${ok ? '✓' : '✖'}`,
    );
  }
  const growth = mb((peaks[peaks.length - 1] ?? 0) - (peaks[0] ?? 0));
  const flat = growth <= GOAL_GROWTH_MB;
  if (!flat) failed = true;
  console.log(
    `  what an XLSX export adds to the RSS, 100,000 rows against 25,000: ${growth >= 0 ? '+' : ''}${growth.toFixed(0)} MB ${flat ? '✓' : '✖'} (goals: 100,000 rows as XLSX in < ${seconds(GOAL_MS)}, ≤ ${GOAL_GROWTH_MB} MB more)`,
  );
  printLoadAfter();
  process.exitCode = failed ? 1 : 0;
} finally {
  await bench.close();
}
