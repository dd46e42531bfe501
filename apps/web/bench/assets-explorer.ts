/**
 * The file explorer in Debian's Chromium: `npx tsx apps/web/bench/assets-explorer.ts` (or from
 * apps/web, `npx tsx bench/assets-explorer.ts`).
 *
 * Builds `bench/assets-explorer/` with Vite (production), serves it on 127.0.0.1 and measures
 * with Playwright the explorer on a folder of 10,000 documents and 50 folders, its pages of 200
 * answered by a stand-in for the API in the page (the server's own listing time is the server's
 * bench; this is the browser's share):
 * - first render: mount → first page fetched → rows painted, and the DOM it leaves (only the
 *   rows in view and a few around them);
 * - scrolling to the end: every page asked for as the end comes near, frames until the last
 *   document shows, the slowest frames (p95);
 * - End on the first row: the keyboard reaches the last loaded row.
 * Prints figures and the goal (first render ≤ 500 ms) with the machine's load; timings never fail the run.
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
const DOCUMENTS = 10_000;
const FOLDERS = 50;
const RUNS = 5;
const RENDER_GOAL_MS = 500;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(8);
const loadLine = () => {
  const [one, five, fifteen] = loadavg();
  return `load ${[one, five, fifteen].map((v) => (v as number).toFixed(2)).join(' / ')} (1/5/15 min) on ${availableParallelism()} CPUs`;
};

const outDir = mkdtempSync(join(tmpdir(), 'faena-assets-bench-'));
let server: Server | undefined;
let failed = false;
try {
  console.log(`File explorer bench: before: ${loadLine()}`);
  await build({
    configFile: false,
    root: join(web, 'bench/assets-explorer'),
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
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${served.origin}/index.html`);
    await page.waitForFunction(() => window.assetsBench !== undefined);
    const mount = (documents: number, folders: number) =>
      page.evaluate(([d, f]) => window.assetsBench!.mount(d as number, f as number), [
        documents,
        folders,
      ] as const);

    await mount(500, 5); // warm-up (JIT, styles)
    const renders = [];
    for (let run = 0; run < RUNS; run++) renders.push(await mount(DOCUMENTS, FOLDERS));
    const scroll = await page.evaluate(() => window.assetsBench!.scrollToEnd());
    const end = await page.evaluate(() => window.assetsBench!.keyboardEnd());
    if (errors.length > 0) throw new Error(`errors in the bench page:\n${errors.join('\n')}`);

    const render = median(renders.map((r) => r.ms));
    console.log(
      `  Chromium ${browser.version()} (headless), production build, React ${installedVersion('react')}, @tanstack/react-virtual ${installedVersion('@tanstack/react-virtual')}; viewport 1280×800; median of ${RUNS} runs`,
    );
    console.log(
      `  A folder of ${DOCUMENTS.toLocaleString('en-US')} documents and ${FOLDERS} folders, pages of 200`,
    );
    console.log(
      `    first render (mount → first page → painted) ${ms(render)}   goal ≤ ${RENDER_GOAL_MS} ms: ${render <= RENDER_GOAL_MS ? 'PASS' : 'MISS'}   (${renders[0]!.domRows} rows, ${renders[0]!.domElements} elements in the DOM)`,
    );
    console.log(
      `    scroll to the last document                ${ms(scroll.ms)}   (${scroll.frames} frames, p95 frame ${scroll.p95FrameMs.toFixed(0)} ms, ${scroll.domRows} rows in the DOM at the end)`,
    );
    console.log(`    End on the first row → last row focused     ${ms(end.ms)}   (row ${end.focused})`);
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
