/**
 * "Export my executions": the list's rows (same filters, same visibility, newest first) as an
 * XLSX (exceljs's streaming writer) or a CSV (UTF-8 with a BOM, so Excel reads its accents),
 * streamed while the executions are read a page at a time: neither the list nor the file is
 * ever whole in memory. At most `EXPORT_SETTINGS.rowCap` rows: the total and the cap are in the
 * response headers, and a capped file ends with a row that says so.
 */
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import { requireMember, requireOrganization } from '../../platform/http/request-context.ts';
import { errorResponse } from '../../platform/openapi/route-responses.ts';
import { formsModule } from '../forms/index.ts';
import {
  countExecutions,
  type ExecutionCursor,
  type ExecutionSummary,
  type ExecutionViewer,
  executionPage,
  executionsWhere,
  executionViewer,
  parseExecutionFilters,
  shouldGather,
  variableNames,
} from './execution-list.ts';
import { requireWorkflowType, WorkflowTypeParams } from './list-routes.ts';
import { ExecutionExportQuery } from './list-schemas.ts';
import type { ExecutionStatusValue } from './tables.ts';

/** The most rows a file holds, and how many are read per query (tests lower them). */
export const EXPORT_SETTINGS = { rowCap: 100_000, pageSize: 2_000 };
/** The most process variable columns a file has (the first by name). */
const MAX_VARIABLE_COLUMNS = 200;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CSV_TYPE = 'text/csv; charset=utf-8';

type Locale = 'es-MX' | 'en-US';

const TEXTS = {
  'es-MX': {
    file: 'ejecuciones',
    sheet: 'Ejecuciones',
    headers: ['ID', 'Versión', 'Estado', 'Inicio', 'Fin', 'Iniciada por', 'Pasos abiertos'],
    status: {
      InProcess: 'En proceso',
      Success: 'Completado con éxito',
      Error: 'Completado con errores',
    },
    capped: (rows: number, total: number) =>
      `Se exportaron las ${rows.toLocaleString('es-MX')} ejecuciones más recientes de ${total.toLocaleString('es-MX')}: un archivo tiene como máximo ${rows.toLocaleString('es-MX')} filas. Filtra la lista para exportar el resto.`,
  },
  'en-US': {
    file: 'executions',
    sheet: 'Executions',
    headers: ['ID', 'Version', 'Status', 'Started', 'Finished', 'Started by', 'Open steps'],
    status: {
      InProcess: 'In process',
      Success: 'Completed successfully',
      Error: 'Completed with errors',
    },
    capped: (rows: number, total: number) =>
      `Exported the ${rows.toLocaleString('en-US')} most recent of ${total.toLocaleString('en-US')} executions: a file holds at most ${rows.toLocaleString('en-US')} rows. Filter the list to export the rest.`,
  },
} satisfies Record<
  Locale,
  {
    file: string;
    sheet: string;
    headers: string[];
    status: Record<ExecutionStatusValue, string>;
    capped: (rows: number, total: number) => string;
  }
>;

type Cell = string | number | boolean | Date | null;

/** A process variable's value as one cell: text, numbers and yes/no as they are, the rest as JSON. */
function variableCell(value: unknown): Cell {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  return JSON.stringify(value);
}

/** One execution as a row: the list's columns, then one per process variable. */
function rowOf(execution: ExecutionSummary, variables: string[], locale: Locale): Cell[] {
  return [
    execution.id,
    execution.version,
    TEXTS[locale].status[execution.status],
    new Date(execution.startedAt),
    execution.finishedAt ? new Date(execution.finishedAt) : null,
    execution.startedBy?.name ?? null,
    execution.openTasks.map((task) => task.name).join('; ') || null,
    ...variables.map((name) => variableCell(execution.variables[name])),
  ];
}

// ---- CSV ---------------------------------------------------------------------------------------

/**
 * One CSV field (RFC 4180): quoted when it holds a separator, a quote or a line break; text a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe.
 */
function csvField(cell: Cell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return cell.toISOString();
  if (typeof cell !== 'string') return String(cell);
  const text = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: Cell[]) => `${cells.map(csvField).join(',')}\r\n`;

// ---- the writers -------------------------------------------------------------------------------

interface SheetWriter {
  addRows(rows: Cell[][]): Promise<void>;
  finish(): Promise<void>;
}

/** Waits while the client has not taken what was written (memory stays flat for a slow reader). */
async function drained(stream: PassThrough) {
  if (stream.writableNeedDrain && !stream.destroyed) await once(stream, 'drain');
}

function csvWriter(stream: PassThrough, headers: string[]): SheetWriter {
  stream.write(`\uFEFF${csvLine(headers)}`);
  return {
    async addRows(rows) {
      stream.write(rows.map(csvLine).join(''));
      await drained(stream);
    },
    async finish() {
      stream.end();
    },
  };
}

