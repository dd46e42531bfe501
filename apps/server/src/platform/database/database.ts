/**
 * Opens the database (embedded PGlite or a real PostgreSQL, same schema and migrations) and
 * provides the only two ways the request path may touch it: `withTenant` and `withAppRole`.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  type ExtractTablesWithRelations,
  getTableColumns,
  getTableName,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { drizzle as drizzleNodePostgres, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import {
  type PgColumn,
  type PgDatabase,
  PgDialect,
  type PgQueryResultHKT,
  type PgTable,
  type PgTransaction,
} from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { DatabaseTarget } from '../../config.ts';

// Queries name their tables (core queries); no relational schema is registered.
type NoRelations = Record<string, never>;
export type AppDatabase = PgDatabase<PgQueryResultHKT, NoRelations>;
export type Tx = PgTransaction<PgQueryResultHKT, NoRelations, ExtractTablesWithRelations<NoRelations>>;

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
  withTenant<T>(organizationId: string, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` as `app_user` with no tenant set, so every tenant-owned row is invisible. Used
   * only to call `tenant_id_for_subdomain()` before the request's tenant is known.
   */
  withAppRole<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` as `withTenant` does for the organization whose subdomain this is, found by the
   * narrow `tenant_id_for_subdomain()` in the statement that opens the transaction; `fn` gets
   * its id, or null when no organization has that subdomain (then no tenant is set and every
   * tenant-owned row is invisible, as with `withAppRole`).
   */
  withSubdomainTenant<T>(
    subdomain: string,
    fn: (tx: Tx, organizationId: string | null) => Promise<T>,
  ): Promise<T>;
  /**
   * LISTENs on `channel` (a plain identifier) and calls `onPayload` with each NOTIFY payload,
   * from any connection or server instance on this database. Resolves once listening;
   * the returned function stops it. PostgreSQL listens on one dedicated connection outside
   * the pool, reconnecting (and listening again) if it drops; PGlite on its one connection.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Channel names go into LISTEN as identifiers; only plain ones are accepted. */
function checkChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Invalid channel name '${channel}'`);
  return channel;
}

/** Rows of a raw SQL query; both drivers return `{ rows }`. */
export async function selectRows<Row>(tx: Tx | AppDatabase, query: SQL): Promise<Row[]> {
  const result = (await tx.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * Independent writes as one statement, each a data-modifying CTE: one round trip to the server
 * instead of one per write. Each sees the database as it was before the statement, so none may
 * depend on another's effect, and each must end in `.returning(…)`: resolves with how many rows
 * each wrote, in order.
 */
export async function writeTogether(tx: Tx, writes: readonly SQLWrapper[]): Promise<number[]> {
  if (writes.length === 0) return [];
  const ctes = writes.map((write, i) => sql`${sql.raw(`w${i}`)} as (${write.getSQL()})`);
  const counts = writes.map((_, i) => sql.raw(`(select count(*)::int from w${i}) as c${i}`));
  const [row] = await selectRows<Record<string, number>>(
    tx,
    sql`with ${sql.join(ctes, sql`, `)} select ${sql.join(counts, sql`, `)}`,
  );
  return writes.map((_, i) => Number(row?.[`c${i}`] ?? 0));
}

/**
 * Inserts `rows` into `table` from one JSON parameter (`jsonb_populate_recordset`), returning
 * their `id`s. With `conflict`, a row that already exists by those columns has `update`'s
 * columns updated, or is skipped when there are none (no `conflict` columns: by any key).
 * However many rows and columns, the statement is one parameter and a text that depends only on
 * the columns: far cheaper to build and send than a VALUES list with a parameter per cell.
 * JSON carries dates as ISO strings and arrays as arrays, which the record type reads back.
 */
export function insertJsonRows<T extends PgTable>(
  table: T,
  rows: readonly T['$inferInsert'][],
  options: { conflict?: readonly PgColumn[]; update?: readonly PgColumn[] } = {},
): SQL {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0] ?? {}).filter((key) => key in columns);
  const names = keys.map((key) => (columns[key] as PgColumn).name);
  const values = rows.map((row) =>
    Object.fromEntries(keys.map((key, i) => [names[i], (row as Record<string, unknown>)[key] ?? null])),
  );
  const quoted = (list: readonly string[]) => list.map((name) => `"${name}"`).join(', ');
  const tableName = getTableName(table);
  const text = `insert into "${tableName}" (${quoted(names)}) select ${quoted(names)} from jsonb_populate_recordset(null::"${tableName}", `;
  let tail = ')';
  if (options.conflict) {
    const set = (options.update ?? []).map((column) => `"${column.name}" = excluded."${column.name}"`);
    const target =
      options.conflict.length > 0 ? ` (${quoted(options.conflict.map((column) => column.name))})` : '';
    tail += ` on conflict${target} do ${set.length > 0 ? `update set ${set.join(', ')}` : 'nothing'}`;
  }
  return sql`${sql.raw(text)}${JSON.stringify(values)}::jsonb${sql.raw(`${tail} returning "id"`)}`;
}

