/**
 * A database of its own for each test file: in-memory PGlite, or, when DATABASE_URL names a
 * PostgreSQL server, a fresh database on it (a copy of the migrated template the global setup
 * made), dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseTarget } from '../../src/config.ts';

export interface TestDatabase {
  target: DatabaseTarget;
  drop(): Promise<void>;
}

async function asSuperuser<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    return {
      target: { kind: 'pglite', dataDir: 'memory://', template: inject('pgliteTemplate') },
      drop: async () => {},
    };
  }
  const name = `faena_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = inject('postgresTemplate');
  await asSuperuser(serverUrl, (client) => client.query(`create database "${name}" template "${template}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    drop: async () => {
      await asSuperuser(serverUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      );
    },
  };
}
