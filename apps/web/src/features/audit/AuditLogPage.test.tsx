// @vitest-environment jsdom
import { type AuditEntry, client, configureApiClient } from '@faena/api-client';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, renderWithProviders } from '../../test/render';
import AuditLogPage from './AuditLogPage';

const ANA = { id: '0a5e7d1c-3b52-4c1e-9f0a-000000000001', name: 'Ana Torres' };
const BRUNO = { id: '0a5e7d1c-3b52-4c1e-9f0a-000000000002', name: 'Bruno Díaz' };

const entry = (id: string, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-03-02T15:30:00.000Z',
  person: BRUNO,
  impersonator: ANA,
  method: 'POST',
  route: '/api/notifications/devices',
  operation_id: 'registerNotificationDevice',
  params: {},
  status: 200,
  ...overrides,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A stand-in for GET /api/audit-log: answers each page number; records the pages asked for. */
function serveLog(answer: (page: number) => Response) {
  const pages: number[] = [];
  configureApiClient(client, {
    gatewayUrl: 'http://demo.faena.localhost',
    subdomain: 'demo',
    getToken: () => 'token',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(new Request(input, init).url);
      if (url.pathname !== '/api/audit-log')
        return json({ statusCode: 404, error: 'Not Found', message: '' }, 404);
      const page = Number(url.searchParams.get('pageNumber') ?? '1');
      pages.push(page);
      return answer(page);
    }) as typeof globalThis.fetch,
    retry: { retries: {} },
  });
  return pages;
}

const show = () => renderWithProviders(<AuditLogPage />, { route: '/settings/audit-log' });

describe('the audit log screen', () => {
  beforeAll(async () => {
    await initI18n('es-MX');
  });
  afterEach(cleanup);

  it('lists each entry with both people, the action in words and its result', async () => {
    serveLog(() =>
      json({
        results: [
          entry('e2', {
            method: 'PATCH',
            route: '/api/organizations/current',
            operation_id: 'updateCurrentOrganization',
            status: 403,
          }),
          entry('e1', { operation_id: null, method: 'DELETE', route: '/api/things/:id', status: 204 }),
        ],
        count: 2,
      }),
    );
    show();
    const list = await screen.findByRole('list', { name: 'Entradas del registro de auditoría' });
    const [refused, done] = within(list).getAllByRole('listitem');
    expect(refused).toHaveTextContent('Ana Torres (como Bruno Díaz)');
    expect(refused).toHaveTextContent('Cambió los datos de la organización');
    expect(refused).toHaveTextContent('Rechazado (403)');
    // An operation without words of its own: the method in words and the route.
    expect(done).toHaveTextContent('Eliminar /api/things/:id');
    expect(done).toHaveTextContent('Realizado (204)');
    const time = within(done as HTMLElement).getByText((_, element) => element?.tagName === 'TIME');
    expect(time).toHaveAttribute('dateTime', '2026-03-02T15:30:00.000Z');
    expect(screen.queryByRole('navigation', { name: 'Páginas del registro' })).not.toBeInTheDocument();
  });

  it('pages through the log', async () => {
    const pages = serveLog((page) =>
      json({
        results: Array.from({ length: page === 1 ? 20 : 1 }, (_, i) => entry(`p${page}-${i}`)),
        count: 21,
      }),
    );
    show();
    const navigation = await screen.findByRole('navigation', { name: 'Páginas del registro' });
    expect(within(navigation).getByText('Página 1 de 2')).toBeInTheDocument();
    expect(within(navigation).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await userEvent.setup().click(within(navigation).getByRole('button', { name: 'Siguiente' }));
    expect(await within(navigation).findByText('Página 2 de 2')).toBeInTheDocument();
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
    expect(pages).toEqual([1, 2]);
  });

  it('says so when nothing was recorded', async () => {
    serveLog(() => json({ results: [], count: 0 }));
    show();
    expect(await screen.findByText('Aún no hay nada registrado')).toBeInTheDocument();
  });

  it('says the log could not be loaded, and tries again', async () => {
    let fail = true;
    serveLog(() =>
      fail
        ? json({ statusCode: 500, error: 'Internal Server Error', message: 'x' }, 500)
        : json({ results: [entry('e1')], count: 1 }),
    );
    show();
    expect(await screen.findByText('No pudimos cargar el registro de auditoría.')).toHaveAttribute(
      'role',
      'alert',
    );
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Ana Torres (como Bruno Díaz)')).toBeInTheDocument();
  });
});
