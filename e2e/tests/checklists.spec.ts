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
} from './support';

// Working offline needs the service worker's copy of the app.
test.use({ serviceWorkers: 'allow' });

const QUESTIONS = {
  door: '¿La puerta abre sin forzarla?',
  lights: '¿Las luces encienden?',
  till: '¿La caja cuadra?',
  note: 'Observaciones',
  photo: 'Foto de la entrada',
};

/** A 1×1 PNG: what the phone's camera hands over, as far as the server's checks go. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A scored opening checklist: three yes/no questions worth 10 each ("No" at the door is flagged),
 * an optional photo from the camera and a note.
 */
function definitionOf(withLights = true) {
  return {
    id: 'apertura',
    fields: [
      { id: 'f-entrada', name: 'entrada', type: 'display_text', text: '## Entrada' },
      {
        id: 'f-puerta',
        name: 'puerta',
        type: 'boolean',
        label: QUESTIONS.door,
        required: true,
        scores: { yes: 10, no: 0 },
        flagged_answer: false,
      },
      ...(withLights
        ? [
            {
              id: 'f-luces',
              name: 'luces',
              type: 'boolean',
              label: QUESTIONS.lights,
              required: true,
              scores: { yes: 10, no: 0 },
            },
          ]
        : []),
      { id: 'f-foto', name: 'foto', type: 'image', label: QUESTIONS.photo, source: 'camera' },
      { id: 'f-caja-titulo', name: 'caja_titulo', type: 'display_text', text: '## Caja' },
      {
        id: 'f-caja',
        name: 'caja',
        type: 'boolean',
        label: QUESTIONS.till,
        required: true,
        scores: { yes: 10, no: 0 },
      },
      { id: 'f-nota', name: 'nota', type: 'text', label: QUESTIONS.note, required: true },
    ],
  };
}

/** A category to put the journey's template in: below an existing root one, or at the root. */
async function categoryFor(api: ReturnType<typeof apiAs>, name: string): Promise<string> {
  const listed = await api.get('/api/checklist-categories');
  expect(listed.status).toBe(200);
  const root = (listed.body.results as { id: string; parentId: string | null }[]).find(
    (category) => category.parentId === null,
  );
  const created = await api.post('/api/checklist-categories', { name, parentId: root?.id ?? null });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as string;
}

const question = (page: Page, label: string) => page.getByRole('group', { name: label });

async function answer(page: Page, label: string, choice: 'Sí' | 'No') {
  const radio = question(page, label).getByRole('radio', { name: choice });
  await radio.check();
  await expect(radio).toBeChecked();
}

