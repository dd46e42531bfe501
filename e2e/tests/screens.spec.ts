import { type Page, request as playwrightRequest } from '@playwright/test';
import {
  ANA,
  apiAs,
  BRUNO,
  expect,
  expectNoAxeViolations,
  keepScreenshot,
  signedInPage,
  signInAs,
  tenantUrl,
  test,
  tokenOf,
  uniqueName,
} from './support';

// Working offline needs the service worker's copy of the app.
test.use({ serviceWorkers: 'allow' });

/**
 * The remaining SPEC screens: /links (an administrator adds a link, a worker opens it outside
 * the app without edit controls), /invite (behind its flag, on for this server), /sync (a
 * checklist submitted offline waits there and "Reintentar" sends it) and the placeholder screen.
 */

/** Moves the app to a path the way its own links do, without loading a page. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('an administrator adds a link that opens outside the app; a worker sees it without edit controls', async ({
  page,
  browser,
}) => {
  test.slow();
  const title = uniqueName('Intranet');
  await signInAs(page, ANA.email);
  await page.goto(tenantUrl('demo', '/links'));
  await expect(page.getByRole('heading', { name: 'Enlaces', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Agregar enlace' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo enlace' });
  await dialog.getByRole('textbox', { name: /Título/ }).fill(title);
  await dialog.getByRole('textbox', { name: /Dirección/ }).fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    dialog.getByText('La dirección debe ser un enlace completo que empiece con https:// o http://.'),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: /Dirección/ }).fill('https://intranet.example.com/inicio');
  await dialog.getByRole('textbox', { name: /Descripción/ }).fill('Noticias y trámites internos.');
  await dialog.getByRole('combobox', { name: /Ícono/ }).selectOption('globe');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('link', { name: `${title} (se abre fuera de la app, en una pestaña nueva)` });
  await expect(card).toHaveAttribute('href', 'https://intranet.example.com/inicio');
  await expect(card).toHaveAttribute('target', '_blank');
  await expect(card).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(card).toContainText('intranet.example.com');
  await expect(page.getByRole('button', { name: `Editar ${title}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await keepScreenshot(page, 'links-manager');

  const worker = await signedInPage(browser, BRUNO.email);
  await worker.goto(tenantUrl('demo', '/links'));
  await expect(worker.getByRole('link', { name: new RegExp(`^${title}`) })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(worker.getByRole('link', { name: /^Manual del empleado/ })).toBeVisible();
  await expect(worker.getByRole('button', { name: 'Agregar enlace' })).toHaveCount(0);
  await expect(
    worker.getByRole('button', { name: new RegExp(`^(Editar|Eliminar|Subir|Bajar) ${title}`) }),
  ).toHaveCount(0);
  await keepScreenshot(worker, 'links-worker');
  await worker.context().close();

  // Deleting it again, after confirming.
  await page.getByRole('button', { name: `Eliminar ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(card).toHaveCount(0);
});

test('an administrator invites a person from /invite', async ({ page }) => {
  test.slow();
  const email = `invitado-${test.info().project.name}-${Date.now()}@demo.faena.test`;
  await signInAs(page, ANA.email);
  await page.goto(tenantUrl('demo', '/invite'));
  await expect(page.getByRole('heading', { name: 'Invitar personas', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Nueva invitación' });
  await form.getByRole('textbox', { name: /Correo/ }).fill(email);
  await form.getByRole('textbox', { name: /Nombre/ }).fill('Persona Invitada');
  await form.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(page.getByRole('button', { name: `Copiar enlace de ${email}` })).toBeVisible();
  // Waiting to be accepted, with who sent it; sent again from the list.
  const pending = page.getByRole('region', { name: /^Pendientes de aceptar/ });
  await expect(pending.getByText(email)).toBeVisible();
  await pending.getByRole('button', { name: `Reenviar la invitación a ${email}` }).click();
  await expect(page.getByText(`Invitación reenviada a ${email}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await keepScreenshot(page, 'invite');

  const api = await playwrightRequest.newContext();
  const admin = apiAs(api, await tokenOf(ANA.email));
  const found = await admin.get(`/api/persons?search=${encodeURIComponent(email)}`);
  expect(found.status).toBe(200);
  expect((found.body.results as { email: string }[]).map((person) => person.email)).toContain(email);
  await api.dispose();
});

test('a checklist submitted offline waits on /sync and "Reintentar" sends it once online', async ({
  page,
  context,
}) => {
  test.slow();
  const title = uniqueName('Ronda de limpieza');
  const api = await playwrightRequest.newContext();
  const admin = apiAs(api, await tokenOf(ANA.email));
  const categories = await admin.get('/api/checklist-categories');
  const root = (categories.body.results as { id: string; parentId: string | null }[]).find(
    (category) => category.parentId === null,
  );
  const category = await admin.post('/api/checklist-categories', {
    name: uniqueName('Limpieza'),
    parentId: root?.id ?? null,
  });
  expect(category.status, JSON.stringify(category.body)).toBe(201);
  const created = await admin.post('/api/checklists', {
    categoryId: category.body.id,
    title,
    description: null,
    audienceId: null,
    scoring: false,
    definition: {
      id: 'limpieza',
      fields: [{ id: 'f-nota', name: 'nota', type: 'text', label: 'Observaciones', required: true }],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const checklistId = created.body.id as string;

  await signInAs(page, BRUNO.email);
  // Nothing waits on a fresh device.
  await page.goto(tenantUrl('demo', '/sync'));
  await expect(page.getByText('Todo está enviado')).toBeVisible();

  await page.goto(tenantUrl('demo', `/checklists/${checklistId}/execute`));
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  // Inside the app (offline, a page load would need the network): /sync once while online, so
  // its screen is loaded, and back.
  await navigateInApp(page, '/sync');
  await expect(page.getByText('Todo está enviado')).toBeVisible();
  await navigateInApp(page, `/checklists/${checklistId}/execute`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('textbox', { name: 'Observaciones' }).fill('Pasillos limpios');
  await page.getByRole('button', { name: 'Enviar checklist' }).click();
  await expect(page.getByRole('heading', { name: 'Pendiente de envío' })).toBeVisible();

  // The server stays out of reach after the connection is back, until the retry.
  await page.route('**/api/checklist-executions/**', (route) => route.abort('internetdisconnected'));
  await navigateInApp(page, '/sync');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('Checklist por enviar');
  await expect(row).toContainText('En espera de conexión');
  await expect(
    page.getByText('Sin conexión. Lo pendiente se enviará cuando vuelvas a estar en línea.'),
  ).toBeVisible();
  await keepScreenshot(page, 'sync-offline');

  await context.setOffline(false);
  await expect(page.getByText('Sin conexión. Lo pendiente se enviará')).toBeHidden();
  await expect(row).toBeVisible();
  const before = await admin.get(`/api/checklist-executions?checklistId=${checklistId}&status=submitted`);
  expect(before.body.count).toBe(0);

  await page.unroute('**/api/checklist-executions/**');
  await row.getByRole('button', { name: `Reintentar el envío de ${title}` }).click();
  await expect(page.getByText(`Se envió ${title}.`)).toBeVisible();
  await expect(page.getByText('Todo está enviado')).toBeVisible();
  const after = await admin.get(`/api/checklist-executions?checklistId=${checklistId}&status=submitted`);
  expect(after.body.count).toBe(1);
  await expectNoAxeViolations(page);
  await api.dispose();
});

test('the placeholder screen shows the title and id it was opened with', async ({ page }) => {
  await signInAs(page, BRUNO.email);
  await page.goto(tenantUrl('demo', `/lorem-ipsum/${encodeURIComponent('Guía <b>rápida</b>')}/42`));
  await expect(page.getByRole('heading', { name: 'Guía <b>rápida</b>', level: 1 })).toBeVisible();
  await expect(page.getByText('42', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
  await expectNoAxeViolations(page);
});
