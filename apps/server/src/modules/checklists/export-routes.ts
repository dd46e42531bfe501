/**
 * The executions list as an XLSX, streamed with exceljs's writer while the executions are read a
 * page at a time (keyset, newest first): a sheet with one row per execution, then a sheet
 * "Respuestas" with one row per answered question, labelled from the execution's pinned version.
 */
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { FormDefinition, FormField } from '@faena/form-engine/core';
import { skipFlagName } from '@faena/form-engine/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type SQL, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import { selectRows } from '../../platform/database/database.ts';
import { localeOf, sayIn } from '../../platform/http/language.ts';
import { requireMember, requireOrganization } from '../../platform/http/request-context.ts';
import { errorResponse } from '../../platform/openapi/route-responses.ts';
import { ExecutionFilters, executionsWhere } from './filters.ts';
import { EXECUTION_COLUMNS, EXECUTION_JOINS, type RawExecution, toExecution } from './store.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Executions read per query (tests may lower it). */
export const EXPORT_SETTINGS = { pageSize: 500 };

type Locale = 'es-MX' | 'en-US';
type Cell = string | number | Date | null;

const TEXTS = {
  'es-MX': {
    file: 'ejecuciones-listas',
    executions: 'Ejecuciones',
    answers: 'Respuestas',
    headers: [
      'ID',
      'Lista de verificación',
      'Versión',
      'Estado',
      'Persona',
      'Lugar',
      'Inicio',
      'Envío',
      'Puntaje',
      'Máximo',
      '%',
      'Respuestas marcadas',
    ],
    answerHeaders: ['ID de ejecución', 'Lista de verificación', 'Pregunta', 'Respuesta'],
    status: { draft: 'Borrador', submitted: 'Enviada' },
    yes: 'Sí',
    no: 'No',
    skipped: 'No aplica',
  },
  'en-US': {
    file: 'checklist-executions',
    executions: 'Executions',
    answers: 'Answers',
    headers: [
      'ID',
      'Checklist',
      'Version',
      'Status',
      'Person',
      'Venue',
      'Started',
      'Submitted',
      'Score',
      'Max',
      '%',
      'Flagged answers',
    ],
    answerHeaders: ['Execution ID', 'Checklist', 'Question', 'Answer'],
    status: { draft: 'Draft', submitted: 'Submitted' },
    yes: 'Yes',
    no: 'No',
    skipped: 'N/A',
  },
} as const;

/** An answer as one cell: text and numbers as they are, yes/no in words, lists joined, the rest JSON. */
function answerCell(value: unknown, locale: Locale): Cell {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? TEXTS[locale].yes : TEXTS[locale].no;
  if (typeof value === 'string') return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) {
    return value.join('; ');
  }
  return JSON.stringify(value);
}

const questionsOf = (definition: FormDefinition): FormField[] =>
  definition.fields.filter((field) => field.type !== 'display_text');

async function drained(stream: PassThrough) {
  if (stream.writableNeedDrain && !stream.destroyed) await once(stream, 'drain');
}

function addSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, name: string, headers: readonly string[]) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headers.map((header, index) => ({
    header,
    key: String(index),
    width: Math.max(12, Math.min(40, header.length + 4)),
  }));
  const row = sheet.getRow(1);
  row.font = { bold: true };
  row.commit();
  return sheet;
}

type ExportRow = RawExecution & { answers: Record<string, unknown> };
type PageRow = ExportRow & { listed_at: string | Date };

export const exportRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/checklist-executions/export.xlsx',
    {
      schema: {
        operationId: 'exportChecklistExecutions',
        tags: ['checklists'],
        summary:
          'The executions list (same filters and visibility as listChecklistExecutions, newest first) as a streamed XLSX: a sheet of executions, then one row per answered question in a sheet "Respuestas" (texts in the request’s language)',
        querystring: ExecutionFilters,
        response: {
          200: {
            description: 'The XLSX file, streamed',
            content: { [XLSX_TYPE]: { schema: { type: 'string', format: 'binary' } } },
          },
          400: errorResponse(
            'An unknown zone, `to` before `from`, or `maxScore` below `minScore` (VALIDATION_ERROR)',
          ),
        },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const member = requireMember(request);
      const locale = localeOf(request) as Locale;
      const where = executionsWhere(organizationId, member, request.query, sayIn(locale));
      const stream = new PassThrough();
      reply
        .type(XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${TEXTS[locale].file}.xlsx"`)
        .header('cache-control', 'no-store');
      writeWorkbook(request, organizationId, where, locale, stream).catch((error: unknown) =>
        stream.destroy(error instanceof Error ? error : new Error(String(error))),
      );
      return reply.send(stream);
    },
  );
};

