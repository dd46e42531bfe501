/**
 * `npm run bench -w @faena/form-engine`: Faena's `FormRenderer` next to the same form on
 * react-hook-form, in Debian's Chromium, then the Node show_if bench and the bundle sizes.
 *
 * 1. builds `bench/browser/` with Vite (production; `react-dom/client` → `react-dom/profiling` so
 *    `<Profiler onRender>` fires) into a temporary directory;
 * 2. serves it on 127.0.0.1 (random port; COOP/COEP so `performance.now()` is precise to µs);
 * 3. drives `window.faenaBench` with Playwright, alternating engines to spread machine noise.
 *
 * 4. "checklist on a phone": a 500-question scored checklist (score recomputed on every change) in a
 *    375×812 viewport with the CPU throttled 4× over CDP: open → first interaction, and real
 *    keys' keydown → next paint (INP-like) in fields near the middle and the end.
 *
 * `npm run bench -w @faena/form-engine -- checklist` runs the checklist pass alone.
 *
 * Prints figures and goals only: timings never fail the run (shared machines are noisy). Real
 * errors (a build, a page error, engines disagreeing on what they show) exit non-zero.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { type Browser, chromium, type Page } from 'playwright';
import { build } from 'vite';
import { serveBenchPage, installedVersion as version } from '../../../scripts/bench-server.mjs';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';
import type { Engine } from './browser/api.ts';
import { checklistForm, fieldNear } from './forms.ts';
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
const CHECKLIST_FIELDS = 500;
const CHECKLIST_OPENS = 5; // after one warm-up
const CHECKLIST_CPU_SLOWDOWN = 4;
const CHECKLIST_VIEWPORT = { width: 375, height: 812 };
const CHECKLIST_KEYS_PER_FIELD = 30; // 4 fields → 120 measured keys
const CHECKLIST_GOAL_MS = 100;
const checklistOnly = process.argv.slice(2).includes('checklist');

console.log(
  `load ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ')} (1/5/15 min) on ${availableParallelism()} CPUs`,
);

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
    if (!checklistOnly) await compareEngines(browser, origin);
    await checklistOnPhone(browser, origin);
  } finally {
    await browser.close();
  }

  if (!checklistOnly) {
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
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  server?.close(); // also when the browser failed to launch, or the process would stay alive
  rmSync(outDir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;

/** Page errors and failed requests of `page`, collected as they happen. */
function collectErrors(page: Page): string[] {
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
  return pageErrors;
}

/** Faena's renderer next to react-hook-form: mount, keystrokes, show_if. */
async function compareEngines(browser: Browser, origin: string) {
  {
    const page = await browser.newPage();
    const pageErrors = collectErrors(page);
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
    await page.close();
  }
}

/** The keys typed into a field: words into comments, digits (and their erasing) into counts. */
function keysFor(type: 'text' | 'integer', count: number): string[] {
  const cycle =
    type === 'text' ? [...'sin novedad '] : ['1', '2', '3', 'Backspace', 'Backspace', 'Backspace'];
  return Array.from({ length: count }, (_, index) => {
    const key = cycle[index % cycle.length]!;
    return key === ' ' ? 'Space' : key;
  });
}

/** A long scored checklist on a throttled phone-sized page: open → first interaction, keys → paint. */
async function checklistOnPhone(browser: Browser, origin: string) {
  const context = await browser.newContext({
    viewport: CHECKLIST_VIEWPORT,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const pageErrors = collectErrors(page);
    await page.goto(`${origin}/index.html`);
    await page.waitForFunction(() => window.faenaBench !== undefined);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CHECKLIST_CPU_SLOWDOWN });

    const open = { commit: [] as number[], painted: [] as number[], interactive: [] as number[] };
    for (let index = 0; index <= CHECKLIST_OPENS; index++) {
      const result = await page.evaluate(
        (fields) => window.faenaBench!.checklistOpen(fields),
        CHECKLIST_FIELDS,
      );
      if (index === 0) continue; // warm-up
      open.commit.push(result.commit);
      open.painted.push(result.painted);
      open.interactive.push(result.interactive);
    }

    // The last open stays: type into fields near the middle and the end (after a warm-up field).
    const definition = checklistForm(CHECKLIST_FIELDS);
    const typeInto = async (name: string, keys: readonly string[]) => {
      await page.evaluate((field) => window.faenaBench!.checklistFocus(field), name);
      for (const key of keys) {
        await page.keyboard.press(key);
        await page.evaluate(() => window.faenaBench!.checklistSettle());
      }
    };
    await typeInto(fieldNear(definition, 'text', 10), keysFor('text', 10));
    await page.evaluate(() => window.faenaBench!.checklistKeysStart());

    const targets = [
      [fieldNear(definition, 'text', CHECKLIST_FIELDS / 2), 'text'],
      [fieldNear(definition, 'integer', CHECKLIST_FIELDS / 2 + 10), 'integer'],
      [fieldNear(definition, 'text', CHECKLIST_FIELDS - 10), 'text'],
      [fieldNear(definition, 'integer', CHECKLIST_FIELDS), 'integer'],
    ] as const;
    for (const [name, type] of targets) await typeInto(name, keysFor(type, CHECKLIST_KEYS_PER_FIELD));

    const keys = await page.evaluate(() => window.faenaBench!.checklistKeys());
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    if (pageErrors.length > 0) throw new Error(`errors in the checklist page:\n${pageErrors.join('\n')}`);
    const expected = targets.length * CHECKLIST_KEYS_PER_FIELD;
    if (keys.samples.length !== expected)
      throw new Error(`checklist: ${keys.samples.length} keys measured, ${expected} pressed`);

    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const line = (label: string, value: string, goal = '') =>
      console.log(`  ${label.padEnd(52)} ${value.padStart(10)}   ${goal}`);
    const p95 = quantile(keys.samples, 0.95);
    console.log(
      `\nChecklist on a phone: ${CHECKLIST_FIELDS} questions (yes/no and choices scored, comments, counts, a header every 25th), ${CHECKLIST_VIEWPORT.width}×${CHECKLIST_VIEWPORT.height}, CPU ${CHECKLIST_CPU_SLOWDOWN}× slower, scoreForm on every change`,
    );
    line(`open → mount committed (median of ${CHECKLIST_OPENS})`, ms(quantile(open.commit, 0.5)));
    line(`open → form painted (median of ${CHECKLIST_OPENS})`, ms(quantile(open.painted, 0.5)));
    line(`open → first key painted (median of ${CHECKLIST_OPENS})`, ms(quantile(open.interactive, 0.5)));
    line(`open → first key painted (worst)`, ms(Math.max(...open.interactive)));
    line(
      `keydown → next paint, p50 (${keys.samples.length} keys, middle and end)`,
      ms(quantile(keys.samples, 0.5)),
    );
    line(
      'keydown → next paint, p95',
      ms(p95),
      `goal p95 ≤ ${CHECKLIST_GOAL_MS} ms: ${p95 <= CHECKLIST_GOAL_MS ? 'met' : 'MISSED'}`,
    );
    line('keydown → next paint, worst', ms(Math.max(...keys.samples)));
    line('changes that recomputed the score', `${keys.scored}`);
  } finally {
    await context.close();
  }
}

/** Nearest-rank quantile (0.5: median, 0.95: p95). */
function quantile(samples: readonly number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}
