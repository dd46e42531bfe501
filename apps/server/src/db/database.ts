/**
 * Opens the database (embedded PGlite or a real PostgreSQL, same schema and migrations) and
 * provides the only two ways the request path may touch it: `withTenant` and `withAppRole`.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { type ExtractTablesWithRelations, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { DatabaseTarget } from '../config.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type AppDatabase = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** The role every request transaction switches to; row-level security applies to it. */
export const APP_ROLE = 'app_user';

export interface Database {
  readonly target: DatabaseTarget;
  /**
   * The superuser connection. It bypasses row-level security, so only migrations, the seed
   * and tests may use it; request handlers never see it.
   */
  readonly privileged: AppDatabase;
  /**
   * Runs `fn` in one transaction as `app_user` with `app.tenant_id` set: row-level security
   * shows and accepts only that tenant's rows. Every query of a request goes through here.
   */
  withTenant<T>(tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` as `app_user` with no tenant set, so every tenant-owned row is invisible. Used
   * only to call `tenant_id_for_subdomain()` before the request's tenant is known.
   */
  withAppRole<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Rows of a raw SQL query; both drivers return `{ rows }`. */
export async function selectRows<Row>(tx: Tx | AppDatabase, query: SQL): Promise<Row[]> {
  const result = (await tx.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

function scoped(privileged: AppDatabase) {
  return {
    withTenant<T>(tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
      return privileged.transaction(async (tx) => {
        // `true`: the setting and the role last until the end of this transaction only, so
        // a pooled connection never carries one request's tenant into the next.
        await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true)`);
        await tx.execute(sql.raw(`set local role ${APP_ROLE}`));
        return fn(tx);
      });
    },
    withAppRole<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      return privileged.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local role ${APP_ROLE}`));
        return fn(tx);
      });
    },
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * PGlite does not lock its folder, and two processes opening one folder corrupt it (say, the
 * seed script next to a running server). A pid file beside the folder refuses the second.
 */
function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  try {
    writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(readFileSync(lockPath, 'utf8'));
    if (Number.isInteger(owner) && isRunning(owner)) {
      throw new Error(
        `The PGlite data folder ${dataDir} is open in process ${owner}; stop that process first.`,
      );
    }
    writeFileSync(lockPath, String(process.pid)); // stale: its process is gone
  }
  return () => rmSync(lockPath, { force: true });
}

async function openPglite(target: { kind: 'pglite'; dataDir: string; template?: string }): Promise<Database> {
  let unlock = () => {};
  if (target.dataDir !== 'memory://') {
    mkdirSync(target.dataDir, { recursive: true });
    unlock = lockDataDir(target.dataDir);
  }
  let client: PGlite;
  try {
    const loadDataDir = target.template ? new Blob([readFileSync(target.template)]) : undefined;
    client = await PGlite.create(target.dataDir, loadDataDir ? { loadDataDir } : {});
  } catch (error) {
    unlock();
    throw error;
  }
  // PGlite serialises transactions and queries on its single connection itself. (The cast:
  // drizzle-orm's types were resolved against another PGlite release in the workspace.)
  const privileged = drizzlePglite({ client: client as never, schema }) as unknown as AppDatabase;
  const close = async () => {
    await client.close();
    unlock();
  };
  return { target, privileged, ...scoped(privileged), close };
}

async function openPostgres(target: { kind: 'postgres'; url: string }): Promise<Database> {
  const pool = new pg.Pool({ connectionString: target.url, max: 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const privileged = drizzleNodePostgres({ client: pool, schema }) as unknown as AppDatabase;
  await privileged.execute(sql`select 1`);
  return { target, privileged, ...scoped(privileged), close: () => pool.end() };
}

export function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'pglite' ? openPglite(target) : openPostgres(target);
}
