import { request as playwrightRequest } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  ANA,
  emulatorHost,
  expect,
  PASSWORD,
  signInWithPassword,
  tenantApi,
  tenantUrl,
  test,
} from './support';

/** RUT check digit (SPEC 5): digits from the right times 2..7; 11 − sum mod 11; 11 → 0, 10 → K. */
function rut(body: number): string {
  let sum = 0;
  let factor = 2;
  for (const digit of String(body).split('').reverse()) {
    sum += Number(digit) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  return `${body}-${'0123456789K'[(11 - (sum % 11)) % 11]}`;
}

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Personas');
  sheet.addRow(['Nombre', 'RUT', 'Correo']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function readXlsx(path: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** Ana's ID token from the Auth Emulator, for calling the API as she does. */
async function tokenOfAna(): Promise<string> {
  const api = await playwrightRequest.newContext();
  const organization = await (await api.get(...tenantApi('demo', '/api/organizations/current'))).json();
  const signedIn = await api.post(
    `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      data: {
        email: ANA.email,
        password: PASSWORD,
        returnSecureToken: true,
        tenantId: organization.firebase_tenant_id,
      },
    },
  );
  const token = (await signedIn.json()).idToken as string;
  await api.dispose();
  return token;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test('an administrator bulk loads people from an XLSX, sees the bad rows, follows the load across a reload and re-imports an export unchanged', async ({
  page,
}, testInfo) => {
  test.slow();
  // Each project (desktop, mobile) loads people of its own into the one server.
  const mobile = testInfo.project.name.includes('mobile');
  const base = mobile ? 30_000_000 : 40_000_000;
  const tag = mobile ? 'Cargamovil' : 'Cargaescritorio';
  const count = 900;
  const rows: unknown[][] = Array.from({ length: count }, (_, i) => [
    `${tag} ${i}`,
    rut(base + i),
    `p${base + i}@example.com`,
  ]);
  rows[4] = ['Rut Malo', `${base + 4}-X`, `malo${base}@example.com`];
  rows[9] = ['', rut(base + 9), `sin-nombre${base}@example.com`];

  await page.goto(tenantUrl('demo', '/login'));
  await signInWithPassword(page, ANA.email);
  await expect(page).toHaveURL(tenantUrl('demo', '/'));
  await page.goto(tenantUrl('demo', '/people-bulk-load/new'));
  await expect(page.getByRole('heading', { level: 1, name: 'Carga masiva de personas' })).toBeVisible();

  // The template downloads.
  const templateDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar plantilla' }).click();
  const template = await templateDownload;
  expect(template.suggestedFilename()).toBe('plantilla-personas.xlsx');
  expect((await readXlsx(await template.path()))[0]).toEqual([
    'Nombre',
    'Tipo de documento',
    'Número de documento',
    'Correo',
    'Teléfono',
    'Dirección',
    'Empresa',
    'Línea de negocio',
  ]);

  // Upload: the dry run lists the two bad rows by row and column, and writes nothing.
  await page.locator('input[type="file"]').setInputFiles({
    name: 'personas.xlsx',
    mimeType: XLSX,
    buffer: await xlsx(rows),
  });
  await page.getByRole('button', { name: 'Subir y revisar' }).click();
  await expect(page).toHaveURL(/\/people-bulk-load\/[0-9a-f-]{36}$/);
  const problems = page.getByRole('table', { name: 'Problemas por fila y columna' });
  await expect(problems.getByRole('row')).toHaveCount(3);
  await expect(problems.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('6');
  await expect(problems.getByRole('row').nth(1)).toContainText('RUT inválido');
  await expect(problems.getByRole('row').nth(2).getByRole('cell').first()).toHaveText('11');
  await expect(problems.getByRole('row').nth(2)).toContainText('Nombre');

  // The load runs in the background; a reload finds it where it is and it goes on to the end.
  await page.getByRole('button', { name: `Cargar ${count - 2} filas` }).click();
  await expect(
    page
      .getByRole('progressbar', { name: 'Avance de la carga' })
      .or(page.getByRole('heading', { name: 'Carga terminada' })),
  ).toBeVisible();
  const loadUrl = page.url();
  await page.reload();
  await expect(page).toHaveURL(loadUrl);
  await expect(
    page
      .getByRole('progressbar', { name: 'Avance de la carga' })
      .or(page.getByRole('heading', { name: 'Carga terminada' })),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Carga terminada' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(String(count - 2), { exact: true })).toBeVisible();

  // The error report has the two rows as they were, plus their errors.
  const errorsDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar errores' }).click();
  const report = await readXlsx(await (await errorsDownload).path());
  expect(report).toHaveLength(3);
  expect(report[0]).toEqual(['Nombre', 'RUT', 'Correo', 'Errores']);
  expect(report[1]?.[3]).toContain('RUT inválido');

  // The export of these people loads back with every row unchanged.
  const api = await playwrightRequest.newContext();
  const [url, options] = tenantApi('demo', `/api/persons/export.xlsx?search=${tag}`);
  const exported = await api.get(url, {
    headers: { ...options.headers, authorization: `Bearer ${await tokenOfAna()}` },
  });
  expect(exported.status()).toBe(200);
  const file = Buffer.from(await exported.body());
  await api.dispose();

  await page.goto(tenantUrl('demo', '/people-bulk-load/new'));
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'export.xlsx', mimeType: XLSX, buffer: file });
  await page.getByRole('button', { name: 'Subir y revisar' }).click();
  // Checking against stored people takes a while for hundreds of rows on a busy machine.
  await expect(page.getByText('Ninguna fila tiene problemas.')).toBeVisible({ timeout: 60_000 });
  const totals = page.locator('dl').first();
  await expect(totals.locator('div', { hasText: 'Sin cambios' }).locator('dd')).toHaveText(String(count - 2));
  await expect(totals.locator('div', { hasText: 'Nuevas' }).locator('dd')).toHaveText('0');
});
