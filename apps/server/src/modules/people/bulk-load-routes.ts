/**
 * The people bulk load (SPEC 2.2 /people-bulk-load/{id}): upload an XLSX, map its columns,
 * check it (dry run), load it in the background, follow it and download its errors.
 */
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Tx } from '../../platform/database/database.ts';
import { ApiError, ErrorBody, notFound } from '../../platform/http/errors.ts';
import { requireMember, requireOrganization } from '../../platform/http/request-context.ts';
import { ref } from '../../platform/http/schemas.ts';
import {
  BULK_LOAD_FIELDS,
  type BulkLoadField as BulkLoadFieldName,
  DOCUMENT_TYPE_LABELS,
  TEMPLATE_HEADERS,
} from './bulk-load-columns.ts';
import { inspectXlsx } from './bulk-load-reader.ts';
import { checkLoad, ingestFile, startInBackground } from './bulk-load-runner.ts';
import { BulkLoad, BulkLoadField, BulkLoadSheetRowList, stringEnum } from './bulk-load-schemas.ts';
import {
  BULK_LOAD_ROW_OUTCOMES,
  type BulkLoadRow,
  type BulkLoadRowOutcome,
  bulkLoadRows,
  bulkLoads,
} from './tables.ts';

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FIRST_PROBLEMS = 20;

/** Where each upload's bytes were written, by request (never from the body a caller sends). */
const uploads = new WeakMap<FastifyRequest, string>();

const tooLarge = () =>
  new ApiError(413, 'FILE_TOO_LARGE', 'El archivo pesa más de 50 MB. Divídelo en archivos más pequeños.');

const LoadParams = Type.Object({ loadId: Type.String({ format: 'uuid' }) }, { additionalProperties: false });

/** Sends an XLSX written by `write` with exceljs's streaming writer, as it is written. */
export function sendXlsx(
  reply: FastifyReply,
  fileName: string,
  write: (workbook: ExcelJS.stream.xlsx.WorkbookWriter) => Promise<void>,
): FastifyReply {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  reply
    .type(XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store');
  write(workbook)
    .then(() => workbook.commit())
    .catch((error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))));
  return reply.send(stream);
}

/** The header row, bold and frozen. */
export function addHeaderRow(sheet: ExcelJS.Worksheet, headers: string[]) {
  sheet.columns = headers.map((header) => ({ header, key: header, width: Math.max(14, header.length + 4) }));
  const row = sheet.getRow(1);
  row.font = { bold: true };
  row.commit();
}

async function loadView(tx: Tx, organizationId: string, load: BulkLoadRow) {
  const outcomes = { pending: 0, created: 0, updated: 0, unchanged: 0, error: 0 };
  const counted = await tx
    .select({ outcome: bulkLoadRows.outcome, count: count() })
    .from(bulkLoadRows)
    .where(and(eq(bulkLoadRows.organizationId, organizationId), eq(bulkLoadRows.loadId, load.id)))
    .groupBy(bulkLoadRows.outcome);
  for (const row of counted) outcomes[row.outcome as BulkLoadRowOutcome] = Number(row.count);
  const withProblems = await tx
    .select({ rowNumber: bulkLoadRows.rowNumber, cells: bulkLoadRows.cells, problems: bulkLoadRows.problems })
    .from(bulkLoadRows)
    .where(
      and(
        eq(bulkLoadRows.organizationId, organizationId),
        eq(bulkLoadRows.loadId, load.id),
        isNotNull(bulkLoadRows.problems),
      ),
    )
    .orderBy(asc(bulkLoadRows.rowNumber))
    .limit(FIRST_PROBLEMS);
  const problems = withProblems
    .flatMap((row) =>
      Object.entries(row.problems ?? {}).map(([column, message]) => ({
        row: row.rowNumber,
        column,
        value: row.cells[column] ?? null,
        message,
      })),
    )
    .slice(0, FIRST_PROBLEMS);
  return {
    id: load.id,
    file_name: load.fileName,
    status: load.status,
    created_at: load.createdAt.toISOString(),
    finished_at: load.finishedAt?.toISOString() ?? null,
    headers: load.headers,
    mapping: load.mapping as Record<string, BulkLoadFieldName>,
    notes: load.notes,
    total_rows: load.totalRows,
    done_rows: load.doneRows,
    error_rows: load.errorRows,
    check: load.checkSummary ?? null,
    outcomes,
    problems,
  };
}

