/**
 * A bulk load's life, all from the database: the sheet's rows are stored once as read, then
 * the dry run checks them and the load applies them from there, so checking again, loading,
 * resuming after a restart and the error report all read the same rows.
 *
 * The load applies rows in order, a small batch per transaction, each row in its own
 * savepoint: a row is written whole or not at all, and its outcome is stored with the write,
 * so a row is never applied twice. The worker holds a lease (`locked_until`) renewed with every
 * batch, and only while it still holds it; when a worker stops (a restart), the lease expires
 * and another worker resumes from the first pending row.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database, Tx } from '../../platform/database/database.ts';
import { selectRows } from '../../platform/database/database.ts';
import { persons } from '../../platform/database/tenant-table.ts';
import type { ModuleContext } from '../../platform/module.ts';
import { companies } from '../org/index.ts';
import {
  BULK_LOAD_FIELDS,
  foldHeader,
  headerOfField,
  proposeMapping,
  readPersonRow,
} from './bulk-load-columns.ts';
import { readFirstSheet, type SheetRow } from './bulk-load-reader.ts';
import {
  insertPeople,
  type PersonDocument,
  type PersonInput,
  PersonInputError,
  type PersonState,
  type PersonValues,
  personChanges,
  upsertPersonByDocument,
  validatePersonInput,
} from './person-writes.ts';
import {
  type BulkLoadCheckSummary,
  bulkLoadRows,
  bulkLoads,
  personDocuments,
  personProfiles,
} from './tables.ts';

export const RUNNER_SETTINGS = {
  /** Rows inserted per statement while reading the file. */
  readBatch: 500,
  /** Rows checked per page in the dry run. */
  checkBatch: 1000,
  /** Rows applied per transaction in the load. */
  loadBatch: 200,
  /** How long a worker holds a load without renewing. */
  leaseSeconds: 30,
};

/** Problems the reading found (kept when the rows are checked again). */
const READING_PROBLEM = /^(Fórmula sin valor calculado|La fórmula da error|La celda tiene un error)/;
const DUPLICATE = (row: number) => `Documento repetido: ya está en la fila ${row} del archivo.`;
const UNKNOWN_COMPANY = 'La empresa no existe.';
const EMAIL_TAKEN = 'El correo electrónico ya está en uso';
const ROW_FAILED = 'No pudimos guardar esta fila. Revisa sus datos.';

/** Reads the uploaded file's first sheet into a new load; answers its id. */
export async function ingestFile(
  database: Database,
  organizationId: string,
  personId: string,
  fileName: string,
  path: string,
  notes: string[],
): Promise<string> {
  const [load] = await database.withTenant(organizationId, (tx) =>
    tx
      .insert(bulkLoads)
      .values({
        organizationId,
        createdBy: personId,
        fileName,
        status: 'checking',
        mapping: {},
        headers: [],
        notes,
      })
      .returning({ id: bulkLoads.id }),
  );
  const loadId = (load as { id: string }).id;
  let total = 0;
  try {
    const { headers } = await readFirstSheet(path, {
      batchSize: RUNNER_SETTINGS.readBatch,
      async onHeader(headers) {
        await database.withTenant(organizationId, (tx) =>
          tx
            .update(bulkLoads)
            .set({ headers, mapping: proposeMapping(headers) })
            .where(and(eq(bulkLoads.organizationId, organizationId), eq(bulkLoads.id, loadId))),
        );
      },
      async onRows(rows: SheetRow[]) {
        total += rows.length;
        await database.withTenant(organizationId, (tx) =>
          tx.insert(bulkLoadRows).values(
            rows.map((row) => ({
              organizationId,
              loadId,
              rowNumber: row.rowNumber,
              cells: row.cells,
              problems: row.problems,
            })),
          ),
        );
      },
    });
    await database.withTenant(organizationId, (tx) =>
      tx
        .update(bulkLoads)
        .set({ headers, totalRows: total })
        .where(and(eq(bulkLoads.organizationId, organizationId), eq(bulkLoads.id, loadId))),
    );
  } catch (error) {
    await database.withTenant(organizationId, (tx) =>
      tx.delete(bulkLoads).where(and(eq(bulkLoads.organizationId, organizationId), eq(bulkLoads.id, loadId))),
    );
    throw error;
  }
  return loadId;
}

