import { crc32, deflateSync } from 'node:zlib';
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import {
  ANA,
  apiAs,
  BRUNO,
  expect,
  keepScreenshot,
  signInAs,
  tenantApi,
  tenantUrl,
  test,
  tokenOf,
  uniqueName,
} from './support';

/** The server's refusal of a file whose bytes are not an allowed type (platform/files/upload-errors.ts). */
const TYPE_NOT_ALLOWED = 'Este tipo de archivo no está permitido.';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of `width`×`height` pixels in one colour, as a phone's gallery would hand it over. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG's size from its header; null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || bytes.subarray(1, 4).toString('ascii') !== 'PNG') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** An HTML page with a script, named like a picture: what the server must never store as one. */
const FAKE_PNG = {
  name: 'mostrador.png',
  mimeType: 'image/png',
  buffer: Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n'),
};

/** What `/api/filepond/{id}/download` hands a signed-in member of demo. */
async function download(api: APIRequestContext, link: string, token: string) {
  const [url, options] = tenantApi('demo', link);
  const response = await api.get(url, { headers: { ...options.headers, authorization: `Bearer ${token}` } });
  return { status: response.status(), type: response.headers()['content-type'], body: await response.body() };
}

/** A checklist with one photo question, made by Ana through the API in a category of its own. */
async function photoChecklist(
  admin: ReturnType<typeof apiAs>,
  label: string,
): Promise<{ id: string; title: string }> {
  const categories = await admin.get('/api/checklist-categories');
  expect(categories.status).toBe(200);
  const root = (categories.body.results as { id: string; parentId: string | null }[]).find(
    (category) => category.parentId === null,
  );
  const category = await admin.post('/api/checklist-categories', {
    name: uniqueName('Fotos'),
    parentId: root?.id ?? null,
  });
  expect(category.status, JSON.stringify(category.body)).toBe(201);
  const title = uniqueName('Foto del mostrador');
  const created = await admin.post('/api/checklists', {
    categoryId: category.body.id,
    title,
    description: 'Una foto del mostrador al abrir.',
    audienceId: null,
    scoring: false,
    definition: {
      id: 'foto-mostrador',
      fields: [{ id: 'f-foto', name: 'foto', type: 'image', label, source: 'gallery', required: true }],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { id: created.body.id as string, title };
}

/** Bruno finds the checklist by its title and opens it to fill in. */
async function startChecklist(page: Page, title: string) {
  await page.goto(tenantUrl('demo', '/checklists'));
  await page.getByRole('searchbox', { name: 'Buscar checklists' }).fill(title);
  await page
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('link', { name: `Ejecutar ${title}` })
    .click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
}

const photoInput = (page: Page) =>
  page.locator('[data-field-name="foto"] input[type="file"][data-source="gallery"]');

test('a worker sends a checklist with a photo; the photo downloads afterwards, from the execution and the API', async ({
  page,
}) => {
  test.slow();
  const api = await playwrightRequest.newContext();
  const admin = apiAs(api, await tokenOf(ANA.email));
  const label = 'Foto del mostrador';
  const { title } = await photoChecklist(admin, label);
  const photo = png(3, 2, [200, 40, 40]);

  await signInAs(page, BRUNO.email);
  await startChecklist(page, title);
  await photoInput(page).setInputFiles({ name: 'mostrador.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByRole('img', { name: 'mostrador.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar checklist' }).click();
  await expect(page).toHaveURL(/\/checklists\/executions\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const executionId = new URL(page.url()).pathname.split('/').pop()!;

  // The execution shows the picture the server kept, loaded by the browser through its link.
  const shown = page.locator(`img[alt="${label}"], img[src*="filepond"]`).first();
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(3);
  await keepScreenshot(page, 'uploads-checklist-photo');
  // An <img> sends no token: the picture is shown through a signed link of its upload.
  const src = (await shown.getAttribute('src')) ?? '';
  expect(src).toMatch(/\/api\/filepond\/[0-9a-f-]{36}\/download\?exp=\d+&sig=[\w-]+$/);
  const signed = new URL(src, page.url());
  const followed = await api.get(...tenantApi('demo', `${signed.pathname}${signed.search}`));
  expect(followed.status()).toBe(200);
  expect(pngSize(await followed.body())).toEqual({ width: 3, height: 2 });

  // The answer is the upload's link; the worker downloads the same picture with his session.
  const stored = await admin.get(`/api/checklist-executions/${executionId}`);
  expect(stored.status).toBe(200);
  const link = stored.body.answers.foto as string;
  expect(link).toMatch(/^\/api\/filepond\/[0-9a-f-]{36}\/download$/);
  const downloaded = await download(api, link, await tokenOf(BRUNO.email));
  expect(downloaded.status).toBe(200);
  expect(downloaded.type).toBe('image/png');
  // The server may re-encode a picture to drop its metadata: the same image, not always the same bytes.
  expect(pngSize(downloaded.body)).toEqual({ width: 3, height: 2 });
  await api.dispose();
});

test('a worker attaches a file to a workflow task; after completing it the file downloads as sent', async ({
  page,
}) => {
  test.slow();
  const api = await playwrightRequest.newContext();
  const admin = apiAs(api, await tokenOf(ANA.email));

  // A workflow of one task whose form asks for a file, published by Ana through the API.
  const typeName = uniqueName('Evidencias');
  const type = await admin.post('/api/workflow-types', { name: typeName, icon: 'wrench' });
  expect(type.status, JSON.stringify(type.body)).toBe(201);
  const draftId = type.body.draftDefinitionId as string;
  const form = await admin.put(`/api/workflow-definitions/${draftId}/forms/form-evidencia`, {
    definition: {
      id: 'form-evidencia',
      description: 'Evidencia del trabajo',
      fields: [
        { id: 'nota', name: 'nota', type: 'text', label: 'Nota', required: true },
        { id: 'evidencia', name: 'evidencia', type: 'files', label: 'Evidencia', required: true },
      ],
    },
  });
  expect(form.status, JSON.stringify(form.body)).toBe(200);
  const draft = await admin.get(`/api/workflow-definitions/${draftId}`);
  expect(draft.status).toBe(200);
  const published = await admin.post(`/api/workflow-definitions/${draftId}/publish`, {
    revision: draft.body.revision,
    xml: `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI"
  xmlns:dc="http://www.omg.org/spec/DD/20100524/DC"
  xmlns:di="http://www.omg.org/spec/DD/20100524/DI"
  xmlns:faena="http://faena.app/schema/bpmn"
  id="Definitions_evidencia" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="Process_evidencia" name="Evidencias" isExecutable="true">
    <bpmn:startEvent id="Inicio" name="Inicio" />
    <bpmn:userTask id="Evidencia" name="Subir evidencia" faena:formId="form-evidencia" />
    <bpmn:endEvent id="Fin" name="Fin" />
    <bpmn:sequenceFlow id="Flow_inicio" sourceRef="Inicio" targetRef="Evidencia" />
    <bpmn:sequenceFlow id="Flow_fin" sourceRef="Evidencia" targetRef="Fin" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_evidencia">
    <bpmndi:BPMNPlane id="Plane_evidencia" bpmnElement="Process_evidencia">
      <bpmndi:BPMNShape id="Inicio_di" bpmnElement="Inicio"><dc:Bounds x="152" y="102" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Evidencia_di" bpmnElement="Evidencia"><dc:Bounds x="240" y="80" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Fin_di" bpmnElement="Fin"><dc:Bounds x="402" y="102" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_inicio_di" bpmnElement="Flow_inicio"><di:waypoint x="188" y="120" /><di:waypoint x="240" y="120" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_fin_di" bpmnElement="Flow_fin"><di:waypoint x="340" y="120" /><di:waypoint x="402" y="120" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`,
  });
  expect(published.status, JSON.stringify(published.body)).toBe(200);

  // Bruno starts it and fills the task: a note and a file.
  await signInAs(page, BRUNO.email);
  await page.goto(tenantUrl('demo', `/workflows/${type.body.id}/dispatch-action`));
  const pending = page.getByRole('list', { name: 'Tareas pendientes' });
  const task = page.getByRole('form', { name: 'Formulario de Subir evidencia' });
  // The task's form loads after the execution's page: slow on a busy machine.
  await expect(pending.or(task)).toBeVisible({ timeout: 30_000 });
  if (await pending.isVisible()) await page.getByRole('button', { name: 'Iniciar nuevo' }).click();
  await expect(task).toBeVisible({ timeout: 30_000 });
  const executionPath = /\/workflows\/[^/]+\/executions\/[^/]+\/([^/?#]+)$/;
  await expect(page).toHaveURL(executionPath);
  const executionId = executionPath.exec(new URL(page.url()).pathname)![1]!;

  const contents = Buffer.from(`Bitácora de mantenimiento ${typeName}\nFiltro cambiado, presión correcta.\n`);
  await task.getByLabel('Nota').fill('Cambio de filtro');
  const fileInput = task.locator('input[type="file"][name="evidencia"]');
  // A page named like a picture is refused at once and listed as failed, until dismissed.
  await fileInput.setInputFiles(FAKE_PNG);
  await expect(
    task
      .getByRole('alert')
      .filter({ hasText: 'No se pudo subir mostrador.png: Este tipo de archivo no está permitido' }),
  ).toBeVisible();
  await task.getByRole('button', { name: 'Quitar mostrador.png' }).click();
  await expect(task.getByText('mostrador.png')).toHaveCount(0);
  await fileInput.setInputFiles({ name: 'bitacora.txt', mimeType: 'text/plain', buffer: contents });
  // Uploaded: listed by its name, with nothing left in flight.
  await expect(task.getByText('bitacora.txt')).toBeVisible();
  await expect(task.getByText(/^Subiendo /)).toHaveCount(0);
  await keepScreenshot(page, 'uploads-workflow-file', { fullPage: false });
  await task.getByRole('button', { name: 'Completar tarea' }).click();
  await expect(page.getByRole('form', { name: 'Formulario de Subir evidencia' })).toHaveCount(0);

  // The execution lists the response: its file is a link the browser opens without a session.
  const answer = page.getByRole('article', { name: 'Respuesta de Subir evidencia' });
  const fileLink = answer.getByRole('link', { name: 'bitacora.txt' });
  await expect(fileLink).toHaveAttribute('href', /\/api\/filepond\/[0-9a-f-]{36}\/download\?.*sig=/);
  await keepScreenshot(page, 'uploads-workflow-response');
  const signed = new URL((await fileLink.getAttribute('href'))!, page.url());
  const opened = await api.get(...tenantApi('demo', `${signed.pathname}${signed.search}`));
  expect(opened.status()).toBe(200);
  expect((await opened.body()).equals(contents)).toBe(true);

  // The task's response keeps the file's link; the worker downloads exactly the bytes he sent.
  const worker = apiAs(api, await tokenOf(BRUNO.email));
  await expect
    .poll(
      async () => (await worker.get(`/api/workflow-executions/${executionId}`)).body?.responses?.length ?? 0,
    )
    .toBeGreaterThan(0);
  const execution = await worker.get(`/api/workflow-executions/${executionId}`);
  const response = (execution.body.responses as { response: Record<string, unknown> }[]).find(
    (entry) => 'evidencia' in entry.response,
  );
  expect(response, JSON.stringify(execution.body.responses)).toBeDefined();
  const links = response!.response.evidencia as string[];
  expect(links).toHaveLength(1);
  expect(links[0]).toMatch(/^\/api\/filepond\/[0-9a-f-]{36}\/download$/);
  const downloaded = await download(api, links[0]!, await tokenOf(BRUNO.email));
  expect(downloaded.status).toBe(200);
  expect(downloaded.body.equals(contents)).toBe(true);
  await api.dispose();
});

test('an HTML page renamed .png is refused: the worker reads the server’s reason and nothing is sent', async ({
  page,
  cspViolations,
}) => {
  test.slow();
  const api = await playwrightRequest.newContext();
  const admin = apiAs(api, await tokenOf(ANA.email));
  const { id: checklistId, title } = await photoChecklist(admin, 'Foto del mostrador');

  await signInAs(page, BRUNO.email);
  await startChecklist(page, title);
  await photoInput(page).setInputFiles(FAKE_PNG);
  await page.getByRole('button', { name: 'Enviar checklist' }).click();

  // The server refuses the picture for good: no waiting for a connection that would not help;
  // the form is back, with the server's reason on the photo's question, to replace it.
  await expect(page.getByText(TYPE_NOT_ALLOWED).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pendiente de envío' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Enviar checklist' })).toBeVisible();
  await keepScreenshot(page, 'uploads-refused', { fullPage: false });

  // The preview of the refused file (a blob: URL holding HTML) makes Chromium report a
  // connect-src violation for `blob` (no fetch of the app's names it; the cause is not
  // established): that one only is let through, any other still fails the test.
  for (const violation of cspViolations.take()) {
    expect(violation).toMatchObject({ directive: 'connect-src', blocked: 'blob' });
  }

  // Nothing reached the checklist's executions.
  const listed = await admin.get(`/api/checklist-executions?checklistId=${checklistId}`);
  expect(listed.status).toBe(200);
  expect(listed.body.count).toBe(0);
  await api.dispose();
});
