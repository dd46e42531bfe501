// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { client, configureApiClient } from '@faena/api-client';
import type { FormDefinition } from '@faena/form-engine/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addNamespaces, type Namespace } from '@/platform/i18n';
import { initI18n, renderWithProviders } from '@/test/render';
import { checklists as texts } from '../i18n';
import ChecklistsPage from './ChecklistsPage';
import { closeDrafts, listDrafts, putDraft } from './drafts';
import type { DraftRecord } from './model';

vi.mock('./device', () => ({
  useDeviceOwner: () => ({ owner: 'demo/bruno', personId: 'bruno' }),
  useUploadToServer: () => null,
}));

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const OPS = id(1);
const STORES = id(2);
const SAFETY = id(3);
const EMPTY = id(4);

const category = (categoryId: string, name: string, parentId: string | null, position = 0) => ({
  id: categoryId,
  parentId,
  name,
  position,
  checklistCount: 1,
});

const summary = (
  checklistId: string,
  title: string,
  categoryId: string,
  extra: Record<string, unknown> = {},
) => ({
  id: checklistId,
  categoryId,
  title,
  description: null,
  audienceId: null,
  scoring: false,
  version: 1,
  questionCount: 5,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});

const CATEGORIES = [
  category(OPS, 'Operaciones', null, 0),
  category(STORES, 'Tiendas', OPS, 0),
  category(SAFETY, 'Seguridad', null, 1),
  category(EMPTY, 'Vacía', null, 2),
];
const CHECKLISTS = [
  summary(id(11), 'Apertura de tienda', STORES, {
    scoring: true,
    questionCount: 3,
    description: 'Antes de abrir al público.',
  }),
  summary(id(12), 'Cierre de tienda', STORES),
  summary(id(13), 'Revisión de extintores', SAFETY, { questionCount: 1 }),
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const requests: { method: string; path: string; query: URLSearchParams }[] = [];
/** Held until the test lets the server answer a submit. */
let putGate: Promise<void> = Promise.resolve();

function serve(checklists = CHECKLISTS) {
  requests.length = 0;
  configureApiClient(client, {
    gatewayUrl: 'http://demo.faena.localhost',
    subdomain: 'demo',
    getToken: () => 'token',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      requests.push({ method: request.method, path: url.pathname, query: url.searchParams });
      if (url.pathname === '/api/checklist-categories') return json({ results: CATEGORIES });
      if (url.pathname === '/api/checklists') return json({ count: checklists.length, results: checklists });
      if (request.method === 'PUT' && url.pathname.startsWith('/api/checklist-executions/')) {
        await putGate;
        return json({ id: id(99), clientId: url.pathname.split('/').pop(), status: 'submitted' });
      }
      return json({ statusCode: 404, code: 'NOT_FOUND', message: 'No existe.' }, 404);
    }) as typeof globalThis.fetch,
    retry: { retries: {} },
  });
}

const draftRecord = (fields: Partial<DraftRecord>): DraftRecord => ({
  clientId: id(50),
  owner: 'demo/bruno',
  checklistId: id(11),
  version: 1,
  title: 'Apertura de tienda',
  description: null,
  scoring: true,
  definition: { id: 'f', fields: [] } as FormDefinition,
  answers: {},
  response: null,
  errors: null,
  startedAt: '2026-11-25T14:00:00.000Z',
  updatedAt: '2026-11-25T14:05:00.000Z',
  venue: null,
  activity: null,
  status: 'draft',
  ...fields,
});

const renderAt = (route: string) =>
  renderWithProviders(
    [
      { path: '/checklists', element: <ChecklistsPage /> },
      { path: '/checklists/:categoryId', element: <ChecklistsPage /> },
    ],
    { route },
  );