type CompanyIds = Map<string, string>;

async function companyIds(tx: Tx, organizationId: string): Promise<CompanyIds> {
  const rows = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.organizationId, organizationId));
  return new Map(rows.map((row) => [foldHeader(row.name), row.id]));
}

interface PreparedRow {
  input: PersonInput;
  documentKey: string | null;
  problems: Record<string, string>;
}

/** A stored row read through the mapping, with its company resolved and its reading problems. */
function prepareRow(
  row: { cells: Record<string, string | number | boolean | null>; problems: Record<string, string> | null },
  mapping: Record<string, string>,
  companyIdsByName: CompanyIds,
): PreparedRow {
  const read = readPersonRow(row.cells, mapping);
  const problems = { ...read.problems };
  for (const [header, message] of Object.entries(row.problems ?? {})) {
    if (READING_PROBLEM.test(message)) problems[header] = message;
  }
  const input = { ...read.input };
  const companyHeader = headerOfField(mapping, 'company');
  if (companyHeader !== undefined) {
    if (read.companyName === null) input.company_id = null;
    else {
      const id = companyIdsByName.get(foldHeader(read.companyName));
      if (id) input.company_id = id;
      else problems[companyHeader] ??= UNKNOWN_COMPANY;
    }
  }
  return { input, documentKey: read.documentKey, problems };
}

const loadWhere = (organizationId: string, loadId: string) =>
  and(eq(bulkLoads.organizationId, organizationId), eq(bulkLoads.id, loadId));
const rowsWhere = (organizationId: string, loadId: string) =>
  and(eq(bulkLoadRows.organizationId, organizationId), eq(bulkLoadRows.loadId, loadId));

/**
 * The dry run: every row checked with the people directory's validation, duplicates inside the
 * file marked on the later row, and each valid row classified against the stored people
 * (create, update, unchanged). Writes only the rows' problems and the load's totals.
 */
export async function checkLoad(database: Database, organizationId: string, loadId: string): Promise<void> {
  const load = await database.withTenant(organizationId, async (tx) => {
    const [found] = await tx.select().from(bulkLoads).where(loadWhere(organizationId, loadId));
    return found;
  });
  if (!load) return;
  const companyIdsByName = await database.withTenant(organizationId, (tx) => companyIds(tx, organizationId));
  const seen = new Map<string, number>();
  const seenEmails = new Map<string, number>();
  const summary: BulkLoadCheckSummary = { create: 0, update: 0, unchanged: 0, error: 0 };
  let after = 0;
  for (;;) {
    const done = await database.withTenant(organizationId, async (tx) => {
      const rows = await tx
        .select({
          rowNumber: bulkLoadRows.rowNumber,
          cells: bulkLoadRows.cells,
          problems: bulkLoadRows.problems,
        })
        .from(bulkLoadRows)
        .where(and(rowsWhere(organizationId, loadId), gt(bulkLoadRows.rowNumber, after)))
        .orderBy(asc(bulkLoadRows.rowNumber))
        .limit(RUNNER_SETTINGS.checkBatch);
      if (rows.length === 0) return true;
      after = rows[rows.length - 1]?.rowNumber ?? after;

      const prepared = rows.map((row) => ({
        rowNumber: row.rowNumber,
        ...prepareRow(row, load.mapping, companyIdsByName),
      }));
      for (const row of prepared) {
        if (!row.documentKey) continue;
        const first = seen.get(row.documentKey);
        if (first === undefined) seen.set(row.documentKey, row.rowNumber);
        else {
          const header = headerOfField(load.mapping, 'document') ?? 'Número de documento';
          row.problems[header] ??= DUPLICATE(first);
        }
      }
      const valid = prepared.filter((row) => Object.keys(row.problems).length === 0 && row.documentKey);
      const holders = await documentHolders(
        tx,
        organizationId,
        valid.map((row) => row.documentKey as string),
      );
      // A sign-in address belongs to one person: in use by someone else, or twice in the file.
      const emailOf = (row: (typeof prepared)[number]) => {
        const email = row.input.email?.trim().toLowerCase();
        return email ? email : null;
      };
      const owners = await emailOwners(
        tx,
        organizationId,
        valid.flatMap((row) => emailOf(row) ?? []),
      );
      const emailHeader = headerOfField(load.mapping, 'email') ?? 'Correo';
      for (const row of valid) {
        const email = emailOf(row);
        if (!email) continue;
        const owner = owners.get(email);
        const first = seenEmails.get(email);
        if (owner && owner !== holders.get(row.documentKey as string)) {
          row.problems[emailHeader] ??= EMAIL_TAKEN;
        } else if (first !== undefined) {
          row.problems[emailHeader] ??= `Correo repetido: ya está en la fila ${first} del archivo.`;
        } else seenEmails.set(email, row.rowNumber);
      }
      // The people these rows would update, read at once (as loadPersonState reads one).
      const states = await personStates(
        tx,
        organizationId,
        prepared.flatMap((row) =>
          Object.keys(row.problems).length === 0 && holders.has(row.documentKey as string)
            ? [holders.get(row.documentKey as string) as string]
            : [],
        ),
      );
      for (const row of prepared) {
        if (Object.keys(row.problems).length > 0) {
          summary.error += 1;
          continue;
        }
        const holder = holders.get(row.documentKey as string);
        if (!holder) {
          summary.create += 1;
          continue;
        }
        const before = states.get(holder);
        const checked = validatePersonInput(row.input, { requireName: false });
        if (!before || !checked.ok) {
          summary.update += 1;
          continue;
        }
        if (personChanges(before, checked.values, false).length > 0) summary.update += 1;
        else summary.unchanged += 1;
      }
      await tx.execute(sql`
        UPDATE bulk_load_rows AS r SET problems = x.problems
        FROM jsonb_to_recordset(${JSON.stringify(
          prepared.map((row) => ({
            row_number: row.rowNumber,
            problems: Object.keys(row.problems).length > 0 ? row.problems : null,
          })),
        )}::jsonb) AS x(row_number integer, problems jsonb)
        WHERE r.tenant_id = ${organizationId} AND r.load_id = ${loadId} AND r.row_number = x.row_number`);
      return false;
    });
    if (done) break;
  }
  await database.withTenant(organizationId, (tx) =>
    tx
      .update(bulkLoads)
      .set({ status: 'checked', checkSummary: summary, errorRows: summary.error })
      .where(and(loadWhere(organizationId, loadId), eq(bulkLoads.status, load.status))),
  );
}

