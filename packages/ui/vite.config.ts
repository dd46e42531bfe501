/**
 * Library build for consumers outside the monorepo (`npm run build -w @faena/ui` -> dist/). The
 * monorepo itself consumes the TypeScript source through the `exports` map and never needs this.
 *
 * - ESM, one entry per public subpath (`index`, `tokens`, `brand`, `hooks`); dependencies and peer
 *   dependencies stay external.
 * - vanilla-extract compiles every `*.css.ts` into `dist/faena-ui.css`; `scripts/build-finish.ts`
 *   then writes `dist/styles.css` (the Tailwind v4 entry, importing it) and the `.d.ts` files.
 * - `FAENA_UI_ENTRY=<path>` builds a single entry into `FAENA_UI_OUT` (used by `npm run size`).
 */
import { readFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
const externals = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
const isExternal = (id: string) => externals.some((name) => id === name || id.startsWith(`${name}/`));

export const libraryEntries = {
  index: 'src/index.ts',
  tokens: 'src/tokens/index.ts',
  brand: 'src/brand/index.ts',
  hooks: 'src/hooks/index.ts',
};

const single = process.env.FAENA_UI_ENTRY;

export default defineConfig({
  plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  logLevel: single ? 'warn' : 'info',
  build: {
    outDir: single ? (process.env.FAENA_UI_OUT ?? 'dist-size') : 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    sourcemap: !single,
    copyPublicDir: false,
    lib: {
      entry: single ? { entry: single } : libraryEntries,
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
      cssFileName: 'faena-ui',
    },
    rollupOptions: { external: isExternal },
  },
});
