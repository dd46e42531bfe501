import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@/': fileURLToPath(new URL('./src/', import.meta.url)) } },
  // The pages use @faena/ui, whose styles are vanilla-extract files.
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['src/test/setup.ts'],
    // Screens driven through user-event in jsdom take seconds while `npm test` runs every
    // workspace's suites at once; 5 s timed out there.
    testTimeout: 30_000,
  },
});
