/**
 * A migrated, seeded app on a database of its own, with the Auth Emulator started by
 * test/global-setup.ts. Each test file builds one in beforeAll.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type FaenaApp } from '../../src/app.ts';
import { loadConfig, REPO_ROOT, type ServerConfig } from '../../src/config.ts';
import { firebaseAuth } from '../../src/platform/auth/firebase.ts';
import { type Database, openDatabase } from '../../src/platform/database/database.ts';
import { migrateDatabase } from '../../src/platform/database/migrate.ts';
import type { Mailer, MailMessage } from '../../src/platform/mail/mailer.ts';
import type { FaenaModule } from '../../src/platform/module.ts';
import { seedDemoData } from '../../src/seed.ts';
import { emulatorHost, signIn } from './identity.ts';
import { createTestDatabase } from './test-database.ts';

export const DEMO_HOST = 'demo.faena.localhost';
export const ACME_HOST = 'acme.faena.localhost';

export interface TestApp {
  app: FaenaApp;
  /** Every email the app sent. */
  mail: MailMessage[];
  database: Database;
  config: ServerConfig;
  /** Firebase tenant id of a seeded tenant ('demo', 'acme'). */
  firebaseTenantId(organizationId: string): string;
  /** An ID token of a seeded identity in a seeded tenant's Firebase tenant. */
  tokenOf(email: string, organizationId: string): Promise<string>;
  /** A GET as a seeded person (Ana of demo unless told), on the organization's host. */
  getAs(url: string, email?: string, organizationId?: string, host?: string): Promise<LightMyRequestResponse>;
  /**
   * A call as a seeded person (Ana of demo unless told), on an organization's host (the token is
   * of that host's organization), asking for answers in `language` (es-MX unless told).
   */
  callAs(
    method: CallMethod,
    url: string,
    body?: unknown,
    as?: CallerOptions,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallerOptions {
  email?: string;
  host?: string;
  language?: string;
}

export interface TestAppOptions {
  /** Environment on top of process.env, read by loadConfig. */
  env?: Record<string, string>;
  /** The feature modules (default: the product's). */
  modules?: readonly FaenaModule[];
}

/** A Mailer that keeps what it is asked to send, for tests to read. */
export function capturingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

export async function startTestApp({ env = {}, modules }: TestAppOptions = {}): Promise<TestApp> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost();
  const testDatabase = await createTestDatabase();
  // Uploads in a folder of the test's own, never the development data's.
  const uploadsDir = await mkdtemp(join(tmpdir(), 'faena-test-uploads-'));
  const config: ServerConfig = {
    // No web build unless a test asks for one: apps/web/dist may or may not exist here.
    ...loadConfig({
      ...process.env,
      FAENA_WEB_DIST: join(REPO_ROOT, '.no-web-dist'),
      FAENA_UPLOADS_DIR: uploadsDir,
      ...env,
    }),
    database: testDatabase.target,
  };
  const database = await openDatabase(config.database);
  await migrateDatabase(database);
  // The server tests count the signed-in demo people: the demo directory is for the app and e2e.
  const seed = await seedDemoData({
    database,
    emulatorAuth: firebaseAuth(config.firebase.projectId),
    directory: false,
  });
  const mailer = capturingMailer();
  const app = await buildApp({ config, database, mailer, ...(modules ? { modules } : {}) });
  await app.ready();

  const firebaseTenantId = (organizationId: string) => {
    const id = seed.firebaseTenantIds[organizationId];
    if (!id) throw new Error(`Tenant ${organizationId} has no Firebase tenant`);
    return id;
  };
  const tokens = new Map<string, Promise<string>>();
  const tokenOf = (email: string, organizationId: string) => {
    const key = `${organizationId}/${email}`;
    if (!tokens.has(key)) tokens.set(key, signIn(email, firebaseTenantId(organizationId)));
    return tokens.get(key)!;
  };
  return {
    app,
    mail: mailer.sent,
    database,
    config,
    firebaseTenantId,
    tokenOf,
    async getAs(url, email = 'ana@demo.faena.test', organizationId = 'demo', host = DEMO_HOST) {
      const token = await tokenOf(email, organizationId);
      return app.inject({ method: 'GET', url, headers: { host, authorization: `Bearer ${token}` } });
    },
    async callAs(
      method,
      url,
      body,
      { email = 'ana@demo.faena.test', host = DEMO_HOST, language = 'es-MX' } = {},
    ) {
      const token = await tokenOf(email, host === ACME_HOST ? 'acme' : 'demo');
      return app.inject({
        method,
        url,
        headers: { host, authorization: `Bearer ${token}`, 'accept-language': language },
        ...(body === undefined ? {} : { payload: body as object }),
      });
    },
    async close() {
      await app.close();
      await database.close();
      await testDatabase.drop();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}
