import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

const apiTarget = process.env.FAENA_API_URL ?? 'http://127.0.0.1:3000';
const devPort = Number(process.env.FAENA_WEB_DEV_PORT ?? 5173);

export default defineConfig({
  // Every module reaches the platform through `@/platform/…` (import rules are checked on it).
  resolve: { alias: { '@/': fileURLToPath(new URL('./src/', import.meta.url)) } },
  plugins: [
    react(),
    vanillaExtractPlugin(),
    tailwindcss(),
    precompress(),
    {
      // The API server renders the runtime config into index.html; in development the Vite
      // dev server asks the API for the same config.
      name: 'faena-dev-config',
      apply: 'serve',
      async transformIndexHtml(html, ctx) {
        const response = await fetch(`${apiTarget}/api/web-config`);
        if (!response.ok) throw new Error(`The API at ${apiTarget} gave no web config (${response.status})`);
        // Loaded through Vite (TypeScript source), not Node, like the app's own modules.
        const env = (await ctx.server!.ssrLoadModule(
          '@faena/contract/env',
        )) as typeof import('@faena/contract/env');
        return env.injectWebConfig(html, await response.json());
      },
    },
  ],
  server: {
    host: '127.0.0.1',
    port: devPort,
    strictPort: true,
    allowedHosts: ['.localhost'],
    // The service worker is served from its source folder here; this lets it control the app.
    headers: { 'Service-Worker-Allowed': '/' },
    proxy: { '/api': apiTarget, '/assets': apiTarget },
  },
  build: {
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each route loads (bench/bundle-size.mjs reads it).
    manifest: true,
    rolldownOptions: {
      output: {
        // What every route needs before its first paint, in one file: one request and one
        // compression window instead of a dozen small shared chunks (about 3 kB less gzip).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