/** The stored state of these people, as `loadPersonState` reads each (for the dry run's comparison). */
async function personStates(
  tx: Tx,
  organizationId: string,
  ids: string[],
): Promise<Map<string, PersonState>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: persons.id,
      name: persons.name,
      email: persons.email,
      emails: personProfiles.emails,
      phones: personProfiles.phones,
      address: personProfiles.address,
      businessLines: personProfiles.businessLines,
      companyId: personProfiles.companyId,
    })
    .from(persons)
    .leftJoin(
      personProfiles,
      and(eq(personProfiles.organizationId, persons.organizationId), eq(personProfiles.personId, persons.id)),
    )
    .where(and(eq(persons.organizationId, organizationId), inArray(persons.id, ids)));
  const documents = await tx
    .select({
      personId: personDocuments.personId,
      type: personDocuments.type,
      number: personDocuments.number,
    })
    .from(personDocuments)
    .where(and(eq(personDocuments.organizationId, organizationId), inArray(personDocuments.personId, ids)))
    .orderBy(personDocuments.createdAt, personDocuments.type, personDocuments.number);
  const states = new Map<string, PersonState>();
  for (const row of rows) {
    states.set(row.id, {
      name: row.name,
      email: row.email,
      emails: row.emails ?? [],
      phones: row.phones ?? [],
      address: row.address ?? null,
      businessLines: row.businessLines ?? [],
      companyId: row.companyId ?? null,
      documents: [],
    });
  }
  for (const document of documents) {
    states.get(document.personId)?.documents.push({
      type: document.type as PersonDocument['type'],
      number: document.number,
    });
  }
  return states;
}

