// @vitest-environment jsdom
import { client, configureApiClient, type PersonListItem } from '@faena/api-client';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyWording } from '@/platform/i18n';
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

const CENTRO = '00000000-0000-4000-8000-0000000000a1';
const NORTE = '00000000-0000-4000-8000-0000000000a2';
const VENUES = [
  { id: CENTRO, name: 'Tienda Centro', description: 'Av. Central 1' },
  { id: NORTE, name: 'Tienda Norte', description: '' },
];
/** Who works where, for the stand-in's venue filter. */
const WORKS_AT: Record<string, string[]> = { [CENTRO]: ['00000000-0000-4000-8000-000000000002'] };

/**
 * A stand-in for GET /api/persons (accents folded like the server; the venue and status filters
 * applied), GET /api/venues and the export; records each request's query.
 */
function serve(people: PersonListItem[], { exportStatus = 200 } = {}) {
  const searches: string[] = [];
  const requests: URLSearchParams[] = [];
  const exports: URLSearchParams[] = [];
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  configureApiClient(client, {
    gatewayUrl: 'http://demo.faena.localhost',
    subdomain: 'demo',
    getToken: () => 'token',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(new Request(input, init).url);
      if (url.pathname === '/api/venues') {
        const term = fold(url.searchParams.get('search') ?? '');
        const one = url.searchParams.get('venue');
        const results = VENUES.filter((v) => (one ? v.id === one : fold(v.name).includes(term)));
        return json({ count: results.length, results });
      }
      if (url.pathname === '/api/persons/export.xlsx') {
        exports.push(url.searchParams);
        if (exportStatus !== 200) return json({ statusCode: 500, error: 'Error', message: '' }, 500);
        return new Response(new Uint8Array([0x50, 0x4b]), {
          headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        });
      }
      if (url.pathname !== '/api/persons')
        return json({ statusCode: 404, error: 'Not Found', message: '' }, 404);
      requests.push(url.searchParams);
      const search = url.searchParams.get('search') ?? '';
      searches.push(search);
      const venue = url.searchParams.get('venue');
      const disabled = url.searchParams.get('disabled');
      const results = people.filter(
        (p) =>
          fold(p.name).includes(fold(search)) &&
          (!venue || (WORKS_AT[venue] ?? []).includes(p.id)) &&
          (disabled === null || String(p.disabled) === disabled),
      );
      return json({ count: results.length, results });
    }) as typeof globalThis.fetch,
    retry: { retries: {} },
  });
  return Object.assign(searches, { requests, exports });
}

/** The address the screen is at, shown for the test to read. */
function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.search}</output>;
}
const address = () => new URLSearchParams(screen.getByRole('status', { name: 'address' }).textContent ?? '');

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
    expect(screen.getAllByRole('button', { name: 'Limpiar filtros' })[0]).toBeVisible();
  });

  it('filters by a venue picked from a search: the address and the request carry it', async () => {
    const served = serve(PEOPLE);
    renderWithProviders(
      <>
        <PeoplePage />
        <Address />
      </>,
      { route: '/people' },
    );
    await screen.findByRole('table', { name: 'Personas' });
    await userEvent.click(screen.getByRole('button', { name: 'Lugar' }));
    const menu = screen.getByRole('dialog', { name: 'Lugar' });
    await userEvent.type(within(menu).getByRole('combobox', { name: 'Lugar' }), 'centro');
    await userEvent.click(await within(menu).findByRole('option', { name: /Tienda Centro/ }));
    await screen.findByText('1 persona');
    expect(within(screen.getByRole('table', { name: 'Personas' })).getByText('Ana Torres')).toBeVisible();
    expect(served.requests.at(-1)?.get('venue')).toBe(CENTRO);
    expect(address().get('venue')).toBe(CENTRO);
    // The filter reads as a chip, removable by its name; the menu closed with focus on its button.
    expect(screen.getAllByRole('button', { name: 'Quitar filtro Tienda Centro' })[0]).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Lugar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Lugar' })).toHaveFocus();
  });

  it("names the venue filter with the organisation's word for a venue", async () => {
    serve(PEOPLE);
    applyWording({ 'es-MX': { 'org:venue.one': 'Tienda' } });
    try {
      renderWithProviders(<PeoplePage />, { route: `/people?venue=${CENTRO}` });
      expect(await screen.findByRole('button', { name: 'Tienda' })).toBeVisible();
      expect(screen.getAllByText('Tienda:')[0]).toBeVisible();
    } finally {
      applyWording({});
    }
  });

  it('reads the filters from the address and drops one when its chip is removed', async () => {
    const served = serve(PEOPLE);
    renderWithProviders(
      <>
        <PeoplePage />
        <Address />
      </>,
      { route: `/people?venue=${CENTRO}&disabled=false` },
    );
    await screen.findByText('1 persona');
    expect(served.requests.at(-1)?.get('venue')).toBe(CENTRO);
    expect(served.requests.at(-1)?.get('disabled')).toBe('false');
    const chips = screen.getAllByRole('list', { name: 'Filtros aplicados' })[0] as HTMLElement;
    expect(within(chips).getByText('Tienda Centro')).toBeVisible();
    expect(within(chips).getByText('Habilitadas')).toBeVisible();
    within(chips).getByRole('button', { name: 'Quitar filtro Tienda Centro' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByText('2 personas');
    expect(served.requests.at(-1)?.has('venue')).toBe(false);
    expect(address().has('venue')).toBe(false);
    expect(address().get('disabled')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Quitar filtro Tienda Centro' })).toBeNull();
  });

  it('exports through the API with the filters shown, and says so when the export fails', async () => {
    const createObjectURL = vi.fn(() => 'blob:people');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const served = serve(PEOPLE);
    renderWithProviders(<PeoplePage />, { route: '/people?search=ana&disabled=false' });
    await userEvent.click(await screen.findByRole('button', { name: 'Exportar XLSX' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(Object.fromEntries(served.exports[0] ?? [])).toEqual({ search: 'ana', disabled: 'false' });
    cleanup();
    serve(PEOPLE, { exportStatus: 500 });
    renderWithProviders(<PeoplePage />, { route: '/people' });
    await userEvent.click(await screen.findByRole('button', { name: 'Exportar XLSX' }));
    expect(await screen.findByText('No pudimos exportar las personas. Inténtalo de nuevo.')).toBeVisible();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
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