/** What a request transaction is scoped to: an organization, a subdomain's, or none. */
type Scope = { organizationId: string } | { subdomain: string } | null;

/**
 * What a request transaction runs first, in one statement: `app.tenant_id` and the role.
 * `is_local` true: both last until the end of this transaction only, so a pooled connection
 * never carries one request's tenant into the next. `set_config('role', …)` is
 * `SET LOCAL ROLE`. A subdomain's tenant is looked up in the same statement (no organization:
 * an empty setting, which matches no row) and returned as `tenant_id`.
 */
function scopeStatement(scope: Scope): string {
  const literal = pg.escapeLiteral;
  const role = `set_config('role', ${literal(APP_ROLE)}, true)`;
  if (scope === null) return `select ${role}`;
  const tenant =
    'organizationId' in scope
      ? literal(scope.organizationId)
      : `coalesce(public.tenant_id_for_subdomain(${literal(scope.subdomain)}), '')`;
  return `select ${role}, set_config('app.tenant_id', ${tenant}, true) as tenant_id`;
}

interface Scoped {
  withTenant<T>(organizationId: string, fn: (tx: Tx) => Promise<T>): Promise<T>;
  withAppRole<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  withSubdomainTenant<T>(
    subdomain: string,
    fn: (tx: Tx, organizationId: string | null) => Promise<T>,
  ): Promise<T>;
}

/** The three ways in, from one function running `fn` in a transaction opened with a scope. */
function scopedBy(
  scoped: <T>(scope: Scope, fn: (tx: Tx, tenantId: string | null) => Promise<T>) => Promise<T>,
): Scoped {
  return {
    withTenant: (organizationId, fn) => scoped({ organizationId }, (tx) => fn(tx)),
    withAppRole: (fn) => scoped(null, (tx) => fn(tx)),
    withSubdomainTenant: (subdomain, fn) => scoped({ subdomain }, (tx, tenantId) => fn(tx, tenantId || null)),
  };
}

/** PGlite: drizzle's transactions (PGlite runs its one connection's queries in turn anyway). */
function pgliteScoped(privileged: AppDatabase): Scoped {
  return scopedBy((scope, fn) =>
    privileged.transaction(async (tx) => {
      const [row] = await selectRows<{ tenant_id?: string }>(tx, sql.raw(scopeStatement(scope)));
      return fn(tx, row?.tenant_id ?? null);
    }),
  );
}

/**
 * PostgreSQL: each request transaction costs round trips to the server, so the `begin` and the
 * scope go in one (a simple-protocol query of two statements, hence values as escaped
 * literals: that protocol takes no parameters), then `fn`'s queries, then `commit`. The
 * transaction object is drizzle's own, on the pooled connection, so nested transactions
 * (savepoints) and rollbacks behave as with `transaction()`.
 */
/** Longer statements are sent unnamed: rare, and each would stay prepared on every connection. */
const MAX_PREPARED_TEXT = 16_384;
const statementNames = new Map<string, string>();