function xlsxWriter(stream: PassThrough, headers: string[], sheetName: string): SheetWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headers.map((header, index) => ({
    header,
    key: String(index),
    width: index === 0 ? 38 : index === 3 || index === 4 ? 18 : Math.max(12, Math.min(40, header.length + 4)),
    ...(index === 3 || index === 4 ? { style: { numFmt: 'yyyy-mm-dd hh:mm:ss' } } : {}),
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  return {
    async addRows(rows) {
      for (const row of rows) sheet.addRow(row).commit();
      await drained(stream);
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

export const exportRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/workflow-types/:workflowTypeId/executions/export',
    {
      schema: {
        operationId: 'exportMyWorkflowExecutions',
        tags: ['workflows'],
        summary:
          'The executions list (same filters and visibility as listMyWorkflowExecutions, newest first) as a streamed XLSX or CSV (UTF-8 with BOM): the list’s columns, status in the request’s language (Accept-Language), then one column per process variable; at most 100,000 rows, and a capped file ends with a row saying so',
        params: WorkflowTypeParams,
        querystring: ExecutionExportQuery,
        response: {
          200: {
            description: 'The file, streamed (`format`: xlsx, the default, or csv)',
            headers: {
              'X-Total-Count': { type: 'integer', description: 'How many executions match the filters' },
              'X-Row-Count': {
                type: 'integer',
                description: 'How many executions the file holds (fewer than X-Total-Count when capped)',
              },
              'X-Row-Cap': { type: 'integer', description: 'The most executions a file holds' },
              'Content-Disposition': { type: 'string', description: 'attachment; filename="…"' },
            },
            content: {
              [XLSX_TYPE]: { schema: { type: 'string', format: 'binary' } },
              'text/csv': { schema: { type: 'string', format: 'binary' } },
            },
          },
          404: errorResponse('No such workflow type (NOT_FOUND)'),
        },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const member = requireMember(request);
      const { workflowTypeId } = request.params;
      const { format = 'xlsx', ...query } = request.query;
      const filters = parseExecutionFilters(query);
      const locale = formsModule.services.formLocaleOf(request.headers['accept-language']) as Locale;
      const texts = TEXTS[locale];
      const rowCap = EXPORT_SETTINGS.rowCap;
      const prepared = await request.withTenant(async (tx) => {
        await requireWorkflowType(tx, organizationId, workflowTypeId);
        const viewer = await executionViewer(tx, organizationId, member);
        const where = executionsWhere(organizationId, workflowTypeId, filters, viewer);
        const { count } = await countExecutions(tx, where, Number.MAX_SAFE_INTEGER);
        const variables = count === 0 ? [] : await variableNames(tx, where, MAX_VARIABLE_COLUMNS);
        return { where, viewer, total: count, variables };
      });
      const rows = Math.min(prepared.total, rowCap);
      const stream = new PassThrough();
      const headers = [...texts.headers, ...prepared.variables];
      const writer = format === 'csv' ? csvWriter(stream, headers) : xlsxWriter(stream, headers, texts.sheet);
      reply
        .type(format === 'csv' ? CSV_TYPE : XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${texts.file}.${format}"`)
        .header('cache-control', 'no-store')
        .header('x-total-count', String(prepared.total))
        .header('x-row-count', String(rows))
        .header('x-row-cap', String(rowCap));
      writeRows(request, organizationId, prepared, locale, rows, writer)
        .then(async () => {
          if (prepared.total > rows) await writer.addRows([[texts.capped(rows, prepared.total)]]);
          await writer.finish();
        })
        .catch((error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))));
      return reply.send(stream);
    },
  );
};

/** The executions, newest first, a page per transaction, until `rows` are written. */
async function writeRows(
  request: FastifyRequest,
  organizationId: string,
  {
    where,
    viewer,
    total,
    variables,
  }: { where: SQL; viewer: ExecutionViewer; total: number; variables: string[] },
  locale: Locale,
  rows: number,
  writer: SheetWriter,
) {
  // Few matches, or a person's own: each page gathers them first (see executionPage).
  const gather = shouldGather(viewer, total, false);
  const read = (written: number, after: ExecutionCursor | undefined) =>
    request.withTenant((tx) =>
      executionPage(tx, organizationId, where, {
        limit: Math.min(EXPORT_SETTINGS.pageSize, rows - written),
        gather,
        ...(after ? { after } : {}),
      }),
    );
  let written = 0;
  let next = rows > 0 ? read(0, undefined) : null;
  try {
    while (next) {
      const page = await next;
      if (page.results.length === 0 || !page.last) break;
      written += page.results.length;
      // The database reads the next page while this one is written.
      next = written < rows ? read(written, page.last) : null;
      await writer.addRows(page.results.map((execution) => rowOf(execution, variables, locale)));
    }
  } finally {
    // A read ahead left behind by a failed write is not an unhandled rejection.
    next?.catch(() => undefined);
  }
}
