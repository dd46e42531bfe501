/**
 * "Export my executions": the XLSX and the CSV hold the list's rows (same filters, same
 * visibility, same order), labels in the request's language, and a cap that is never silent.
 */
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOST, startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { EXPORT_SETTINGS } from './export-routes.ts';
import { E, insertExecutionFixtures, PURCHASES } from './list-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await insertExecutionFixtures(t.database.privileged);
});
afterAll(() => t?.close());

const defaultCap = EXPORT_SETTINGS.rowCap;
afterEach(() => {
  EXPORT_SETTINGS.rowCap = defaultCap;
});

const BASE = `/api/workflow-types/${PURCHASES}/executions/export`;

async function download(query: string, language = 'es-MX', email = 'ana@demo.faena.test') {
  const token = await t.tokenOf(email, 'demo');
  return t.app.inject({
    method: 'GET',
    url: `${BASE}${query}`,
    headers: { host: DEMO_HOST, authorization: `Bearer ${token}`, 'accept-language': language },
  });
}

async function sheetRows(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('The workbook has no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

/** RFC 4180 lines of a CSV body (no line breaks inside these fixtures' fields). */
const csvLines = (text: string) => text.split('\r\n').filter((line) => line !== '');

describe('GET /api/workflow-types/{workflowTypeId}/executions/export', () => {
  it('streams an XLSX of the list’s rows, newest first, in Spanish, with a column per process variable', async () => {
    const response = await download('');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe('attachment; filename="ejecuciones.xlsx"');
    expect(response.headers['x-total-count']).toBe('5');
    expect(response.headers['x-row-count']).toBe('5');
    expect(response.headers['x-row-cap']).toBe(String(defaultCap));
    const rows = await sheetRows(response.rawPayload);
    expect(rows[0]).toEqual([
      'ID',
      'Versión',
      'Estado',
      'Inicio',
      'Fin',
      'Iniciada por',
      'Pasos abiertos',
      'detalle',
      'monto',
      'nota',
      'region',
    ]);
    expect(rows.slice(1).map((row) => row[0])).toEqual([E[6], E[4], E[3], E[2], E[1]]);
    const [e6, e4, e3, , e1] = rows.slice(1);
    expect(e1).toEqual([
      E[1],
      1,
      'Completado con éxito',
      new Date('2026-01-01T10:00:00.000Z'),
      new Date('2026-01-02T15:30:00.000Z'),
      'Ana Torres',
      undefined,
      undefined,
      1200,
      undefined,
      'Norte',
    ]);
    expect(e3?.slice(2, 3)).toEqual(['Completado con errores']);
    // Text stays text in an XLSX: a value that looks like a formula is not one.
    expect(e3?.[9]).toBe('=SUM(A1:A9)');
    expect(e4?.slice(2, 8)).toEqual([
      'En proceso',
      new Date('2026-01-07T10:00:00.000Z'),
      undefined,
      'Ana Torres',
      'Revisar, "urgente"',
      '{"items":2}',
    ]);
    expect(e6?.[5]).toBeUndefined();
  });

  it('writes a CSV in UTF-8 with a BOM, labels in English, fields quoted and formulas defused', async () => {
    const response = await download('?format=csv', 'en-US,en;q=0.9');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="executions.csv"');
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csvLines(response.rawPayload.subarray(3).toString('utf8'));
    expect(lines).toEqual([
      'ID,Version,Status,Started,Finished,Started by,Open steps,detalle,monto,nota,region',
      `${E[6]},2,In process,2026-01-09T10:00:00.000Z,,,Aprobar compra,,10,,Sur`,
      `${E[4]},2,In process,2026-01-07T10:00:00.000Z,,Ana Torres,"Revisar, ""urgente""","{""items"":2}",,,Centro`,
      `${E[3]},2,Completed with errors,2026-01-05T10:00:00.000Z,2026-01-05T11:00:00.000Z,Ana Torres,,,50,'=SUM(A1:A9),Norte`,
      `${E[2]},2,In process,2026-01-03T10:00:00.000Z,,Bruno Díaz,Aprobar compra,,300,,Sur`,
      `${E[1]},1,Completed successfully,2026-01-01T10:00:00.000Z,2026-01-02T15:30:00.000Z,Ana Torres,,,1200,,Norte`,
    ]);
  });

  it('takes the list’s filters and shows a member only what their list shows', async () => {
    const norte = encodeURIComponent(JSON.stringify({ region: 'Norte' }));
    const filtered = await download(`?format=csv&status=Error&variables=${norte}`);
    expect(filtered.headers['x-total-count']).toBe('1');
    const lines = csvLines(filtered.rawPayload.subarray(3).toString('utf8'));
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([E[3]]);
    // Only the variables of the rows exported get a column.
    expect(lines[0]).toBe('ID,Versión,Estado,Inicio,Fin,Iniciada por,Pasos abiertos,monto,nota,region');

    const bruno = await download('?format=csv', 'es-MX', 'bruno@demo.faena.test');
    const brunoIds = csvLines(bruno.rawPayload.subarray(3).toString('utf8'))
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(brunoIds).toEqual([E[6], E[3], E[2], E[1]]);
  });

  it('says so in the headers and in a last row when the cap leaves executions out', async () => {
    EXPORT_SETTINGS.rowCap = 2;
    const response = await download('');
    expect(response.headers['x-total-count']).toBe('5');
    expect(response.headers['x-row-count']).toBe('2');
    expect(response.headers['x-row-cap']).toBe('2');
    const rows = await sheetRows(response.rawPayload);
    expect(rows.slice(1, 3).map((row) => row[0])).toEqual([E[6], E[4]]);
    expect(rows).toHaveLength(4);
    expect(rows[3]?.[0]).toMatch(/^Se exportaron las 2 ejecuciones más recientes de 5/);

    const csv = await download('?format=csv', 'en-US');
    const lines = csvLines(csv.rawPayload.subarray(3).toString('utf8'));
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe(
      'Exported the 2 most recent of 5 executions: a file holds at most 2 rows. Filter the list to export the rest.',
    );
  });

  it('writes only the headers when nothing matches, and refuses a bad filter before streaming', async () => {
    const empty = await download('?format=csv&status=Success&startedFrom=2027-01-01T00:00:00Z');
    expect(empty.headers['x-total-count']).toBe('0');
    expect(csvLines(empty.rawPayload.subarray(3).toString('utf8'))).toEqual([
      'ID,Versión,Estado,Inicio,Fin,Iniciada por,Pasos abiertos',
    ]);
    const bad = await download('?status=Nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await download('?format=pdf')).statusCode).toBe(400);
  });
});
