#!/usr/bin/env node
// `npm test`: installs what is missing, then runs every check and test suite of the repo.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { startAuthEmulator } from './emulator.mjs';
import { ensureChromium, ensureDependencies, log, ROOT } from './lib.mjs';

const EMULATOR_PORT = Number(process.env.FAENA_TEST_EMULATOR_PORT ?? 9199);

ensureDependencies();
ensureChromium();

log(`Starting the Firebase Auth Emulator on port ${EMULATOR_PORT}…`);
const emulator = await startAuthEmulator({ port: EMULATOR_PORT });
process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;

const results = [];
const startedAt = Date.now();
function step(name, command, args) {
  log(name);
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: process.env });
  results.push({ name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
  return status === 0;
}

// --continue: one failing workspace does not hide the results of the others.
// --summarize: the run summary names the tasks that failed, so their logs can be repeated last.
const turbo = [
  'turbo',
  'run',
  '--concurrency=2',
  '--continue',
  '--output-logs=errors-only',
  '--summarize=true',
];
try {
  step('Format and lint (Biome)', 'npx', ['biome', 'check', '.']);
  step('Import boundaries refuse what crosses them (lint configuration)', 'node', [
    '--test',
    'scripts/boundaries.test.mjs',
  ]);
  step('Generated files (OpenAPI document, client, theme) are up to date', 'node', [
    'scripts/check-generated.mjs',
  ]);
  step('Typecheck, unit, integration and story tests', 'npx', [...turbo, 'typecheck', 'test']);
  // The static Storybook was built and screenshot by the docs' own test (its visual check).
  if (step('Build', 'npx', [...turbo, 'build', '--filter=!@faena/docs'])) {
    step('End-to-end journeys in Chromium', 'npx', ['turbo', 'run', 'test:e2e', '--output-logs=full']);
  }
} finally {
  await emulator.stop();
}

// The end of a long CI log is what gets read: repeat there what each failed task said went wrong.
const TELLING = /FAIL|failed|✖|✘|×|Error|error TS|Expected|Received|Timed out|timeout/;
function failedTaskReports(maxLines = 40) {
  const runs = join(ROOT, '.turbo', 'runs');
  if (!existsSync(runs)) return;
  for (const file of readdirSync(runs).filter((f) => f.endsWith('.json'))) {
    if (statSync(join(runs, file)).mtimeMs < startedAt) continue;
    const summary = JSON.parse(readFileSync(join(runs, file), 'utf8'));
    for (const task of summary.tasks ?? []) {
      if (!task.execution || task.execution.exitCode === 0) continue;
      const logFile = join(ROOT, task.logFile);
      const lines = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n') : [];
      // A passed test's name may hold "Error" (a story called "With Error"): lines marked passed are
      // not telling, and the last telling lines are kept, as a failure's summary ends a log.
      const telling = lines.filter(
        (line) => TELLING.test(line) && !line.includes('✓') && !line.startsWith('npm error'),
      );
      console.log(`\n✖ ${task.taskId} (${task.logFile}):`);
      console.log(telling.slice(-maxLines).join('\n') || '(nothing telling in its log)');
    }
  }
}

if (!results.every((r) => r.ok)) failedTaskReports();

console.log('\nSummary');
for (const { name, ok, seconds } of results) {
  console.log(`  ${ok ? '✔' : '✖'} ${name} (${seconds.toFixed(1)} s)`);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
