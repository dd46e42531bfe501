// @vitest-environment jsdom
import { client, configureApiClient } from '@faena/api-client';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, renderWithProviders } from '../../test/render';
import WorkflowsPage from './WorkflowsPage';

const state = vi.hoisted(() => ({ permissions: [] as string[] }));
vi.mock('@/platform/site-config', () => ({
  usePermissions: () => new Set(state.permissions),
}));

const PURCHASES = {
  id: '0a5e7d1c-3b52-4c1e-9f0a-000000000101',
  name: 'Solicitudes de compra',
  icon: 'cart',
  categoryId: 'cat-op',
  description: 'Compras de la sucursal',
};
const MAINTENANCE = {
  id: '0a5e7d1c-3b52-4c1e-9f0a-000000000102',
  name: 'Mantenimiento',
  icon: 'wrench',
  categoryId: null,
  description: null,
};
const summary = (type: typeof PURCHASES | typeof MAINTENANCE, published: boolean) => ({
  ...type,
  startAudienceId: null,
  latestVersion: { id: `${type.id}-v1`, version: 1, status: published ? 'published' : 'draft' },
  publishedVersion: published ? { id: `${type.id}-v1`, version: 1 } : null,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A stand-in for the API: answers the routes in `routes` ('GET /api/…'), 404 otherwise. */
function serve(routes: Record<string, () => Response>) {
  configureApiClient(client, {
    gatewayUrl: 'http://demo.faena.localhost',
    subdomain: 'demo',
    getToken: () => 'token',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const answer = routes[`${request.method} ${new URL(request.url).pathname}`];
      return answer ? answer() : json({ statusCode: 404, error: 'Not Found', message: '' }, 404);
    }) as typeof globalThis.fetch,
    retry: { retries: {} },
  });
}

const show = () => renderWithProviders(<WorkflowsPage />, { route: '/workflows' });

describe('the workflows screen', () => {
  beforeAll(async () => {
    await initI18n('es-MX');
  });
  afterEach(cleanup);

  it('lists the types a member may start, each leading to its start', async () => {
    state.permissions = ['VIEW_HOME'];
    serve({ 'GET /api/workflow-types/mine': () => json([PURCHASES]) });
    show();
    const list = await screen.findByRole('list', { name: 'Flujos de trabajo que puedes iniciar' });
    expect(within(list).getByText('Solicitudes de compra')).toBeInTheDocument();
    expect(within(list).getByText('Compras de la sucursal')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Iniciar Solicitudes de compra' })).toHaveAttribute(
      'href',
      `/workflows/${PURCHASES.id}/execute`,
    );
    // Neither the administration nor creating a type for a member.
    expect(screen.queryByRole('button', { name: 'Nuevo tipo de workflow' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Todos los tipos' })).toBeNull();
  });

  it('shows an administrator every type by category with its status, and only published ones to start', async () => {
    state.permissions = ['VIEW_HOME', 'MANAGE_WORKFLOWS'];
    serve({
      'GET /api/workflow-types/mine': () => json([PURCHASES, MAINTENANCE]),
      'GET /api/workflow-types': () => json([summary(PURCHASES, true), summary(MAINTENANCE, false)]),
      'GET /api/workflow-categories': () => json([{ id: 'cat-op', name: 'Operación', position: 0 }]),
    });
    show();
    const startable = await screen.findByRole('list', { name: 'Flujos de trabajo que puedes iniciar' });
    expect(within(startable).getAllByRole('listitem')).toHaveLength(1);
    expect(within(startable).getByText('Solicitudes de compra')).toBeInTheDocument();

    const operation = screen.getByRole('list', { name: 'Operación' });
    expect(
      within(operation).getByRole('link', { name: 'Administrar Solicitudes de compra' }),
    ).toHaveAttribute('href', `/workflows/${PURCHASES.id}/administration`);
    expect(within(operation).getByText('Publicado · Versión 1')).toBeInTheDocument();
    const uncategorized = screen.getByRole('list', { name: 'Sin categoría' });
    expect(within(uncategorized).getByText('Borrador · Versión 1')).toBeInTheDocument();
    expect(within(uncategorized).getByRole('link', { name: 'Abrir en el estudio' })).toHaveAttribute(
      'href',
      `/workflows/${MAINTENANCE.id}/configuration`,
    );
  });

  it('asks for a name before creating a type', async () => {
    state.permissions = ['MANAGE_WORKFLOWS'];
    serve({
      'GET /api/workflow-types/mine': () => json([]),
      'GET /api/workflow-types': () => json([]),
      'GET /api/workflow-categories': () => json([]),
      'GET /api/audiences': () => json({ results: [], count: 0 }),
    });
    show();
    expect(await screen.findByText('Aún no tienes flujos de trabajo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo tipo de workflow' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo tipo de workflow' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(within(dialog).getByText('Escribe un nombre.')).toBeInTheDocument();
  });

  it('says so when the types cannot be loaded, and tries again', async () => {
    state.permissions = ['VIEW_HOME'];
    let calls = 0;
    serve({
      'GET /api/workflow-types/mine': () =>
        ++calls === 1 ? json({ statusCode: 500, error: 'Error', message: 'boom' }, 500) : json([PURCHASES]),
    });
    show();
    expect(await screen.findByText('No pudimos cargar los flujos de trabajo.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Solicitudes de compra')).toBeInTheDocument();
  });
});
