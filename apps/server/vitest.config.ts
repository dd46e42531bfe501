import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // Each file opens its own database (first PGlite start-up takes seconds) and signs in
    // through the emulator.
    hookTimeout: 120_000,
    testTimeout: 60_000,
  },
});
