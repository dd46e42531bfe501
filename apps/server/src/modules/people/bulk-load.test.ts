/**
 * The people bulk load: an XLSX read as a stream, checked without writing (dry run), loaded row
 * by row in the background (resumable), its errors downloadable; and the export, which loads
 * back unchanged.
 */
import { rutCheckDigit } from '@faena/contract/identity-documents';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOST, startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { RUNNER_SETTINGS, resumeStalledLoads, runLoad } from './bulk-load-runner.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.tokenOf('ana@demo.faena.test', 'demo');
});
afterAll(() => t?.close());

const rut = (body: number) => `${body}-${rutCheckDigit(String(body))}`;
const HEADERS = ['Nombre', 'RUT', 'Correo', 'Teléfono'];

async function xlsx(build: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  build(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const sheetOf = (rows: unknown[][], headers = HEADERS) =>
  xlsx((workbook) => {
    const sheet = workbook.addWorksheet('Personas');
    sheet.addRow(headers);
    for (const row of rows) sheet.addRow(row);
  });

const request = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { host: DEMO_HOST, authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });

const upload = (file: Buffer, name = 'personas.xlsx') =>
  t.app.inject({
    method: 'POST',
    url: `/api/bulk-loads?file_name=${encodeURIComponent(name)}`,
    headers: {
      host: DEMO_HOST,
      authorization: `Bearer ${token}`,
      'content-type': 'application/octet-stream',
    },
    payload: file,
  });

async function finished(loadId: string) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const load = (await request('GET', `/api/bulk-loads/${loadId}`)).json();
    if (load.status !== 'loading') return load;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the load never finished');
}

async function readXlsx(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('the template', () => {
  it('has the headers, an example row that loads, and a notes sheet', async () => {
    const response = await request('GET', '/api/bulk-loads/template.xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Personas', 'Notas']);
    expect((await readXlsx(response.rawPayload))[0]).toEqual([
      'Nombre',
      'Tipo de documento',
      'Número de documento',
      'Correo',
      'Teléfono',
      'Dirección',
      'Empresa',
      'Línea de negocio',
    ]);
    const load = (await upload(response.rawPayload)).json();
    expect(load.check).toEqual({ create: 1, update: 0, unchanged: 0, error: 0 });
    expect(load.notes).toEqual([expect.stringContaining('no se leyeron: Notas')]);
  });
});

describe('a file with two bad rows', () => {
  let loadId: string;

  it('is read with the mapping proposed and checked without writing: problems by row and column', async () => {
    const before = (await t.getAs('/api/persons?limit=1')).json().count;
    const file = await sheetOf([
      ['Carla Rojas', rut(11111111), 'carla@example.com', '+56 9 1111 1111'],
      ['Diego Soto', '11111112-0', 'diego@example.com', ''],
      ['Elena Vera', rut(22222222), 'elena@example.com', ''],
      ['Elena Vera bis', rut(22222222), 'elena.bis@example.com', ''],
      ['Fabián Ortiz', rut(33333333), '', ''],
    ]);
    const response = await upload(file);
    expect(response.statusCode).toBe(201);
    const load = response.json();
    loadId = load.id;
    expect(load).toMatchObject({
      status: 'checked',
      headers: HEADERS,
      mapping: { Nombre: 'name', RUT: 'document', Correo: 'email', Teléfono: 'phone' },
      total_rows: 5,
      check: { create: 3, update: 0, unchanged: 0, error: 2 },
    });
    expect(load.problems).toEqual([
      { row: 3, column: 'RUT', value: '11111112-0', message: 'RUT inválido' },
      {
        row: 5,
        column: 'RUT',
        value: rut(22222222),
        message: 'Documento repetido: ya está en la fila 4 del archivo.',
      },
    ]);
    const errors = (await request('GET', `/api/bulk-loads/${loadId}/rows?outcome=error`)).json();
    expect(errors.count).toBe(2);
    expect((await t.getAs('/api/persons?limit=1')).json().count).toBe(before);
  });

  it('loads the other rows in the background, and the error report has the two rows as they were', async () => {
    const started = await request('POST', `/api/bulk-loads/${loadId}/start`);
    expect(started.statusCode).toBe(200);
    const load = await finished(loadId);
    expect(load).toMatchObject({
      status: 'done',
      done_rows: 5,
      error_rows: 2,
      outcomes: { pending: 0, created: 3, updated: 0, unchanged: 0, error: 2 },
    });
    expect((await t.getAs('/api/persons?search=carla')).json().count).toBe(1);
    expect((await t.getAs('/api/persons?search=diego')).json().count).toBe(0);

    const report = await request('GET', `/api/bulk-loads/${loadId}/errors.xlsx`);
    expect(report.statusCode).toBe(200);
    expect(await readXlsx(report.rawPayload)).toEqual([
      [...HEADERS, 'Errores'],
      ['Diego Soto', '11111112-0', 'diego@example.com', undefined, 'RUT: RUT inválido'],
      [
        'Elena Vera bis',
        rut(22222222),
        'elena.bis@example.com',
        undefined,
        'RUT: Documento repetido: ya está en la fila 4 del archivo.',
      ],
    ]);
    expect((await request('POST', `/api/bulk-loads/${loadId}/start`)).statusCode).toBe(409);
  });
});

