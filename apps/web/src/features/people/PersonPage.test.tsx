// @vitest-environment jsdom
import { client, configureApiClient, type PersonDetail } from '@faena/api-client';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, renderWithProviders } from '../../test/render';
import PersonPage from './PersonPage';

const PERSON_ID = '00000000-0000-4000-8000-000000000001';
const CENTRO = { id: '00000000-0000-4000-8000-0000000000a1', name: 'Tienda Centro' };
const NORTE = { id: '00000000-0000-4000-8000-0000000000a2', name: 'Tienda Norte' };
const JEFE = { id: '00000000-0000-4000-8000-0000000000b1', name: 'Jefe de tienda' };

const PERSON: PersonDetail = {
  id: PERSON_ID,
  name: 'José Muñoz',
  email: null,
  disabled: false,
  photo_url: null,
  company: null,
  documents: [],
  emails: [],
  phones: [],
  address: null,
  business_lines: [],
  positions: [],
  groups: [],
  venues: [NORTE],
  created_at: '2026-01-01T00:00:00.000Z',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A stand-in for the person's API: GET the person, the org's venues and positions, the history,
 * and the PUTs of their venues/positions (refused with `failWith` when given). Records each PUT.
 */
function serve({ failWith }: { failWith?: number } = {}) {
  const person = structuredClone(PERSON);
  const puts: { path: string; ids: string[] }[] = [];
  const byId = new Map([CENTRO, NORTE, JEFE].map((item) => [item.id, item]));
  configureApiClient(client, {
    gatewayUrl: 'http://demo.faena.localhost',
    subdomain: 'demo',
    getToken: () => 'token',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      if (url.pathname === '/api/venues')
        return json({ count: 2, results: [CENTRO, NORTE].map((v) => ({ ...v, description: '' })) });
      if (url.pathname === '/api/positions') return json({ count: 1, results: [{ ...JEFE, code: null }] });
      if (url.pathname === `/api/persons/${PERSON_ID}/history`) return json({ count: 0, results: [] });
      if (url.pathname === `/api/persons/${PERSON_ID}`) return json(person);
      const put = url.pathname.match(/^\/api\/persons\/[^/]+\/(venues|positions|groups)$/);
      if (put && request.method === 'PUT') {
        const { ids } = (await request.json()) as { ids: string[] };
        puts.push({ path: put[1] as string, ids });
        if (failWith)
          return json(
            { statusCode: failWith, error: 'Conflict', message: 'La persona cambió mientras tanto.' },
            failWith,
          );
        const kind = put[1] as 'venues' | 'positions' | 'groups';
        person[kind] = ids.map((id) => byId.get(id)!);
        return json(person);
      }
      return json({ statusCode: 404, error: 'Not Found', message: '' }, 404);
    }) as typeof globalThis.fetch,
    retry: { retries: {} },
  });
  return puts;
}

const renderAt = (tab: string) =>
  renderWithProviders(<PersonPage />, {
    route: `/people/${PERSON_ID}?tab=${tab}`,
    path: '/people/:personId',
  });

describe("the person's work places and positions", () => {
  beforeAll(async () => {
    await initI18n('es-MX');
  });
  afterEach(cleanup);

  it('adds a venue picked from a search: the PUT carries the new list and the tab shows it', async () => {
    const puts = serve();
    renderAt('places');
    const list = await screen.findByRole('list', { name: 'Lugares de trabajo' });
    expect(within(list).getByText('Tienda Norte')).toBeVisible();
    await userEvent.type(screen.getByRole('combobox', { name: 'Agregar Lugar' }), 'centro');
    // Tienda Norte is already there: only Tienda Centro is offered.
    const option = await screen.findByRole('option', { name: /Tienda Centro/ });
    expect(screen.queryByRole('option', { name: /Tienda Norte/ })).toBeNull();
    await userEvent.click(option);
    expect(within(list).getByText('Tienda Centro')).toBeVisible();
    await waitFor(() => expect(puts).toEqual([{ path: 'venues', ids: [NORTE.id, CENTRO.id] }]));
  });

  it('puts the list back and says so when the server refuses the change', async () => {
    const puts = serve({ failWith: 409 });
    renderAt('places');
    const list = await screen.findByRole('list', { name: 'Lugares de trabajo' });
    await userEvent.click(within(list).getByRole('button', { name: 'Quitar Tienda Norte' }));
    expect(await screen.findByText('No pudimos quitar Tienda Norte')).toBeVisible();
    expect(screen.getByText('La persona cambió mientras tanto.')).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Lugares de trabajo' })).getByText('Tienda Norte'),
    ).toBeVisible();
    expect(puts).toEqual([{ path: 'venues', ids: [] }]);
  });

  it('removes a venue with an undo that puts it back', async () => {
    const puts = serve();
    renderAt('places');
    const list = await screen.findByRole('list', { name: 'Lugares de trabajo' });
    await userEvent.click(within(list).getByRole('button', { name: 'Quitar Tienda Norte' }));
    expect(await screen.findByText('Sin lugares de trabajo asignados.')).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Deshacer' }));
    expect(
      within(await screen.findByRole('list', { name: 'Lugares de trabajo' })).getByText('Tienda Norte'),
    ).toBeVisible();
    await waitFor(() =>
      expect(puts).toEqual([
        { path: 'venues', ids: [] },
        { path: 'venues', ids: [NORTE.id] },
      ]),
    );
  });

  it('assigns a position in the roles tab, and shows the empty groups', async () => {
    const puts = serve();
    renderAt('roles');
    expect(await screen.findByText('Sin cargos asignados.')).toBeVisible();
    expect(screen.getByText('Sin grupos.')).toBeVisible();
    await userEvent.click(screen.getByRole('combobox', { name: 'Agregar cargo' }));
    await userEvent.click(await screen.findByRole('option', { name: /Jefe de tienda/ }));
    expect(
      within(await screen.findByRole('list', { name: 'Cargos' })).getByText('Jefe de tienda'),
    ).toBeVisible();
    await waitFor(() => expect(puts).toEqual([{ path: 'positions', ids: [JEFE.id] }]));
  });
});
