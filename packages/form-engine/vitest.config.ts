import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      // The core runs on servers: its tests run in Node, with no DOM to lean on.
      { test: { name: 'core', environment: 'node', include: ['src/core/**/*.test.ts'] } },
      // The markdown sanitiser runs on servers too: tested in Node over a jsdom window, as the server does.
      { test: { name: 'markdown', environment: 'node', include: ['src/markdown/**/*.test.ts'] } },
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'react',
          environment: 'jsdom',
          include: ['src/react/**/*.test.{ts,tsx}', 'src/builder/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
          css: true,
        },
      },
    ],
  },
});
