// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import PostsPage from './PostsPage';
import {
  channel,
  GENERAL,
  initTexts,
  json,
  page,
  type SeenRequest,
  STORES,
  serve,
  summary,
} from './test-support';

const permissions = vi.hoisted(() => ({ current: new Set<string>() }));
vi.mock('@/platform/site-config', () => ({ usePermissions: () => permissions.current }));

const CHANNELS = [
  channel({ unreadCount: 1, postCount: 3 }),
  channel({ id: STORES, name: 'Tiendas', description: 'Solo tiendas.', canPost: false, unreadCount: 0 }),
];

function routes(overrides: Record<string, (request: SeenRequest) => Response> = {}) {
  return serve({
    'GET /api/post-channels': () => json({ results: CHANNELS }),
    'GET /api/posts': (request) =>
      request.query.get('cursor') === 'c2'
        ? json(page([summary(3)]))
        : json(
            page(
              [
                summary(1, { seen: false, requiresAcknowledgement: true }),
                summary(2, { requiresAcknowledgement: true, acknowledged: true, channelName: 'Tiendas' }),
              ],
              'c2',
            ),
          ),
    ...overrides,
  });
}

const show = (search = '') =>
  renderWithProviders(<PostsPage />, { route: `/posts${search}`, path: '/posts' });

const postsRequests = (seen: SeenRequest[]) => seen.filter((request) => request.path === '/api/posts');

describe('the posts feed', () => {
  beforeAll(initTexts);
  afterEach(() => {
    cleanup();
    permissions.current = new Set();
    vi.unstubAllGlobals();
  });

  it('marks unread posts and what asks for an acknowledgement, and loads the next page', async () => {
    const seen = routes();
    show();
    const list = await screen.findByRole('list', { name: 'Publicaciones de Todas' });
    const [first, second] = within(list).getAllByRole('article');
    if (!first || !second) throw new Error('two posts expected');
    expect(within(first).getByRole('img', { name: 'No leída' })).toBeInTheDocument();
    expect(first).toHaveAttribute('data-unread', 'true');
    expect(within(first).getByRole('heading', { name: 'Aviso 1' })).toHaveClass('font-semibold');
    expect(first).toHaveTextContent('Nuevo');
    expect(first).toHaveTextContent('Requiere confirmación');
    expect(first).toHaveTextContent('Ana Torres');
    expect(first).toHaveTextContent('Resumen del aviso 1.');
    expect(within(first).getByRole('link', { name: 'Aviso 1' })).toHaveAttribute(
      'href',
      `/posts/${summary(1).id}`,
    );
    expect(within(second).queryByRole('img', { name: 'No leída' })).not.toBeInTheDocument();
    expect(second).not.toHaveTextContent('Nuevo');
    expect(second).toHaveTextContent('Confirmado');
    expect(second).toHaveTextContent('Tiendas');

    const channels = screen.getByRole('navigation', { name: 'Canales de publicaciones' });
    expect(within(channels).getByRole('link', { name: /Todas/ })).toHaveAttribute('aria-current', 'page');
    expect(within(channels).getByRole('link', { name: /General/ })).toHaveTextContent('1 sin leer');

    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await within(list).findByRole('heading', { name: 'Aviso 3' })).toBeInTheDocument();
    expect(postsRequests(seen).at(-1)?.query.get('cursor')).toBe('c2');
    expect(postsRequests(seen).at(-1)?.query.has('channelId')).toBe(false);
    expect(screen.getByText('No hay más publicaciones.')).toBeInTheDocument();
  });

  it('loads more on its own when the end of the feed comes into view', async () => {
    const observed: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observed.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const seen = routes();
    show();
    await screen.findByRole('list', { name: 'Publicaciones de Todas' });
    await waitFor(() => expect(observed.length).toBeGreaterThan(0));
    observed.at(-1)?.([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(await screen.findByRole('heading', { name: 'Aviso 3' })).toBeInTheDocument();
    expect(postsRequests(seen).map((request) => request.query.get('cursor'))).toEqual([null, 'c2']);
  });

  it('shows one channel from the address, and says when it has no posts', async () => {
    const seen = routes({ 'GET /api/posts': () => json(page([])) });
    show(`?channel=${STORES}`);
    expect(await screen.findByText('Este canal aún no tiene publicaciones')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Tiendas' })).toBeInTheDocument();
    expect(postsRequests(seen)[0]?.query.get('channelId')).toBe(STORES);
    const channels = screen.getByRole('navigation', { name: 'Canales de publicaciones' });
    expect(within(channels).getByRole('link', { name: /Tiendas/ })).toHaveAttribute('aria-current', 'page');
    // Not a poster of Tiendas: the new post goes without a preselected channel.
    expect(screen.getByRole('link', { name: 'Nueva publicación' })).toHaveAttribute('href', '/posts/new');
  });

  it('preselects the channel of the feed for a new post where the person may post', async () => {
    routes();
    show(`?channel=${GENERAL}`);
    expect(await screen.findByRole('link', { name: 'Nueva publicación' })).toHaveAttribute(
      'href',
      `/posts/new?channel=${GENERAL}`,
    );
  });

  it('says when there is no channel to read, and offers no new post', async () => {
    routes({ 'GET /api/post-channels': () => json({ results: [] }) });
    show();
    expect(await screen.findByText('Aún no hay canales que puedas leer')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nueva publicación' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nuevo canal' })).not.toBeInTheDocument();
  });

  it('says when nothing was posted yet in any channel', async () => {
    routes({ 'GET /api/posts': () => json(page([])) });
    show();
    expect(await screen.findByText('Aún no hay publicaciones')).toBeInTheDocument();
  });

  it('lets a manager create a channel', async () => {
    permissions.current = new Set(['MANAGE_POSTS']);
    const created = channel({ id: '00000000-0000-4000-8000-000000000c09', name: 'Seguridad' });
    const seen = routes({ 'POST /api/post-channels': () => json(created, 201) });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo canal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo canal' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Escribe el nombre del canal.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Nombre/), '  Seguridad ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Seguridad',
      description: '',
      audienceId: null,
      posterIds: [],
    });
    expect(await screen.findByText('Se creó el canal Seguridad.')).toBeInTheDocument();
  });
});
