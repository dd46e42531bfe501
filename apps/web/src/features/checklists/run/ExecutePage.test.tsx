// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { client, configureApiClient } from '@faena/api-client';
import type { FormDefinition } from '@faena/form-engine/core';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addNamespaces, type Namespace } from '@/platform/i18n';
import { initI18n, renderWithProviders } from '@/test/render';
import { checklists } from '../i18n';
import { closeDrafts, listDrafts } from './drafts';
import ExecutePage from './ExecutePage';

vi.mock('./device', () => ({
  downloadLink: (uploadId: string) => `/api/filepond/${uploadId}/download`,
  useDeviceOwner: () => ({ owner: 'demo/bruno', personId: 'bruno' }),
  useUploadToServer: () => null,
}));

const CHECKLIST_ID = '11111111-1111-4111-8111-111111111111';

const definition: FormDefinition = {
  id: 'apertura',
  fields: [
    { id: 'f0', name: 'intro', type: 'display_text', text: '## Entrada' },
    {
      id: 'f1',
      name: 'puerta',
      type: 'boolean',
      label: '¿La puerta abre?',
      required: true,
      scores: { yes: 10, no: 0 },
      flagged_answer: false,
    },
    {
      id: 'f2',
      name: 'luces',
      type: 'boolean',
      label: '¿Las luces encienden?',
      required: true,
      scores: { yes: 10, no: 0 },
    },
    { id: 'f3', name: 'caja', type: 'display_text', text: '## Caja' },
    { id: 'f4', name: 'nota', type: 'text', label: 'Nota', required: true },
  ],
} as FormDefinition;

const checklist = {
  id: CHECKLIST_ID,
  categoryId: '22222222-2222-4222-8222-222222222222',
  title: 'Apertura de tienda',
  description: 'Antes de abrir al público.',
  audienceId: null,
  scoring: true,
  version: 3,
  questionCount: 3,
  updatedAt: '2026-11-20T10:00:00.000Z',
  definition,
  versions: [],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Sent {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}
const requests: Sent[] = [];
let answerPut: (clientId: string, body: Record<string, unknown>) => Promise<Response> | Response;

const executionOf = (clientId: string) => ({
  id: '33333333-3333-4333-8333-333333333333',
  clientId,
  checklistId: CHECKLIST_ID,
  title: checklist.title,
  categoryId: checklist.categoryId,
  version: 3,
  status: 'submitted',
  person: { id: 'bruno', name: 'Bruno Díaz' },
  venue: null,
  startedAt: '2026-11-25T14:00:00.000Z',
  submittedAt: '2026-11-25T14:10:00.000Z',
  score: 10,
  maxScore: 20,
  percentage: 50,
  flaggedCount: 1,
  activity: null,
  answers: {},
  definition,
  description: null,
  scoring: true,
  flagged: [],
});

/** A stand-in for the API at the client's fetch; keeps what was asked. */
function serve() {
  requests.length = 0;
  configureApiClient(client, {
    gatewayUrl: 'http://demo.faena.localhost',
    subdomain: 'demo',
    getToken: () => 'token',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const body = request.method === 'GET' ? undefined : await request.json().catch(() => undefined);
      requests.push({ method: request.method, path: url.pathname, body });
      if (request.method === 'GET' && url.pathname === `/api/checklists/${CHECKLIST_ID}`)
        return json(checklist);
      if (request.method === 'GET' && url.pathname === '/api/persons/bruno')
        return json({ id: 'bruno', name: 'Bruno Díaz', venues: [] });
      const put = /^\/api\/checklist-executions\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'PUT' && put) return answerPut(put[1]!, body as Record<string, unknown>);
      return json({ statusCode: 404, code: 'NOT_FOUND', message: 'No existe.' }, 404);
    }) as typeof globalThis.fetch,
    retry: { retries: {} },
  });
}

/** The submits sent (a draft may also be saved on the server now and then: `submit: false`). */
const puts = () => requests.filter((request) => request.method === 'PUT' && request.body?.submit === true);

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