describe('the checklists a person can run', () => {
  beforeAll(async () => {
    await initI18n('es-MX');
    addNamespaces([texts as unknown as Namespace]);
  });
  beforeEach(async () => {
    putGate = Promise.resolve();
    await closeDrafts();
    globalThis.indexedDB = new IDBFactory();
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
    serve();
  });
  afterEach(() => cleanup());

  it('shows the categories holding one of theirs, with how many, and asks only for what they may run', async () => {
    renderAt('/checklists');
    const list = await screen.findByRole('region', { name: 'Categorías' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Abrir la categoría Operaciones',
      'Abrir la categoría Seguridad',
    ]);
    expect(links[0]).toHaveTextContent('2 checklists');
    expect(links[1]).toHaveTextContent('1 checklist');
    expect(links[0]).toHaveAttribute('href', `/checklists/${OPS}`);
    const asked = requests.find((request) => request.path === '/api/checklists');
    expect(asked?.query.get('executable')).toBe('true');
  });

  it('goes down the tree to the templates, each with its questions, whether it is scored and its run link', async () => {
    const user = userEvent.setup();
    renderAt(`/checklists/${OPS}`);
    expect(await screen.findByRole('heading', { name: 'Operaciones', level: 1 })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Abrir la categoría Tiendas' }));
    const breadcrumbs = await screen.findByRole('navigation', { name: 'Ruta de categorías' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Operaciones' })).toHaveAttribute(
      'href',
      `/checklists/${OPS}`,
    );
    expect(within(breadcrumbs).getByText('Tiendas')).toHaveAttribute('aria-current', 'page');

    const rows = within(screen.getByRole('region', { name: 'Checklists para ejecutar' })).getAllByRole(
      'listitem',
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Apertura de tienda');
    expect(rows[0]).toHaveTextContent('3 preguntas');
    expect(rows[0]).toHaveTextContent('Con puntaje');
    expect(rows[1]).not.toHaveTextContent('Con puntaje');
    expect(within(rows[0]!).getByRole('link', { name: 'Ejecutar Apertura de tienda' })).toHaveAttribute(
      'href',
      `/checklists/${id(11)}/execute`,
    );
  });

  it('searches every template by title or description, accents aside', async () => {
    const user = userEvent.setup();
    renderAt('/checklists');
    await screen.findByRole('region', { name: 'Categorías' });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar checklists' }), 'revision');
    const results = screen.getByRole('region', { name: 'Checklists para ejecutar' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(1);
    expect(within(results).getByText('Revisión de extintores')).toBeInTheDocument();
    expect(within(results).getByText('Seguridad')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Buscar checklists' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar checklists' }), 'público');
    expect(
      within(screen.getByRole('region', { name: 'Checklists para ejecutar' })).getByText(
        'Apertura de tienda',
      ),
    );

    await user.type(screen.getByRole('searchbox', { name: 'Buscar checklists' }), ' zzz');
    expect(screen.getByText('Ningún checklist coincide con «público zzz»')).toBeInTheDocument();
  });

  it('says so when there is nothing to run', async () => {
    serve([]);
    renderAt('/checklists');
    expect(await screen.findByText('No tienes checklists para ejecutar')).toBeInTheDocument();
  });

  it('puts the drafts and the submissions waiting on this device on top; a waiting one is sent from there', async () => {
    await putDraft(
      draftRecord({ clientId: id(50), activity: { publicId: 'abrir', recurrenceId: '20261125T080000' } }),
    );
    await putDraft(
      draftRecord({
        clientId: id(51),
        title: 'Cierre de tienda',
        checklistId: id(12),
        status: 'pending',
        response: { nota: 'ok' },
        updatedAt: '2026-11-25T15:00:00.000Z',
      }),
    );
    await putDraft(draftRecord({ clientId: id(52), owner: 'demo/ana', title: 'De otra persona' }));
    let answer: () => void = () => undefined;
    putGate = new Promise((resolve) => {
      answer = resolve;
    });
    renderAt('/checklists');
    const device = await screen.findByRole('list', { name: 'Checklists guardados en este dispositivo' });
    const items = within(device).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Cierre de tienda');
    expect(items[0]).toHaveTextContent('Pendiente de envío');
    expect(items[1]).toHaveTextContent('Borrador');
    expect(within(items[1]!).getByRole('link', { name: 'Continuar Apertura de tienda' })).toHaveAttribute(
      'href',
      `/checklists/${id(11)}/execute?draft=${id(50)}&activity=abrir&occurrence=20261125T080000`,
    );

    // Visiting the page already sends what waits (the device is online): once.
    answer();
    await waitFor(() => expect(within(device).getAllByRole('listitem')).toHaveLength(1));
    const sent = requests.filter((request) => request.method === 'PUT');
    expect(sent.map((request) => request.path)).toEqual([`/api/checklist-executions/${id(51)}`]);
    expect((await listDrafts('demo/bruno')).map((draft) => draft.clientId)).toEqual([id(50)]);
  });
});
