import { readFileSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.FAENA_API_URL ?? 'http://127.0.0.1:3000';
const devPort = Number(process.env.FAENA_WEB_DEV_PORT ?? 5173);
const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    tailwindcss(),
    {
      // In production the API server renders the runtime config into index.html; the dev
      // server does the same from the same environment variables.
      name: 'faena-dev-config',
      apply: 'serve',
      async transformIndexHtml(html, ctx) {
        // Loaded through Vite (TypeScript source), not Node, like the app's own modules.
        const env = (await ctx.server!.ssrLoadModule(
          '@faena/api-client/env',
        )) as typeof import('@faena/api-client/env');
        return env.injectWebConfig(html, env.webConfigFromEnv(process.env, { port: devPort, version }));
      },
    },
  ],
  server: {
    host: '127.0.0.1',
    port: devPort,
    strictPort: true,
    allowedHosts: ['.localhost'],
    proxy: { '/api': apiTarget, '/assets': apiTarget },
  },
  build: { sourcemap: true },
});
