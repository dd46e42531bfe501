import { randomUUID } from 'node:crypto';
import { request as playwrightRequest } from '@playwright/test';
import {
  ANA,
  apiAs,
  BRUNO,
  expect,
  expectNoAxeViolations,
  keepScreenshot,
  projectPage,
  signInAs,
  tenantApi,
  tenantUrl,
  test,
  tokenOf,
  uniqueName,
} from './support';

/** A two-question scored checklist. */
const DEFINITION = {
  id: 'cierre',
  fields: [
    {
      id: 'f-luces',
      name: 'luces',
      type: 'boolean',
      label: '¿Luces apagadas?',
      required: true,
      scores: { yes: 10, no: 0 },
    },
    {
      id: 'f-alarma',
      name: 'alarma',
      type: 'boolean',
      label: '¿Alarma activada?',
      required: true,
      scores: { yes: 10, no: 0 },
      flagged_answer: false,
    },
  ],
};

test('a native report shows the checklist a worker completed; its public link opens signed out, is rotated and then disabled', async ({
  page,
  browser,
}) => {
  test.slow();
  const checklistTitle = uniqueName('Cierre de tienda');
  const reportTitle = uniqueName('Cierres de la semana');
  const api = await playwrightRequest.newContext();
  const admin = apiAs(api, await tokenOf(ANA.email));
  const worker = apiAs(api, await tokenOf(BRUNO.email));

  // A checklist, completed by the worker (its own journey covers filling it on a phone).
  const checklistCategories = await admin.get('/api/checklist-categories');
  const parent = (checklistCategories.body.results as { id: string; parentId: string | null }[])[0]!;
  const checklistCategory = await admin.post('/api/checklist-categories', {
    name: uniqueName('Cierres'),
    parentId: parent.id,
  });
  expect(checklistCategory.status, JSON.stringify(checklistCategory.body)).toBe(201);
  const checklist = await admin.post('/api/checklists', {
    categoryId: checklistCategory.body.id,
    title: checklistTitle,
    description: 'Al cerrar.',
    audienceId: null,
    scoring: true,
    definition: DEFINITION,
  });
  expect(checklist.status, JSON.stringify(checklist.body)).toBe(201);
  const submitted = await worker.put(`/api/checklist-executions/${randomUUID()}`, {
    checklistId: checklist.body.id,
    version: 1,
    answers: { luces: true, alarma: false },
    submit: true,
  });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);

  // The administrator makes a report category and a native report over that checklist.
  const category = await admin.post('/api/report-categories', { name: uniqueName('Operación') });
  expect(category.status, JSON.stringify(category.body)).toBe(201);
  await signInAs(page, ANA.email);
  await page.goto(tenantUrl('demo', `/reports/administration/create/${category.body.id}`));
  await page.getByRole('textbox', { name: /^Título/ }).fill(reportTitle);
  await page.getByRole('radio', { name: /Puntajes de checklists/ }).check();
  await page.getByLabel(/^Checklist/).selectOption({ label: checklistTitle });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Crear reporte' }).click();
  await expect(page).toHaveURL(new RegExp(`/reports/administration/${category.body.id}`));
  await expect(page.getByText(reportTitle).first()).toBeVisible();

  // Anyone in the organization finds it in the list; it shows the worker's execution.
  await page.goto(tenantUrl('demo', '/reports/list'));
  await page.getByRole('searchbox', { name: 'Buscar reportes' }).fill(reportTitle);
  await page.getByRole('link', { name: reportTitle }).click();
  await expect(page.getByRole('heading', { name: reportTitle })).toBeVisible();
  // Phones show the chart or the table, one at a time.
  if (test.info().project.name === 'mobile') await page.getByRole('button', { name: 'Tabla' }).click();
  const table = page.getByRole('table').filter({ hasText: checklistTitle });
  await expect(table).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: checklistTitle });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('50');
  await keepScreenshot(page, 'native-report');
  await expectNoAxeViolations(page);

  // Its public link: made in the administration, opened by someone signed out.
  await page.goto(tenantUrl('demo', `/reports/administration/${category.body.id}`));
  await page.getByRole('button', { name: `Enlace público de ${reportTitle}` }).click();
  const panel = page.getByRole('region', { name: `Enlace público de «${reportTitle}»` });
  await panel.getByRole('button', { name: 'Crear enlace público' }).click();
  const link = panel.getByRole('textbox', { name: 'Enlace' });
  await expect(link).toHaveValue(/\/reports\/[A-Za-z0-9_-]{43}$/);
  const firstUrl = await link.inputValue();

  const outsider = await projectPage(browser);
  await outsider.goto(firstUrl);
  await expect(outsider.getByRole('heading', { name: reportTitle })).toBeVisible();
  if (test.info().project.name === 'mobile') await outsider.getByRole('button', { name: 'Tabla' }).click();
  await expect(outsider.getByRole('table').filter({ hasText: checklistTitle })).toBeVisible();
  await keepScreenshot(outsider, 'public-report');
  await expectNoAxeViolations(outsider);

  // Rotated: the old address stops working at once, the new one works.
  await panel.getByRole('button', { name: 'Cambiar enlace' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cambiar enlace' }).click();
  await expect(link).not.toHaveValue(firstUrl);
  const secondUrl = await link.inputValue();
  await outsider.goto(firstUrl);
  await expect(outsider.getByRole('heading', { name: 'Este enlace no está disponible' })).toBeVisible();
  await expect(outsider.getByText(checklistTitle)).toHaveCount(0);
  await outsider.goto(secondUrl);
  await expect(outsider.getByRole('heading', { name: reportTitle })).toBeVisible();

  // Disabled: nothing answers there any more.
  await panel.getByRole('button', { name: 'Desactivar enlace' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Desactivar enlace' }).click();
  await expect(panel.getByText('Este reporte no tiene un enlace público activo.')).toBeVisible();
  await outsider.goto(secondUrl);
  await expect(outsider.getByRole('heading', { name: 'Este enlace no está disponible' })).toBeVisible();
  const token = new URL(secondUrl).pathname.split('/').pop()!;
  const answer = await api.get(...tenantApi('demo', `/api/public/reports/${token}`));
  expect(answer.status()).toBe(404);
  expect(await answer.text()).not.toContain(checklistTitle);

  await outsider.context().close();
  await api.dispose();
});
