/**
 * Visual regression, the offline counterpart of Chromatic: screenshots every story of the built
 * static Storybook (`storybook-static/`) in Debian's Chromium and compares each with its committed
 * baseline in `visual-baselines/<story-id>.png` (pixelmatch).
 *
 *   npm run visual -w @faena/docs          # build Storybook, compare (part of `npm test`)
 *   npm run visual:update -w @faena/docs   # build Storybook, rewrite every baseline
 *
 * Deterministic: fixed 1280×800 viewport and device scale 1, a fixed clock (2026-01-15T15:30Z), UTC and
 * an en-US browser (native date inputs), es-MX stories,
 * light theme, Faena brand, axe off (the story tests run it),
 * reduced motion plus animations/transitions/caret disabled, fonts, lazy chunks and images awaited,
 * and each story's `play` function finished before the shot. A story without a baseline gets one written
 * (reported as new) unless CI is set, where it fails. Diffs go to `test-results/visual/`.
 */
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { chromium, type Page } from 'playwright';
import { PNG } from 'pngjs';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';

const app = fileURLToPath(new URL('..', import.meta.url));
const staticDir = join(app, 'storybook-static');
const baselineDir = join(app, 'visual-baselines');
const diffDir = join(app, 'test-results', 'visual');
const update = process.argv.includes('--update');
const strictNew = Boolean(process.env.CI);
/** Share of pixels allowed to differ: none. Rendering in the same Chromium with the same fonts is
 * deterministic (checked under heavy load), and an accent mark is only 4 pixels. */
const MAX_DIFF_RATIO = 0;
const VIEWPORT = { width: 1280, height: 800 };

const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')) as {
  entries: Record<string, { id: string; type: string; title: string; name: string; tags?: string[] }>;
};
const only = process.env.VISUAL_FILTER;
const stories = Object.values(index.entries)
  .filter((e) => e.type === 'story' && !e.tags?.includes('no-visual'))
  .filter((e) => !only || e.id.includes(only))
  .sort((a, b) => a.id.localeCompare(b.id));

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
    /^(\.\.[/\\])+/,
    '',
  );
  const file = join(staticDir, path.endsWith('/') ? `${path}index.html` : path);
  if (!file.startsWith(staticDir) || !existsSync(file)) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
// Any free port: no story shows the page URL, so a busy port never blocks the check.
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const browser = await chromium.launch({
  ...chromiumLaunchOptions,
  // Identical glyph rasterisation from run to run.
  args: [...chromiumLaunchOptions.args, '--font-render-hinting=none', '--disable-lcd-text'],
});

const FREEZE = `*, *::before, *::after { animation: none !important; transition: none !important;
  caret-color: transparent !important; scroll-behavior: auto !important; }`;

/**
 * Each worker loads the preview iframe once and switches stories over Storybook's channel (no page
 * reload per story: ~5x faster). Workers take fixed halves of the sorted list, so every story always
 * follows the same one.
 */
async function openPreview(page: Page): Promise<void> {
  // A fixed clock: stories that show "now" (error reports, relative dates) render the same every run.
  await page.clock.setFixedTime(new Date('2026-01-15T15:30:00Z'));
  await page.goto(
    `${origin}/iframe.html?viewMode=story&globals=a11y.manual:!true&id=${encodeURIComponent(stories[0]!.id)}`,
    {
      waitUntil: 'load',
    },
  );
  await page.addStyleTag({ content: FREEZE });
}

/** A story shot again in a freshly loaded preview: one more chance for a story that had not settled. */
async function shootAfresh(page: Page, id: string): Promise<Buffer> {
  await openPreview(page);
  return shoot(page, id);
}

async function shoot(page: Page, id: string): Promise<Buffer> {
  await page.evaluate((storyId) => {
    // biome-ignore lint/suspicious/noExplicitAny: Storybook's preview globals are untyped
    const w = window as any;
    const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
    if (w.__STORYBOOK_PREVIEW__?.currentRender?.id !== storyId)
      channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }, id);
  await page.waitForFunction(
    (storyId) => {
      // biome-ignore lint/suspicious/noExplicitAny: Storybook's preview global is untyped
      const render = (window as any).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === storyId && ['finished', 'errored', 'aborted'].includes(render.phase);
    },
    id,
    { timeout: 20_000 },
  );
  await page.evaluate(() => document.fonts.ready);
  // On-demand chunks (the form engine's lazy widgets mark their placeholder) and images arrive.
  await page.waitForFunction(
    () =>
      document.querySelector('[data-pending-chunk]') === null &&
      [...document.images].every((image) => image.complete),
    undefined,
    { timeout: 20_000 },
  );
  // Let the last layout and any focus styles settle.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
}

