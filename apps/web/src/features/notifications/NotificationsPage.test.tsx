// @vitest-environment jsdom
import { client, configureApiClient, type Notification } from '@faena/api-client';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, renderWithProviders } from '../../test/render';
import { NotificationsMenu } from './NotificationsMenu';
import NotificationsPage from './NotificationsPage';

vi.mock('@/platform/session/session', () => ({
  useSession: () => ({ session: { status: 'signedIn', user: {}, person: { id: 'ana', name: 'Ana' } } }),
}));

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const notification = (id: string, title: string, read = false, minutes = 5): Notification => ({
  id,
  read,
  payload: { type: 'NEW_POST', postId: `post-${id}`, title },
  created_at: minutesAgo(minutes),
});

type Handler = (request: Request) => Promise<Response> | Response;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A stand-in for the API: the site config, and the notifications routes the test sets. */
function serve(routes: Record<string, Handler>) {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const { pathname, searchParams } = new URL(request.url);
    const key = `${request.method} ${pathname}${searchParams.has('pageNumber') ? `?page=${searchParams.get('pageNumber')}` : ''}`;
    calls.push(key);
    if (key === 'GET /api/site-config/me') return json({ permissions: ['VIEW_NOTIFICATIONS'] });
    const handler = routes[key];
    return handler ? handler(request) : json({ statusCode: 404, error: 'Not Found', message: key }, 404);
  };
  configureApiClient(client, {
    gatewayUrl: 'http://demo.faena.localhost',
    subdomain: 'demo',
    getToken: () => 'token',
    fetch: fetch as typeof globalThis.fetch,
    retry: { retries: {} },
  });
  return calls;
}

function renderWith(element: React.ReactElement) {
  renderWithProviders(element, {
    route: '/notifications',
    path: '/notifications',
    routes: [{ path: '/posts/:id', element: <h1>Publicación</h1> }],
  });
}

const page = (
  results: Notification[],
  count = results.length,
  totalUnread = results.filter((n) => !n.read).length,
) => json({ results, count, totalUnread });

function setPermission(permission: NotificationPermission | null) {
  if (permission === null) {
    Reflect.deleteProperty(window, 'Notification');
    return;
  }
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    writable: true,
    value: { permission, requestPermission: vi.fn(async () => permission) },
  });
}

