#!/usr/bin/env node
// Regenerates the OpenAPI document from the server's routes and the client from the
// document, then fails when either differs from what is committed.
import { spawnSync } from 'node:child_process';
import { ROOT, run } from './lib.mjs';

const paths = ['packages/api-client/openapi.json', 'packages/api-client/src/generated'];

run('npm', ['run', '--silent', 'openapi', '-w', '@faena/server']);
run('npm', ['run', '--silent', 'generate', '-w', '@faena/api-client']);

const git = spawnSync('git', ['status', '--porcelain', '--', ...paths], { cwd: ROOT, encoding: 'utf8' });
if (git.status !== 0) {
  console.log('Not a git checkout: regenerated the document and the client, nothing to compare with.');
  process.exit(0);
}
if (git.stdout.trim() !== '') {
  console.error('The OpenAPI document or the generated client is stale. Commit these regenerated files:');
  console.error(git.stdout);
  spawnSync('git', ['--no-pager', 'diff', '--stat', '--', ...paths], { cwd: ROOT, stdio: 'inherit' });
  process.exit(1);
}
console.log('openapi.json and the generated client match the routes.');