describe('cells as Excel keeps them', () => {
  it('reads cached formula results, dates, numbers typed as document numbers; only the first sheet', async () => {
    const file = await xlsx((workbook) => {
      const sheet = workbook.addWorksheet('Personas');
      sheet.addRow(['Nombre', 'Tipo de documento', 'Documento', 'Dirección', 'Ingreso']);
      sheet.addRow([
        { formula: '"Gina"&" Paz"', result: 'Gina Paz' },
        'DNI',
        45678912,
        'Calle 1',
        new Date(Date.UTC(2024, 2, 15)),
      ]);
      sheet.addRow([{ formula: 'A2&"x"' }, 'DNI', 45678913, 'Calle 2', null]);
      workbook.addWorksheet('Otra').addRow(['ignorada']);
    });
    const load = (await upload(file)).json();
    expect(load.notes).toEqual([expect.stringContaining('no se leyeron: Otra')]);
    expect(load.check).toEqual({ create: 1, update: 0, unchanged: 0, error: 1 });
    expect(load.mapping).toEqual({
      Nombre: 'name',
      'Tipo de documento': 'document_type',
      Documento: 'document',
      Dirección: 'address',
    });
    const rows = (await request('GET', `/api/bulk-loads/${load.id}/rows`)).json();
    expect(rows.results[0].cells).toEqual({
      Nombre: 'Gina Paz',
      'Tipo de documento': 'DNI',
      Documento: '45678912',
      Dirección: 'Calle 1',
      Ingreso: '2024-03-15',
    });
    expect(rows.results[1].problems).toEqual([{ column: 'Nombre', message: 'Fórmula sin valor calculado' }]);
  });

  it('refuses merged cells, naming the ranges', async () => {
    const file = await xlsx((workbook) => {
      const sheet = workbook.addWorksheet('Personas');
      sheet.addRow(HEADERS);
      sheet.addRow(['Hugo', rut(44444444), '', '']);
      sheet.addRow(['Inés', rut(55555555), '', '']);
      sheet.mergeCells('C2:D3');
    });
    const response = await upload(file);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'XLSX_MERGED_CELLS',
      message: expect.stringContaining('C2:D3'),
    });
  });

  it('refuses a zip bomb before reading it, and what is no spreadsheet', async () => {
    const bomb = await xlsx((workbook) => {
      const sheet = workbook.addWorksheet('Personas');
      sheet.addRow(HEADERS);
      sheet.addRow(['A'.repeat(8 * 1024 * 1024), rut(66666666), '', '']);
    });
    expect(bomb.length).toBeLessThan(200 * 1024);
    const response = await upload(bomb);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('XLSX_TOO_LARGE');

    const notXlsx = await upload(Buffer.from('Nombre,RUT\nAna,1-9\n'));
    expect(notXlsx.statusCode).toBe(400);
    expect(notXlsx.json().code).toBe('XLSX_UNREADABLE');
  });

  it('lets the person change the mapping, and checks again', async () => {
    const file = await sheetOf(
      [['Julia Mora', rut(77777777), 'no-es-correo', '']],
      ['Nombre', 'RUT', 'Notas', 'Teléfono'],
    );
    const load = (await upload(file)).json();
    expect(load.mapping).toEqual({ Nombre: 'name', RUT: 'document', Teléfono: 'phone' });
    const remapped = await request('PUT', `/api/bulk-loads/${load.id}/mapping`, {
      mapping: { Nombre: 'name', RUT: 'document', Notas: 'email' },
    });
    expect(remapped.statusCode).toBe(200);
    expect(remapped.json().problems).toEqual([
      { row: 2, column: 'Notas', value: 'no-es-correo', message: 'Email inválido' },
    ]);
  });
});