function renderExecute(route = `/checklists/${CHECKLIST_ID}/execute`) {
  return renderWithProviders(<ExecutePage />, {
    route,
    path: '/checklists/:id/execute',
    routes: [
      {
        path: '/checklists/executions/:executionId',
        element: <p>Página de la ejecución</p>,
      },
      { path: '/checklists', element: <p>Lista de checklists</p> },
    ],
  });
}

const question = (label: string) =>
  screen.getByRole('group', { name: new RegExp(label.replace('?', '\\?')) });

async function answer(label: string, choice: 'Sí' | 'No') {
  const user = userEvent.setup();
  await user.click(within(question(label)).getByRole('radio', { name: choice }));
}

describe('running a checklist on a device', () => {
  beforeAll(async () => {
    await initI18n('es-MX');
    addNamespaces([checklists as unknown as Namespace]);
  });
  beforeEach(async () => {
    await closeDrafts();
    globalThis.indexedDB = new IDBFactory();
    setOnline(true);
    answerPut = (clientId) => json(executionOf(clientId));
    serve();
  });
  afterEach(() => {
    cleanup();
  });

  it('keeps the answers on the device: a remounted screen resumes them', async () => {
    renderExecute();
    await screen.findByRole('heading', { name: 'Apertura de tienda' });
    await answer('¿La puerta abre?', 'Sí');
    await userEvent.setup().type(screen.getByRole('textbox', { name: /Nota/ }), 'Todo en orden');
    expect(await screen.findByText('Guardado en este dispositivo')).toBeInTheDocument();
    cleanup();

    renderExecute();
    expect(await screen.findByText(/Continúas el borrador empezado el/)).toBeInTheDocument();
    expect(within(question('¿La puerta abre?')).getByRole('radio', { name: 'Sí' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Nota/ })).toHaveValue('Todo en orden');
    // Nothing was sent: a draft lives on the device.
    expect(puts()).toHaveLength(0);
    const drafts = await listDrafts('demo/bruno');
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ checklistId: CHECKLIST_ID, version: 3, status: 'draft' });
  });

  it('a resumed draft can be discarded from the device, after confirming', async () => {
    const user = userEvent.setup();
    renderExecute();
    await screen.findByRole('heading', { name: 'Apertura de tienda' });
    await answer('¿La puerta abre?', 'Sí');
    expect(await screen.findByText('Guardado en este dispositivo')).toBeInTheDocument();
    cleanup();

    renderExecute();
    await user.click(await screen.findByRole('button', { name: 'Descartar borrador' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Descartar este borrador?' });
    await user.click(within(dialog).getByRole('button', { name: 'Descartar borrador' }));
    expect(await screen.findByText('Lista de checklists')).toBeInTheDocument();
    expect(await listDrafts('demo/bruno')).toEqual([]);
  });

  it('shows the live score, the progress and a flagged "No" as they happen', async () => {
    renderExecute();
    await screen.findByRole('heading', { name: 'Apertura de tienda' });
    expect(screen.getByRole('progressbar', { name: 'Avance' })).toHaveAttribute(
      'aria-valuetext',
      '0 de 3 respondidas',
    );
    expect(screen.getByText('Puntaje 0/20 · 0 %')).toBeInTheDocument();

    await answer('¿Las luces encienden?', 'Sí');
    expect(await screen.findByText('Puntaje 10/20 · 50 %')).toBeInTheDocument();
    await answer('¿La puerta abre?', 'No');
    expect(await screen.findByRole('button', { name: /1 marcada/ })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Avance' })).toHaveAttribute(
      'aria-valuetext',
      '2 de 3 respondidas',
    );
    // The flagged question carries the mark on the form itself.
    await waitFor(() =>
      expect(document.querySelector('[data-field-name="puerta"]')).toHaveAttribute(
        'data-flagged',
        'Respuesta marcada',
      ),
    );
    // Sections: the two display texts split the form.
    const sections = screen.getByRole('navigation', { name: 'Secciones' });
    expect(within(sections).getByRole('button', { name: /Entrada/ })).toHaveTextContent('2/2');
    expect(within(sections).getByRole('button', { name: /Caja/ })).toHaveTextContent('0/1');
  });

  it('submitted offline it waits as "Pendiente de envío" and is sent once when the device is back online', async () => {
    renderExecute();
    await screen.findByRole('heading', { name: 'Apertura de tienda' });
    await answer('¿La puerta abre?', 'No');
    await answer('¿Las luces encienden?', 'Sí');
    await userEvent.setup().type(screen.getByRole('textbox', { name: /Nota/ }), 'Puerta trabada');

    setOnline(false);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enviar checklist' }));
    expect(await screen.findByRole('heading', { name: 'Pendiente de envío' })).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
    const [pending] = await listDrafts('demo/bruno');
    expect(pending).toMatchObject({ status: 'pending' });
    expect(pending?.response).toEqual({ puerta: false, luces: true, nota: 'Puerta trabada' });

    setOnline(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Página de la ejecución')).toBeInTheDocument();
    expect(puts()).toHaveLength(1);
    expect(puts()[0]).toMatchObject({
      path: `/api/checklist-executions/${pending?.clientId}`,
      body: {
        checklistId: CHECKLIST_ID,
        version: 3,
        submit: true,
        answers: { puerta: false, luces: true, nota: 'Puerta trabada' },
        venueId: null,
        activity: null,
      },
    });
    // Sent: the device's copy is gone.
    expect(await listDrafts('demo/bruno')).toEqual([]);
  });

  it("opened from an activity's occurrence, the submit names it (the server completes the occurrence)", async () => {
    renderExecute(`/checklists/${CHECKLIST_ID}/execute?activity=abrir&occurrence=20261125T080000`);
    await screen.findByRole('heading', { name: 'Apertura de tienda' });
    expect(screen.getByText('Responde una actividad programada.')).toBeInTheDocument();
    await answer('¿La puerta abre?', 'Sí');
    await answer('¿Las luces encienden?', 'Sí');
    await userEvent.setup().type(screen.getByRole('textbox', { name: /Nota/ }), 'Bien');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enviar checklist' }));
    expect(await screen.findByText('Página de la ejecución')).toBeInTheDocument();
    expect(puts()).toHaveLength(1);
    expect(puts()[0]?.body).toMatchObject({
      activity: { publicId: 'abrir', recurrenceId: '20261125T080000' },
      submit: true,
    });
  });

  it('a double click on send sends once', async () => {
    let release: () => void = () => undefined;
    answerPut = (clientId) =>
      new Promise((resolve) => {
        release = () => resolve(json(executionOf(clientId)));
      });
    renderExecute();
    await screen.findByRole('heading', { name: 'Apertura de tienda' });
    await answer('¿La puerta abre?', 'Sí');
    await answer('¿Las luces encienden?', 'Sí');
    await userEvent.setup().type(screen.getByRole('textbox', { name: /Nota/ }), 'Bien');
    const send = screen.getByRole('button', { name: 'Enviar checklist' });
    await userEvent.setup().dblClick(send);
    await waitFor(() => expect(puts()).toHaveLength(1));
    await act(async () => release());
    expect(await screen.findByText('Página de la ejecución')).toBeInTheDocument();
    expect(puts()).toHaveLength(1);
  });

  it("shows the server's field messages on their fields and keeps the draft", async () => {
    answerPut = () =>
      json(
        {
          statusCode: 400,
          code: 'INVALID_FORM_RESPONSE',
          message: 'El formulario tiene errores.',
          fields: { nota: 'Debe tener al menos 20 caracteres' },
        },
        400,
      );
    renderExecute();
    await screen.findByRole('heading', { name: 'Apertura de tienda' });
    await answer('¿La puerta abre?', 'Sí');
    await answer('¿Las luces encienden?', 'Sí');
    await userEvent.setup().type(screen.getByRole('textbox', { name: /Nota/ }), 'Corta');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enviar checklist' }));
    expect(await screen.findByText('Debe tener al menos 20 caracteres')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pendiente de envío' })).not.toBeInTheDocument();
    const [kept] = await listDrafts('demo/bruno');
    expect(kept).toMatchObject({ status: 'draft', answers: { puerta: true, luces: true, nota: 'Corta' } });
  });
});
