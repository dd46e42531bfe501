#!/usr/bin/env node
// `npm run bench`: every workspace's `bench` script, one after another (packages, then apps), each
// between two readings of the machine's load, so a figure is always read beside the load it was
// measured under. Benches running side by side on a small machine slow each other down.
//
//   npm run bench                                   every bench
//   npm run bench -- --filter @faena/workflow-engine   one (by name, short name or folder; repeatable)
//   npm run bench -- workflow-engine form-engine       the same, as plain arguments
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cpus, freemem, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
// lib.mjs also turns off the tools' telemetry for the benches it starts.
import { ROOT } from './lib.mjs';

/** Workspace folders in run order: those under packages/ first, then apps/, then the rest. */
function workspaceDirs() {
  const { workspaces = [] } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const dirs = workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    if (!existsSync(join(ROOT, parent))) return [];
    return readdirSync(join(ROOT, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`);
  });
  const rank = (dir) => (dir.startsWith('packages/') ? 0 : dir.startsWith('apps/') ? 1 : 2);
  return dirs.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** The workspaces whose package.json has a `bench` script. */
function benchWorkspaces() {
  return workspaceDirs().flatMap((dir) => {
    const file = join(ROOT, dir, 'package.json');
    if (!existsSync(file)) return [];
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    return pkg.scripts?.bench ? [{ name: pkg.name, dir }] : [];
  });
}

/** `--filter a`, `--filter=a` and plain `a` all select a workspace. */
function requestedNames(args) {
  const names = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--filter' || arg === '-F') {
      if (args[i + 1] === undefined) usage(`${arg} needs a workspace name`);
      names.push(args[++i]);
    } else if (arg.startsWith('--filter=')) names.push(arg.slice('--filter='.length));
    else if (arg === '--help' || arg === '-h') usage();
    else if (arg.startsWith('-')) usage(`unknown option ${arg}`);
    else names.push(arg);
  }
  return names;
}

function usage(problem) {
  if (problem) console.error(`✖ ${problem}`);
  console.error('Usage: npm run bench [-- [--filter] <workspace>…]');
  process.exit(problem ? 2 : 0);
}

const matches = (workspace, name) =>
  [workspace.name, workspace.name.replace(/^@[^/]+\//, ''), workspace.dir].includes(name.replace(/\/$/, ''));

/** The machine's load now: load averages, cores and free memory. */
function readLoad() {
  const [one, five, fifteen] = loadavg();
  return {
    one,
    five,
    fifteen,
    cores: cpus().length,
    freeMiB: freemem() / 2 ** 20,
    totalMiB: totalmem() / 2 ** 20,
  };
}

const averages = (load) => [load.one, load.five, load.fifteen].map((value) => value.toFixed(2)).join(' / ');
const describeLoad = (load) =>
  `load ${averages(load)} (1/5/15 min) on ${load.cores} cores, ` +
  `${Math.round(load.freeMiB).toLocaleString('en-US')} MiB free of ${Math.round(load.totalMiB).toLocaleString('en-US')} MiB`;
/** More runnable work than cores: the figures that follow read slower than the code is. */
const busyNote = (load) =>
  load.one > load.cores
    ? `  ⚠ busier than its ${load.cores} cores: read the figures as slower than usual`
    : '';

const all = benchWorkspaces();
const names = requestedNames(process.argv.slice(2));
for (const name of names) {
  if (!all.some((workspace) => matches(workspace, name))) {
    usage(`no workspace with a bench script is called ${name} (${all.map((w) => w.name).join(', ')})`);
  }
}
const selected = names.length
  ? all.filter((workspace) => names.some((name) => matches(workspace, name)))
  : all;

const results = [];
let interrupted = false;
// Ctrl-C stops the running bench (it gets the signal too) and no further bench starts; this
// process stays to print the summary.
process.on('SIGINT', () => {});

for (const [index, workspace] of selected.entries()) {
  if (interrupted) {
    results.push({ workspace, status: 'skipped' });
    continue;
  }
  const before = readLoad();
  console.log(`\n━━ bench ${index + 1}/${selected.length}: ${workspace.name} (${workspace.dir})`);
  console.log(`   before: ${describeLoad(before)}`);
  const note = busyNote(before);
  if (note) console.log(note);

  const started = process.hrtime.bigint();
  const { status, signal } = spawnSync('npm', ['run', 'bench', '--workspace', workspace.name], {
    cwd: ROOT,
    stdio: 'inherit',
    env: process.env,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const after = readLoad();
  const outcome = status === 0 ? 'ok' : `failed (${signal ?? `exit ${status}`})`;
  interrupted = signal === 'SIGINT' || status === 130;

  console.log(`━━ ${workspace.name}: ${outcome} in ${seconds.toFixed(1)} s`);
  console.log(`   after:  ${describeLoad(after)}`);
  results.push({ workspace, status: outcome, seconds, before, after });
}

const rows = [
  ['workspace', 'status', 'seconds', 'load before (1/5/15)', 'load after (1/5/15)'],
  ...results.map(({ workspace, status, seconds, before, after }) => [
    workspace.name,
    status,
    seconds === undefined ? '' : seconds.toFixed(1),
    before ? averages(before) : '',
    after ? averages(after) : '',
  ]),
];
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
const line = (row) => `  ${row.map((cell, column) => cell.padEnd(widths[column])).join('  ')}`.trimEnd();
console.log(`\nSummary (${cpus().length} cores)`);
console.log(line(rows[0]));
console.log(line(widths.map((width) => '─'.repeat(width))));
for (const row of rows.slice(1)) console.log(line(row));

const failed = results.filter((result) => result.status !== 'ok');
process.exit(interrupted ? 130 : failed.length ? 1 : 0);