/** Who holds each of these documents ('TYPE:number' → person id). */
async function documentHolders(tx: Tx, organizationId: string, keys: string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await selectRows<{ type: string; number: string; person_id: string }>(
    tx,
    sql`SELECT d.type, d.number, d.person_id FROM ${personDocuments} AS d
        JOIN jsonb_to_recordset(${JSON.stringify(
          keys.map((key) => {
            const at = key.indexOf(':');
            return { type: key.slice(0, at), number: key.slice(at + 1) };
          }),
        )}::jsonb) AS k(type text, number text) ON k.type = d.type AND k.number = d.number
        WHERE d.tenant_id = ${organizationId}`,
  );
  return new Map(rows.map((row) => [`${row.type}:${row.number}`, row.person_id]));
}

/** Loads being worked on by this process (one worker per load per process). */
const working = new Set<string>();

export interface RunOptions {
  /** For tests: stop (as a crash would) after this many batches, keeping the lease. */
  stopAfterBatches?: number;
  log?: FastifyBaseLogger;
}

/**
 * Works a load in `loading` until it is done, cancelled or another worker holds it. Claims it
 * only when no lease is held (or it expired); answers whether it finished the load.
 */
export async function runLoad(
  database: Database,
  organizationId: string,
  loadId: string,
  options: RunOptions = {},
): Promise<boolean> {
  const key = `${organizationId}:${loadId}`;
  if (working.has(key)) return false;
  working.add(key);
  try {
    const lease = RUNNER_SETTINGS.leaseSeconds;
    let token = await database.withTenant(organizationId, async (tx) => {
      const rows = await selectRows<{ token: string }>(
        tx,
        sql`UPDATE bulk_loads SET locked_until = now() + make_interval(secs => ${lease})
            WHERE tenant_id = ${organizationId} AND id = ${loadId} AND status = 'loading'
              AND (locked_until IS NULL OR locked_until < now())
            RETURNING locked_until::text AS token`,
      );
      return rows[0]?.token ?? null;
    });
    if (token === null) return false;
    const companyIdsByName = await database.withTenant(organizationId, (tx) =>
      companyIds(tx, organizationId),
    );
    const source = `bulk-load:${loadId}`;
    let batches = 0;
    let after = 0;
    for (;;) {
      if (options.stopAfterBatches !== undefined && batches >= options.stopAfterBatches) return false;
      batches += 1;
      const step = await database.withTenant(organizationId, async (tx) => {
        const renewed = await selectRows<{
          token: string;
          mapping: Record<string, string>;
          created_by: string;
        }>(
          tx,
          sql`UPDATE bulk_loads SET locked_until = now() + make_interval(secs => ${lease})
              WHERE tenant_id = ${organizationId} AND id = ${loadId} AND status = 'loading'
                AND locked_until = ${token}::timestamptz
              RETURNING locked_until::text AS token, mapping, created_by`,
        );
        const held = renewed[0];
        if (!held) return { state: 'lost' as const };
        const rows = await tx
          .select({
            rowNumber: bulkLoadRows.rowNumber,
            cells: bulkLoadRows.cells,
            problems: bulkLoadRows.problems,
          })
          .from(bulkLoadRows)
          .where(
            and(
              rowsWhere(organizationId, loadId),
              // Rows go in order: the next batch starts after the last one (the key's order).
              gt(bulkLoadRows.rowNumber, after),
              eq(bulkLoadRows.outcome, 'pending'),
            ),
          )
          .orderBy(asc(bulkLoadRows.rowNumber))
          .limit(RUNNER_SETTINGS.loadBatch)
          .for('update');
        if (rows.length === 0) {
          await tx
            .update(bulkLoads)
            .set({ status: 'done', finishedAt: sql`now()`, lockedUntil: null })
            .where(loadWhere(organizationId, loadId));
          return { state: 'done' as const, token: held.token };
        }
        const outcome = await applyBatch(tx, organizationId, loadId, rows, held.mapping, companyIdsByName, {
          actorId: held.created_by,
          source,
          log: options.log,
        });
        const errors = outcome.errors;
        after = rows[rows.length - 1]?.rowNumber ?? after;
        await tx
          .update(bulkLoads)
          .set({
            doneRows: sql`${bulkLoads.doneRows} + ${rows.length}`,
            errorRows: sql`${bulkLoads.errorRows} + ${errors}`,
          })
          .where(loadWhere(organizationId, loadId));
        return { state: 'more' as const, token: held.token };
      });
      if (step.state === 'lost') return false;
      token = step.token;
      if (step.state === 'done') return true;
    }
  } finally {
    working.delete(key);
  }
}

