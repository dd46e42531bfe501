// @vitest-environment jsdom
import { XSS_VECTORS, xssProblems } from '@faena/form-engine/markdown/xss-vectors';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import PostPage from './PostPage';
import {
  detail,
  figures,
  initTexts,
  json,
  noContent,
  pending,
  postId,
  type SeenRequest,
  serve,
} from './test-support';

const ID = postId(1);

const show = () =>
  renderWithProviders(<PostPage />, {
    route: `/posts/${ID}`,
    path: '/posts/:id',
    routes: [{ path: '/posts', element: <p>Lista de publicaciones</p> }],
  });

const requestsTo = (seen: SeenRequest[], method: string, path: string) =>
  seen.filter((request) => request.method === method && request.path === path);

describe('a post', () => {
  beforeAll(initTexts);
  afterEach(cleanup);

  it('records that the person saw it, once, and takes the acknowledgement', async () => {
    const acknowledgedAt = '2026-03-02T15:30:00.000Z';
    const seen = serve({
      [`GET /api/posts/${ID}`]: () =>
        json(detail({ seen: false, requiresAcknowledgement: true, title: 'Nuevo horario' })),
      [`POST /api/posts/${ID}/seen`]: () => noContent(),
      [`POST /api/posts/${ID}/acknowledge`]: () =>
        json(
          detail({
            seen: true,
            requiresAcknowledgement: true,
            acknowledged: true,
            acknowledgedAt,
            seenAt: acknowledgedAt,
            title: 'Nuevo horario',
          }),
        ),
    });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nuevo horario' })).toBeInTheDocument();
    expect(screen.getByText('equipo').tagName).toBe('STRONG');
    await waitFor(() => expect(requestsTo(seen, 'POST', `/api/posts/${ID}/seen`)).toHaveLength(1));
    expect(screen.getByText('Esta publicación pide que confirmes que la leíste.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Entendido' }));
    expect(await screen.findByText(/^Confirmaste la lectura el /)).toBeInTheDocument();
    expect(screen.getByText(/Confirmaste la lectura el 2 de marzo de 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Entendido' })).not.toBeInTheDocument();
    expect(requestsTo(seen, 'POST', `/api/posts/${ID}/acknowledge`)).toHaveLength(1);
    expect(requestsTo(seen, 'POST', `/api/posts/${ID}/seen`)).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Lectura' })).not.toBeInTheDocument();
  });

  it('sends nothing when the post was already seen, and asks nothing when it needs no acknowledgement', async () => {
    const seen = serve({ [`GET /api/posts/${ID}`]: () => json(detail({ seen: true })) });
    show();
    await screen.findByRole('heading', { level: 1, name: 'Aviso 1' });
    expect(screen.queryByRole('button', { name: 'Entendido' })).not.toBeInTheDocument();
    expect(requestsTo(seen, 'POST', `/api/posts/${ID}/seen`)).toHaveLength(0);
  });

  it('shows its author and managers who saw and acknowledged it, by venue and position, and who is missing', async () => {
    const seen = serve({
      [`GET /api/posts/${ID}`]: () =>
        json(detail({ seen: true, requiresAcknowledgement: true, acknowledged: false, canSeeFigures: true })),
      [`GET /api/posts/${ID}/figures`]: () => json(figures()),
      [`GET /api/posts/${ID}/pending`]: (request) =>
        request.query.get('search')
          ? json(pending(1, ['Luis Pérez']))
          : request.query.get('page') === '2'
            ? json(pending(60, ['Zoe Ruiz']))
            : json(pending(60, ['Beto Díaz', 'Carla Gómez'])),
    });
    show();
    const panel = await screen.findByRole('region', { name: 'Lectura' });
    expect(await within(panel).findByText('3 de 7 confirmaron (42.9 %)')).toBeInTheDocument();
    expect(within(panel).getByText('5 de 7 la vieron (71.4 %)')).toBeInTheDocument();
    expect(within(panel).getByRole('meter', { name: '3 de 7 confirmaron (42.9 %)' })).toHaveAttribute(
      'value',
      '42.9',
    );

    const byVenue = within(panel).getByRole('table');
    const rows = within(byVenue).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('Sucursal');
    expect(rows[1]).toHaveTextContent('Tienda Centro');
    expect(rows[1]).toHaveTextContent('4 (100.0 %)');
    expect(rows[1]).toHaveTextContent('3 (75.0 %)');
    expect(rows[2]).toHaveTextContent('Sin asignar');
    await userEvent.click(within(panel).getByRole('tab', { name: 'Por puesto' }));
    expect(await within(panel).findByRole('rowheader', { name: 'Cajera' })).toBeInTheDocument();
    expect(within(panel).getByRole('tab', { name: 'Por sucursal' })).toBeInTheDocument();

    const missing = await within(panel).findByRole('list', { name: 'Quién no ha confirmado' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Beto Díaz'), expect.stringContaining('Carla Gómez')]);
    expect(within(panel).getByText('60 personas')).toBeInTheDocument();
    expect(within(missing).getAllByRole('listitem')[1]).toHaveTextContent('No la ha visto');
    expect(within(panel).getByText('Página 1 de 2')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Siguiente' }));
    expect(await within(panel).findByText('Zoe Ruiz')).toBeInTheDocument();
    expect(requestsTo(seen, 'GET', `/api/posts/${ID}/pending`).at(-1)?.query.get('page')).toBe('2');

    await userEvent.type(within(panel).getByRole('searchbox', { name: 'Buscar persona' }), 'Luis');
    expect(await within(panel).findByText('Luis Pérez')).toBeInTheDocument();
    const last = requestsTo(seen, 'GET', `/api/posts/${ID}/pending`).at(-1)?.query;
    expect(last?.get('search')).toBe('Luis');
    expect(last?.get('page')).toBe('1');
  });

  it('renders the body sanitised again and the title as text', async () => {
    serve({
      [`GET /api/posts/${ID}`]: () =>
        json(
          detail({
            seen: true,
            title: '<img src=x onerror="alert(1)">',
            bodyHtml:
              '<p>Hola</p><script>window.__hacked = true</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">clic</a>',
          }),
        ),
    });
    show();
    expect(
      await screen.findByRole('heading', { level: 1, name: '<img src=x onerror="alert(1)">' }),
    ).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    expect(within(article).getByText('clic')).not.toHaveAttribute('href');
    expect((window as { __hacked?: boolean }).__hacked).toBeUndefined();
  });

  it('lets none of the OWASP vectors through, even should the server send them unsanitised', async () => {
    serve({
      [`GET /api/posts/${ID}`]: () =>
        json(detail({ seen: true, title: XSS_VECTORS[4] ?? '', bodyHtml: XSS_VECTORS.join('\n') })),
    });
    show();
    const article = await screen.findByRole('article');
    await within(article).findByRole('heading', { level: 1, name: XSS_VECTORS[4] ?? '' });
    expect(xssProblems(article.innerHTML, document)).toEqual([]);
    expect(document.querySelector('script, iframe, [onerror], [onload], [onmouseover]')).toBeNull();
  });

  it('keeps the server’s code blocks and lists whole through the second sanitising', async () => {
    serve({
      [`GET /api/posts/${ID}`]: () =>
        json(
          detail({
            seen: true,
            bodyHtml:
              '<p>Pasos:</p>\n<ol>\n<li>Abrir</li>\n<li>Contar</li>\n</ol>\n<pre><code>uno\n\n    dos\n</code></pre>\n<p><a href="https://faena.example/ayuda">Ayuda</a></p>\n',
          }),
        ),
    });
    show();
    const article = await screen.findByRole('article');
    await within(article).findByText('Pasos:');
    expect(
      within(article)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Abrir', 'Contar']);
    expect(article.querySelector('pre code')?.textContent).toBe('uno\n\n    dos\n');
    expect(within(article).getByRole('link', { name: 'Ayuda' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('says when the post does not exist or cannot be read', async () => {
    serve({
      [`GET /api/posts/${ID}`]: () =>
        json({ statusCode: 404, code: 'POST_NOT_FOUND', message: 'No existe la publicación.' }, 404),
    });
    show();
    expect(await screen.findByText('Esta publicación no existe o no puedes verla')).toBeInTheDocument();
  });

  it('lets its author delete it after confirming', async () => {
    const seen = serve({
      [`GET /api/posts/${ID}`]: () => json(detail({ seen: true, canDelete: true })),
      [`DELETE /api/posts/${ID}`]: () => noContent(),
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('“Aviso 1” dejará de verse para todos.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Lista de publicaciones')).toBeInTheDocument();
    expect(requestsTo(seen, 'DELETE', `/api/posts/${ID}`)).toHaveLength(1);
  });
});
