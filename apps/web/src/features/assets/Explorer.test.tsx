// @vitest-environment jsdom
import { ApiError } from '@faena/api-client';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { Explorer, type ExplorerProps } from './Explorer';
import { document as doc, folder, initTexts, json, NOW, noContent, page, serve, uuid } from './test-support';

const uploads = vi.hoisted(() => ({
  calls: [] as {
    name: string;
    onProgress?: (fraction: number) => void;
    resolve: (value: unknown) => void;
    reject: (error: unknown) => void;
  }[],
}));

vi.mock('@/platform/files/uploader', () => ({
  uploadTemporary: (_blob: Blob, name: string, options: { onProgress?: (fraction: number) => void }) =>
    new Promise((resolve, reject) => {
      uploads.calls.push({ name, onProgress: options.onProgress, resolve, reject });
    }),
  appFileResolver: { resolve: async (link: string) => ({ url: `http://signed${link}` }) },
}));

beforeAll(initTexts);
// jsdom lays nothing out: the list's scroller gets a phone-sized window so the virtualiser renders rows.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 375 });
});
beforeEach(() => {
  uploads.calls.length = 0;
});
afterEach(cleanup);

const ITEMS = '/api/assets/folders/root/items';

function renderExplorer(props: Partial<ExplorerProps> = {}, flags = {}) {
  const onOpenFolder = vi.fn();
  renderWithProviders(
    <Explorer
      folderId="root"
      top={{ id: 'root', name: 'Archivos' }}
      onOpenFolder={onOpenFolder}
      canShare
      now={NOW}
      {...props}
    />,
    { flags },
  );
  return { onOpenFolder };
}

const rowsOf = async () => {
  const grid = await screen.findByRole('grid', { name: 'Contenido de Archivos' });
  return within(grid).getAllByRole('row').slice(1);
};

