/**
 * `npm run bench -w @faena/server -- --only workflow-executions-list`, or on its own from
 * apps/server with `DATABASE_URL` set: `tsx bench/workflow-executions-list.ts [--executions 100000] [--runs 30]`
 *
 * "My executions" and the task inbox over a large workflow type, through the real routes
 * (`app.inject`: authentication, tenant scope, row-level security, serialization): 100,000
 * executions with 20 process variables each and one approval task. Measures, `--runs` times
 * each after a warm-up, the list filtered by one process variable (a value one execution in 10
 * has, and one only one has) for an administrator (sees all) and a member (sees the ones they
 * started or had a task in), the first page unfiltered, and the member's task inbox of the
 * type; prints p50/p95/p99 against the goal (p95 ≤ 150 ms) and the machine's load.
 */
import { parseArgs } from 'node:util';
import { percentiles, printBenchHeading, printLoadAfter, timeRuns } from './support.ts';
import { ANA, BENCH_TYPE, BRUNO, seedExecutions, startWorkflowBench } from './workflow-data.ts';

const { values } = parseArgs({
  options: { executions: { type: 'string', default: '100000' }, runs: { type: 'string', default: '30' } },
});
const EXECUTIONS = Number(values.executions);
const RUNS = Number(values.runs);
const GOAL_P95_MS = 150;

printBenchHeading('Workflow executions list and task inbox');

const bench = await startWorkflowBench();
let failed = false;
try {
  const loadTime = await seedExecutions(bench.database, EXECUTIONS);
  console.log(
    `  ${bench.engine}; data: ${EXECUTIONS.toLocaleString('en-US')} executions × 20 process variables, one task each (${loadTime} to load)`,
  );
  const variables = (filter: Record<string, unknown>) => encodeURIComponent(JSON.stringify(filter));
  const list = `/api/workflow-types/${BENCH_TYPE}/executions`;
  const targets = [
    {
      name: 'list, administrator, region (1 in 10)',
      email: ANA.email,
      url: `${list}?variables=${variables({ region: 'region-3' })}`,
    },
    {
      name: 'list, administrator, code (1 match)',
      email: ANA.email,
      url: `${list}?variables=${variables({ code: `code-${Math.floor(EXECUTIONS / 2)}` })}`,
    },
    {
      name: 'list, administrator, region + in process',
      email: ANA.email,
      url: `${list}?status=InProcess&variables=${variables({ region: 'region-3' })}`,
    },
    { name: 'list, administrator, unfiltered', email: ANA.email, url: list },
    {
      name: 'list, member, region (1 in 10)',
      email: BRUNO.email,
      url: `${list}?variables=${variables({ region: 'region-1' })}`,
    },
    { name: 'list, member, unfiltered', email: BRUNO.email, url: list },
    {
      name: 'task inbox, member, of the type',
      email: BRUNO.email,
      url: `/api/workflow-tasks/mine?workflowTypeId=${BENCH_TYPE}`,
    },
  ];
  const all: number[] = [];
  for (const target of targets) {
    const headers = bench.headersOf(target.email);
    const measured = await timeRuns(RUNS, 3, async () => {
      const response = await bench.app.inject({ method: 'GET', url: target.url, headers });
      if (response.statusCode !== 200) {
        throw new Error(`${target.name} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
      }
      return response.json() as { count: number; countCapped?: boolean };
    });
    all.push(...measured.times);
    const { p50, p95, p99 } = percentiles(measured.times);
    const ok = p95 <= GOAL_P95_MS;
    if (!ok) failed = true;
    const count = measured.answer ? `${measured.answer.count}${measured.answer.countCapped ? '+' : ''}` : '?';
    console.log(
      `  ${target.name.padEnd(44)} count ${count.padStart(7)}: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms ${ok ? '✓' : '✖'}`,
    );
  }
  const { p95 } = percentiles(all);
  console.log(`  all ${all.length} requests: p95 ${p95.toFixed(1)} ms (goal p95 ≤ ${GOAL_P95_MS} ms each)`);
  printLoadAfter();
  process.exitCode = failed ? 1 : 0;
} finally {
  await bench.close();
}
