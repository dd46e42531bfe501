/**
 * The org chart in Debian's Chromium: `npx tsx apps/web/bench/org-chart.ts` (or from apps/web,
 * `npx tsx bench/org-chart.ts`).
 *
 * Builds `bench/org-chart/` with Vite (production), serves it on 127.0.0.1, and measures with
 * Playwright on a synthetic organisation (`src/features/org/chart/synthetic.ts`):
 * - first render of 20,000 people, the whole tree expanded (mount → laid out → painted), and the
 *   DOM it leaves (only the cards in view);
 * - search-to-focus: typing a deep person's name → results, then Enter → the node holds focus,
 *   from the opening view (the path fetched on the way) and on the fully expanded tree;
 * - d3-org-chart on the same data, fully expanded, at 2,000 and 5,000 positions.
 * Prints figures and goals (first render ≤ 1 s, search-to-focus ≤ 300 ms) with the machine's load;
 * timings never fail the run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build } from 'vite';
import { installedVersion, serveBenchPage } from '../../../scripts/bench-server.mjs';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';

const web = fileURLToPath(new URL('..', import.meta.url));
const PEOPLE = 20_000;
const RUNS = 3;
const RENDER_GOAL_MS = 1000;
const FOCUS_GOAL_MS = 300;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(9);
const verdict = (value: number, goal: number) => (value <= goal ? 'PASS' : 'MISS');
const loadLine = () => {
  const [one, five, fifteen] = loadavg();
  return `load ${[one, five, fifteen].map((v) => (v as number).toFixed(2)).join(' / ')} (1/5/15 min) on ${availableParallelism()} CPUs`;
};

const outDir = mkdtempSync(join(tmpdir(), 'faena-org-chart-bench-'));
let server: Server | undefined;
let failed = false;
try {
  console.log(`Org chart bench: before: ${loadLine()}`);
  await build({
    configFile: false,
    root: join(web, 'bench/org-chart'),
    base: './',
    mode: 'production',
    logLevel: 'error',
    resolve: { alias: { '@/': join(web, 'src/') } },
    plugins: [react(), vanillaExtractPlugin(), tailwindcss()],
    build: {
      outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 5000,
      target: 'es2022',
    },
  });
  const served = await serveBenchPage(outDir);
  server = served.server;
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${served.origin}/index.html`);
    await page.waitForFunction(() => window.orgChartBench !== undefined);

    const mount = (people: number, depth: number) =>
      page.evaluate(([p, d]) => window.orgChartBench!.mountFaena(p as number, d as number), [
        people,
        depth,
      ] as const);
    const searchAndFocus = async () => {
      const target = await page.evaluate(() => window.orgChartBench!.deepTarget());
      if (!target) throw new Error('no deep position with a unique name');
      const input = page.getByRole('combobox');
      await input.fill('');
      const typed = Date.now();
      await input.fill(target.name);
      await page.getByRole('option').first().waitFor();
      const results = Date.now() - typed; // includes the 150 ms typing debounce
      const focus = await page.evaluate((id) => window.orgChartBench!.pickAndFocus(id), target.id);
      return { ...focus, results, depth: target.depth };
    };

    // Warm-up (JIT, fonts, styles), then the measured runs.
    await mount(2000, Number.POSITIVE_INFINITY);
    const full = [];
    const focusFull = [];
    const focusOpening = [];
    for (let run = 0; run < RUNS; run++) {
      full.push(await mount(PEOPLE, Number.POSITIVE_INFINITY));
      focusFull.push(await searchAndFocus());
    }
    const opening = [];
    for (let run = 0; run < RUNS; run++) {
      opening.push(await mount(PEOPLE, 1));
      focusOpening.push(await searchAndFocus());
    }
    const faena2k = [];
    for (let run = 0; run < RUNS; run++) faena2k.push(await mount(2000, Number.POSITIVE_INFINITY));
    const peers = [];
    for (const people of [2000, 5000]) {
      await page.evaluate((p) => window.orgChartBench!.mountPeer(p), 1000); // warm-up
      const runs = [];
      for (let run = 0; run < RUNS; run++)
        runs.push(await page.evaluate((p) => window.orgChartBench!.mountPeer(p), people));
      peers.push({ people, runs });
    }
    if (errors.length > 0) throw new Error(`errors in the bench page:\n${errors.join('\n')}`);

    const first = full[0]!;
    console.log(
      `  Chromium ${browser.version()} (headless), production build, React ${installedVersion('react')}, d3-org-chart ${installedVersion('d3-org-chart')}; viewport 1366×860; median of ${RUNS} runs`,
    );
    console.log(
      `  Faena OrgChart, ${PEOPLE.toLocaleString('en-US')} people (${first.positions.toLocaleString('en-US')} positions)`,
    );
    const m = (list: { ms: number }[]) => median(list.map((r) => r.ms));
    console.log(
      `    first render, whole tree expanded      ${ms(m(full))}   goal ≤ ${RENDER_GOAL_MS} ms: ${verdict(m(full), RENDER_GOAL_MS)}   (${first.domCards} cards, ${first.domElements} elements in the DOM)`,
    );
    console.log(
      `    first render, opening view (2 levels)   ${ms(m(opening))}   goal ≤ ${RENDER_GOAL_MS} ms: ${verdict(m(opening), RENDER_GOAL_MS)}   (${opening[0]!.domCards} cards)`,
    );
    const f = (list: { focused: number }[]) => median(list.map((r) => r.focused));
    const p = (list: { painted: number }[]) => median(list.map((r) => r.painted));
    const r = (list: { results: number }[]) => median(list.map((x) => x.results));
    console.log(`    search → results (150 ms debounce incl.) ${ms(r(focusOpening))}`);
    console.log(
      `    pick → focused, opening view (level ${focusOpening[0]!.depth}, path fetched) ${ms(f(focusOpening))} (painted ${ms(p(focusOpening)).trim()})   goal ≤ ${FOCUS_GOAL_MS} ms: ${verdict(p(focusOpening), FOCUS_GOAL_MS)}`,
    );
    console.log(
      `    pick → focused, whole tree expanded      ${ms(f(focusFull))} (painted ${ms(p(focusFull)).trim()})   goal ≤ ${FOCUS_GOAL_MS} ms: ${verdict(p(focusFull), FOCUS_GOAL_MS)}`,
    );
    console.log(`  Side by side, whole tree expanded (first render → painted)`);
    console.log(
      `    Faena OrgChart, 2,000 people               ${ms(m(faena2k))}   (${faena2k[0]!.positions} positions, ${faena2k[0]!.domElements} elements)`,
    );
    for (const peer of peers) {
      const run = peer.runs[0]!;
      console.log(
        `    d3-org-chart, ${peer.people.toLocaleString('en-US')} people             ${ms(m(peer.runs))}   (${run.positions} positions, ${run.domElements} elements); centre+highlight a deep node ${ms(median(peer.runs.map((x) => x.centreMs))).trim()}`,
      );
    }
  } finally {
    await browser.close();
  }
  console.log(`  after: ${loadLine()}`);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  server?.close();
  rmSync(outDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