async function writeWorkbook(
  request: FastifyRequest,
  organizationId: string,
  where: SQL,
  locale: Locale,
  stream: PassThrough,
) {
  const texts = TEXTS[locale];
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const definitions = new Map<string, FormDefinition>();

  /** Every execution, newest first, a page per transaction. */
  async function eachPage(withAnswers: boolean, write: (rows: ExportRow[]) => Promise<void>) {
    let after: { listedAt: string; id: string } | null = null;
    for (;;) {
      const cursor: { listedAt: string; id: string } | null = after;
      const rows: PageRow[] = await request.withTenant(async (tx) => {
        const page = await selectRows<PageRow>(
          tx,
          sql`select ${EXECUTION_COLUMNS}, e.listed_at ${withAnswers ? sql`, e.answers` : sql``}
              from checklist_executions e ${EXECUTION_JOINS}
              where ${where}
                ${cursor ? sql`and (e.listed_at, e.id) < (${cursor.listedAt}::timestamptz, ${cursor.id}::uuid)` : sql``}
              order by e.listed_at desc, e.id desc limit ${EXPORT_SETTINGS.pageSize}`,
        );
        if (withAnswers) {
          const missing = [
            ...new Set(
              page.map((row) => `${row.checklist_id}:${row.version}`).filter((key) => !definitions.has(key)),
            ),
          ];
          if (missing.length > 0) {
            const found = await selectRows<{ key: string; definition: FormDefinition }>(
              tx,
              sql`select checklist_id || ':' || version as key, definition from checklist_versions
                  where tenant_id = ${organizationId}
                    and checklist_id || ':' || version = any(${`{${missing.join(',')}}`}::text[])`,
            );
            for (const row of found) definitions.set(row.key, row.definition);
          }
        }
        return page;
      });
      if (rows.length > 0) await write(rows);
      const last = rows.at(-1);
      if (!last || rows.length < EXPORT_SETTINGS.pageSize) return;
      after = { listedAt: new Date(last.listed_at).toISOString(), id: last.id };
    }
  }

  const executions = addSheet(workbook, texts.executions, texts.headers);
  await eachPage(false, async (rows) => {
    for (const raw of rows) {
      const execution = toExecution(raw);
      executions
        .addRow([
          execution.id,
          execution.title,
          execution.version,
          texts.status[execution.status],
          execution.person.name,
          execution.venue?.name ?? null,
          new Date(execution.startedAt),
          execution.submittedAt ? new Date(execution.submittedAt) : null,
          execution.score,
          execution.maxScore,
          execution.percentage,
          execution.flaggedCount,
        ] satisfies Cell[])
        .commit();
    }
    await drained(stream);
  });
  executions.commit();

  const answers = addSheet(workbook, texts.answers, texts.answerHeaders);
  await eachPage(true, async (rows) => {
    for (const raw of rows) {
      const definition = definitions.get(`${raw.checklist_id}:${raw.version}`);
      if (!definition) continue;
      for (const field of questionsOf(definition)) {
        const skipped = raw.answers[skipFlagName(field.name)] === true;
        const value = raw.answers[field.name];
        if (!skipped && (value === undefined || value === null)) continue;
        answers
          .addRow([
            raw.id,
            raw.title,
            field.label?.trim() || field.name,
            skipped ? texts.skipped : answerCell(value, locale),
          ] satisfies Cell[])
          .commit();
      }
    }
    await drained(stream);
  });
  answers.commit();
  await workbook.commit();
}