mkdirSync(baselineDir, { recursive: true });
rmSync(diffDir, { recursive: true, force: true });
const failures: string[] = [];
const created: string[] = [];
/** Stories that matched only on a second shot, in a freshly loaded preview (printed: a flaky story shows here first). */
const retried: string[] = [];
let compared = 0;
const started = Date.now();

async function worker(queue: typeof stories) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    // Dates stored in UTC show in local time, and native date inputs draw in the browser's locale:
    // pin both so the machine's settings never reach a picture.
    timezoneId: 'UTC',
    locale: 'en-US',
  });
  const page = await context.newPage();
  await openPreview(page);
  for (const story of queue) {
    const baselinePath = join(baselineDir, `${story.id}.png`);
    let shot: Buffer;
    try {
      shot = await shoot(page, story.id);
    } catch {
      // Timed out waiting for the story: once more in a freshly loaded preview.
      try {
        shot = await shootAfresh(page, story.id);
        retried.push(story.id);
      } catch (error) {
        failures.push(`${story.id}: could not render (${(error as Error).message.split('\n')[0]})`);
        continue;
      }
    }
    if (!existsSync(baselinePath)) {
      if (!update && strictNew) {
        failures.push(`${story.id}: no baseline (run npm run visual:update -w @faena/docs)`);
        continue;
      }
      if (!update) created.push(story.id);
      writeFileSync(baselinePath, shot);
      continue;
    }
    compared++;
    const baseline = readFileSync(baselinePath);
    let result = compare(baseline, shot);
    if (!result.same && !update) {
      // A story that has not settled on a busy machine (a late chunk, a slow font) gets one more
      // shot in a freshly loaded preview; a real change differs both times.
      try {
        const again = await shootAfresh(page, story.id);
        if (compare(baseline, again).same) {
          retried.push(story.id);
          continue;
        }
        shot = again;
        result = compare(baseline, again);
      } catch {
        // Keep the first shot's comparison.
      }
    }
    if (result.same) continue;
    // Updating rewrites only what really changed: PNG bytes vary between runs for equal pixels.
    if (update) {
      writeFileSync(baselinePath, shot);
      continue;
    }
    mkdirSync(diffDir, { recursive: true });
    writeFileSync(join(diffDir, `${story.id}.actual.png`), shot);
    if (result.diff) writeFileSync(join(diffDir, `${story.id}.diff.png`), PNG.sync.write(result.diff));
    failures.push(`${story.id}: ${result.problem}`);
  }
  await context.close();
}

type Comparison = { same: true } | { same: false; problem: string; diff?: PNG };

function compare(baseline: Buffer, shot: Buffer): Comparison {
  if (shot.equals(baseline)) return { same: true }; // byte-identical: no need to decode
  const [a, b] = [PNG.sync.read(baseline), PNG.sync.read(shot)];
  if (a.width !== b.width || a.height !== b.height) {
    return { same: false, problem: `size ${b.width}×${b.height}, baseline ${a.width}×${a.height}` };
  }
  const diff = new PNG({ width: a.width, height: a.height });
  const pixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0.1 });
  return pixels > a.width * a.height * MAX_DIFF_RATIO
    ? { same: false, problem: `${pixels} pixels differ`, diff }
    : { same: true };
}

await Promise.all([0, 1].map((n) => worker(stories.filter((_, i) => i % 2 === n))));
await browser.close();
server.close();

if (update) {
  const ids = new Set(stories.map((s) => `${s.id}.png`));
  if (!only)
    for (const name of readdirSync(baselineDir))
      if (name.endsWith('.png') && !ids.has(name)) rmSync(join(baselineDir, name));
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (update)
  console.log(`visual: ${stories.length} stories checked, changed baselines rewritten, in ${seconds}s`);
else
  console.log(
    `visual: ${compared} stories compared, ${created.length} new baselines, ${failures.length} failures (${seconds}s)`,
  );
for (const id of created) console.log(`  new baseline: ${id}`);
for (const id of retried) console.log(`  settled on a second shot: ${id}`);
for (const failure of failures) console.error(`  ✗ ${failure}`);
if (failures.length > 0) {
  console.error(`Diffs in ${diffDir}. Intended change? npm run visual:update -w @faena/docs`);
  process.exit(1);
}
