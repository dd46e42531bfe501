import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumLaunchOptions } from '../scripts/chromium.mjs';

const port = Number(process.env.FAENA_E2E_PORT ?? 3100);
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199';
/** The phone stack's emulator (its hub and logging take the next two ports). */
const mobileEmulatorPort = port + 60;

/** A stack's uploads folder: of this run only, removed when it ends (global-teardown.ts). */
export const uploadsDirOf = (name: string) => join(tmpdir(), `faena-e2e-uploads-${name}-${process.pid}`);

/**
 * The phone journeys run beside the desktop ones, each project on a stack of its own (server,
 * in-memory database, Auth Emulator), so one project's people and data never meet the other's:
 * a journey counting a person's unread notifications, or disabling a person (which revokes their
 * sign-ins in the emulator), would otherwise see the other project's journeys.
 */
const STACKS = {
  desktop: { port, emulator: emulatorHost },
  mobile: { port: port + 50, emulator: `127.0.0.1:${mobileEmulatorPort}` },
} as const;

/** The API server with the built web app, on an in-memory database seeded at start. */
const appServer = (stack: (typeof STACKS)[keyof typeof STACKS], name: string) => ({
  command: 'node ../node_modules/tsx/dist/cli.mjs ../apps/server/src/main.ts',
  url: `http://127.0.0.1:${stack.port}/api/health`,
  reuseExistingServer: false,
  timeout: 180_000,
  env: {
    PORT: String(stack.port),
    FAENA_DATA_DIR: 'memory://',
    FAENA_SEED: 'true',
    FIREBASE_AUTH_EMULATOR_HOST: stack.emulator,
    // Uploads of a stack of its own: each server sweeps what its database does not know.
    FAENA_UPLOADS_DIR: uploadsDirOf(name),
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
});

/**
 * Journeys against the real stack: the built web app served by the API server on an
 * in-memory database seeded at start, the Firebase Auth Emulator and Debian's Chromium.
 */
export default defineConfig({
  testDir: './tests',
  globalTeardown: './global-teardown.ts',
  fullyParallel: false,
  // One journey at a time: on two cores, two projects side by side pushed the longest journeys
  // past their time. Each project still has its own stack, so either can run alone or beside.
  workers: 1,
  forbidOnly: true,
  // On CI a journey that fails gets one more run; the list reporter names it "flaky" when the
  // second run passes, so a flaky journey is reported instead of hiding, and a real failure
  // still fails twice.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // A long journey gets room on a busy machine; a stuck step still fails after ten seconds (expect).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    locale: 'es-MX',
    // The app's service worker precaches the whole build in every new browser context: about a
    // fifth of each journey's time. Only the journeys about working offline and pushes let it in
    // (`test.use({ serviceWorkers: 'allow' })`).
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Without --headless here: Playwright adds its own headless mode.
    launchOptions: { ...chromiumLaunchOptions, args: CHROMIUM_ARGS.filter((arg) => arg !== '--headless') },
  },
  projects: [
    {
      name: 'desktop',
      workers: 1,
      metadata: { emulator: STACKS.desktop.emulator },
      use: {
        baseURL: `http://demo.faena.localhost:${STACKS.desktop.port}`,
        viewport: { width: 1280, height: 800 },
      },
    },
    {
      name: 'mobile',
      workers: 1,
      // On the phone, the journeys people make on a phone: the first minute, the shell, field
      // work (activities, checklists, forms, photos, workflows), people, reports, posts,
      // notifications, files and working offline. Journeys whose screens do not change with the
      // screen's size (sign-in protocols, sessions, headers, error screens) or that are set up at
      // a desk (the organisation, audiences, bulk loads, the org chart, workflow design) run on
      // the desktop only; navigation.spec still opens every screen of the drawer on the phone
      // and checks that none is wider than it.
      testIgnore: [
        'audiences.spec.ts',
        'bulk-load.spec.ts',
        'errors.spec.ts',
        'impersonation.spec.ts',
        'org.spec.ts',
        'organization.spec.ts',
        'security-headers.spec.ts',
        'session.spec.ts',
        'sign-in.spec.ts',
        'workflows-admin.spec.ts',
      ],
      metadata: { emulator: STACKS.mobile.emulator },
      use: {
        baseURL: `http://demo.faena.localhost:${STACKS.mobile.port}`,
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: [
    appServer(STACKS.desktop, 'desktop'),
    {
      command: `node auth-emulator.mjs ${mobileEmulatorPort}`,
      url: `http://${STACKS.mobile.emulator}/emulator/v1/projects/demo-faena/config`,
      reuseExistingServer: false,
      timeout: 180_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    appServer(STACKS.mobile, 'mobile'),
  ],
});
