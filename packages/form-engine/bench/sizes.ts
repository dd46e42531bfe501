/**
 * Bundle sizes (minified, gzip level 9) of the core entry and the renderer entry, each built on its
 * own with Vite's library mode: react, react-dom, react/jsx-runtime and @faena/ui are external (the
 * app ships them anyway), everything else (typebox, marked, …) is counted. The initial chunk (the
 * entry and what it imports statically) and the on-demand chunks (`import()`, e.g. `React.lazy`
 * widgets) are reported apart; CSS apart too. Goal: renderer initial ≤ 60 kB gzip.
 *
 *   npm run size -w @faena/form-engine      (also part of `npm run bench`)
 */
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build, type Rolldown } from 'vite';

const pkg = fileURLToPath(new URL('..', import.meta.url));
const RENDERER_GOAL_KB = 60;
const EXTERNAL = /^(react|react-dom|@faena\/ui)(\/|$)/;

export interface EntrySizes {
  label: string;
  /** Bytes, minified and gzipped. */
  initial: { raw: number; gzip: number; chunks: number };
  lazy: { raw: number; gzip: number; chunks: number; files: { name: string; gzip: number }[] };
  css: { raw: number; gzip: number };
}

const gzip = (source: string | Uint8Array) => gzipSync(source, { level: 9 }).length;
const bytes = (source: string | Uint8Array) =>
  typeof source === 'string' ? Buffer.byteLength(source) : source.length;

async function measure(label: string, entry: string): Promise<EntrySizes> {
  const built = await build({
    configFile: false,
    root: pkg,
    mode: 'production',
    logLevel: 'silent',
    plugins: [react(), vanillaExtractPlugin()],
    // What an app build substitutes; library mode leaves it alone otherwise.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      minify: true,
      cssMinify: true,
      copyPublicDir: false,
      reportCompressedSize: false,
      lib: { entry: join(pkg, entry), formats: ['es'], fileName: label },
      rollupOptions: { external: (id) => EXTERNAL.test(id) },
    },
  });
  const outputs = (Array.isArray(built) ? built : [built]) as Rolldown.RolldownOutput[];
  const files = outputs.flatMap((output) => output.output);
  const chunks = new Map(
    files.filter((file) => file.type === 'chunk').map((chunk) => [chunk.fileName, chunk] as const),
  );
  // Initial: the entry and everything it imports statically, transitively.
  const initial = new Set<string>();
  const stack = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  while (stack.length > 0) {
    const name = stack.pop()!;
    if (initial.has(name)) continue;
    initial.add(name);
    stack.push(...(chunks.get(name)?.imports ?? []).filter((imported) => chunks.has(imported)));
  }
  const sizes: EntrySizes = {
    label,
    initial: { raw: 0, gzip: 0, chunks: 0 },
    lazy: { raw: 0, gzip: 0, chunks: 0, files: [] },
    css: { raw: 0, gzip: 0 },
  };
  for (const chunk of chunks.values()) {
    const part = initial.has(chunk.fileName) ? sizes.initial : sizes.lazy;
    part.raw += bytes(chunk.code);
    part.gzip += gzip(chunk.code);
    part.chunks++;
    if (part === sizes.lazy)
      sizes.lazy.files.push({ name: chunk.fileName.replace(/-[\w-]{8}\.js$/, ''), gzip: gzip(chunk.code) });
  }
  for (const file of files) {
    if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
    sizes.css.raw += bytes(file.source);
    sizes.css.gzip += gzip(file.source);
  }
  return sizes;
}

export async function measureSizes(): Promise<EntrySizes[]> {
  return [await measure('core', 'src/core/index.ts'), await measure('renderer', 'src/react/index.ts')];
}

const kb = (value: number) => `${(value / 1024).toFixed(1)} kB`;

export function printSizes(all: EntrySizes[]): void {
  console.log('Bundle sizes (minified + gzip -9; react, react-dom, @faena/ui external)');
  console.log(
    `  ${'entry'.padEnd(10)} ${'initial gzip'.padStart(13)} ${'(min)'.padStart(10)}  ${'lazy gzip'.padStart(16)}  ${'CSS gzip'.padStart(9)}  goal`,
  );
  for (const sizes of all) {
    const goal =
      sizes.label === 'renderer'
        ? `initial ≤ ${RENDERER_GOAL_KB} kB: ${sizes.initial.gzip <= RENDERER_GOAL_KB * 1024 ? 'met' : 'MISSED'}`
        : '';
    const lazy = sizes.lazy.chunks === 0 ? 'none' : `${kb(sizes.lazy.gzip)} in ${sizes.lazy.chunks}`;
    console.log(
      `  ${sizes.label.padEnd(10)} ${kb(sizes.initial.gzip).padStart(13)} ${kb(sizes.initial.raw).padStart(10)}  ${lazy.padStart(16)}  ${kb(sizes.css.gzip).padStart(9)}  ${goal}`,
    );
    if (sizes.lazy.chunks > 0) {
      const files = sizes.lazy.files.sort((a, b) => b.gzip - a.gzip);
      console.log(`    lazy: ${files.map((file) => `${file.name} ${kb(file.gzip)}`).join(', ')}`);
    }
  }
}

// Run alone: `tsx bench/sizes.ts`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printSizes(await measureSizes());
}
