// @vitest-environment jsdom
import { client, configureApiClient, type PersonListItem } from '@faena/api-client';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, renderWithProviders } from '../../test/render';
import { CreatePersonDialog } from './CreatePersonDialog';
import PeoplePage from './PeoplePage';

const person = (id: string, name: string, overrides: Partial<PersonListItem> = {}): PersonListItem => ({
  id,
  name,
  email: null,
  disabled: false,
  photo_url: null,
  company: null,
  documents: [{ type: 'CL_CI', number: '12345678-5', display: '12345678-5' }],
  phones: [],
  ...overrides,
});

const PEOPLE = [
  person('00000000-0000-4000-8000-000000000001', 'José Muñoz'),
  person('00000000-0000-4000-8000-000000000002', 'Ana Torres', { email: 'ana@demo.faena.test' }),
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A stand-in for GET /api/persons that folds accents like the server; records each search asked for. */
function serve(people: PersonListItem[]) {
  const searches: string[] = [];
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  configureApiClient(client, {
    gatewayUrl: 'http://demo.faena.localhost',
    subdomain: 'demo',
    getToken: () => 'token',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(new Request(input, init).url);
      if (url.pathname !== '/api/persons')
        return json({ statusCode: 404, error: 'Not Found', message: '' }, 404);
      const search = url.searchParams.get('search') ?? '';
      searches.push(search);
      const results = people.filter((p) => fold(p.name).includes(fold(search)));
      return json({ count: results.length, results });
    }) as typeof globalThis.fetch,
    retry: { retries: {} },
  });
  return searches;
}

describe('the people list', () => {
  beforeAll(async () => {
    await initI18n('es-MX');
  });
  afterEach(cleanup);

  it('searches as you type, once the typing pauses, without accents', async () => {
    const searches = serve(PEOPLE);
    renderWithProviders(<PeoplePage />, { route: '/people' });
    const table = await screen.findByRole('table', { name: 'Personas' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await userEvent.type(screen.getByRole('searchbox', { name: /Buscar por nombre/ }), 'munoz');
    await screen.findByText('1 persona');
    expect(
      within(screen.getByRole('table', { name: 'Personas' })).getByRole('link', { name: /José Muñoz/ }),
    ).toBeVisible();
    // One request for the settled text, not one per key.
    expect(searches.filter((s) => s.startsWith('mu'))).toEqual(['munoz']);
  });

  it('tells no people at all apart from no match', async () => {
    serve([]);
    renderWithProviders(<PeoplePage />, { route: '/people' });
    expect(await screen.findByText('Aún no hay personas')).toBeVisible();
    cleanup();
    serve(PEOPLE);
    renderWithProviders(<PeoplePage />, { route: '/people?search=zzz' });
    expect(await screen.findByText('Nadie coincide con la búsqueda o los filtros.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Quitar filtros' })).toBeVisible();
  });

  it('exports with the filters shown', async () => {
    serve(PEOPLE);
    renderWithProviders(<PeoplePage />, { route: '/people?search=ana&disabled=false' });
    const link = await screen.findByRole('link', { name: 'Exportar XLSX' });
    expect(link.getAttribute('href')).toBe('/api/persons/export.xlsx?search=ana&disabled=false');
  });
});

describe('the create-person form', () => {
  beforeAll(async () => {
    await initI18n('es-MX');
  });
  afterEach(cleanup);

  it("says 'RUT inválido' under a RUT with a wrong check digit, and nothing once it is right", async () => {
    serve(PEOPLE);
    renderWithProviders(<CreatePersonDialog open onOpenChange={() => {}} />, { route: '/people' });
    const number = await screen.findByRole('textbox', { name: 'Número' });
    await userEvent.type(number, '12.345.678-9');
    expect(await screen.findByText('RUT inválido')).toBeVisible();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(number);
    await userEvent.type(number, '12.345.678-5');
    expect(screen.queryByText('RUT inválido')).toBeNull();
  });
});
