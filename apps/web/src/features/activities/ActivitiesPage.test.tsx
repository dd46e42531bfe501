// @vitest-environment jsdom
import { client, configureApiClient } from '@faena/api-client';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, renderWithProviders } from '../../test/render';
import ActivitiesPage from './ActivitiesPage';
import OccurrencePage from './OccurrencePage';

const state = vi.hoisted(() => ({ permissions: [] as string[] }));
vi.mock('@/platform/site-config', () => ({
  usePermissions: () => new Set(state.permissions),
}));
// Days begin in Mexico City whatever zone the machine is in.
vi.mock('./dates', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./dates')>()),
  personZone: () => 'America/Mexico_City',
}));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const requests: { method: string; path: string; query: URLSearchParams; body: unknown }[] = [];

/** A stand-in for the API: answers 'METHOD /path' routes, 404 otherwise; keeps what was asked. */
function serve(routes: Record<string, (query: URLSearchParams) => Response>) {
  requests.length = 0;
  configureApiClient(client, {
    gatewayUrl: 'http://demo.faena.localhost',
    subdomain: 'demo',
    getToken: () => 'token',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const body = request.method === 'GET' ? undefined : await request.json().catch(() => undefined);
      requests.push({ method: request.method, path: url.pathname, query: url.searchParams, body });
      const answer = routes[`${request.method} ${url.pathname}`];
      return answer
        ? answer(url.searchParams)
        : json({ statusCode: 404, code: 'NOT_FOUND', message: 'No existe.' }, 404);
    }) as typeof globalThis.fetch,
    retry: { retries: {} },
  });
}

const occurrence = (fields: Record<string, unknown>) => ({
  id: 1,
  publicId: 'abrir',
  recurrenceId: '20261125T080000',
  title: 'Abrir la tienda',
  description: null,
  timeZone: 'America/Mexico_City',
  duration: 'PT30M',
  priority: 5,
  venue: null,
  responsible: [{ passport: 'bruno', name: 'Bruno Díaz' }],
  categories: [],
  isReminder: false,
  content: null,
  startDate: '2026-11-25T14:00:00.000Z',
  dueDate: '2026-11-25T14:30:00.000Z',
  status: 'ACTIVE',
  recurring: true,
  completedAt: null,
  completedBy: null,
  completionDescription: null,
  ...fields,
});

const day =
  (occurrences: unknown[], hasActivities = occurrences.length > 0) =>
  () =>
    json({
      from: '2026-11-25',
      to: '2026-11-25',
      timeZone: 'America/Mexico_City',
      occurrences,
      hasActivities,
    });

describe('the activities day view', () => {
  beforeAll(async () => {
    await initI18n('es-MX');
  });
  afterEach(() => {
    cleanup();
    state.permissions = [];
  });

  it("lists the chosen day's occurrences in the server's order, with their status, and asks for that day in the person's zone", async () => {
    serve({
      'GET /api/activities/occurrences': day([
        occurrence({ publicId: 'critica', title: 'Revisar alarmas', status: 'EXPIRED', priority: 2 }),
        occurrence({ status: 'COMPLETED' }),
      ]),
    });
    renderWithProviders(<ActivitiesPage />, { route: '/activities?date=2026-11-25' });
    const list = await screen.findByRole('region', {
      name: 'Actividades del miércoles 25 de noviembre de 2026',
    });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Abrir Revisar alarmas',
      'Abrir Abrir la tienda',
    ]);
    expect(rows[0]).toHaveTextContent('Vencida');
    expect(rows[1]).toHaveTextContent('Completada');
    expect(rows[0]).toHaveAttribute('href', '/activities/critica/20261125T080000');
    const asked = requests.find((request) => request.path === '/api/activities/occurrences')!;
    expect(asked.query.get('from')).toBe('2026-11-25');
    expect(asked.query.get('timeZone')).toBe('America/Mexico_City');
  });

  it('tells "no activities at all" from "none on this day", and the toggle asks for the available ones', async () => {
    serve({ 'GET /api/activities/occurrences': day([], false) });
    renderWithProviders(<ActivitiesPage />, { route: '/activities?date=2026-11-25' });
    expect(await screen.findByText('Aún no tienes actividades')).toBeInTheDocument();
    cleanup();

    serve({ 'GET /api/activities/occurrences': day([], true) });
    renderWithProviders(<ActivitiesPage />, { route: '/activities?date=2026-11-25' });
    expect(await screen.findByText('Nada para este día')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Mostrar disponibles' }));
    await vi.waitFor(() =>
      expect(requests.some((request) => request.query.get('available') === 'true')).toBe(true),
    );
  });

  it('offers "Nueva actividad" only with its flag and MANAGE_ACTIVITIES', async () => {
    serve({ 'GET /api/activities/occurrences': day([occurrence({})]) });
    state.permissions = ['MANAGE_ACTIVITIES'];
    renderWithProviders(<ActivitiesPage />, { route: '/activities', flags: { createNewActivity: false } });
    await screen.findByRole('link', { name: 'Abrir Abrir la tienda' });
    expect(screen.queryByRole('link', { name: 'Nueva actividad' })).toBeNull();
    cleanup();
    renderWithProviders(<ActivitiesPage />, { route: '/activities', flags: { createNewActivity: true } });
    expect(await screen.findByRole('link', { name: 'Nueva actividad' })).toHaveAttribute(
      'href',
      '/activities/create',
    );
  });
});

describe('an occurrence', () => {
  beforeAll(async () => {
    await initI18n('es-MX');
  });
  afterEach(cleanup);

  it('is completed with a comment, for this date only', async () => {
    let completed = false;
    serve({
      'GET /api/activities/abrir/occurrences/20261125T080000': () =>
        json({
          occurrence: completed
            ? occurrence({
                status: 'COMPLETED',
                completedBy: 'Bruno Díaz',
                completedAt: '2026-11-25T14:10:00.000Z',
              })
            : occurrence({
                content: { contentType: 'text', objectId: null, name: null, text: 'Luces y cajas.' },
              }),
          rrule: 'FREQ=DAILY',
          relatedRecords: [],
          canEdit: false,
        }),
      'POST /api/activities/abrir/occurrences/20261125T080000/complete': () => {
        completed = true;
        return json(occurrence({ status: 'COMPLETED', completedBy: 'Bruno Díaz' }));
      },
    });
    renderWithProviders([{ path: '/activities/:id/:recurrenceId', element: <OccurrencePage /> }], {
      route: '/activities/abrir/20261125T080000',
    });
    expect(await screen.findByRole('heading', { name: 'Abrir la tienda' })).toBeInTheDocument();
    expect(screen.getByText('Luces y cajas.')).toBeInTheDocument();
    expect(screen.getByText('Cada día a las 08:00')).toBeInTheDocument();
    expect(screen.getByText('Solo afecta a esta fecha; las demás siguen igual.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Comentario/), 'Todo en orden');
    await userEvent.click(screen.getByRole('button', { name: 'Completar' }));
    expect(await screen.findByText(/Completada por Bruno Díaz/)).toBeInTheDocument();
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({ description: 'Todo en orden' });
  });
});