describe('Explorer', () => {
  it('lists the folders first, then the documents with their size and when they changed', async () => {
    const seen = serve({
      [`GET ${ITEMS}`]: () =>
        json(
          page({
            folders: [folder(1, { name: 'Políticas', audience: { id: uuid(7), name: 'Personal propio' } })],
            documents: [
              doc(1, { name: 'Manual.pdf', size: 1536 }),
              doc(2, { name: 'Foto.png', contentType: 'image/png', size: 820 }),
            ],
          }),
        ),
    });
    renderExplorer();
    const rows = await rowsOf();
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('button', { name: 'Carpeta Políticas' })).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Compartida con Personal propio')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('img', { name: 'PDF' })).toBeInTheDocument();
    expect(within(rows[1]!).getAllByText('1.5 kB').length).toBeGreaterThan(0);
    expect(within(rows[1]!).getAllByText('hace 2 horas').length).toBeGreaterThan(0);
    expect(within(rows[2]!).getByRole('img', { name: 'Imagen' })).toBeInTheDocument();
    expect(within(rows[2]!).getAllByText('820 bytes').length).toBeGreaterThan(0);
    // The grid counts every row, loaded or not, plus its header.
    expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '4');
    expect(seen[0]?.query.get('limit')).toBe('200');
    expect(screen.getByRole('navigation', { name: 'Ubicación' })).toHaveTextContent('Archivos');
  });

  it('shows the breadcrumbs of a folder and opens an ancestor from them', async () => {
    const parent = folder(1, { name: 'Documentos' });
    const current = folder(2, { name: 'Políticas', parentId: parent.id });
    serve({
      [`GET /api/assets/folders/${current.id}/items`]: () =>
        json(page({ folder: current, path: [parent], documents: [doc(1)] })),
    });
    const { onOpenFolder } = renderExplorer({ folderId: current.id });
    const trail = await screen.findByRole('navigation', { name: 'Ubicación' });
    await waitFor(() => expect(within(trail).getAllByRole('listitem')).toHaveLength(3));
    expect(within(trail).getByText('Políticas')).toHaveAttribute('aria-current', 'location');
    await userEvent.click(within(trail).getByRole('link', { name: 'Documentos' }));
    expect(onOpenFolder).toHaveBeenCalledWith(parent.id);
  });

  it('moves between rows with the arrow keys, opens with Enter, renames with F2 and deletes with Delete', async () => {
    const seen = serve({
      [`GET ${ITEMS}`]: () => json(page({ folders: [folder(1)], documents: [doc(1), doc(2)] })),
      [`DELETE /api/assets/documents/${doc(2).id}`]: () => noContent(),
      [`POST /api/assets/trash/documents/${doc(2).id}/restore`]: () => json(doc(2)),
    });
    const { onOpenFolder } = renderExplorer();
    const rows = await rowsOf();
    const user = userEvent.setup();
    act(() => rows[0]!.focus());
    await user.keyboard('{Enter}');
    expect(onOpenFolder).toHaveBeenCalledWith(uuid(1));

    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-row-index', '1'));
    await user.keyboard('{F2}');
    const dialog = await screen.findByRole('dialog', { name: 'Renombrar «Documento 00001.pdf»' });
    expect(within(dialog).getByLabelText(/Nombre del documento/)).toHaveValue('Documento 00001.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    const second = (await rowsOf())[2]!;
    act(() => second.focus());
    await user.keyboard('{Delete}');
    expect(await screen.findByText('«Documento 00002.pdf» se movió a la papelera')).toBeInTheDocument();
    expect(seen.some((request) => request.method === 'DELETE')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('«Documento 00002.pdf» volvió a su lugar')).toBeInTheDocument();
    expect(seen.some((request) => request.method === 'POST' && request.path.endsWith('/restore'))).toBe(true);
  });

  it('checks a new name before sending it: blank, a slash, a folder’s twin; then saves it', async () => {
    const seen = serve({
      [`GET ${ITEMS}`]: () =>
        json(page({ folders: [folder(1, { name: 'Políticas' }), folder(2, { name: 'Capacitación' })] })),
      [`PATCH /api/assets/folders/${uuid(2)}`]: (request) =>
        json(folder(2, { name: (request.body as { name: string }).name })),
    });
    renderExplorer();
    await rowsOf();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Acciones de Capacitación' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Renombrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renombrar «Capacitación»' });
    const field = within(dialog).getByLabelText(/Nombre de la carpeta/);
    const save = within(dialog).getByRole('button', { name: 'Guardar' });

    await user.clear(field);
    await user.click(save);
    expect(await within(dialog).findByText('Escribe un nombre.')).toBeInTheDocument();
    await user.type(field, 'Marzo/Abril');
    await user.click(save);
    expect(await within(dialog).findByText('El nombre no puede llevar «/» ni «\\».')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'POLÍTICAS');
    await user.click(save);
    expect(await within(dialog).findByText('Ya existe un elemento con ese nombre aquí.')).toBeInTheDocument();
    expect(seen.filter((request) => request.method === 'PATCH')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'Capacitación 2026');
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen.find((request) => request.method === 'PATCH')?.body).toEqual({ name: 'Capacitación 2026' });
  });

  it('shows the server’s refusal of a name on the field', async () => {
    serve({
      [`GET ${ITEMS}`]: () => json(page({ documents: [doc(1)] })),
      'POST /api/assets/folders': () =>
        json(
          { statusCode: 409, error: 'Conflict', message: 'Ya existe una carpeta con ese nombre aquí.' },
          409,
        ),
    });
    renderExplorer();
    await rowsOf();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Nueva carpeta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva carpeta' });
    await user.type(within(dialog).getByLabelText(/Nombre de la carpeta/), 'Archivo');
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByText('Ya existe una carpeta con ese nombre aquí.')).toBeInTheDocument();
  });

  it('uploads several files at once, each with its own progress, and says why one was refused', async () => {
    const seen = serve({
      [`GET ${ITEMS}`]: () => json(page({ documents: [doc(1)] })),
      'POST /api/assets/documents': (request) =>
        json(doc(5, { name: String((request.body as { temporaryUpload: string }).temporaryUpload) }), 201),
    });
    renderExplorer();
    await rowsOf();
    const input = screen.getByTestId('asset-file-input') as HTMLInputElement;
    const files = [
      new File(['%PDF-1.4'], 'informe.pdf', { type: 'application/pdf' }),
      new File(['MZ'], 'programa.exe', { type: 'application/octet-stream' }),
    ];
    fireEvent.change(input, { target: { files } });
    await waitFor(() => expect(uploads.calls).toHaveLength(2));
    const panel = screen.getByRole('region', { name: 'Subidas' });
    act(() => uploads.calls[0]!.onProgress?.(0.5));
    expect(within(panel).getByRole('progressbar', { name: 'Subiendo informe.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(within(panel).getByRole('progressbar', { name: 'Subiendo programa.exe' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await act(async () => {
      uploads.calls[1]!.reject(
        new ApiError(415, {
          statusCode: 415,
          error: 'Unsupported Media Type',
          code: 'UPLOAD_TYPE_NOT_ALLOWED',
          message: 'Este tipo de archivo no está permitido.',
        }),
      );
      uploads.calls[0]!.resolve(uuid(77));
    });
    expect(
      await within(panel).findByText('No se subió: Este tipo de archivo no está permitido.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByText('Listo')).toBeInTheDocument());
    expect(seen.find((request) => request.method === 'POST')?.body).toEqual({
      folderId: null,
      temporaryUpload: uuid(77),
    });
    expect(within(panel).getByText('1 archivo subido')).toBeInTheDocument();
  });

  it('asks for the next page of documents as the list comes near its end', async () => {
    const seen = serve({
      [`GET ${ITEMS}`]: (request) =>
        request.query.get('cursor')
          ? json(page({ documents: [doc(3)], totalDocuments: 3 }))
          : json(page({ documents: [doc(1), doc(2)], nextCursor: 'next', totalDocuments: 3 })),
    });
    renderExplorer();
    await waitFor(() =>
      expect(seen.filter((request) => request.query.get('cursor') === 'next')).toHaveLength(1),
    );
    await waitFor(async () => expect(await rowsOf()).toHaveLength(3));
  });

  it('says when a folder is empty and offers an upload, or when it could not load', async () => {
    serve({ [`GET ${ITEMS}`]: () => json(page()) });
    renderExplorer();
    expect(await screen.findByText('Esta carpeta está vacía')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Subir archivos' })).toHaveLength(2);
  });

  it('offers a retry when the folder could not load', async () => {
    let fail = true;
    serve({
      [`GET ${ITEMS}`]: () =>
        fail
          ? json({ statusCode: 503, error: 'Service Unavailable', message: 'No disponible.' }, 503)
          : json(page({ documents: [doc(1)] })),
    });
    renderExplorer();
    expect(await screen.findByText('No se pudieron cargar los archivos.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await rowsOf()).toHaveLength(1);
  });

  it('is read-only where the person may not change anything', async () => {
    serve({
      [`GET ${ITEMS}`]: () => json(page({ canManage: false, documents: [doc(1, { canManage: false })] })),
    });
    renderExplorer({ canShare: false });
    const rows = await rowsOf();
    expect(screen.queryByRole('button', { name: 'Subir archivos' })).not.toBeInTheDocument();
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Acciones de Documento 00001.pdf' }));
    expect(await screen.findByRole('menuitem', { name: 'Descargar' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Renombrar' })).not.toBeInTheDocument();
  });

  it('filters the loaded items by name only with the search bar flag on', async () => {
    serve({
      [`GET ${ITEMS}`]: () =>
        json(page({ documents: [doc(1, { name: 'Menú.pdf' }), doc(2, { name: 'Turnos.pdf' })] })),
    });
    renderExplorer({}, { fileExplorerSearchBar: true });
    await rowsOf();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filtrar por nombre' }), 'menu');
    await waitFor(async () =>
      expect((await rowsOf()).map((row) => row.textContent)).toEqual([expect.stringContaining('Menú.pdf')]),
    );
  });

  it('has no search bar with the flag off', async () => {
    serve({ [`GET ${ITEMS}`]: () => json(page({ documents: [doc(1)] })) });
    renderExplorer();
    await rowsOf();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});