describe('a load whose worker stops', () => {
  it('is resumed by another worker once the lease expires, from its first pending row, no row twice', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => [
      `Persona ${i}`,
      rut(60000000 + i),
      `p${i}@example.com`,
      '',
    ]);
    const load = (await upload(await sheetOf(rows))).json();
    const loadBatch = RUNNER_SETTINGS.loadBatch;
    RUNNER_SETTINGS.loadBatch = 10;
    try {
      await t.database.privileged.execute(
        sql`UPDATE bulk_loads SET status = 'loading' WHERE id = ${load.id}`,
      );
      // The worker stops after one batch (as a crash would), keeping its lease.
      expect(await runLoad(t.database, 'demo', load.id, { stopAfterBatches: 1 })).toBe(false);
      expect((await request('GET', `/api/bulk-loads/${load.id}`)).json()).toMatchObject({
        status: 'loading',
        done_rows: 10,
      });
      // While the lease holds, nobody else takes the load.
      expect(await runLoad(t.database, 'demo', load.id)).toBe(false);
      await t.database.privileged.execute(
        sql`UPDATE bulk_loads SET locked_until = now() - interval '1 second' WHERE id = ${load.id}`,
      );
      expect(await resumeStalledLoads(t.database)).toBe(1);
    } finally {
      RUNNER_SETTINGS.loadBatch = loadBatch;
    }
    expect(await finished(load.id)).toMatchObject({
      status: 'done',
      done_rows: 30,
      outcomes: { created: 30, pending: 0, error: 0 },
    });
    const history = await t.database.privileged.execute(
      sql`SELECT count(*)::int AS n, count(DISTINCT person_id)::int AS people FROM person_history
          WHERE source = ${`bulk-load:${load.id}`}`,
    );
    expect((history as unknown as { rows: unknown[] }).rows[0]).toEqual({ n: 30, people: 30 });
  });
});

describe('the export', () => {
  it('streams the filtered people with the template’s columns, and loads back unchanged', async () => {
    const exported = await request('GET', '/api/persons/export.xlsx?document_type=CL_CI');
    expect(exported.statusCode).toBe(200);
    const rows = await readXlsx(exported.rawPayload);
    expect(rows[0]).toEqual([
      'Nombre',
      'Tipo de documento',
      'Número de documento',
      'Correo',
      'Teléfono',
      'Dirección',
      'Empresa',
      'Línea de negocio',
    ]);
    expect(rows.length - 1).toBe(33);
    expect(rows).toContainEqual(['Carla Rojas', 'RUT', rut(11111111), 'carla@example.com', '+56911111111']);

    const load = (await upload(exported.rawPayload, 'export.xlsx')).json();
    expect(load.check).toEqual({ create: 0, update: 0, unchanged: 33, error: 0 });
    await request('POST', `/api/bulk-loads/${load.id}/start`);
    expect((await finished(load.id)).outcomes).toMatchObject({
      unchanged: 33,
      created: 0,
      updated: 0,
      error: 0,
    });
  });

  it('needs MANAGE_PEOPLE, as the list does', async () => {
    expect((await t.getAs('/api/persons/export.xlsx', 'bruno@demo.faena.test')).statusCode).toBe(403);
    expect((await t.getAs('/api/bulk-loads/template.xlsx', 'bruno@demo.faena.test')).statusCode).toBe(403);
  });
});
