// @vitest-environment jsdom
import { XSS_VECTORS, xssProblems } from '@faena/form-engine/markdown/xss-vectors';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import NewPostPage from './NewPostPage';
import {
  channel,
  detail,
  GENERAL,
  initTexts,
  json,
  postId,
  type SeenRequest,
  STORES,
  serve,
} from './test-support';

const UPLOAD_ID = '00000000-0000-4000-8000-000000000abc';
const uploads = vi.hoisted(() => ({ uploadBlob: vi.fn() }));
vi.mock('@/platform/files/uploader', async (original) => ({
  ...(await original<typeof import('@/platform/files/uploader')>()),
  uploadBlob: uploads.uploadBlob,
}));

const CHANNELS = [
  channel(),
  channel({ id: STORES, name: 'Tiendas', canPost: true }),
  channel({ id: '00000000-0000-4000-8000-000000000c03', name: 'Dirección', canPost: false }),
];

function routes(overrides: Record<string, (request: SeenRequest) => Response> = {}) {
  return serve({ 'GET /api/post-channels': () => json({ results: CHANNELS }), ...overrides });
}

function Post() {
  return <p>Publicación {useParams().id}</p>;
}

const show = (search = '') =>
  renderWithProviders(<NewPostPage />, {
    route: `/posts/new${search}`,
    path: '/posts/new',
    routes: [
      { path: '/posts/:id', element: <Post /> },
      { path: '/posts', element: <p>Lista de publicaciones</p> },
    ],
  });

const body = () => screen.getByRole('textbox', { name: /^Contenido/ });

describe('a new post', () => {
  beforeAll(initTexts);
  afterEach(() => {
    cleanup();
    uploads.uploadBlob.mockReset();
  });

  it('offers only the channels where the person may post, the one from the address chosen', async () => {
    routes();
    show(`?channel=${STORES}`);
    const select = await screen.findByRole('combobox', { name: /^Canal/ });
    expect(select).toHaveValue(STORES);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Elige un canal', 'General', 'Tiendas']);
  });

  it('says what is missing before sending anything', async () => {
    const seen = routes();
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Elige el canal donde publicar.')).toBeInTheDocument();
    expect(screen.getByText('Escribe un título.')).toBeInTheDocument();
    expect(screen.getByText('Escribe el contenido de la publicación.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Título/ })).toHaveAttribute('aria-invalid', 'true');
    expect(seen.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('previews the markdown through the sanitiser: no script, no handler, titles as text', async () => {
    routes();
    show();
    fireEvent.change(await screen.findByRole('textbox', { name: /^Título/ }), {
      target: { value: '<script>alert(1)</script>' },
    });
    fireEvent.change(body(), { target: { value: `# Hola **equipo**\n\n${XSS_VECTORS.join('\n\n')}` } });
    await userEvent.click(screen.getByRole('tab', { name: 'Vista previa' }));
    const preview = await screen.findByRole('region', { name: 'Vista previa' });
    expect(within(preview).getByRole('heading', { name: 'Hola equipo' })).toBeInTheDocument();
    expect(xssProblems(preview.innerHTML, document)).toEqual([]);
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror], [onload], [onmouseover], iframe, svg script')).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Título/ })).toHaveValue('<script>alert(1)</script>');
  });

  it('uploads a picture, inserts its link, and previews it from the device', async () => {
    routes();
    URL.createObjectURL = () => 'blob:local-photo';
    URL.revokeObjectURL = () => {};
    uploads.uploadBlob.mockResolvedValue({
      upload_id: UPLOAD_ID,
      url: `/api/filepond/${UPLOAD_ID}/download`,
      name: 'piso.png',
      size: 4,
      type: 'image/png',
    });
    show();
    await userEvent.type(await screen.findByRole('textbox', { name: /^Contenido/ }), 'Miren:');
    const file = new File([new Uint8Array([1, 2, 3, 4])], 'piso.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Insertar imagen', { selector: 'input' }), file);
    await waitFor(() =>
      expect(body()).toHaveValue(`Miren:\n\n![piso.png](/api/filepond/${UPLOAD_ID}/download)`),
    );
    expect(uploads.uploadBlob).toHaveBeenCalledWith(file, 'piso.png');
    await userEvent.click(screen.getByRole('tab', { name: 'Vista previa' }));
    const preview = await screen.findByRole('region', { name: 'Vista previa' });
    await waitFor(() =>
      expect(within(preview).getByRole('img', { name: 'piso.png' })).toHaveAttribute(
        'src',
        'blob:local-photo',
      ),
    );
  });

  it('formats with the toolbar', async () => {
    routes();
    show();
    const area = await screen.findByRole('textbox', { name: /^Contenido/ });
    await userEvent.type(area, 'Hola ');
    await userEvent.click(screen.getByRole('button', { name: 'Negritas' }));
    expect(area).toHaveValue('Hola **texto en negritas**');
    await userEvent.keyboard('mundo');
    expect(area).toHaveValue('Hola **mundo**');
  });

  it('publishes and opens the post', async () => {
    const created = detail({ id: postId(9), title: 'Inventario', channelId: STORES });
    const seen = routes({ 'POST /api/posts': () => json(created, 201) });
    show(`?channel=${STORES}`);
    await userEvent.type(await screen.findByRole('textbox', { name: /^Título/ }), ' Inventario ');
    await userEvent.type(body(), 'Contar el viernes.');
    await userEvent.click(screen.getByRole('switch', { name: /Requiere confirmación de lectura/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText(`Publicación ${postId(9)}`)).toBeInTheDocument();
    expect(seen.find((request) => request.method === 'POST')?.body).toEqual({
      channelId: STORES,
      title: 'Inventario',
      body: 'Contar el viernes.',
      requiresAcknowledgement: true,
    });
  });

  it('shows the server’s field errors on their fields', async () => {
    routes({
      'POST /api/posts': () =>
        json(
          {
            statusCode: 400,
            code: 'VALIDATION_FAILED',
            message: 'Revisa los campos.',
            fields: { title: 'El título ya se usó hoy.' },
          },
          400,
        ),
    });
    show(`?channel=${GENERAL}`);
    await userEvent.type(await screen.findByRole('textbox', { name: /^Título/ }), 'Aviso');
    await userEvent.type(body(), 'Texto');
    await userEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('El título ya se usó hoy.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Título/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('No se pudo publicar. Revisa los campos marcados.')).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('asks before leaving with unsaved changes', async () => {
    routes();
    show();
    await userEvent.type(await screen.findByRole('textbox', { name: /^Título/ }), 'Borrador');
    await userEvent.click(screen.getByRole('link', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: '¿Desea descartar los cambios sin guardar?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('textbox', { name: /^Título/ })).toHaveValue('Borrador');
    expect(screen.queryByText('Lista de publicaciones')).not.toBeInTheDocument();
  });

  it('says when the person may not post anywhere', async () => {
    routes({ 'GET /api/post-channels': () => json({ results: [channel({ canPost: false })] }) });
    show();
    expect(await screen.findByText('No puedes publicar en ningún canal')).toBeInTheDocument();
  });
});
