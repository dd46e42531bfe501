/**
 * `npm run bench -w @faena/form-engine`: Faena's `FormRenderer` next to the same form on
 * react-hook-form, in Debian's Chromium, then the Node show_if bench and the bundle sizes.
 *
 * 1. builds `bench/browser/` with Vite (production; `react-dom/client` → `react-dom/profiling` so
 *    `<Profiler onRender>` fires) into a temporary directory;
 * 2. serves it on 127.0.0.1 (random port; COOP/COEP so `performance.now()` is precise to µs);
 * 3. drives `window.faenaBench` with Playwright, alternating engines to spread machine noise.
 *
 * Prints figures and goals only: timings never fail the run (shared machines are noisy). Real
 * errors (a build, a page error, engines disagreeing on what they show) exit non-zero.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build } from 'vite';
import { serveBenchPage, installedVersion as version } from '../../../scripts/bench-server.mjs';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';
import type { Engine } from './browser/api.ts';
import { measureSizes, printSizes } from './sizes.ts';

const pkg = fileURLToPath(new URL('..', import.meta.url));
const ENGINES: readonly Engine[] = ['faena', 'rhf'];
const MOUNT_FIELDS = 500;
const MOUNTS = 9; // per engine, in 3 alternating rounds
const KEYSTROKES = 120; // per block; 2 blocks per engine → 240
const SHOW_IF_FIELDS = 800;
const SHOW_IF_RULES = 200;
const SHOW_IF_TIMES = 8; // per block (each a hide and a show); 2 blocks per engine
const SHOW_IF_GOAL_MS = 5;

// 1. Build the page.
const outDir = mkdtempSync(join(tmpdir(), 'faena-form-bench-'));
let failed = false;
let server: Server | undefined;
try {
  await build({
    configFile: false,
    root: join(pkg, 'bench/browser'),
    base: './',
    mode: 'production',
    logLevel: 'error',
    plugins: [react(), vanillaExtractPlugin()],
    resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] },
    build: { outDir, emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 5000 },
  });

  // Not a timing: a development React would make every figure meaningless.
  for (const file of readdirSync(join(outDir, 'assets'))) {
    if (
      file.endsWith('.js') &&
      readFileSync(join(outDir, 'assets', file), 'utf8').includes('unique "key" prop')
    )
      throw new Error(`the bench page bundles React's development build (${file})`);
  }

  // 2. Serve it.
  const served = await serveBenchPage(outDir);
  server = served.server;
  const { origin } = served;

  // 3. Measure.
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      // A failed request is reported below with its URL.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        pageErrors.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) pageErrors.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${origin}/index.html`);
    await page.waitForFunction(() => window.faenaBench !== undefined);
    const isolated = await page.evaluate(() => crossOriginIsolated);

    const mount: Record<Engine, { commit: number[]; layout: number[] }> = {
      faena: { commit: [], layout: [] },
      rhf: { commit: [], layout: [] },
    };
    await page.evaluate(([fields]) => window.faenaBench!.mount('faena', fields!, 1), [MOUNT_FIELDS]); // warm-up
    await page.evaluate(([fields]) => window.faenaBench!.mount('rhf', fields!, 1), [MOUNT_FIELDS]);
    for (let round = 0; round < 3; round++) {
      for (const engine of round % 2 === 0 ? ENGINES : [...ENGINES].reverse()) {
        const result = await page.evaluate(
          ([engine, fields, times]) =>
            window.faenaBench!.mount(engine as Engine, fields as number, times as number),
          [engine, MOUNT_FIELDS, MOUNTS / 3] as const,
        );
        mount[engine].commit.push(...result.commit);
        mount[engine].layout.push(...result.layout);
      }
    }

    /** Keystrokes into random fields, `run` keys per field; the engines alternate and share seeds. */
    const typeKeys = async (run: number) => {
      const keys = {
        faena: { samples: [] as number[], committed: 0 },
        rhf: { samples: [] as number[], committed: 0 },
      };
      for (const [block, engine] of (['faena', 'rhf', 'rhf', 'faena'] as const).entries()) {
        const seed = block < 2 ? 1 : 2; // both engines type the same keys into the same fields
        const result = await page.evaluate(
          ([engine, fields, count, seed, run]) =>
            window.faenaBench!.keystrokes(
              engine as Engine,
              fields as number,
              count as number,
              20,
              seed as number,
              run as number,
            ),
          [engine, MOUNT_FIELDS, KEYSTROKES, seed, run] as const,
        );
        keys[engine].samples.push(...result.samples);
        keys[engine].committed += result.committed;
      }
      return keys;
    };
    // Scattered: nearly every key is a field's first, which flips its check or message.
    // Typing: words of 8 keys, as people fill a form.
    const scattered = await typeKeys(1);
    const typing = await typeKeys(8);

    const showIf = {
      faena: { hide: [] as number[], show: [] as number[], visible: '' },
      rhf: { hide: [] as number[], show: [] as number[], visible: '' },
    };
    for (const engine of ['rhf', 'faena', 'faena', 'rhf'] as const) {
      const result = await page.evaluate(
        ([engine, fields, rules, times]) =>
          window.faenaBench!.showIf(engine as Engine, fields as number, rules as number, times as number, 2),
        [engine, SHOW_IF_FIELDS, SHOW_IF_RULES, SHOW_IF_TIMES] as const,
      );
      showIf[engine].hide.push(...result.hide);
      showIf[engine].show.push(...result.show);
      showIf[engine].visible = `${result.visibleShown} → ${result.visibleHidden}`;
    }
    // Not a timing: both engines must show the same fields, else the comparison is meaningless.
    const expected = `${SHOW_IF_FIELDS} → ${SHOW_IF_FIELDS - SHOW_IF_RULES}`;
    for (const engine of ENGINES) {
      if (showIf[engine].visible !== expected)
        throw new Error(`${engine} show_if: fields shown ${showIf[engine].visible}, expected ${expected}`);
    }
    if (pageErrors.length > 0) throw new Error(`errors in the bench page:\n${pageErrors.join('\n')}`);

    // Print.
    const median = (samples: number[]) => quantile(samples, 0.5);
    const ms = (value: number) => `${value.toFixed(2)} ms`;
    const row = (label: string, faena: string, rhf: string, goal = '') =>
      console.log(`  ${label.padEnd(44)} ${faena.padStart(12)} ${rhf.padStart(16)}   ${goal}`);
    const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
    console.log(
      `Form renderer bench: Chromium ${browser.version()} (headless), React ${version('react')} production (profiling build), react-hook-form ${version('react-hook-form')}`,
    );
    console.log(
      `  timer: ${isolated ? 'cross-origin isolated (5 µs)' : 'coarse (100 µs)'}; medians unless noted`,
    );
    row('', 'Faena', 'react-hook-form', 'goal');
    row(
      `mount ${MOUNT_FIELDS} fields → commit (${MOUNTS} mounts)`,
      ms(median(mount.faena.commit)),
      ms(median(mount.rhf.commit)),
    );
    row(
      `mount ${MOUNT_FIELDS} fields → style + layout`,
      ms(median(mount.faena.layout)),
      ms(median(mount.rhf.layout)),
    );
    for (const [label, keys] of [
      ['scattered, 1 key per field', scattered],
      ['typing, 8 keys per field', typing],
    ] as const) {
      const count = keys.faena.samples.length;
      const p95 = { faena: quantile(keys.faena.samples, 0.95), rhf: quantile(keys.rhf.samples, 0.95) };
      console.log(`  keystroke → commit (${count} keys, ${label})`);
      row('  median', ms(median(keys.faena.samples)), ms(median(keys.rhf.samples)));
      row('  p95', ms(p95.faena), ms(p95.rhf), `Faena p95 ≤ RHF p95: ${verdict(p95.faena <= p95.rhf)}`);
      row(
        '  keystrokes that committed',
        `${keys.faena.committed}/${count}`,
        `${keys.rhf.committed}/${count}`,
      );
    }
    const hide = { faena: median(showIf.faena.hide), rhf: median(showIf.rhf.hide) };
    const show = { faena: median(showIf.faena.show), rhf: median(showIf.rhf.show) };
    const rules = `${SHOW_IF_FIELDS} fields/${SHOW_IF_RULES} rules`;
    const times = showIf.faena.hide.length;
    row(
      `show_if ${rules}: hide ${SHOW_IF_RULES} (×${times})`,
      ms(hide.faena),
      ms(hide.rhf),
      `Faena ≤ ${SHOW_IF_GOAL_MS} ms: ${verdict(hide.faena <= SHOW_IF_GOAL_MS)}`,
    );
    row(
      `show_if ${rules}: show ${SHOW_IF_RULES} (×${times})`,
      ms(show.faena),
      ms(show.rhf),
      `Faena ≤ ${SHOW_IF_GOAL_MS} ms: ${verdict(show.faena <= SHOW_IF_GOAL_MS)}`,
    );
    row('  fields in the DOM (shown → hidden)', showIf.faena.visible, showIf.rhf.visible);
  } finally {
    await browser.close();
  }

  // 4. The core's show_if bench in its own Node process (its own JIT state).
  console.log('');
  const core = spawnSync(process.execPath, ['--import', 'tsx', 'bench/show-if.bench.ts'], {
    cwd: pkg,
    stdio: 'inherit',
  });
  if (core.status !== 0) throw new Error(`bench/show-if.bench.ts exited with ${core.status}`);

  // 5. Bundle sizes.
  console.log('');
  printSizes(await measureSizes());
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  server?.close(); // also when the browser failed to launch, or the process would stay alive
  rmSync(outDir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;

/** Nearest-rank quantile (0.5: median, 0.95: p95). */
function quantile(samples: readonly number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}