async function findLoad(tx: Tx, organizationId: string, loadId: string) {
  const [load] = await tx
    .select()
    .from(bulkLoads)
    .where(and(eq(bulkLoads.organizationId, organizationId), eq(bulkLoads.id, loadId)));
  return load ?? null;
}

const conflict = (message: string) => new ApiError(409, 'BULK_LOAD_STATE', message);

export const bulkLoadRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const view = async (request: FastifyRequest, loadId: string) => {
    const organizationId = requireOrganization(request).id;
    const found = await request.withTenant(async (tx) => {
      const load = await findLoad(tx, organizationId, loadId);
      return load ? loadView(tx, organizationId, load) : null;
    });
    if (!found) throw notFound('La carga masiva');
    return found;
  };

  // The upload's bytes go to a temporary file as they arrive, counted: never the whole file in
  // memory, and never more than 50 MB on disk.
  api.register(async (plain) => {
    const upload = plain.withTypeProvider<TypeBoxTypeProvider>();
    upload.addContentTypeParser(
      ['application/octet-stream', XLSX_TYPE],
      async (request: FastifyRequest, payload: NodeJS.ReadableStream) => {
        const declared = Number(request.headers['content-length'] ?? 0);
        if (declared > MAX_UPLOAD_BYTES) throw tooLarge();
        const path = join(tmpdir(), `faena-bulk-load-${crypto.randomUUID()}.xlsx`);
        uploads.set(request, path);
        let bytes = 0;
        await pipeline(
          payload,
          new Transform({
            transform(chunk: Buffer, _encoding, done) {
              bytes += chunk.length;
              done(bytes > MAX_UPLOAD_BYTES ? tooLarge() : null, chunk);
            },
          }),
          createWriteStream(path),
        );
        return {};
      },
    );
    upload.addHook('onResponse', async (request) => {
      const path = uploads.get(request);
      if (path) await rm(path, { force: true });
    });

    upload.post(
      '/bulk-loads',
      {
        config: { permission: 'MANAGE_PEOPLE' },
        bodyLimit: MAX_UPLOAD_BYTES,
        schema: {
          operationId: 'createBulkLoad',
          tags: ['people'],
          summary:
            'Upload an XLSX of people (the bytes as application/octet-stream, at most 50 MB): its first sheet is read and checked (dry run); nothing is written to people',
          querystring: Type.Object(
            { file_name: Type.Optional(Type.String({ maxLength: 200 })) },
            { additionalProperties: false },
          ),
          response: {
            201: ref(BulkLoad),
            400: {
              description:
                'The file cannot be loaded: XLSX_UNREADABLE, XLSX_TOO_LARGE (a zip bomb: over 200 MB inflated or a suspicious ratio), XLSX_MERGED_CELLS (names the ranges), XLSX_NO_SHEET, XLSX_NO_HEADERS, XLSX_TOO_MANY_COLUMNS',
              $ref: 'ErrorBody#',
            },
            413: { description: 'The file is larger than 50 MB (FILE_TOO_LARGE)', $ref: 'ErrorBody#' },
            415: {
              description: 'The body is not the file’s bytes (application/octet-stream)',
              $ref: 'ErrorBody#',
            },
          },
        },
      },
      async (request, reply) => {
        const path = uploads.get(request);
        if (!path) {
          throw new ApiError(
            415,
            'UNSUPPORTED_MEDIA_TYPE',
            'Sube el archivo .xlsx como application/octet-stream.',
          );
        }
        const organizationId = requireOrganization(request).id;
        const personId = requireMember(request).person.id;
        const { sheetNames } = await inspectXlsx(path);
        const notes =
          sheetNames.length > 1
            ? [
                `Solo se leyó la primera hoja (${sheetNames[0]}); no se leyeron: ${sheetNames.slice(1).join(', ')}.`,
              ]
            : [];
        const fileName = (request.query.file_name ?? '').trim() || 'personas.xlsx';
        const loadId = await ingestFile(
          api.bulkLoadDatabase,
          organizationId,
          personId,
          fileName,
          path,
          notes,
        );
        await checkLoad(api.bulkLoadDatabase, organizationId, loadId);
        return reply.code(201).send(await view(request, loadId));
      },
    );
  });

  api.get(
    '/bulk-loads/template.xlsx',
    {
      config: { permission: 'MANAGE_PEOPLE' },
      schema: {
        operationId: 'getBulkLoadTemplate',
        tags: ['people'],
        summary: 'The bulk load template: the headers, one example row and a sheet of notes',
        response: { 200: Type.String({ format: 'binary', description: 'An XLSX file' }) },
      },
    },
    async (_request, reply) =>
      sendXlsx(reply, 'plantilla-personas.xlsx', async (workbook) => {
        const sheet = workbook.addWorksheet('Personas');
        addHeaderRow(
          sheet,
          BULK_LOAD_FIELDS.map((field) => TEMPLATE_HEADERS[field]),
        );
        sheet
          .addRow([
            'Ana Torres',
            'RUT',
            '12345678-5',
            'ana.torres@example.com',
            '+56912345678',
            'Av. Providencia 1234, Santiago',
            '',
            'Retail',
          ])
          .commit();
        sheet.commit();
        const notes = workbook.addWorksheet('Notas');
        notes.columns = [{ header: 'Notas', key: 'note', width: 110 }];
        for (const note of [
          'Una persona por fila. Solo se lee la primera hoja; la primera fila son los nombres de las columnas.',
          'Nombre y número de documento son obligatorios. Si la persona ya existe (mismo documento), se actualiza; si nada cambió, queda igual.',
          `Tipo de documento: ${Object.values(DOCUMENT_TYPE_LABELS).join(', ')}.`,
          'Varios teléfonos o líneas de negocio: sepáralos con punto y coma (;).',
          'Empresa: el nombre de una empresa ya registrada; vacía si la persona es de la organización.',
          'No combines celdas; las fórmulas deben tener su valor calculado.',
        ]) {
          notes.addRow([note]).commit();
        }
        notes.commit();
      }),
  );

  api.get(
    '/bulk-loads/:loadId',
    {
      config: { permission: 'MANAGE_PEOPLE' },
      schema: {
        operationId: 'getBulkLoad',
        tags: ['people'],
        summary: 'A bulk load: its status, mapping, dry-run totals, progress and first problems',
        params: LoadParams,
        response: { 200: ref(BulkLoad) },
      },
    },
    async (request) => view(request, request.params.loadId),
  );

  api.put(
    '/bulk-loads/:loadId/mapping',
    {
      config: { permission: 'MANAGE_PEOPLE' },
      schema: {
        operationId: 'setBulkLoadMapping',
        tags: ['people'],
        summary:
          'Change which field each column fills (headers left out are not loaded); the rows are checked again',
        params: LoadParams,
        body: Type.Object(
          {
            mapping: Type.Record(Type.String({ maxLength: 200 }), ref(BulkLoadField), {
              propertyNames: { maxLength: 200 },
              maxProperties: 100,
            }),
          },
          { additionalProperties: false },
        ),
        response: { 200: ref(BulkLoad), 409: ref(ErrorBody) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const { loadId } = request.params;
      const mapping = request.body.mapping;
      const load = await request.withTenant((tx) => findLoad(tx, organizationId, loadId));
      if (!load) throw notFound('La carga masiva');
      if (load.status !== 'checked') throw conflict('La carga ya comenzó: su mapeo no puede cambiar.');
      const fields: Record<string, string> = {};
      for (const [header, field] of Object.entries(mapping)) {
        if (!load.headers.includes(header)) {
          throw new ApiError(400, 'VALIDATION_ERROR', `La columna '${header}' no está en el archivo.`, {
            [header]: 'Esta columna no está en el archivo.',
          });
        }
        if (Object.values(fields).includes(field)) {
          throw new ApiError(400, 'VALIDATION_ERROR', 'Cada campo puede venir de una sola columna.', {
            [header]: 'Otra columna ya llena este campo.',
          });
        }
        fields[header] = field;
      }
      await request.withTenant((tx) =>
        tx
          .update(bulkLoads)
          .set({ mapping: fields })
          .where(and(eq(bulkLoads.organizationId, organizationId), eq(bulkLoads.id, loadId))),
      );
      await checkLoad(api.bulkLoadDatabase, organizationId, loadId);
      return view(request, loadId);
    },
  );

  api.post(
    '/bulk-loads/:loadId/check',
    {
      config: { permission: 'MANAGE_PEOPLE' },
      schema: {
        operationId: 'checkBulkLoad',
        tags: ['people'],
        summary:
          'Check every row again (dry run) against the people stored now; nothing is written to people',
        params: LoadParams,
        response: { 200: ref(BulkLoad), 409: ref(ErrorBody) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const { loadId } = request.params;
      const load = await request.withTenant((tx) => findLoad(tx, organizationId, loadId));
      if (!load) throw notFound('La carga masiva');
      if (load.status !== 'checked') throw conflict('La carga ya comenzó: no se puede volver a revisar.');
      await checkLoad(api.bulkLoadDatabase, organizationId, loadId);
      return view(request, loadId);
    },
  );

  api.post(
    '/bulk-loads/:loadId/start',
    {
      config: { permission: 'MANAGE_PEOPLE' },
      schema: {
        operationId: 'startBulkLoad',
        tags: ['people'],
        summary:
          'Load the checked rows in the background: each row whole or not at all, upserted by identity document; follow it with getBulkLoad',
        params: LoadParams,
        response: { 200: ref(BulkLoad), 409: ref(ErrorBody) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const { loadId } = request.params;
      const started = await request.withTenant(async (tx) => {
        const load = await findLoad(tx, organizationId, loadId);
        if (!load) throw notFound('La carga masiva');
        const [updated] = await tx
          .update(bulkLoads)
          .set({ status: 'loading', lockedUntil: null, errorRows: 0, doneRows: 0 })
          .where(
            and(
              eq(bulkLoads.organizationId, organizationId),
              eq(bulkLoads.id, loadId),
              eq(bulkLoads.status, 'checked'),
            ),
          )
          .returning({ id: bulkLoads.id });
        return updated !== undefined;
      });
      if (!started) throw conflict('La carga ya comenzó o fue cancelada.');
      startInBackground(api.bulkLoadDatabase, organizationId, loadId, request.log);
      return view(request, loadId);
    },
  );

  api.post(
    '/bulk-loads/:loadId/cancel',
    {
      config: { permission: 'MANAGE_PEOPLE' },
      schema: {
        operationId: 'cancelBulkLoad',
        tags: ['people'],
        summary: 'Cancel a bulk load not yet finished: rows already loaded stay, the rest are not loaded',
        params: LoadParams,
        response: { 200: ref(BulkLoad), 409: ref(ErrorBody) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const { loadId } = request.params;
      const cancelled = await request.withTenant(async (tx) => {
        const load = await findLoad(tx, organizationId, loadId);
        if (!load) throw notFound('La carga masiva');
        const [updated] = await tx
          .update(bulkLoads)
          .set({ status: 'cancelled', finishedAt: sql`now()`, lockedUntil: null })
          .where(
            and(
              eq(bulkLoads.organizationId, organizationId),
              eq(bulkLoads.id, loadId),
              sql`${bulkLoads.status} in ('checked', 'loading')`,
            ),
          )
          .returning({ id: bulkLoads.id });
        return updated !== undefined;
      });
      if (!cancelled) throw conflict('La carga ya terminó.');
      return view(request, loadId);
    },
  );

  api.get(
    '/bulk-loads/:loadId/rows',
    {
      config: { permission: 'MANAGE_PEOPLE' },
      schema: {
        operationId: 'listBulkLoadRows',
        tags: ['people'],
        summary: "A bulk load's rows in sheet order; `outcome=error` lists the rows with problems",
        params: LoadParams,
        querystring: Type.Object(
          {
            outcome: Type.Optional(stringEnum(BULK_LOAD_ROW_OUTCOMES)),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
            offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: ref(BulkLoadSheetRowList) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const { loadId } = request.params;
      const { outcome, limit = 50, offset = 0 } = request.query;
      const page = await request.withTenant(async (tx) => {
        if (!(await findLoad(tx, organizationId, loadId))) return null;
        const where = and(
          eq(bulkLoadRows.organizationId, organizationId),
          eq(bulkLoadRows.loadId, loadId),
          outcome === 'error'
            ? isNotNull(bulkLoadRows.problems)
            : outcome
              ? eq(bulkLoadRows.outcome, outcome as BulkLoadRowOutcome)
              : undefined,
        );
        const [total] = await tx.select({ count: count() }).from(bulkLoadRows).where(where);
        const rows = await tx
          .select()
          .from(bulkLoadRows)
          .where(where)
          .orderBy(asc(bulkLoadRows.rowNumber))
          .limit(limit)
          .offset(offset);
        return { count: Number(total?.count ?? 0), rows };
      });
      if (!page) throw notFound('La carga masiva');
      return {
        count: page.count,
        results: page.rows.map((row) => ({
          row: row.rowNumber,
          outcome: row.outcome,
          cells: row.cells,
          problems: Object.entries(row.problems ?? {}).map(([column, message]) => ({ column, message })),
          person_id: row.personId,
        })),
      };
    },
  );

  api.get(
    '/bulk-loads/:loadId/errors.xlsx',
    {
      config: { permission: 'MANAGE_PEOPLE' },
      schema: {
        operationId: 'getBulkLoadErrors',
        tags: ['people'],
        summary:
          "The rows with problems, as they were in the file (their original columns) plus an 'Errores' column; fix them and upload this file again",
        params: LoadParams,
        response: { 200: Type.String({ format: 'binary', description: 'An XLSX file' }) },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const { loadId } = request.params;
      const load = await request.withTenant((tx) => findLoad(tx, organizationId, loadId));
      if (!load) throw notFound('La carga masiva');
      const base = load.fileName.replace(/\.xlsx$/i, '').replace(/[^\p{L}\p{N} ._-]/gu, '') || 'carga';
      return sendXlsx(reply, `${base}-errores.xlsx`, async (workbook) => {
        const sheet = workbook.addWorksheet('Errores');
        const headers = load.headers.filter((header) => header !== '');
        addHeaderRow(sheet, [...headers, 'Errores']);
        let after = 0;
        for (;;) {
          const rows = await api.bulkLoadDatabase.withTenant(organizationId, (tx) =>
            tx
              .select({
                rowNumber: bulkLoadRows.rowNumber,
                cells: bulkLoadRows.cells,
                problems: bulkLoadRows.problems,
              })
              .from(bulkLoadRows)
              .where(
                and(
                  eq(bulkLoadRows.organizationId, organizationId),
                  eq(bulkLoadRows.loadId, loadId),
                  isNotNull(bulkLoadRows.problems),
                  sql`${bulkLoadRows.rowNumber} > ${after}`,
                ),
              )
              .orderBy(asc(bulkLoadRows.rowNumber))
              .limit(1000),
          );
          if (rows.length === 0) break;
          after = rows[rows.length - 1]?.rowNumber ?? after;
          for (const row of rows) {
            const errors = Object.entries(row.problems ?? {})
              .map(([column, message]) => `${column}: ${message}`)
              .join('\n');
            sheet.addRow([...headers.map((header) => row.cells[header] ?? null), errors]).commit();
          }
        }
        sheet.commit();
      });
    },
  );
};
