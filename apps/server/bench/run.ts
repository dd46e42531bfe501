/**
 * `npm run bench -w @faena/server [-- --only sse-load|http-overhead] [-- <sse-load options>]`
 *
 * The server's benches, one after another (never side by side: on a small machine they would
 * slow each other down), on PostgreSQL:
 *
 * - with `DATABASE_URL` set, on that server;
 * - else on a throwaway PostgreSQL 15 cluster that `scripts/with-postgres.sh` starts on a
 *   loopback port (`FAENA_PG_PORT`, default 55442 here, so as not to meet the server suite's
 *   55432), as CI does for the server suite; on a fresh machine it installs PostgreSQL first
 *   when run as root;
 * - if PostgreSQL cannot be started, on PGlite, with a warning: its figures are not
 *   comparable.
 *
 * `--only <bench>` (repeatable) runs just that bench; every other argument goes to
 * bench/sse-load.ts (`--connections`, `--persons`, `--timeout`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BENCHES = {
  'sse-load': { file: 'sse-load.ts', node: ['--expose-gc'], takesArgs: true },
  'http-overhead': { file: 'http-overhead.ts', node: [], takesArgs: false },
  'people-search': { file: 'people-search.ts', node: [], takesArgs: false },
  'bulk-load': { file: 'bulk-load.ts', node: [], takesArgs: false },
  'org-chart': { file: 'org-chart.ts', node: [], takesArgs: false },
  'audience-resolution': { file: 'audience-resolution.ts', node: [], takesArgs: false },
  'workflow-throughput': { file: 'workflow-throughput.ts', node: [], takesArgs: false },
  'workflow-executions-list': { file: 'workflow-executions-list.ts', node: [], takesArgs: false },
  'workflow-export': { file: 'workflow-export.ts', node: ['--expose-gc'], takesArgs: false },
  'activities-day': { file: 'activities-day.ts', node: [], takesArgs: false },
  'checklist-submit': { file: 'checklist-submit.ts', node: [], takesArgs: false },
  'post-figures': { file: 'post-figures.ts', node: [], takesArgs: false },
  'native-report': { file: 'native-report.ts', node: [], takesArgs: false },
  'assets-folder': { file: 'assets-folder.ts', node: [], takesArgs: false },
  uploads: { file: 'uploads.ts', node: [], takesArgs: false },
} as const;
type BenchName = keyof typeof BENCHES;

const here = fileURLToPath(new URL('.', import.meta.url));
const withPostgres = fileURLToPath(new URL('../../../scripts/with-postgres.sh', import.meta.url));
/** Set (to a file path) in the run that with-postgres.sh starts: that file says it started. */
const STARTED_MARKER = 'FAENA_BENCH_STARTED';

const only: BenchName[] = [];
const passed: string[] = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const arg = args[i] ?? '';
  const value = arg === '--only' ? args[++i] : arg.startsWith('--only=') ? arg.slice(7) : undefined;
  if (value === undefined) {
    passed.push(arg);
  } else if (value in BENCHES) {
    only.push(value as BenchName);
  } else {
    console.error(`✖ --only takes one of ${Object.keys(BENCHES).join(', ')}, got '${value ?? ''}'`);
    process.exit(2);
  }
}

/** This same script again (with tsx's loader: process.execArgv) after `prefix`, with `env`. */
function runSelf(prefix: string[], env: NodeJS.ProcessEnv) {
  const [command = process.execPath, ...rest] = [
    ...prefix,
    process.execPath,
    ...process.execArgv,
    fileURLToPath(import.meta.url),
    ...args,
  ];
  return spawnSync(command, rest, { stdio: 'inherit', env });
}

function runBenches(): number {
  let status = 0;
  for (const [name, bench] of Object.entries(BENCHES) as [BenchName, (typeof BENCHES)[BenchName]][]) {
    if (only.length > 0 && !only.includes(name)) continue;
    console.log(`\n── ${name} (bench/${bench.file})`);
    const result = spawnSync(
      process.execPath,
      [...process.execArgv, ...bench.node, join(here, bench.file), ...(bench.takesArgs ? passed : [])],
      { stdio: 'inherit', env: process.env },
    );
    if (result.signal === 'SIGINT' || result.status === 130) return 130;
    if (result.status !== 0) {
      console.error(`✖ ${name} failed (${result.signal ?? `exit ${result.status}`})`);
      status = 1;
    }
  }
  return status;
}

const marker = process.env[STARTED_MARKER];
if (marker) {
  // Inside with-postgres.sh: PostgreSQL is up.
  writeFileSync(marker, 'started');
  process.exit(runBenches());
}
if (process.env.DATABASE_URL || process.env.FAENA_BENCH_PGLITE === '1') {
  process.exit(runBenches());
}

const markerFile = join(tmpdir(), `faena-bench-${process.pid}.started`);
const started = runSelf(['bash', withPostgres], {
  ...process.env,
  FAENA_PG_PORT: process.env.FAENA_PG_PORT ?? '55442',
  [STARTED_MARKER]: markerFile,
});
const ran = existsSync(markerFile);
rmSync(markerFile, { force: true });
if (ran) process.exit(started.status ?? 1);

console.warn(
  '\n⚠ PostgreSQL could not be started (see above): the benches run on PGlite instead, whose figures' +
    ' are not comparable with PostgreSQL’s. Set DATABASE_URL to measure on a server of your own.',
);
process.exit(runSelf([], { ...process.env, FAENA_BENCH_PGLITE: '1' }).status ?? 1);
