/**
 * Workflow administration: types filtered by their start audience, versioned definitions (save
 * from a revision, publish after validation, never edit a published one, new versions), task
 * forms, kanban configurations and categories, and the demo seed they start from.
 */
import { parseBpmn, validate } from '@faena/workflow-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_HOST, DEMO_HOST, startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { bpmnDocument, eventAt, taskAt } from './empty-diagram.ts';
import { SEED_WORKFLOW_IDS, SEED_WORKFLOW_XML } from './seed.ts';

const ANA = 'ana@demo.faena.test';
const BRUNO = 'bruno@demo.faena.test';
const PUBLISHED_MESSAGE = 'No se puede editar un workflow publicado. Debes crear una nueva versión.';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  email = ANA,
  headers: Record<string, string> = {},
) {
  const token = await t.tokenOf(email, 'demo');
  return t.app.inject({
    method,
    url,
    headers: { host: DEMO_HOST, authorization: `Bearer ${token}`, ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** A process with one user task between start and end (`plain` draws a bpmn:Task instead). */
function withTask(options: { formId?: string; plain?: boolean } = {}) {
  const task = options.plain
    ? '<bpmn:task id="Task_1" name="Revisar" />'
    : `<bpmn:userTask id="Task_1" name="Revisar"${options.formId ? ` faena:formId="${options.formId}"` : ''} />`;
  return bpmnDocument({
    processId: 'Process_1',
    processXml: `<bpmn:startEvent id="StartEvent_1" />
    ${task}
    <bpmn:endEvent id="EndEvent_1" />
    <bpmn:sequenceFlow id="Flow_1" sourceRef="StartEvent_1" targetRef="Task_1" />
    <bpmn:sequenceFlow id="Flow_2" sourceRef="Task_1" targetRef="EndEvent_1" />`,
    layout: { StartEvent_1: eventAt(152, 102), Task_1: taskAt(240, 80), EndEvent_1: eventAt(402, 102) },
  });
}

const reviewForm = {
  id: 'form-revisar',
  description: 'Revisión',
  fields: [{ id: 'nota', name: 'nota', type: 'text', label: 'Nota', required: true }],
};

describe('the demo seed', () => {
  it('gives a member both published types of the category Operación', async () => {
    const response = await call('GET', '/api/workflow-types/mine', undefined, BRUNO);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: SEED_WORKFLOW_IDS.purchaseType,
        name: 'Solicitudes de compra',
        icon: 'cart',
        categoryId: SEED_WORKFLOW_IDS.category,
        description: null,
      },
      {
        id: SEED_WORKFLOW_IDS.maintenanceType,
        name: 'Mantenimiento',
        icon: 'wrench',
        categoryId: SEED_WORKFLOW_IDS.category,
        description: null,
      },
    ]);
    const categories = await call('GET', '/api/workflow-categories', undefined, BRUNO);
    expect(categories.json()).toEqual([{ id: SEED_WORKFLOW_IDS.category, name: 'Operación', position: 0 }]);
  });

  it('lists none for acme', async () => {
    const response = await t.getAs('/api/workflow-types/mine', 'carla@acme.faena.test', 'acme', ACME_HOST);
    expect(response.json()).toEqual([]);
  });

  it('publishes processes the engine accepts, with a public start and a saved audience', async () => {
    for (const xml of Object.values(SEED_WORKFLOW_XML)) {
      expect(validate(await parseBpmn(xml))).toEqual([]);
    }
    const purchase = await parseBpmn(SEED_WORKFLOW_XML.purchase);
    expect(purchase.nodes.find((node) => node.id === 'Inicio')?.public).toBe(true);
    expect(purchase.nodes.find((node) => node.id === 'Aprobar')?.savedAudience).toBe(
      SEED_WORKFLOW_IDS.approvers,
    );

    const definition = await call(
      'GET',
      `/api/workflow-definitions/${SEED_WORKFLOW_IDS.purchaseV1}`,
      undefined,
      BRUNO,
    );
    expect(definition.statusCode).toBe(200);
    expect(definition.json()).toMatchObject({
      version: 1,
      status: 'published',
      workflowTypeId: SEED_WORKFLOW_IDS.purchaseType,
    });
    const forms = await call(
      'GET',
      `/api/workflow-definitions/${SEED_WORKFLOW_IDS.purchaseV1}/forms`,
      undefined,
      BRUNO,
    );
    expect(forms.json()).toEqual([
      { id: 'form-aprobacion', description: 'Aprobación de la compra' },
      { id: 'form-solicitud', description: 'Solicitud de compra' },
    ]);
    const kanbans = await call(
      'GET',
      `/api/workflow-types/${SEED_WORKFLOW_IDS.purchaseType}/kanbans`,
      undefined,
      BRUNO,
    );
    expect(kanbans.json()).toEqual([
      {
        id: SEED_WORKFLOW_IDS.purchaseKanban,
        workflowTypeId: SEED_WORKFLOW_IDS.purchaseType,
        name: 'Tablero de compras',
        columns: [
          { id: 'por-solicitar', name: 'Por solicitar', userTasks: ['Solicitar'], statuses: [] },
          { id: 'por-aprobar', name: 'Por aprobar', userTasks: ['Aprobar'], statuses: [] },
          { id: 'terminadas', name: 'Terminadas', userTasks: [], statuses: ['Success', 'Error'] },
        ],
      },
    ]);
  });
});

describe('workflow types and their start audience', () => {
  let typeId: string;
  let draftId: string;

  it('creates a type whose version 1 is a valid draft', async () => {
    const created = await call('POST', '/api/workflow-types', {
      name: '  Compras mayores ',
      icon: 'cart',
      description: 'Sobre un millón',
      startAudienceId: SEED_WORKFLOW_IDS.approvers,
    });
    expect(created.statusCode).toBe(201);
    const detail = created.json();
    expect(detail).toMatchObject({
      name: 'Compras mayores',
      description: 'Sobre un millón',
      startAudienceId: SEED_WORKFLOW_IDS.approvers,
      publishedDefinitionId: null,
      canStart: false,
      canAdminister: true,
      definitions: [{ version: 1, status: 'draft', revision: 1, publishedAt: null }],
    });
    typeId = detail.id;
    draftId = detail.draftDefinitionId;
    const definition = await call('GET', `/api/workflow-definitions/${draftId}`);
    expect(validate(await parseBpmn(definition.json().xml))).toEqual([]);
  });

  it('shows it to administrators only until it is published, then to its start audience only', async () => {
    const listed = async (email: string) =>
      ((await call('GET', '/api/workflow-types/mine', undefined, email)).json() as { id: string }[]).map(
        (type) => type.id,
      );
    expect(await listed(ANA)).toContain(typeId);
    expect(await listed(BRUNO)).not.toContain(typeId);

    const draft = (await call('GET', `/api/workflow-definitions/${draftId}`)).json();
    const published = await call('POST', `/api/workflow-definitions/${draftId}/publish`, {
      xml: draft.xml,
      revision: draft.revision,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual({ revision: 2, status: 'published' });

    // Bruno is not among 'Aprobadores de compras'.
    expect(await listed(BRUNO)).not.toContain(typeId);
    expect((await call('GET', `/api/workflow-types/${typeId}`, undefined, BRUNO)).statusCode).toBe(404);
    expect((await call('GET', `/api/workflow-definitions/${draftId}`, undefined, BRUNO)).statusCode).toBe(
      404,
    );
    const forAna = await call('GET', `/api/workflow-types/${typeId}`);
    expect(forAna.json()).toMatchObject({
      canStart: true,
      publishedDefinitionId: draftId,
      draftDefinitionId: null,
    });

    // Without a start audience, every member may start it.
    const opened = await call('PATCH', `/api/workflow-types/${typeId}`, { startAudienceId: null });
    expect(opened.statusCode).toBe(200);
    expect(await listed(BRUNO)).toContain(typeId);
    expect((await call('GET', `/api/workflow-types/${typeId}`, undefined, BRUNO)).json()).toMatchObject({
      canStart: true,
      canAdminister: false,
    });
  });

  it('refuses administration without MANAGE_WORKFLOWS', async () => {
    expect((await call('POST', '/api/workflow-types', { name: 'X', icon: 'x' }, BRUNO)).statusCode).toBe(403);
    expect((await call('GET', '/api/workflow-types', undefined, BRUNO)).statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/workflow-definitions/${draftId}`, { xml: 'x', revision: 1 }, BRUNO))
        .statusCode,
    ).toBe(403);
  });

  it('lists every type with its newest and published version for administrators', async () => {
    const response = await call('GET', '/api/workflow-types');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual(
      expect.objectContaining({
        id: typeId,
        latestVersion: { id: draftId, version: 1, status: 'published' },
        publishedVersion: { id: draftId, version: 1 },
      }),
    );
  });

  it('refuses a start audience or a category that does not exist', async () => {
    const response = await call('POST', '/api/workflow-types', {
      name: 'Sin audiencia',
      icon: 'x',
      startAudienceId: '0a5e7d1c-3b52-4c1e-9f0a-00000000ffff',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ startAudienceId: 'La audiencia no existe.' });
  });

  it('deletes a type without executions', async () => {
    expect((await call('DELETE', `/api/workflow-types/${typeId}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/workflow-types/${typeId}`)).statusCode).toBe(404);
  });
});

describe('definitions: save, publish, versions', () => {
  let workflowId: string;

  beforeAll(async () => {
    const created = await call('POST', '/api/workflow-types', { name: 'Revisiones', icon: 'check' });
    workflowId = created.json().draftDefinitionId;
  });

  it('saves from the revision it started at; a stale one is a conflict carrying what is stored', async () => {
    const saved = await call('PUT', `/api/workflow-definitions/${workflowId}`, {
      xml: withTask(),
      revision: 1,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ revision: 2 });

    const stale = await call('PUT', `/api/workflow-definitions/${workflowId}`, {
      xml: withTask({ plain: true }),
      revision: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'WORKFLOW_REVISION_CONFLICT',
      current: { id: workflowId, revision: 2, status: 'draft', xml: withTask() },
    });
  });

  it('refuses XML that is not a process, naming why', async () => {
    const response = await call('PUT', `/api/workflow-definitions/${workflowId}`, {
      xml: '<nope',
      revision: 2,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_BPMN');
    expect(response.json().message).toMatch(/^El BPMN no es válido: .+/);
  });

  it('refuses to publish a process with problems, each with its element, in the request’s language', async () => {
    const plain = await call(
      'POST',
      `/api/workflow-definitions/${workflowId}/publish`,
      { xml: withTask({ plain: true }), revision: 2 },
      ANA,
      { 'accept-language': 'en-US' },
    );
    expect(plain.statusCode).toBe(422);
    expect(plain.json()).toMatchObject({
      code: 'WORKFLOW_INVALID',
      problems: [expect.objectContaining({ elementId: 'Task_1', code: 'plain_task' })],
    });

    const missingForm = await call('POST', `/api/workflow-definitions/${workflowId}/publish`, {
      xml: withTask({ formId: 'form-revisar' }),
      revision: 2,
    });
    expect(missingForm.statusCode).toBe(422);
    expect(missingForm.json().problems).toEqual([
      {
        elementId: 'Task_1',
        code: 'unknown_form',
        field: 'formId',
        message: 'El formulario "form-revisar" no existe en esta versión: créalo o elige otro.',
      },
    ]);
    // Nothing changed.
    expect((await call('GET', `/api/workflow-definitions/${workflowId}`)).json()).toMatchObject({
      revision: 2,
      status: 'draft',
    });
  });

  it('stores task forms checked by the form engine', async () => {
    const invalid = await call('POST', `/api/workflow-definitions/${workflowId}/forms`, {
      definition: { id: 'form-x', fields: [{ id: 'a', name: 'a', type: 'no-such-type' }] },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe('INVALID_FORM_DEFINITION');

    const created = await call('POST', `/api/workflow-definitions/${workflowId}/forms`, {
      definition: reviewForm,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ formId: 'form-revisar' });
    const again = await call('POST', `/api/workflow-definitions/${workflowId}/forms`, {
      definition: reviewForm,
    });
    expect(again.statusCode).toBe(409);

    const renamed = { ...reviewForm, description: 'Revisión final' };
    const saved = await call('PUT', `/api/workflow-definitions/${workflowId}/forms/form-revisar`, {
      definition: renamed,
    });
    expect(saved.statusCode).toBe(200);
    const read = await call('GET', `/api/workflow-definitions/${workflowId}/forms/form-revisar`);
    expect(read.json()).toMatchObject({ id: 'form-revisar', description: 'Revisión final' });
  });

  it('publishes a valid process; a published one is never edited again', async () => {
    const published = await call('POST', `/api/workflow-definitions/${workflowId}/publish`, {
      xml: withTask({ formId: 'form-revisar' }),
      revision: 2,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual({ revision: 3, status: 'published' });

    const save = await call('PUT', `/api/workflow-definitions/${workflowId}`, {
      xml: withTask(),
      revision: 3,
    });
    expect(save.statusCode).toBe(409);
    expect(save.json()).toMatchObject({ code: 'WORKFLOW_PUBLISHED', message: PUBLISHED_MESSAGE });
    const form = await call('PUT', `/api/workflow-definitions/${workflowId}/forms/form-revisar`, {
      definition: reviewForm,
    });
    expect(form.statusCode).toBe(409);
    expect(form.json().message).toBe(PUBLISHED_MESSAGE);
  });

  it('creates a new version as a draft copying the process and its forms', async () => {
    const created = await call('POST', `/api/workflow-definitions/${workflowId}/versions`);
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    expect(draft).toMatchObject({
      version: 2,
      status: 'draft',
      revision: 1,
      xml: withTask({ formId: 'form-revisar' }),
    });
    const forms = await call('GET', `/api/workflow-definitions/${draft.id}/forms`);
    expect(forms.json()).toEqual([{ id: 'form-revisar', description: 'Revisión final' }]);

    // The type has a draft already: that one is the answer.
    const again = await call('POST', `/api/workflow-definitions/${workflowId}/versions`);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(draft.id);
    // Only a published version is copied.
    expect((await call('POST', `/api/workflow-definitions/${draft.id}/versions`)).statusCode).toBe(409);
  });
});

describe('kanban configurations', () => {
  const board = `/api/workflow-types/${SEED_WORKFLOW_IDS.purchaseType}/kanbans`;

  it('refuses columns naming a user task the workflow does not have, or a status twice', async () => {
    const unknownTask = await call('POST', board, {
      name: 'Otro',
      columns: [{ id: 'a', name: 'A', userTasks: ['NoExiste'], statuses: [] }],
    });
    expect(unknownTask.statusCode).toBe(400);
    expect(unknownTask.json().fields.columns).toMatch(/NoExiste/);
    const twice = await call('POST', board, {
      name: 'Otro',
      columns: [
        { id: 'a', name: 'A', userTasks: [], statuses: ['Success'] },
        { id: 'b', name: 'B', userTasks: [], statuses: ['Success'] },
      ],
    });
    expect(twice.statusCode).toBe(400);
    const badStatus = await call('POST', board, {
      name: 'Otro',
      columns: [{ id: 'a', name: 'A', userTasks: [], statuses: ['Done'] }],
    });
    expect(badStatus.statusCode).toBe(400);
  });

  it('creates, reads, replaces and deletes a board (members read, administrators write)', async () => {
    const created = await call('POST', board, {
      name: 'Aprobaciones',
      columns: [{ id: 'a', name: ' Por aprobar ', userTasks: ['Aprobar'], statuses: ['InProcess'] }],
    });
    expect(created.statusCode).toBe(201);
    const kanban = created.json();
    expect(kanban.columns).toEqual([
      { id: 'a', name: 'Por aprobar', userTasks: ['Aprobar'], statuses: ['InProcess'] },
    ]);

    expect((await call('GET', `/api/workflow-kanbans/${kanban.id}`, undefined, BRUNO)).statusCode).toBe(200);
    expect(
      (await call('PUT', `/api/workflow-kanbans/${kanban.id}`, { name: 'X', columns: [] }, BRUNO)).statusCode,
    ).toBe(403);
    const saved = await call('PUT', `/api/workflow-kanbans/${kanban.id}`, {
      name: 'Aprobaciones y cierre',
      columns: [
        { id: 'a', name: 'Por aprobar', userTasks: ['Aprobar'], statuses: [] },
        { id: 'b', name: 'Cerradas', userTasks: [], statuses: ['Success', 'Error'] },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Aprobaciones y cierre',
      columns: [{ id: 'a' }, { id: 'b' }],
    });
    expect((await call('DELETE', `/api/workflow-kanbans/${kanban.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/workflow-kanbans/${kanban.id}`)).statusCode).toBe(404);
  });
});

describe('categories', () => {
  it('are created, renamed and deleted by administrators; their types stay without one', async () => {
    const created = await call('POST', '/api/workflow-categories', { name: 'Finanzas' });
    expect(created.statusCode).toBe(201);
    const category = created.json();
    expect(category).toMatchObject({ name: 'Finanzas', position: 1 });
    const type = (
      await call('POST', '/api/workflow-types', { name: 'Reembolsos', icon: 'cash', categoryId: category.id })
    ).json();
    expect(type.categoryId).toBe(category.id);

    const renamed = await call('PATCH', `/api/workflow-categories/${category.id}`, {
      name: 'Finanzas y pagos',
    });
    expect(renamed.json()).toEqual({ ...category, name: 'Finanzas y pagos' });
    expect((await call('POST', '/api/workflow-categories', { name: 'X' }, BRUNO)).statusCode).toBe(403);

    expect((await call('DELETE', `/api/workflow-categories/${category.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/workflow-types/${type.id}`)).json().categoryId).toBeNull();
    expect((await call('DELETE', `/api/workflow-categories/${category.id}`)).statusCode).toBe(404);
  });
});
