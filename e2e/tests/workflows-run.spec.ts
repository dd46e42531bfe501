import type { Browser, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  ANA,
  BRUNO,
  expect,
  expectNoAxeViolations,
  keepScreenshot,
  signInWithPassword,
  tenantApi,
  tenantUrl,
  test,
} from './support';

/** The seeded workflows of demo (apps/server/src/modules/workflows/seed.ts). */
const PURCHASE = {
  type: '0a5e7d1c-3b52-4c1e-9f0a-000000000101',
  name: 'Solicitudes de compra',
  definition: '0a5e7d1c-3b52-4c1e-9f0a-000000000501',
  kanban: '0a5e7d1c-3b52-4c1e-9f0a-000000000601',
};
const MAINTENANCE = {
  type: '0a5e7d1c-3b52-4c1e-9f0a-000000000102',
  definition: '0a5e7d1c-3b52-4c1e-9f0a-000000000502',
  name: 'Mantenimiento',
};

const isMobile = () => test.info().project.name === 'mobile';
const FORM_ERROR = 'El formulario tiene errores. Por favor, revisa los campos marcados en rojo.';
const EXECUTION_URL = /\/workflows\/[^/]+\/executions\/([^/]+)\/([^/?#]+)$/;

async function signIn(page: Page, email: string) {
  await page.goto(tenantUrl('demo', '/sign-in'));
  await signInWithPassword(page, email);
  await expect(page.getByRole('heading', { name: /^Hola, / })).toBeVisible();
}

/** A second person in a browser of their own (same viewport as the project). */
async function secondPerson(browser: Browser, email: string): Promise<Page> {
  const project = test.info().project.use;
  const context = await browser.newContext({
    viewport: project.viewport ?? null,
    isMobile: project.isMobile,
    hasTouch: project.hasTouch,
    locale: 'es-MX',
  });
  const page = await context.newPage();
  // Signed in with the inbox loaded and the live stream open (new notifications arrive by it).
  const inbox = page.waitForResponse((response) => /\/api\/notifications\?/.test(response.url()));
  const stream = page.waitForResponse(
    (response) => response.url().endsWith('/api/notifications/devices/sse') && response.status() === 200,
  );
  await signIn(page, email);
  await inbox;
  await stream;
  return page;
}

/** The bell (desktop: the dropdown's button; mobile: the top bar's link). */
const bell = (page: Page) =>
  page.getByRole(isMobile() ? 'link' : 'button', { name: /^Notificaciones(, .* sin leer)?$/ });

/** The unread total the bell announces ('Notificaciones, 3 sin leer'; 99+ reads as 99). */
async function unreadOf(page: Page): Promise<number> {
  const snapshot = await bell(page).ariaSnapshot();
  return Number(/(\d+)\+? sin leer/.exec(snapshot)?.[1] ?? '0');
}

/** The execution page's ids (definition, execution) from its URL. */
function executionIds(page: Page): { workflowId: string; executionId: string } {
  const match = EXECUTION_URL.exec(new URL(page.url()).pathname);
  expect(match, page.url()).not.toBeNull();
  return { workflowId: match![1]!, executionId: match![2]! };
}

/** Opens a workflow type's tab: the bottom bar (through "more" when it is full) on a phone. */
async function openWorkflowTab(page: Page, type: { type: string; name: string }) {
  if (!isMobile()) {
    await page.goto(tenantUrl('demo', `/workflows/${type.type}/dispatch-action`));
    return;
  }
  const bar = page.getByRole('navigation', { name: 'Navegación principal' });
  const direct = bar.getByRole('link', { name: type.name });
  if ((await direct.count()) === 0) {
    await bar.getByRole('button', { name: 'Más secciones' }).click();
    await page
      .getByRole('dialog', { name: 'Todas las secciones' })
      .getByRole('link', { name: type.name })
      .click();
  } else {
    await direct.click();
  }
}

/** From the dispatch screen: straight to a new execution, or past the pending tasks with "start new". */
async function startFromDispatch(page: Page) {
  const pending = page.getByRole('list', { name: 'Tareas pendientes' });
  const form = page.getByRole('form', { name: /^Formulario de / });
  await expect(pending.or(form)).toBeVisible();
  if (await pending.isVisible()) await page.getByRole('button', { name: 'Iniciar nuevo' }).click();
  await expect(form).toBeVisible();
}

test('a purchase request goes from a worker to its approver, ends successfully and is listed, exported and on the board', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const descripcion = `Sillas ergonómicas ${test.info().project.name}-${Date.now()}`;

  // Ana watches her bell while Bruno files the request.
  const ana = await secondPerson(browser, ANA.email);
  await expect(bell(ana)).toBeVisible();
  const unreadBefore = await unreadOf(ana);

  await signIn(page, BRUNO.email);
  await openWorkflowTab(page, PURCHASE);
  await startFromDispatch(page);
  await expect(page).toHaveURL(EXECUTION_URL);
  const form = page.getByRole('form', { name: 'Formulario de Solicitar' });

  // A required field left empty: the form says so and points at it.
  await form.getByLabel('Monto').fill('1250');
  await form.getByRole('button', { name: 'Completar tarea' }).click();
  await expect(form.getByText(FORM_ERROR)).toBeVisible();
  await expect(form.getByLabel('Descripción')).toBeFocused();
  await keepScreenshot(page, 'workflow-task-form-error');

  await form.getByLabel('Descripción').fill(descripcion);
  await form.getByRole('button', { name: 'Completar tarea' }).click();
  await expect(page.getByText('Esperando a: Aprobar')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Formulario de Solicitar' })).toHaveCount(0);
  const { executionId } = executionIds(page);
  const executionPath = new URL(page.url()).pathname;

  // Ana's approval task reaches her bell without a reload.
  await expect.poll(() => unreadOf(ana)).toBeGreaterThan(Math.min(unreadBefore, 98));
  if (isMobile()) {
    await bell(ana).click();
    await expect(ana.getByRole('heading', { name: 'Notificaciones', level: 1 })).toBeVisible();
    await expect(ana.getByText('Aprobar').first()).toBeVisible();
  } else {
    await bell(ana).click();
    await expect(
      ana
        .getByRole('menu')
        .getByRole('menuitem', { name: /Aprobar/ })
        .first(),
    ).toBeVisible();
    await ana.keyboard.press('Escape');
  }

  await ana.goto(tenantUrl('demo', executionPath));
  const approval = ana.getByRole('form', { name: 'Formulario de Aprobar' });
  await expect(approval).toBeVisible();
  // Bruno's answers, read-only.
  const answered = ana.getByRole('article', { name: 'Respuesta de Solicitar' });
  await expect(answered.getByLabel('Descripción')).toHaveValue(descripcion);
  await expect(answered.getByLabel('Descripción')).not.toBeEditable();
  await approval.getByRole('radiogroup', { name: '¿Aprobada?' }).getByRole('radio', { name: 'Sí' }).check();
  await approval.getByRole('button', { name: 'Completar tarea' }).click();

  // Completed: the status, the steps and the diagram with where the execution went.
  await expect(ana.getByText('Completado con éxito').first()).toBeVisible();
  const steps = ana.getByRole('list', { name: 'Pasos de la ejecución' }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(1)).toContainText('Solicitar');
  await expect(steps.nth(2)).toContainText('Aprobar');
  await expect(steps.nth(3)).toContainText('Fin');
  if (isMobile()) await ana.getByRole('button', { name: 'Ver diagrama' }).click();
  const viewer = ana.locator('section[data-state="ready"]');
  await expect(viewer).toBeVisible({ timeout: 20_000 });
  await expect(ana.locator('[data-execution-badge="count"]').first()).toBeVisible();
  await expectNoAxeViolations(ana);
  await keepScreenshot(ana, 'workflow-execution-completed');

  // The executions list filtered by status, and its export checked row by row.
  await ana.goto(tenantUrl('demo', `/workflows/${PURCHASE.type}/executions`));
  await expect(ana.getByRole('list', { name: 'Ejecuciones' })).toBeVisible();
  await ana.getByRole('button', { name: 'Filtros', exact: true }).click();
  const filters = ana.getByRole('form', { name: 'Filtros' });
  await filters.getByRole('checkbox', { name: 'Completado con éxito' }).check();
  await filters.getByRole('button', { name: 'Aplicar' }).click();
  await expect(ana).toHaveURL(/status=Success/);
  const list = ana.getByRole('list', { name: 'Ejecuciones' });
  await expect(list.locator(`[data-execution-id="${executionId}"]`)).toBeVisible();
  while (await ana.getByRole('button', { name: 'Cargar más' }).isVisible())
    await ana.getByRole('button', { name: 'Cargar más' }).click();
  const rows = await list.locator('[data-execution-id]').evaluateAll((items) =>
    items.map((item) => ({
      id: (item as HTMLElement).dataset.executionId ?? '',
      text: item.textContent ?? '',
    })),
  );
  const listed = rows.map((row) => row.id);
  for (const row of rows) expect(row.text).toContain('Completado con éxito');
  await expectNoAxeViolations(ana);
  await keepScreenshot(ana, 'workflow-executions-filtered');

  const download = ana.waitForEvent('download');
  await ana.getByRole('button', { name: 'Exportar' }).click();
  await ana.getByRole('menuitem', { name: 'Excel (XLSX)' }).click();
  const file = await (await download).path();
  await expect(ana.getByText(`Exportación lista: ${listed.length} filas`)).toBeVisible();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const column = (pattern: RegExp) => header.findIndex((name) => pattern.test(name)) + 1;
  const [idColumn, statusColumn, starterColumn] = [
    column(/^id$/i),
    column(/^estado$/i),
    column(/^iniciada por$/i),
  ];
  expect([idColumn, statusColumn, starterColumn]).not.toContain(0);
  // Row by row what the list shows: the same executions in the same order, status and starter.
  const exported: string[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const id = String(row.getCell(idColumn).value);
    exported.push(id);
    const shown = rows.find((candidate) => candidate.id === id)?.text ?? '';
    expect(shown).toContain(String(row.getCell(starterColumn).value));
    // Soft: a wrong word is reported and the rest of the journey still runs.
    expect(String(row.getCell(statusColumn).value)).toBe('Completado con éxito');
  });
  expect(exported).toEqual(listed);
  expect(exported).toContain(executionId);

  // The board shows it among the finished ones.
  await ana.goto(tenantUrl('demo', `/workflows/${PURCHASE.type}/configuration/kanban/${PURCHASE.kanban}`));
  const finished = ana.getByRole('listitem', { name: 'Terminadas' });
  await expect(finished.locator(`a[href$="${executionId}"]`)).toBeVisible();
  await expect(
    ana.getByRole('listitem', { name: 'Por aprobar' }).locator(`a[href$="${executionId}"]`),
  ).toHaveCount(0);
  await ana.context().close();
});

test('a review left undone expires when its time limit passes', async ({ page }) => {
  await signIn(page, BRUNO.email);
  await openWorkflowTab(page, MAINTENANCE);
  await startFromDispatch(page);
  await expect(page.getByRole('form', { name: 'Formulario de Revisar equipo' })).toBeVisible();
  const steps = page.getByRole('list', { name: 'Pasos de la ejecución' }).getByRole('listitem');
  await expect(steps.filter({ hasText: 'Revisar equipo' })).toContainText('En curso');
  const { executionId } = executionIds(page);
  const executionPath = new URL(page.url()).pathname;

  // The open review waits in the type's overview and in the tab's pending tasks.
  await page.goto(tenantUrl('demo', `/workflows/${MAINTENANCE.type}/${MAINTENANCE.definition}`));
  await expect(page.getByRole('heading', { name: MAINTENANCE.name, level: 1 })).toBeVisible();
  const pending = page.getByRole('list', { name: 'Tareas pendientes' });
  await expect(pending.locator(`a[href$="${executionId}"]`)).toContainText('Revisar equipo');
  await expect(
    page.getByRole('list', { name: 'Ejecuciones' }).locator(`[data-execution-id="${executionId}"]`),
  ).toContainText('En proceso');
  await expectNoAxeViolations(page);
  await keepScreenshot(page, 'workflow-type-overview');
  await openWorkflowTab(page, MAINTENANCE);
  await expect(pending.locator(`a[href$="${executionId}"]`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar nuevo' })).toBeVisible();
  await expectNoAxeViolations(page);
  await keepScreenshot(page, 'workflow-dispatch-pending');
  await pending.locator(`a[href$="${executionId}"]`).click();
  await expect(page).toHaveURL(tenantUrl('demo', executionPath));

  // Two hours later on the workflow clock (a test-only route of the server under test).
  const [url, init] = tenantApi('demo', '/api/test/clock');
  const moved = await page.request.post(url, { ...init, data: { advanceMs: 2 * 3600 * 1000 } });
  expect(moved.status()).toBe(200);

  await page.reload();
  await expect(page.getByRole('form', { name: 'Formulario de Revisar equipo' })).toHaveCount(0);
  await expect(steps.filter({ hasText: 'Revisar equipo' })).toContainText('Vencida');
  await keepScreenshot(page, 'workflow-task-expired');
});

test('anyone with the link files a purchase request through its public start, without signing in', async ({
  page,
}) => {
  const descripcion = `Toner público ${test.info().project.name}-${Date.now()}`;
  await page.goto(
    tenantUrl('demo', `/public/workflows/${PURCHASE.type}/${PURCHASE.definition}/start-execution/Inicio`),
  );
  await expect(page.getByRole('heading', { name: PURCHASE.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Demo Faena' })).toBeVisible();
  const form = page.getByRole('form', { name: `Formulario de ${PURCHASE.name}` });
  await form.getByLabel('Monto').fill('80');
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByText(FORM_ERROR)).toBeVisible();
  await form.getByLabel('Descripción').fill(descripcion);
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Solicitud enviada')).toBeVisible();
  await expectNoAxeViolations(page);
  await keepScreenshot(page, 'workflow-public-start-sent');

  // A start that is not public is not offered.
  await page.goto(
    tenantUrl(
      'demo',
      `/public/workflows/${MAINTENANCE.type}/${MAINTENANCE.definition}/start-execution/Inicio`,
    ),
  );
  await expect(page.getByRole('heading', { name: 'Este formulario no está disponible.' })).toBeVisible();
});
