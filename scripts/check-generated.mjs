#!/usr/bin/env node
// Regenerates every generated file — the OpenAPI document from the server's routes, the
// client from the document, the Tailwind theme from the design tokens — and fails when any
// differs from what is committed.
import { spawnSync } from 'node:child_process';
import { ROOT, run } from './lib.mjs';

const paths = [
  'packages/api-client/openapi.json',
  'packages/api-client/src/generated',
  'packages/ui/src/theme.generated.css',
];

run('npm', ['run', '--silent', 'openapi', '-w', '@faena/server']);
run('npm', ['run', '--silent', 'generate', '-w', '@faena/api-client']);
run('npm', ['run', '--silent', 'generate', '-w', '@faena/ui']);

const git = spawnSync('git', ['status', '--porcelain', '--', ...paths], { cwd: ROOT, encoding: 'utf8' });
if (git.status !== 0) {
  console.log('Not a git checkout: regenerated the files, nothing to compare them with.');
  process.exit(0);
}
if (git.stdout.trim() !== '') {
  console.error(
    'Generated files are stale. Regenerate and commit them (`node scripts/check-generated.mjs`):',
  );
  console.error(git.stdout);
  spawnSync('git', ['--no-pager', 'diff', '--stat', '--', ...paths], { cwd: ROOT, stdio: 'inherit' });
  process.exit(1);
}
console.log('The OpenAPI document, the generated client and the Tailwind theme match their sources.');
