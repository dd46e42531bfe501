import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumLaunchOptions } from '../scripts/chromium.mjs';

const port = Number(process.env.FAENA_E2E_PORT ?? 3100);
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199';

/**
 * Journeys against the real stack: the built web app served by the API server on an
 * in-memory database seeded at start, the Firebase Auth Emulator and Debian's Chromium.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://demo.faena.localhost:${port}`,
    locale: 'es-MX',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Without --headless here: Playwright adds its own headless mode.
    launchOptions: { ...chromiumLaunchOptions, args: CHROMIUM_ARGS.filter((arg) => arg !== '--headless') },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    command: 'node ../node_modules/tsx/dist/cli.mjs ../apps/server/src/main.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      FAENA_DATA_DIR: 'memory://',
      FAENA_SEED: 'true',
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      // Sign-in methods that are off by default (SPEC 9), on so the journeys can use them.
      FAENA_FLAG_MAGIC_LINK: 'true',
      FAENA_FLAG_MAGIC_CODE: 'true',
      FAENA_FLAG_SAML_SIGN_IN: 'true',
      // Settings' 'create invite' (SPEC 9: off by default).
      FAENA_FLAG_INVITE_FROM_FRONTEND: 'true',
      FAENA_FLAG_EDIT_PROFILE: 'true',
      // Creating activities (SPEC 9: off by default), on so an administrator can make one.
      FAENA_FLAG_CREATE_NEW_ACTIVITY: 'true',
    },
  },
});
