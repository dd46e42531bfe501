/**
 * Once per test run:
 * - starts the Firebase Auth Emulator on port 9299 unless FIREBASE_AUTH_EMULATOR_HOST
 *   already names one (and stops it afterwards only if it was started here);
 * - migrates one PGlite database and dumps it, so each test file starts from a copy instead
 *   of running initdb (seconds each).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { PGLITE_OPTIONS } from '../src/platform/database/database.ts';
import { MIGRATIONS_FOLDER } from '../src/platform/database/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
    /** A migrated PGlite data folder dump that test files start from. */
    pgliteTemplate: string;
  }
}

interface EmulatorModule {
  startAuthEmulator(options: { port?: number }): Promise<{ host: string; stop(): Promise<void> }>;
}

async function writePgliteTemplate(path: string): Promise<void> {
  const client = await PGlite.create('memory://', PGLITE_OPTIONS);
  await migrate(drizzle({ client: client as never }), { migrationsFolder: MIGRATIONS_FOLDER });
  const dump = await client.dumpDataDir('none');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await client.close();
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'faena-server-test-'));
  const template = join(dir, 'pglite-template.tar');
  const templateReady = process.env.DATABASE_URL ? Promise.resolve() : writePgliteTemplate(template);

  let host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  let stopEmulator = async () => {};
  if (!host) {
    // Plain JS shared with the root scripts; imported by URL so TypeScript needs no types for it.
    const moduleUrl = new URL('../../../scripts/emulator.mjs', import.meta.url).href;
    const { startAuthEmulator } = (await import(moduleUrl)) as EmulatorModule;
    const emulator = await startAuthEmulator({ port: 9299 });
    host = emulator.host;
    stopEmulator = emulator.stop;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
  }
  await templateReady;
  project.provide('authEmulatorHost', host);
  project.provide('pgliteTemplate', template);
  return async () => {
    await stopEmulator();
    rmSync(dir, { recursive: true, force: true });
  };
}
