/**
 * Once per test run:
 * - starts the Firebase Auth Emulator on port 9299 unless FIREBASE_AUTH_EMULATOR_HOST
 *   already names one (and stops it afterwards only if it was started here);
 * - migrates one database that each test file starts from a copy of, instead of running initdb
 *   and every migration itself (seconds each): a PGlite dump, or with DATABASE_URL a template
 *   database on that PostgreSQL server.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, PGLITE_OPTIONS } from '../src/platform/database/database.ts';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../src/platform/database/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
    /** A migrated PGlite data folder dump that test files start from. */
    pgliteTemplate: string;
    /** With DATABASE_URL: the migrated database each test file's database is created from. */
    postgresTemplate: string;
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

async function superuserQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates and migrates `name` on the server; nothing may stay connected to it (a template). */
async function writePostgresTemplate(serverUrl: string, name: string): Promise<void> {
  await superuserQuery(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'faena-server-test-'));
  const template = join(dir, 'pglite-template.tar');
  const serverUrl = process.env.DATABASE_URL;
  const postgresTemplate = `faena_template_${process.pid}`;
  const templateReady = serverUrl
    ? writePostgresTemplate(serverUrl, postgresTemplate)
    : writePgliteTemplate(template);

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
  project.provide('postgresTemplate', postgresTemplate);
  return async () => {
    await stopEmulator();
    if (serverUrl) {
      await superuserQuery(serverUrl, `drop database if exists "${postgresTemplate}" with (force)`);
    }
    rmSync(dir, { recursive: true, force: true });
  };
}
