/**
 * `npm run bench -w @faena/bpmn-studio`: the studio on a 1,000-element diagram in Debian's Chromium.
 *
 * 1. generates the diagram (bench/diagram.ts: flow nodes + sequence flows, laid out with
 *    bpmn-auto-layout);
 * 2. builds `bench/page/` with Vite (production) into a temporary directory: the same modeler chunk
 *    entry the app loads (`src/faena/create-modeler.ts`, with the Faena modules) and the viewer's;
 * 3. serves it on 127.0.0.1 (random port; COOP/COEP so `performance.now()` is precise to µs);
 * 4. drives `window.studioBench` with Playwright: import time (median of several imports after a
 *    warm-up, each into a fresh instance) and the latency of modeling commands (moves, renames,
 *    appends and undos on random user tasks, seeded), and the viewer's execution overlays drawn
 *    and updated on every element.
 *
 * Prints figures and goals (import ≤ 1 s, command p95 ≤ 100 ms) only: timings never fail the run
 * (shared machines are noisy). Real errors (a build, a page error) exit non-zero.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chromium } from 'playwright';
import { build } from 'vite';
import { serveBenchPage, installedVersion as version } from '../../../scripts/bench-server.mjs';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';
import { generateDiagram } from './diagram.ts';
import { COMMAND_KINDS, type CommandKind, type ImportResult } from './page/api.ts';

const pkg = fileURLToPath(new URL('..', import.meta.url));
const ELEMENTS = 1000;
const IMPORTS = 7; // measured, after one warm-up import
const COMMANDS = 200; // measured, after a warm-up round of 20
const OVERLAY_RUNS = 10; // updates measured, after the first draw
const SEED = 6;
const IMPORT_GOAL_MS = 1000;
const COMMAND_GOAL_MS = 100;

const outDir = mkdtempSync(join(tmpdir(), 'faena-studio-bench-'));
let failed = false;
let server: Server | undefined;
try {
  // 1. The diagram.
  const load = loadavg()[0]!;
  const diagram = await generateDiagram(ELEMENTS);

  // 2. Build the page.
  await build({
    configFile: false,
    root: join(pkg, 'bench/page'),
    base: './',
    mode: 'production',
    logLevel: 'error',
    plugins: [vanillaExtractPlugin()],
    build: { outDir, emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 5000 },
  });

  // 3. Serve it.
  const served = await serveBenchPage(outDir);
  server = served.server;
  const { origin } = served;

  // 4. Measure.
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
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
    await page.waitForFunction(() => window.studioBench !== undefined);
    const isolated = await page.evaluate(() => crossOriginIsolated);

    const importInto = (target: 'modeler' | 'viewer', runs: number) =>
      page.evaluate(
        ([target, xml, runs]) =>
          target === 'modeler'
            ? window.studioBench!.importModeler(xml as string, runs as number)
            : window.studioBench!.importViewer(xml as string, runs as number),
        [target, diagram.xml, runs] as const,
      );
    await importInto('modeler', 1); // warm-up: JIT, fonts, styles
    const modelerImport = await importInto('modeler', IMPORTS);
    await importInto('viewer', 1);
    const viewerImport = await importInto('viewer', IMPORTS);

    const runCommands = (runs: number, seed: number) =>
      page.evaluate(
        ([xml, runs, seed]) => window.studioBench!.commands(xml as string, runs as number, seed as number),
        [diagram.xml, runs, seed] as const,
      );
    await runCommands(20, SEED + 1); // warm-up
    const commands = await runCommands(COMMANDS, SEED);
    const overlays = await page.evaluate(
      ([xml, runs, seed]) => window.studioBench!.overlays(xml as string, runs as number, seed as number),
      [diagram.xml, OVERLAY_RUNS + 1, SEED] as const,
    );
    const firstDraw = { sync: overlays.sync.shift()!, painted: overlays.painted.shift()! };
    if (pageErrors.length > 0) throw new Error(`errors in the bench page:\n${pageErrors.join('\n')}`);
    // Not a timing: the page must have drawn the whole diagram, or the figures mean nothing.
    for (const [label, result] of [
      ['modeler', modelerImport],
      ['viewer', viewerImport],
    ] as const) {
      if (result.elements !== diagram.nodes + diagram.flows)
        throw new Error(
          `the ${label} shows ${result.elements} elements, expected ${diagram.nodes + diagram.flows}`,
        );
    }

    // Print.
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const verdict = (met: boolean) => (met ? 'PASS' : 'MISS');
    const row = (label: string, samples: readonly number[], goal = '') =>
      console.log(
        `  ${label.padEnd(46)} ${ms(quantile(samples, 0.5)).padStart(10)} ${ms(quantile(samples, 0.95)).padStart(10)} ${ms(Math.max(...samples)).padStart(10)}   ${goal}`,
      );
    const importGoal = (result: ImportResult, key: 'importXml' | 'painted') => {
      const median = quantile(result[key], 0.5);
      return `median ≤ ${IMPORT_GOAL_MS} ms: ${verdict(median <= IMPORT_GOAL_MS)}`;
    };
    const commandGoal = (samples: readonly number[]) =>
      `p95 ≤ ${COMMAND_GOAL_MS} ms: ${verdict(quantile(samples, 0.95) <= COMMAND_GOAL_MS)}`;
    const all = (by: Record<CommandKind, number[]>) => COMMAND_KINDS.flatMap((kind) => by[kind]);

    console.log(
      `Studio bench: Chromium ${browser.version()} (headless), bpmn-js ${version('bpmn-js')}, diagram-js ${version('diagram-js')}, production build`,
    );
    console.log(
      `  diagram: ${diagram.nodes + diagram.flows} elements (${diagram.nodes} flow nodes + ${diagram.flows} sequence flows), ${Math.round(diagram.xml.length / 1024)} kB of XML; laid out by bpmn-auto-layout in ${Math.round(diagram.layoutMs)} ms (not part of the figures)`,
    );
    console.log(
      `  timer: ${isolated ? 'cross-origin isolated (5 µs)' : 'coarse (100 µs)'}; canvas 1280×800; "painted" = until the frame after the work was painted`,
    );
    console.log(
      `  machine: ${availableParallelism()} CPUs, load average ${load.toFixed(1)} at the start${load > availableParallelism() ? ' (busy: expect slower, noisier figures)' : ''}`,
    );
    console.log(
      `  ${''.padEnd(46)} ${'median'.padStart(10)} ${'p95'.padStart(10)} ${'max'.padStart(10)}   goal`,
    );
    console.log(`  import into a fresh instance (${IMPORTS} runs after a warm-up)`);
    row('  modeler: importXML', modelerImport.importXml, importGoal(modelerImport, 'importXml'));
    row('  modeler: importXML → painted', modelerImport.painted, importGoal(modelerImport, 'painted'));
    row('  viewer: importXML', viewerImport.importXml, importGoal(viewerImport, 'importXml'));
    row('  viewer: importXML → painted', viewerImport.painted, importGoal(viewerImport, 'painted'));
    console.log(`  modeling commands (${COMMANDS}: move, rename, append, undo in turn; random user tasks)`);
    row('  all: command', all(commands.sync), commandGoal(all(commands.sync)));
    row('  all: command → painted', all(commands.painted), commandGoal(all(commands.painted)));
    for (const kind of COMMAND_KINDS) {
      const label = {
        move: 'modeling.moveElements',
        rename: 'modeling.updateProperties (name)',
        append: 'modeling.appendShape (user task)',
        undo: 'commandStack.undo (the append)',
      }[kind];
      row(`  ${label}`, commands.sync[kind]);
      row(`  ${label} → painted`, commands.painted[kind]);
    }
    console.log(
      `  viewer overlays: new figures for all ${diagram.nodes + diagram.flows} elements (${overlays.badges} badges; ${OVERLAY_RUNS} runs)`,
    );
    console.log(
      `    first draw: ${ms(firstDraw.sync)}, → painted ${ms(firstDraw.painted)} (once per import)`,
    );
    row('  update every badge', overlays.sync);
    row('  update every badge → painted', overlays.painted);
    console.log(
      '  after every change BpmnModeler serialises the diagram for onChange (async, off the command)',
    );
    row('  saveXML({ format: true }) (10 runs)', commands.saveXml);
  } finally {
    await browser.close();
  }
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