type StoredRow = {
  rowNumber: number;
  cells: Record<string, string | number | boolean | null>;
  problems: Record<string, string> | null;
};

/** Who uses each of these sign-in addresses (lower case → person id). */
async function emailOwners(tx: Tx, organizationId: string, emails: string[]): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const rows = await tx
    .select({ email: sql<string>`lower(${persons.email})`, id: persons.id })
    .from(persons)
    .where(and(eq(persons.organizationId, organizationId), inArray(sql`lower(${persons.email})`, emails)));
  return new Map(rows.map((row) => [row.email, row.id]));
}

/**
 * Applies one batch of rows, inside the batch's transaction. New people whose data meets no
 * one else's (their document and address held by nobody, in the file or stored) are created
 * together, in one savepoint: all of them or, if anything refuses one, none, and those rows go
 * one by one. Every other row is upserted by its document in a savepoint of its own. A row's
 * outcome is written with its person, so a row is whole or not at all, and never applied twice.
 */
async function applyBatch(
  tx: Tx,
  organizationId: string,
  loadId: string,
  rows: StoredRow[],
  mapping: Record<string, string>,
  companyIdsByName: CompanyIds,
  context: { actorId: string; source: string; log?: FastifyBaseLogger },
): Promise<{ errors: number }> {
  const rowWhere = (rowNumber: number) =>
    and(rowsWhere(organizationId, loadId), eq(bulkLoadRows.rowNumber, rowNumber));
  let errors = 0;
  const setError = async (rowNumber: number, problems: Record<string, string>) => {
    errors += 1;
    await tx.update(bulkLoadRows).set({ outcome: 'error', problems }).where(rowWhere(rowNumber));
  };

  const ready: { rowNumber: number; prepared: PreparedRow }[] = [];
  for (const row of rows) {
    // The dry run's problems (duplicates inside the file among them) stand.
    if (Object.keys(row.problems ?? {}).length > 0) {
      await setError(row.rowNumber, row.problems as Record<string, string>);
      continue;
    }
    const prepared = prepareRow(row, mapping, companyIdsByName);
    if (Object.keys(prepared.problems).length > 0) await setError(row.rowNumber, prepared.problems);
    else ready.push({ rowNumber: row.rowNumber, prepared });
  }

  const holders = await documentHolders(
    tx,
    organizationId,
    ready.flatMap((row) => (row.prepared.documentKey ? [row.prepared.documentKey] : [])),
  );
  const checked = ready.map((row) => ({
    ...row,
    result: validatePersonInput(row.prepared.input, { requireName: true }),
  }));
  const owners = await emailOwners(
    tx,
    organizationId,
    checked.flatMap((row) => (row.result.ok && row.result.values.email ? [row.result.values.email] : [])),
  );
  const fresh: { rowNumber: number; id: string; values: PersonValues }[] = [];
  const oneByOne: { rowNumber: number; prepared: PreparedRow }[] = [];
  const claimed = new Set<string>();
  for (const row of checked) {
    const email = row.result.ok ? row.result.values.email : null;
    const isFresh =
      row.result.ok &&
      row.prepared.documentKey !== null &&
      !holders.has(row.prepared.documentKey) &&
      !claimed.has(row.prepared.documentKey) &&
      (!email || (!owners.has(email) && !claimed.has(`email:${email}`)));
    if (isFresh && row.result.ok) {
      claimed.add(row.prepared.documentKey as string);
      if (email) claimed.add(`email:${email}`);
      fresh.push({ rowNumber: row.rowNumber, id: randomUUID(), values: row.result.values });
    } else oneByOne.push(row);
  }

  if (fresh.length > 0) {
    try {
      await tx.transaction((savepoint) => createPeople(savepoint, organizationId, loadId, fresh, context));
    } catch (error) {
      context.log?.info({ err: error, loadId }, 'bulk load batch retried row by row');
      oneByOne.push(
        ...fresh.map((row) => ({
          rowNumber: row.rowNumber,
          prepared: ready.find((r) => r.rowNumber === row.rowNumber)?.prepared as PreparedRow,
        })),
      );
      oneByOne.sort((a, b) => a.rowNumber - b.rowNumber);
    }
  }

  for (const row of oneByOne) {
    try {
      await tx.transaction(async (savepoint) => {
        const result = await upsertPersonByDocument(savepoint, organizationId, row.prepared.input, {
          actorId: context.actorId,
          source: context.source,
          confirmWarnings: true,
        });
        await savepoint
          .update(bulkLoadRows)
          .set({ outcome: result.outcome, personId: result.personId, problems: null })
          .where(rowWhere(row.rowNumber));
      });
    } catch (error) {
      if (!(error instanceof PersonInputError)) {
        context.log?.warn({ err: error, loadId, row: row.rowNumber }, 'bulk load row failed');
      }
      await setError(
        row.rowNumber,
        error instanceof PersonInputError
          ? headerProblems(error.problems, mapping)
          : { [headerOfField(mapping, 'name') ?? 'Fila']: ROW_FAILED },
      );
    }
  }
  return { errors };
}

