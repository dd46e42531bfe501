/**
 * `npm run size -w @faena/ui`: gzip sizes of the built package (dist/, run `npm run build` first)
 * and of each component on its own (a single-entry library build of the component file, with the
 * theme and shared code it pulls in, React and the other dependencies external — what an app pays
 * for importing only that component). `--write` puts the table into README.md between the
 * `<!-- size:start -->` and `<!-- size:end -->` markers.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const gz = (buf: Buffer | string) => gzipSync(buf, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} kB`;

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'types' ? [] : files(path, ext);
    return ext.test(name) ? [path] : [];
  });
}

interface Row {
  name: string;
  js: number;
  css: number;
}

if (!existsSync(join(dist, 'index.js'))) {
  console.error('dist/ is missing: run `npm run build -w @faena/ui` first');
  process.exit(1);
}
const pkgJs = files(dist, /\.js$/);
const pkgCss = files(dist, /^faena-ui\.css$/);
const whole: Row = {
  name: 'whole package (dist/*.js + faena-ui.css)',
  js: pkgJs.reduce((sum, f) => sum + gz(readFileSync(f)), 0),
  css: pkgCss.reduce((sum, f) => sum + gz(readFileSync(f)), 0),
};

const entries: Array<[name: string, file: string]> = [
  ['tokens', 'src/tokens/index.ts'],
  ['brand', 'src/brand/index.ts'],
  ['hooks', 'src/hooks/index.ts'],
];
for (const folder of ['components', 'patterns']) {
  const dir = join(root, 'src', folder);
  if (!existsSync(dir)) continue;
  for (const name of readdirSync(dir).sort()) {
    const file = join('src', folder, name, `${name}.tsx`);
    if (existsSync(join(root, file))) entries.push([`${folder}/${name}`, file]);
  }
}

const rows: Row[] = [];
const out = mkdtempSync(join(tmpdir(), 'faena-ui-size-'));
try {
  for (const [name, file] of entries) {
    process.env.FAENA_UI_ENTRY = file;
    process.env.FAENA_UI_OUT = out;
    try {
      await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'silent' });
    } catch (error) {
      console.warn(`${name}: build failed (${(error as Error).message.split('\n')[0]})`);
      continue;
    }
    const js = files(out, /\.js$/).reduce((sum, f) => sum + gz(readFileSync(f)), 0);
    const css = files(out, /\.css$/).reduce((sum, f) => sum + gz(readFileSync(f)), 0);
    rows.push({ name, js, css });
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}

const table = [
  '| entry | JS gzip | CSS gzip | total gzip |',
  '| --- | ---: | ---: | ---: |',
  ...[whole, ...rows].map((r) => `| ${r.name} | ${kb(r.js)} | ${kb(r.css)} | ${kb(r.js + r.css)} |`),
].join('\n');
console.log(table);

if (process.argv.includes('--write')) {
  const readme = join(root, 'README.md');
  const text = readFileSync(readme, 'utf8');
  const next = text.replace(
    /<!-- size:start -->[\s\S]*<!-- size:end -->/,
    `<!-- size:start -->\n${table}\n<!-- size:end -->`,
  );
  if (next === text && !text.includes('<!-- size:start -->')) console.warn('README.md has no size markers');
  writeFileSync(readme, next);
  // Biome formats Markdown tables (aligned columns): keep `npx biome check .` green.
  spawnSync('npx', ['biome', 'format', '--write', readme], { stdio: 'inherit' });
}
