import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

const chromium = playwright({ launchOptions: chromiumLaunchOptions });

export default defineConfig({
  // @faena/ui and the form-engine builder style themselves with vanilla-extract (*.css.ts).
  plugins: [vanillaExtractPlugin()],
  // Each concurrent run may use its own pre-bundle cache (FAENA_VITE_CACHE), so they do not race.
  cacheDir: process.env.FAENA_VITE_CACHE,
  // Pre-bundle up front: discovering bpmn-js mid-run would make Vite reload the page under the tests.
  optimizeDeps: {
    include: [
      'bpmn-js/lib/Modeler',
      'bpmn-js/lib/NavigatedViewer',
      '@dnd-kit/core',
      '@dnd-kit/sortable',
      '@dnd-kit/utilities',
      'dompurify',
      'marked',
      'typebox',
      '@radix-ui/react-dialog',
      '@radix-ui/react-dropdown-menu',
      '@radix-ui/react-tabs',
      '@radix-ui/react-tooltip',
      'class-variance-authority',
      'diagram-js/lib/command/CommandInterceptor',
      'diagram-js/lib/features/rules/RuleProvider',
      'bpmn-moddle',
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-dev-runtime',
      '@testing-library/react',
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.node.test.ts'],
          setupFiles: ['./src/test/setup.ts'],
          css: true,
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      // Build-output checks (chunking) need Node, not a page.
      { extends: true, test: { name: 'node', include: ['src/**/*.node.test.ts'], environment: 'node' } },
    ],
  },
});
