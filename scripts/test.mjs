#!/usr/bin/env node
// `npm test`: installs what is missing, then runs every check and test suite of the repo.
import { spawnSync } from 'node:child_process';
import { startAuthEmulator } from './emulator.mjs';
import { ensureChromium, ensureDependencies, log, ROOT } from './lib.mjs';

const EMULATOR_PORT = Number(process.env.FAENA_TEST_EMULATOR_PORT ?? 9199);

ensureDependencies();
ensureChromium();

log(`Starting the Firebase Auth Emulator on port ${EMULATOR_PORT}…`);
const emulator = await startAuthEmulator({ port: EMULATOR_PORT });
process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;

const results = [];
function step(name, command, args) {
  log(name);
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: process.env });
  results.push({ name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
  return status === 0;
}

// --continue: one failing workspace does not hide the results of the others.
const turbo = ['turbo', 'run', '--concurrency=2', '--continue', '--output-logs=errors-only'];
try {
  step('Format and lint (Biome)', 'npx', ['biome', 'check', '.']);
  step('Generated files (OpenAPI document, client, theme) are up to date', 'node', [
    'scripts/check-generated.mjs',
  ]);
  step('Typecheck, unit, integration and story tests', 'npx', [...turbo, 'typecheck', 'test']);
  if (step('Build', 'npx', [...turbo, 'build'])) {
    step('End-to-end journeys in Chromium', 'npx', ['turbo', 'run', 'test:e2e', '--output-logs=full']);
  }
} finally {
  await emulator.stop();
}

console.log('\nSummary');
for (const { name, ok, seconds } of results) {
  console.log(`  ${ok ? '✔' : '✖'} ${name} (${seconds.toFixed(1)} s)`);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