test('a worker runs a scored checklist, offline at the end: it is sent once when back online and the supervisor sees the score and the flag, also after the template changes', async ({
  page,
  context,
  browser,
}) => {
  test.slow();
  const project = test.info().project.name;
  const title = `Apertura de tienda ${project} ${Date.now()}`;
  const api = await playwrightRequest.newContext();
  const admin = apiAs(api, await tokenOf(ANA.email));

  // The template, made through the API (its administration has its own journey).
  const categoryId = await categoryFor(admin, `Tiendas ${project} ${Date.now()}`);
  const created = await admin.post('/api/checklists', {
    categoryId,
    title,
    description: 'Antes de abrir al público.',
    audienceId: null,
    scoring: true,
    definition: definitionOf(),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const checklistId = created.body.id as string;

  // Bruno finds it by name and starts it.
  await signInAs(page, BRUNO.email);
  await page.goto(tenantUrl('demo', '/checklists'));
  await page.getByRole('searchbox', { name: 'Buscar checklists' }).fill(title);
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('5 preguntas');
  await expect(row).toContainText('Con puntaje');
  await keepScreenshot(page, 'checklists-search');
  await row.getByRole('link', { name: `Ejecutar ${title}` }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  // Half of it, then a reload: the answers are still there.
  await answer(page, QUESTIONS.lights, 'Sí');
  await page.getByRole('textbox', { name: QUESTIONS.note }).fill('Todo en orden salvo la puerta');
  await expect(page.getByText('Guardado en este dispositivo')).toBeVisible();
  await expect(page.getByText('Puntaje 10/30 · 33.3 %')).toBeVisible();
  await page.reload();
  await expect(page.getByText(/Continúas el borrador empezado el/)).toBeVisible();
  await expect(question(page, QUESTIONS.lights).getByRole('radio', { name: 'Sí' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: QUESTIONS.note })).toHaveValue(
    'Todo en orden salvo la puerta',
  );

  // The connection drops; the rest is answered, a flagged "No" included, and sent.
  await context.setOffline(true);
  await answer(page, QUESTIONS.door, 'No');
  await answer(page, QUESTIONS.till, 'Sí');
  // The photo, taken offline, stays on the phone until the submit can upload it.
  await page
    .locator('[data-field-name="foto"] input[type="file"][data-source="camera"]')
    .setInputFiles({ name: 'entrada.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(page.getByRole('img', { name: 'entrada.png' })).toBeVisible();
  await expect(page.getByRole('button', { name: /1 marcada/ })).toBeVisible();
  await expect(page.getByText('Puntaje 20/30 · 66.7 %')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Avance' })).toHaveAttribute(
    'aria-valuetext',
    '5 de 5 respondidas',
  );
  await keepScreenshot(page, 'checklist-filled', { fullPage: false });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Enviar checklist' }).click();
  await expect(page.getByRole('heading', { name: 'Pendiente de envío' })).toBeVisible();
  await keepScreenshot(page, 'checklist-pending', { fullPage: false });

  // Nothing reached the server meanwhile.
  const before = await admin.get(`/api/checklist-executions?checklistId=${checklistId}&status=submitted`);
  expect(before.body.count).toBe(0);

  // Back online: it goes by itself, once, and the worker lands on the execution.
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/checklists\/executions\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const executionId = new URL(page.url()).pathname.split('/').pop()!;
  const after = await admin.get(`/api/checklist-executions?checklistId=${checklistId}`);
  expect(after.body.count).toBe(1);
  expect(after.body.results[0]).toMatchObject({
    id: executionId,
    status: 'submitted',
    score: 20,
    maxScore: 30,
    flaggedCount: 1,
  });

  // The supervisor opens it: the score and the flagged answer.
  const supervisor = await signedInPage(browser, ANA.email);
  await supervisor.goto(tenantUrl('demo', `/checklists/executions/${executionId}`));
  await expect(supervisor.getByRole('heading', { name: title })).toBeVisible();
  await expect(supervisor.getByText('20 de 30').first()).toBeVisible();
  await expect(supervisor.getByRole('button', { name: `Ir a «${QUESTIONS.door}»` })).toBeVisible();
  await expectNoAxeViolations(supervisor);
  await keepScreenshot(supervisor, 'checklist-execution');
  // The printable report lists every answer, the flagged one marked.
  await supervisor.goto(tenantUrl('demo', `/checklists/executions_detail/${executionId}`));
  const report = supervisor.getByRole('list', { name: 'Respuestas' });
  await expect(report.locator('[data-question="puerta"]')).toHaveAttribute('data-flagged', 'true');
  await expectNoAxeViolations(supervisor);
  await keepScreenshot(supervisor, 'checklist-report');
  // The history finds it among the executions with flagged answers.
  await supervisor.goto(tenantUrl('demo', `/checklists/executions?flagged=true&checklist=${checklistId}`));
  await expect(supervisor.getByText('1 ejecución')).toBeVisible();
  await expect(
    supervisor.getByRole('link', { name: `Abrir la ejecución de ${title} de Bruno Díaz` }),
  ).toBeVisible();
  await expectNoAxeViolations(supervisor);
  await keepScreenshot(supervisor, 'checklist-history');
  await supervisor.goto(tenantUrl('demo', `/checklists/executions/${executionId}`));

  // The template loses a question; the execution still shows it with its answer.
  const edited = await admin.put(`/api/checklists/${checklistId}`, {
    categoryId,
    title,
    description: 'Antes de abrir al público.',
    audienceId: null,
    scoring: true,
    definition: definitionOf(false),
  });
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  expect(edited.body.version).toBe(2);
  await supervisor.reload();
  await expect(supervisor.getByText(QUESTIONS.lights).first()).toBeVisible();
  const stored = await admin.get(`/api/checklist-executions/${executionId}`);
  expect(stored.body.version).toBe(1);
  expect(stored.body.answers).toMatchObject({ luces: true, puerta: false, caja: true });
  // The photo went up once the phone was back online: the answer is its stored link.
  expect(stored.body.answers.foto).toMatch(/^\/api\/filepond\/[0-9a-f-]{36}\/download$/);
  await supervisor.context().close();
  await api.dispose();
});

test('an administrator builds a scored checklist with a photo question and a flagged answer; a worker finds it', async ({
  page,
  browser,
}) => {
  test.slow();
  const title = `Cámara fría ${test.info().project.name} ${Date.now()}`;
  const fridge = '¿La cámara fría está a 4 °C o menos?';
  const photo = 'Foto del termómetro';
  const foodSafety = '5eed0c1e-7a11-4c1e-8b00-000000000003';

  await signInAs(page, ANA.email);
  await page.goto(tenantUrl('demo', `/checklist-administration/${foodSafety}`));
  await expect(page.getByRole('heading', { name: 'Administración de checklists', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Nuevo checklist' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/checklists/create/${foodSafety}$`));

  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await page.getByRole('switch', { name: 'Calcular puntaje' }).click();
  const config = page.getByRole('region', { name: /^Configuración del campo/ });

  // A yes/no worth 10 points whose "No" flags the question.
  await page.getByRole('button', { name: 'Sí / No', exact: true }).click();
  await config.getByRole('textbox', { name: 'Etiqueta' }).fill(fridge);
  await config.getByRole('spinbutton', { name: 'Puntos por Sí' }).fill('10');
  await config.getByRole('spinbutton', { name: 'Puntos por No' }).fill('0');
  await config.getByRole('combobox', { name: 'Respuesta marcada' }).selectOption('no');

  // A photo taken with the camera.
  await page.getByRole('button', { name: 'Imagen', exact: true }).click();
  await config.getByRole('textbox', { name: 'Etiqueta' }).fill(photo);
  await config.getByRole('combobox', { name: 'Origen de la imagen' }).selectOption('camera');

  await page.getByRole('button', { name: 'Guardar checklist' }).click();
  await expect(page.getByText(`Se creó «${title}».`)).toBeVisible();
  await keepScreenshot(page, 'checklist-editor', { fullPage: false });

  // Stored as built: the points, the flagged answer and the camera.
  const api = await playwrightRequest.newContext();
  const admin = apiAs(api, await tokenOf(ANA.email));
  const listed = await admin.get(`/api/checklists?categoryId=${foodSafety}`);
  const summary = (listed.body.results as { id: string; title: string }[]).find(
    (item) => item.title === title,
  );
  expect(summary).toBeDefined();
  const stored = await admin.get(`/api/checklists/${summary!.id}`);
  expect(stored.body).toMatchObject({ scoring: true, version: 1, questionCount: 2 });
  expect(stored.body.definition.fields).toEqual([
    expect.objectContaining({
      type: 'boolean',
      label: fridge,
      scores: { yes: 10, no: 0 },
      flagged_answer: false,
    }),
    expect.objectContaining({ type: 'image', label: photo, source: 'camera' }),
  ]);

  // The category lists it, scored, with its two questions.
  await page.goto(tenantUrl('demo', `/checklist-administration/${foodSafety}`));
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('2 preguntas');
  await expect(row).toContainText('Con puntaje');
  await expectNoAxeViolations(page);

  // A worker finds it among what they may run, and its screen asks the two questions.
  const worker = await signedInPage(browser, BRUNO.email);
  await worker.goto(tenantUrl('demo', '/checklists'));
  await worker.getByRole('searchbox', { name: 'Buscar checklists' }).fill(title);
  await worker
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('link', { name: `Ejecutar ${title}` })
    .click();
  await expect(worker.getByRole('group', { name: fridge })).toBeVisible();
  await expect(worker.getByText(photo).first()).toBeVisible();
  await expectNoAxeViolations(worker);
  await worker.context().close();
  await api.dispose();
});