describe('/notifications', () => {
  beforeAll(async () => {
    await initI18n('es-MX');
  });
  beforeEach(() => setPermission('granted'));
  afterEach(cleanup);

  it('lists each notification with its kind, title, read state and time', async () => {
    serve({
      'GET /api/notifications?page=1': () =>
        page([notification('1', 'Turno del sábado'), notification('2', 'Bienvenida', true, 60 * 3)]),
    });
    renderWith(<NotificationsPage />);

    const list = await screen.findByRole('list', { name: 'Notificaciones' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Nueva publicaciónTurno del sábadohace 5 minutos');
    expect(second).toHaveTextContent('Nueva publicaciónBienvenidahace 3 horas');
    // Unread shows once: a dot named for screen readers, no word beside it.
    expect(within(first!).getByRole('img', { name: 'No leída' })).toBeInTheDocument();
    expect(first).not.toHaveTextContent('No leída');
    expect(within(second!).queryByRole('img', { name: 'No leída' })).not.toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Turno del sábado' })).toHaveAttribute(
      'href',
      '/posts/post-1',
    );
    expect(within(first!).getByRole('button', { name: 'Marcar como leída: Turno del sábado' })).toBeVisible();
    expect(within(second!).queryByRole('button', { name: /Marcar como leída/ })).not.toBeInTheDocument();
    expect(screen.getByText('1 sin leer')).toBeInTheDocument();
    expect(screen.getByText('No hay más notificaciones')).toBeInTheDocument();
  });

  it('marks a notification read at once, before the server answers', async () => {
    let answer!: (response: Response) => void;
    serve({
      'GET /api/notifications?page=1': () => page([notification('1', 'Turno del sábado')]),
      'POST /api/notifications/1/read': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderWith(<NotificationsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar como leída: Turno del sábado' }));

    expect(
      within(screen.getByRole('listitem')).queryByRole('img', { name: 'No leída' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText('1 sin leer')).not.toBeInTheDocument();
    answer(json(notification('1', 'Turno del sábado', true)));
  });

  it('puts a notification back as unread and says so when the server refuses', async () => {
    serve({
      'GET /api/notifications?page=1': () => page([notification('1', 'Turno del sábado')]),
      'POST /api/notifications/1/read': () => json({ statusCode: 500, error: 'x', message: 'Falla' }, 500),
    });
    renderWith(<NotificationsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar como leída: Turno del sábado' }));

    expect(
      await screen.findByText('No se pudo marcar la notificación como leída. Inténtalo nuevamente.'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('listitem')).getByRole('img', { name: 'No leída' })).toBeInTheDocument();
    expect(screen.getByText('1 sin leer')).toBeInTheDocument();
  });

  it('removes a deleted notification, and brings it back with a toast when the server refuses', async () => {
    let stored = [notification('1', 'Turno del sábado'), notification('2', 'Bienvenida', true)];
    serve({
      'GET /api/notifications?page=1': () => page(stored),
      'DELETE /api/notifications/1': () => {
        stored = stored.filter((n) => n.id !== '1');
        return new Response(null, { status: 204 });
      },
      'DELETE /api/notifications/2': () => json({ statusCode: 500, error: 'x', message: 'Falla' }, 500),
    });
    renderWith(<NotificationsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar: Turno del sábado' }));
    expect(screen.queryByText('Turno del sábado')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar: Bienvenida' }));
    expect(
      await screen.findByText('No se pudo eliminar la notificación. Inténtalo nuevamente.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Bienvenida')).toBeInTheDocument();
  });

  it('loads the next 20 with the "Cargar más" button', async () => {
    const first = Array.from({ length: 20 }, (_, i) => notification(`a${i}`, `Aviso ${i}`, true));
    const calls = serve({
      'GET /api/notifications?page=1': () => page(first, 21, 0),
      'GET /api/notifications?page=2': () => page([notification('b', 'El último aviso', true)], 21, 0),
    });
    renderWith(<NotificationsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cargar más' }));

    expect(await screen.findByText('El último aviso')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(21);
    expect(calls.filter((call) => call.startsWith('GET /api/notifications?'))).toEqual([
      'GET /api/notifications?page=1',
      'GET /api/notifications?page=2',
    ]);
  });

  it('shows the empty state', async () => {
    serve({ 'GET /api/notifications?page=1': () => page([]) });
    renderWith(<NotificationsPage />);
    expect(await screen.findByRole('heading', { name: 'No tienes notificaciones' })).toBeInTheDocument();
  });

  it('offers a retry when the inbox cannot be loaded', async () => {
    let fail = true;
    serve({
      'GET /api/notifications?page=1': () =>
        fail
          ? json({ statusCode: 503, error: 'x', message: 'x' }, 503)
          : page([notification('1', 'Bienvenida')]),
    });
    renderWith(<NotificationsPage />);
    expect(await screen.findByText('No pudimos cargar tus notificaciones.')).toHaveAttribute('role', 'alert');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Bienvenida')).toBeInTheDocument();
  });

  it('warns when the browser blocks notifications, and explains how to turn them back on', async () => {
    setPermission('denied');
    serve({ 'GET /api/notifications?page=1': () => page([]) });
    renderWith(<NotificationsPage />);
    const warning = await screen.findByRole('region', {
      name: 'Las notificaciones del navegador están bloqueadas',
    });
    await userEvent.click(within(warning).getByRole('button', { name: 'Volver a activar' }));
    expect(await within(warning).findByRole('status')).toHaveTextContent(
      /Siguen bloqueadas en tu navegador\. Tu navegador ya no vuelve a preguntar/,
    );
  });

  it('suggests the mobile app where the browser cannot show notifications', async () => {
    setPermission(null);
    serve({ 'GET /api/notifications?page=1': () => page([]) });
    renderWith(<NotificationsPage />);
    expect(
      await screen.findByText(
        'Este navegador no puede mostrar notificaciones. Usa la app móvil para recibir avisos al instante.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the bell', () => {
  beforeAll(async () => {
    await initI18n('es-MX');
  });
  afterEach(cleanup);

  it('names the unread total, capped at 99+', async () => {
    serve({ 'GET /api/notifications?page=1': () => page([notification('1', 'Bienvenida')], 120, 120) });
    renderWith(<NotificationsMenu href="/notifications" />);
    expect(await screen.findByRole('button', { name: 'Notificaciones, 99+ sin leer' })).toBeInTheDocument();
  });

  it('opens the latest notifications; choosing one marks it read and opens its post', async () => {
    const calls = serve({
      'GET /api/notifications?page=1': () => page([notification('1', 'Bienvenida')]),
      'POST /api/notifications/1/read': () => json(notification('1', 'Bienvenida', true)),
    });
    renderWith(<NotificationsMenu href="/notifications" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Ver todas' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Bienvenida/ }));

    expect(await screen.findByRole('heading', { name: 'Publicación' })).toBeInTheDocument();
    expect(calls).toContain('POST /api/notifications/1/read');
  });
});
