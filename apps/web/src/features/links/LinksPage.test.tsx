// @vitest-environment jsdom
import type { OrganizationLink } from '@faena/api-client';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, serve } from '@/test/api-stub';
import { initI18n, renderWithProviders } from '@/test/render';
import LinksPage from './LinksPage';
import { checkedUrl, hostOf, moved } from './model';

const permissions = vi.hoisted(() => ({ current: new Set<string>() }));
vi.mock('@/platform/site-config', () => ({ usePermissions: () => permissions.current }));

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const link = (n: number, overrides: Partial<OrganizationLink> = {}): OrganizationLink => ({
  id: id(n),
  title: `Enlace ${n}`,
  url: `https://www.sitio${n}.example.com/inicio`,
  description: n === 1 ? 'El primero.' : null,
  icon: 'book',
  position: n - 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const show = () => renderWithProviders(<LinksPage />, { route: '/links', path: '/links' });

describe('the links screen', () => {
  beforeAll(() => initI18n('es-MX'), 30_000);
  afterEach(() => {
    cleanup();
    permissions.current = new Set();
  });

  it('shows each link as a card that opens outside the app, without controls for a member', async () => {
    serve({ 'GET /api/links': () => json({ results: [link(1), link(2)] }) });
    show();
    const list = await screen.findByRole('list', { name: 'Enlaces de la organización' });
    const anchors = within(list).getAllByRole('link');
    expect(anchors).toHaveLength(2);
    const first = screen.getByRole('link', {
      name: 'Enlace 1 (se abre fuera de la app, en una pestaña nueva)',
    });
    expect(first).toHaveAttribute('href', 'https://www.sitio1.example.com/inicio');
    expect(first).toHaveAttribute('target', '_blank');
    expect(first).toHaveAttribute('rel', 'noopener noreferrer');
    expect(first).toHaveTextContent('El primero.');
    expect(first).toHaveTextContent('sitio1.example.com');
    expect(screen.queryByRole('button', { name: /Editar|Eliminar|Subir|Bajar|Agregar/ })).toBeNull();
  });

  it('says so when there are no links, and offers a manager to add the first', async () => {
    serve({ 'GET /api/links': () => json({ results: [] }) });
    show();
    expect(await screen.findByText('Aún no hay enlaces')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar enlace' })).toBeNull();
    cleanup();
    permissions.current = new Set(['MANAGE_LINKS']);
    show();
    expect(await screen.findByRole('button', { name: 'Agregar enlace' })).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    serve({
      'GET /api/links': () =>
        fail ? json({ statusCode: 503, message: 'Fuera de servicio.' }, 503) : json({ results: [link(1)] }),
    });
    show();
    expect(await screen.findByText('No se pudieron cargar los enlaces.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: /Enlace 1/ })).toBeInTheDocument();
  });

  it('lets a manager add a link, checking the address first', async () => {
    permissions.current = new Set(['MANAGE_LINKS']);
    const results = [link(1)];
    const seen = serve({
      'GET /api/links': () => json({ results }),
      'POST /api/links': (request) => {
        const created = link(2, { ...(request.body as object), description: null });
        results.push(created);
        return json(created, 201);
      },
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar enlace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo enlace' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Título/ }), 'Intranet');
    const address = within(dialog).getByRole('textbox', { name: /Dirección/ });
    await userEvent.clear(address);
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText(
        'La dirección debe ser un enlace completo que empiece con https:// o http://.',
      ),
    ).toBeInTheDocument();
    expect(seen.some((request) => request.method === 'POST')).toBe(false);
    await userEvent.clear(address);
    await userEvent.type(address, 'https://intranet.example.com');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Ícono/ }), 'globe');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.find((request) => request.method === 'POST')?.body).toEqual({
      title: 'Intranet',
      url: 'https://intranet.example.com',
      description: null,
      icon: 'globe',
    });
    expect(await screen.findByRole('link', { name: /^Intranet/ })).toBeInTheDocument();
  });

  it('moves a link with the keyboard-reachable up and down buttons, and deletes one after confirming', async () => {
    permissions.current = new Set(['MANAGE_LINKS']);
    let results = [link(1), link(2), link(3)];
    const seen = serve({
      'GET /api/links': () => json({ results }),
      'PUT /api/links/order': (request) => {
        const ids = (request.body as { ids: string[] }).ids;
        results = ids.map((each, index) => ({
          ...(results.find((r) => r.id === each) as OrganizationLink),
          position: index,
        }));
        return json({ results });
      },
      [`DELETE /api/links/${id(3)}`]: () => {
        results = results.filter((each) => each.id !== id(3));
        return new Response(null, { status: 204 });
      },
    });
    show();
    expect(await screen.findByRole('button', { name: 'Subir Enlace 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Bajar Enlace 3' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Bajar Enlace 1' }));
    await waitFor(() =>
      expect(screen.getAllByRole('link').map((anchor) => anchor.textContent?.slice(0, 8))).toEqual([
        'Enlace 2',
        'Enlace 1',
        'Enlace 3',
      ]),
    );
    expect(seen.find((request) => request.method === 'PUT')?.body).toEqual({ ids: [id(2), id(1), id(3)] });

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Enlace 3' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Enlace 3/ })).toBeNull());
  });
});

describe('the links model', () => {
  it('accepts only absolute http(s) addresses without credentials', () => {
    expect(checkedUrl(' https://a.example.com/x ')).toBe('https://a.example.com/x');
    expect(checkedUrl('http://a.example.com')).toBe('http://a.example.com');
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      '/relative',
      'a.example.com',
      'https://u:p@a.example.com',
    ]) {
      expect(checkedUrl(bad)).toBeNull();
    }
  });

  it('names the host without www. and moves ids within bounds', () => {
    expect(hostOf('https://www.example.com/a?b')).toBe('example.com');
    expect(moved(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
  });
});
