// Per route, the gzip bytes of JS + CSS a first visit downloads: index.html's entry with its
// static imports and preloads, plus the route's lazy chunks and their static imports, read from
// Vite's dist/.vite/manifest.json. Builds first unless `--no-build` (then reads dist/ as it is).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');

/**
 * The routes measured, with the source modules their lazy chunks start from (manifest keys).
 * Signed-in routes (`shell`) also load the shell and the features' shell parts, and every route
 * its feature's texts (`i18n.ts`). Firebase (`DEFERRED`) loads beside the first render.
 */
const ROUTES = [
  { path: '/ (home, signed in)', shell: true, lazy: ['src/features/home/HomePage.tsx'], goal: 150_000 },
  { path: '/sign-in', lazy: ['src/features/auth/SignInPage.tsx'], goal: 120_000 },
  { path: '/notifications', shell: true, lazy: ['src/features/notifications/NotificationsPage.tsx'] },
  { path: '/organization', shell: true, lazy: ['src/features/organization/OrganizationPage.tsx'] },
];
const DEFERRED = ['src/platform/session/firebase.ts'];

if (!process.argv.includes('--no-build')) {
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const sizes = new Map();
const gzipOf = (file) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return sizes.get(file);
};

/** The files a chunk brings along: itself, its CSS and, recursively, its static imports. */
function closure(keys, files = new Set()) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/** index.html's own downloads: its script, stylesheets and modulepreloads. */
function htmlFiles() {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = new Set();
  for (const [, href] of html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)) files.add(href);
  return files;
}

const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const initial = closure(entryKeys, htmlFiles());
const total = (files) => [...files].reduce((sum, file) => sum + gzipOf(file), 0);
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

const [one, five, fifteen] = os.loadavg();
console.log(
  `machine: ${os.cpus().length} CPUs, load ${one.toFixed(2)} ${five.toFixed(2)} ${fifteen.toFixed(2)}`,
);
console.log(`initial (index.html, every route): ${kb(total(initial))} gzip JS + CSS\n`);

const SHELL = [
  'src/app/shell/AppShell.tsx',
  ...Object.keys(manifest).filter((key) => /shell-parts\.tsx?$/.test(key)),
  // The texts of the features with shell parts or navigation labels of their own (router.tsx).
  ...Object.keys(manifest).filter((key) => /features\/(home|notifications)\/i18n\.ts$/.test(key)),
];
/** A screen's feature texts: the `i18n.ts` beside it, when it is its own chunk. */
const textsOf = (key) => {
  const texts = key.replace(/[^/]+$/, 'i18n.ts');
  return manifest[texts] ? [texts] : [];
};

const rows = ROUTES.map((route) => {
  const lazy = [...(route.shell ? SHELL : []), ...route.lazy, ...route.lazy.flatMap(textsOf)];
  const missing = lazy.filter((key) => !manifest[key]);
  const files = closure(
    lazy.filter((key) => manifest[key]),
    new Set(initial),
  );
  return {
    route: route.path,
    'first visit (gzip)': kb(total(files)),
    goal: route.goal ? kb(route.goal) : '',
    'within goal': route.goal ? (total(files) <= route.goal ? 'yes' : 'NO') : '',
    note: missing.length ? `not split: ${missing.join(', ')}` : '',
  };
});
console.table(rows);

const deferred = closure(DEFERRED.filter((key) => manifest[key]));
for (const file of initial) deferred.delete(file);
if (deferred.size)
  console.log(`\nFirebase, loaded in parallel with the first render: ${kb(total(deferred))} gzip`);