/** New people, their profiles, documents and first history entry, and their rows' outcome. */
async function createPeople(
  tx: Tx,
  organizationId: string,
  loadId: string,
  people: { rowNumber: number; id: string; values: PersonValues }[],
  context: { actorId: string; source: string },
): Promise<void> {
  await insertPeople(tx, organizationId, people, context);
  await tx.execute(sql`
    UPDATE bulk_load_rows AS r SET outcome = 'created', person_id = x.person_id, problems = NULL
    FROM jsonb_to_recordset(${JSON.stringify(
      people.map((person) => ({ row_number: person.rowNumber, person_id: person.id })),
    )}::jsonb) AS x(row_number integer, person_id uuid)
    WHERE r.tenant_id = ${organizationId} AND r.load_id = ${loadId} AND r.row_number = x.row_number`);
}

/** A write's problems (by person field) by the header the person loading knows. */
function headerProblems(problems: Record<string, string>, mapping: Record<string, string>) {
  const byHeader: Record<string, string> = {};
  for (const [key, message] of Object.entries(problems)) {
    const field = key.startsWith('documents')
      ? key.endsWith('.type')
        ? 'document_type'
        : 'document'
      : key === 'company_id'
        ? 'company'
        : key.startsWith('phones')
          ? 'phone'
          : key.startsWith('business_lines')
            ? 'business_line'
            : key;
    const header = (BULK_LOAD_FIELDS as readonly string[]).includes(field)
      ? headerOfField(mapping, field as (typeof BULK_LOAD_FIELDS)[number])
      : undefined;
    byHeader[header ?? key] ??= message;
  }
  return byHeader;
}

/** Resumes every load whose worker stopped (its lease expired while loading). */
export async function resumeStalledLoads(database: Database, log?: FastifyBaseLogger): Promise<number> {
  const stalled = await database.withAppRole((tx) =>
    selectRows<{ tenant_id: string; id: string }>(tx, sql`SELECT tenant_id, id FROM bulk_loads_to_resume()`),
  );
  for (const load of stalled) {
    try {
      await runLoad(database, load.tenant_id, load.id, { log });
    } catch (error) {
      log?.error({ err: error, loadId: load.id }, 'bulk load could not resume');
    }
  }
  return stalled.length;
}

/** Starts the load's worker in the background (the request answers at once). */
export function startInBackground(
  database: Database,
  organizationId: string,
  loadId: string,
  log: FastifyBaseLogger,
): void {
  runLoad(database, organizationId, loadId, { log }).catch((error: unknown) =>
    log.error({ err: error, loadId }, 'bulk load stopped'),
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The database the bulk load's background worker uses (its own tenant scope per load). */
    bulkLoadDatabase: Database;
  }
}

/**
 * The module's setup: the routes reach the worker's database, and while the app runs, loads
 * whose worker stopped (a restart, a crash) are resumed at start and every lease period.
 */
export function setupBulkLoads(app: FastifyInstance, context: ModuleContext): void {
  app.decorate('bulkLoadDatabase', context.database);
  let timer: NodeJS.Timeout | null = null;
  const resume = () => {
    resumeStalledLoads(context.database, app.log).catch((error: unknown) =>
      app.log.error({ err: error }, 'bulk loads could not resume'),
    );
  };
  app.addHook('onReady', async () => {
    resume();
    timer = setInterval(resume, RUNNER_SETTINGS.leaseSeconds * 1000);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
  });
}
