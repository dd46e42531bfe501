import type { Locator, Page } from '@playwright/test';
import { ANA, expect, keepScreenshot, signInWithPassword, tenantUrl, test } from './support';

/** A name no other run or spec uses. */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function signInAsAna(page: Page) {
  await page.goto(tenantUrl('demo', '/login'));
  await signInWithPassword(page, ANA.email);
  await expect(page).toHaveURL(tenantUrl('demo', '/'));
}

/** The studio's save state (the toolbar's live region). */
const saveState = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^(Sin cambios|Cambios sin guardar|Guardando…|Guardado)$/ });

/** A shape of the diagram by its BPMN id. */
const shape = (page: Page, id: string) => page.locator(`.djs-element.djs-shape[data-element-id="${id}"]`);

/** Picks a context pad entry of the element selected on the canvas. */
const contextPad = (page: Page, action: string) =>
  page.locator(`.djs-context-pad .entry[data-action="${action}"]`);

/** The centre of an element on screen. */
async function centreOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Selects a shape by clicking where it is drawn (its hit area lies over its visual), until the
 * properties panel shows it.
 */
async function clickShape(page: Page, id: string) {
  await expect(async () => {
    const at = await centreOf(shape(page, id).locator('.djs-visual'));
    await page.mouse.click(at.x, at.y);
    await expect(page.getByText(`Identificador: ${id}`, { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

/** The id of the user task the palette created (the only one in the diagram). */
const userTaskId = (page: Page) =>
  page
    .locator(
      '.djs-element.djs-shape[data-element-id^="Activity_"], .djs-element.djs-shape[data-element-id^="UserTask_"]',
    )
    .first()
    .getAttribute('data-element-id');

test('an administrator names a new workflow type and its first draft opens in the studio', async ({
  page,
}) => {
  const name = unique('Permisos');
  await signInAsAna(page);
  await page.goto(tenantUrl('demo', '/workflows/create/configuration'));
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo workflow' })).toBeVisible();
  await page.getByRole('button', { name: 'Crear y diseñar' }).click();
  await expect(page.getByText('Escribe un nombre.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nombre' }).fill(name);
  await page.getByRole('combobox', { name: 'Icono' }).selectOption('wrench');
  await page.getByRole('button', { name: 'Crear y diseñar' }).click();
  await expect(page).toHaveURL(/\/workflows\/[0-9a-f-]{36}\/configuration$/);
  // The studio's heading (the diagram's breadcrumb may show the name too, once drawn).
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(page.getByText('Borrador', { exact: true })).toBeVisible();
  await expect(page.getByText('Versión 1', { exact: true })).toBeVisible();
  await expect(shape(page, 'StartEvent_1')).toBeVisible();
  await expect(shape(page, 'EndEvent_1')).toBeVisible();
  await expect(saveState(page)).toHaveText('Sin cambios');

  // Listed among every type, as a draft, for the administrator.
  await page.goto(tenantUrl('demo', '/workflows'));
  await expect(page.getByRole('link', { name: `Administrar ${name}` })).toBeVisible();
  await keepScreenshot(page, 'workflows-list');
});

test.describe('on a desktop, with a mouse on the canvas', () => {
  // The diagram is drawn with a pointer on a large screen: this journey runs at desktop size.
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('an administrator designs a workflow with a task form, publishes it, and a new version is a draft', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const name = unique('Viáticos');
    const taskName = 'Aprobar viático';
    await signInAsAna(page);

    // A new type from /workflows opens its first draft in the studio.
    await page.goto(tenantUrl('demo', '/workflows'));
    await expect(page.getByRole('heading', { level: 1, name: 'Flujos de trabajo' })).toBeVisible();
    await page.getByRole('button', { name: 'Nuevo tipo de workflow' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo tipo de workflow' });
    await dialog.getByRole('textbox', { name: 'Nombre' }).fill(name);
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await expect(page).toHaveURL(/\/workflows\/[0-9a-f-]{36}\/configuration$/);
    const typeId = /\/workflows\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
    await expect(page.getByText('Borrador', { exact: true })).toBeVisible();
    await expect(shape(page, 'StartEvent_1')).toBeVisible();

    // The end event goes (with its flow); a user task from the palette, linked from the start.
    await clickShape(page, 'EndEvent_1');
    await contextPad(page, 'delete').click();
    await expect(shape(page, 'EndEvent_1')).toHaveCount(0);
    const start = await centreOf(shape(page, 'StartEvent_1').locator('.djs-visual'));
    await page.locator('.djs-palette .entry[data-action="create.faena-UserTask"]').click();
    await page.mouse.move(start.x + 200, start.y + 40, { steps: 4 });
    await page.mouse.click(start.x + 250, start.y + 40);
    const taskId = await userTaskId(page);
    // The palette names a new user task by its kind and a generated suffix.
    expect(taskId).toMatch(/^(Activity|UserTask)_\w+$/);
    const task = shape(page, taskId!);
    // Linked from the start with the context pad's connect tool, dragged onto the task.
    await clickShape(page, 'StartEvent_1');
    const connect = contextPad(page, 'connect');
    await expect(connect).toBeVisible();
    const from = await centreOf(connect);
    const to = await centreOf(task.locator('.djs-visual'));
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x - 20, to.y, { steps: 8 });
    await page.mouse.move(to.x, to.y, { steps: 2 });
    await page.mouse.up();
    await expect(page.locator('.djs-element.djs-connection')).toHaveCount(1);
    // …and an end after it.
    await clickShape(page, taskId!);
    await contextPad(page, 'append.faena-SuccessEndEvent').click();
    await expect(page.locator('.djs-element.djs-connection')).toHaveCount(2);

    // The task's name in the properties panel; autosave keeps it.
    await clickShape(page, taskId!);
    await page.locator('[data-studio-field="name"]').fill(taskName);
    // The name reaches the diagram when the field is left.
    await page.locator('[data-studio-field="name"]').press('Tab');
    await expect(shape(page, taskId!)).toContainText(taskName);
    await expect(saveState(page)).toHaveText('Guardado', { timeout: 15_000 });

    // Its form, created in the panel with one text field.
    await page.getByRole('button', { name: 'Crear formulario' }).click();
    const builder = page.getByRole('dialog', { name: `Formulario de «${taskName}»` });
    await builder.getByRole('button', { name: 'Texto', exact: true }).click();
    await builder.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(builder).toBeHidden();
    await expect(page.getByText(/^Formulario vinculado: /)).toBeVisible();
    await expect(saveState(page)).toHaveText('Guardado', { timeout: 15_000 });
    await keepScreenshot(page, 'workflows-studio-draft', { fullPage: false });

    // The form on its own page: the field list names each field whole; a second field is saved.
    await page.getByRole('link', { name: 'Abrir en página completa' }).click();
    await expect(page).toHaveURL(/\/workflows\/[0-9a-f-]{36}\/form-builder\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Formulario / })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Formulario', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Número entero', exact: true }).click();
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByText('Formulario guardado.')).toBeVisible();
    const fields = page.getByRole('list', { name: 'Campos del formulario' });
    await expect(fields.getByRole('listitem')).toHaveCount(2);
    for (const item of await fields.getByRole('listitem').all()) {
      // A field's row is wide enough for its label, never cut to a letter.
      expect(await item.evaluate((node) => node.getBoundingClientRect().width)).toBeGreaterThan(160);
    }
    await keepScreenshot(page, 'workflows-form-builder', { fullPage: false });
    await page.getByRole('link', { name: 'Volver al estudio' }).click();
    await clickShape(page, taskId!);
    await expect(page.getByText(/^Formulario vinculado: /)).toBeVisible();

    // Publishing asks first; then the definition is read-only.
    await page.getByRole('button', { name: 'Guardar y publicar' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Guardar y publicar este workflow?' });
    await confirm.getByRole('button', { name: 'Publicar' }).click();
    await expect(
      page.getByText('No se puede editar un workflow publicado. Debes crear una nueva versión.'),
    ).toBeVisible();
    await expect(page.getByText('Publicado', { exact: true })).toBeVisible();
    await expect(page.locator('.djs-palette')).toHaveCount(0);

    // A published version's form is read on its page, never edited.
    await clickShape(page, taskId!);
    await expect(page.getByRole('button', { name: 'Editar formulario' })).toBeDisabled();
    await page.getByRole('link', { name: 'Ver formulario' }).click();
    await expect(page.getByRole('note')).toContainText('Esta versión está publicada');
    const preview = page.getByRole('form', { name: 'El formulario como se llena' });
    await expect(preview.getByRole('spinbutton')).toHaveAttribute('readonly', '');
    await expect(page.getByRole('button', { name: 'Guardar', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Volver al estudio' }).click();
    await expect(page.getByText('Publicado', { exact: true })).toBeVisible();

    // A new version is a draft again (version 2), editable.
    await page.getByRole('button', { name: 'Crear nueva versión' }).click();
    await expect(page.getByText('Borrador', { exact: true })).toBeVisible();
    await expect(page.getByText('Versión 2')).toBeVisible();
    await expect(page.locator('.djs-palette')).toBeVisible();

    // The administration lists both versions; the draft cannot be started.
    await page.goto(tenantUrl('demo', `/workflows/${typeId}/administration`));
    const versions = page.getByRole('list', { name: `Versiones de ${name}` });
    await expect(versions.getByRole('listitem')).toHaveCount(2);
    await expect(versions.getByRole('listitem').first()).toContainText('Borrador');
    await expect(versions.getByRole('listitem').last()).toContainText('Publicado');
    const draftHref = await versions
      .getByRole('link', { name: 'Abrir la versión 2 en el estudio' })
      .getAttribute('href');
    const draftId = new URL(draftHref!, page.url()).searchParams.get('definition');
    await page.goto(tenantUrl('demo', `/workflows/${typeId}/${draftId}/start-execution/StartEvent_1`));
    await expect(
      page.getByText('No se puede ejecutar un borrador de workflow. Debes publicarlo primero.'),
    ).toBeVisible();

    // A board over the published tasks: saved, then shown with its columns and counts.
    await page.goto(tenantUrl('demo', `/workflows/${typeId}/administration`));
    await page.getByRole('link', { name: 'Nuevo tablero' }).click();
    await expect(page).toHaveURL(/\/configuration\/kanban\/new$/);
    await page.getByRole('textbox', { name: 'Nombre del tablero' }).fill('Tablero de viáticos');
    await page.getByRole('button', { name: 'Agregar columna' }).click();
    await page.getByRole('checkbox', { name: taskName }).check();
    await page.getByRole('button', { name: 'Agregar columna' }).click();
    await page.getByRole('checkbox', { name: 'Completado exitosamente' }).last().check();
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page).toHaveURL(/\/configuration\/kanban\/[0-9a-f-]{36}$/);
    const board = page.getByRole('list', { name: 'Columnas del tablero' });
    await expect(board.getByRole('listitem').filter({ hasText: 'Columna 1' })).toContainText('0 ejecuciones');
    await expect(board.getByRole('listitem').filter({ hasText: 'Columna 2' })).toContainText('0 ejecuciones');
    await keepScreenshot(page, 'workflows-kanban');
  });
});

test('the seeded purchase board shows its columns with their counts', async ({ page }) => {
  await signInAsAna(page);
  const purchases = '0a5e7d1c-3b52-4c1e-9f0a-000000000101';
  await page.goto(tenantUrl('demo', `/workflows/${purchases}/administration`));
  await expect(page.getByRole('heading', { level: 2, name: 'Solicitudes de compra' })).toBeVisible();
  await page.getByRole('link', { name: 'Tablero de compras' }).click();
  const board = page.getByRole('list', { name: 'Columnas del tablero' });
  for (const column of ['Por solicitar', 'Por aprobar', 'Terminadas'])
    await expect(board.getByRole('listitem').filter({ hasText: column }).first()).toContainText(
      /\d+ ejecuci(ón|ones)/,
    );
  await keepScreenshot(page, 'workflows-seeded-board');
});
