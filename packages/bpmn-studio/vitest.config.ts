import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

const chromium = playwright({ launchOptions: chromiumLaunchOptions });

export default defineConfig({
  // Pre-bundle up front: discovering bpmn-js mid-run would make Vite reload the page under the tests.
  optimizeDeps: {
    include: [
      'bpmn-js/lib/Modeler',
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
