import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

const chromium = playwright({ launchOptions: chromiumLaunchOptions });

const storybookProject = (locale: 'es-MX' | 'en-US', theme: 'light' | 'dark' = 'light') => ({
  extends: true as const,
  plugins: [
    storybookTest({ configDir: path.join(dirname, '.storybook'), initialGlobals: { locale, theme } }),
  ],
  test: {
    name: `storybook ${locale}${theme === 'dark' ? ' dark' : ''}`,
    browser: {
      enabled: true,
      headless: true,
      provider: chromium,
      instances: [{ browser: 'chromium' as const }],
    },
  },
});

/**
 * Every story is a test: it renders, runs its `play` function, then axe (a11y `test: 'error'`).
 * Once in es-MX (the product's first language) and once in en-US.
 */
export default defineConfig({
  // Each concurrent run may use its own pre-bundle cache (FAENA_VITE_CACHE), so they do not race.
  cacheDir: process.env.FAENA_VITE_CACHE,
  test: {
    // `npm run test:dark`: every story once more in the dark theme (es-MX), on demand.
    projects:
      process.env.STORY_THEME === 'dark'
        ? [storybookProject('es-MX', 'dark')]
        : [storybookProject('es-MX'), storybookProject('en-US')],
  },
});