/** A statement's name on a connection: its text's hash, so one name never means two texts. */
function statementName(text: string): string | undefined {
  if (text.length > MAX_PREPARED_TEXT) return undefined;
  let name = statementNames.get(text);
  if (!name) {
    if (statementNames.size >= 10_000) statementNames.clear();
    name = `q${createHash('sha1').update(text).digest('base64url')}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * Every statement of a request transaction as a named prepared statement: node-postgres parses
 * a name once per connection and binds it after, so PostgreSQL skips parsing and analysing the
 * same text again (the workflow runtime sends the same dozen statements thousands of times).
 */
class PreparingSession extends NodePgSession<Record<string, never>, never> {
  override prepareQuery: NodePgSession<Record<string, never>, never>['prepareQuery'] = (
    query,
    fields,
    name,
    ...rest
  ) => super.prepareQuery(query, fields, name ?? statementName(query.sql), ...rest);
}

function postgresScoped(pool: pg.Pool): Scoped {
  const dialect = new PgDialect();
  return scopedBy(async (scope, fn) => {
    const client = await pool.connect();
    const tx = new NodePgTransaction(dialect, new PreparingSession(client, dialect, undefined), undefined);
    let reusable = true;
    try {
      const opened = (await client.query(`begin; ${scopeStatement(scope)}`)) as unknown as pg.QueryResult<{
        tenant_id?: string;
      }>[];
      const result = await fn(tx as unknown as Tx, opened[1]?.rows[0]?.tenant_id ?? null);
      await client.query('commit');
      return result;
    } catch (error) {
      // Whatever failed (the scope, `fn` or the commit), nothing of it stays. With no
      // transaction open any more (a failed commit ends it) rollback only warns; a rollback
      // that fails means a broken connection, which the pool then drops.
      await client.query('rollback').catch(() => {
        reusable = false;
      });
      throw error;
    } finally {
      client.release(reusable ? undefined : true);
    }
  });
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

/** The extensions the migrations create (PGlite loads an extension's code only when given it). */
export const PGLITE_OPTIONS = { extensions: { pg_trgm } };

async function openPglite(target: { kind: 'pglite'; dataDir: string; template?: string }): Promise<Database> {
  let unlock = () => {};
  if (target.dataDir !== 'memory://') {
    mkdirSync(target.dataDir, { recursive: true });
    unlock = lockDataDir(target.dataDir);
  }
  let client: PGlite;
  try {
    const loadDataDir = target.template ? new Blob([readFileSync(target.template)]) : undefined;
    client = await PGlite.create(target.dataDir, {
      ...PGLITE_OPTIONS,
      ...(loadDataDir ? { loadDataDir } : {}),
    });
  } catch (error) {
    unlock();
    throw error;
  }
  // PGlite serialises transactions and queries on its single connection itself. (The cast:
  // drizzle-orm's types were resolved against another PGlite release in the workspace.)
  const privileged = drizzlePglite({ client: client as never }) as unknown as AppDatabase;
  const close = async () => {
    await client.close();
    unlock();
  };
  const listen = async (channel: string, onPayload: (payload: string) => void) => {
    const unlisten = await client.listen(checkChannel(channel), onPayload);
    return async () => {
      if (!client.closed) await unlisten();
    };
  };
  return { target, privileged, ...pgliteScoped(privileged), listen, close };
}

/**
 * The LISTEN side of a PostgreSQL database: one client outside the pool (a pooled connection
 * would be handed to other queries), shared by every channel, replaced after a drop.
 */
function postgresListener(url: string) {
  const channels = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | null = null;

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => {
        for (const callback of channels.get(message.channel) ?? []) callback(message.payload ?? '');
      });
      // A dropped connection: forget it and connect again (listening to every channel anew).
      const dropped = () => {
        if (client !== next) return;
        client = null;
        next.removeAllListeners('notification');
        scheduleReconnect();
      };
      next.on('error', dropped);
      next.on('end', dropped);
      await next.connect();
      for (const channel of channels.keys()) await next.query(`LISTEN ${channel}`);
      client = next;
      return next;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  const scheduleReconnect = (delayMs = 1000) => {
    if (closed || retryTimer || channels.size === 0) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().catch(() => scheduleReconnect(Math.min(delayMs * 2, 30_000)));
    }, delayMs);
    retryTimer.unref();
  };

  return {
    async listen(channel: string, onPayload: (payload: string) => void) {
      checkChannel(channel);
      if (closed) throw new Error('The database is closed');
      let callbacks = channels.get(channel);
      const first = !callbacks;
      if (!callbacks) {
        callbacks = new Set();
        channels.set(channel, callbacks);
      }
      callbacks.add(onPayload);
      const current = client ?? (await connect());
      if (first && current === client) await current.query(`LISTEN ${channel}`);
      return async () => {
        const set = channels.get(channel);
        if (!set?.delete(onPayload) || set.size > 0) return;
        channels.delete(channel);
        await client?.query(`UNLISTEN ${channel}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      channels.clear();
      const current = client ?? (connecting ? await connecting.catch(() => null) : null);
      client = null;
      await current?.end().catch(() => {});
    },
  };
}

async function openPostgres(target: { kind: 'postgres'; url: string }): Promise<Database> {
  const pool = new pg.Pool({ connectionString: target.url, max: 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const privileged = drizzleNodePostgres({ client: pool }) as unknown as AppDatabase;
  await privileged.execute(sql`select 1`);
  const listener = postgresListener(target.url);
  const close = async () => {
    await listener.close();
    await pool.end();
  };
  return { target, privileged, ...postgresScoped(pool), listen: listener.listen, close };
}

export function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'pglite' ? openPglite(target) : openPostgres(target);
}
