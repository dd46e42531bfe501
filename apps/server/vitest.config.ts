import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // Each file opens its own database (first PGlite start-up takes seconds) and signs in
    // through the emulator.
    hookTimeout: 120_000,
    // Two files at a time on the two-core machines (vitest's default is one fewer than the cores):
    // each file's database is its own, and a file alone keeps one core busy.
    maxWorkers: 2,
    // Files share their worker's loaded modules instead of importing the whole server again each
    // (about 4 s a file): every file builds its own app on its own database, and no test mocks a
    // module, so nothing a file does reaches the next one through them.
    isolate: false,
    testTimeout: 60_000,
  },
});
