// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import AdministrationPage from './AdministrationPage';
import { initTexts, json, serve } from './test-support';

const ROOT = '00000000-0000-4000-8000-000000000001';
const STORES = '00000000-0000-4000-8000-000000000002';
const KITCHEN = '00000000-0000-4000-8000-000000000003';
const OPENING = '00000000-0000-4000-8000-000000000101';

const CATEGORIES = [
  { id: ROOT, parentId: null, name: 'Operación', position: 0, checklistCount: 0 },
  { id: KITCHEN, parentId: ROOT, name: 'Cocina', position: 1, checklistCount: 0 },
  { id: STORES, parentId: ROOT, name: 'Tiendas', position: 0, checklistCount: 1 },
];

const OPENING_SUMMARY = {
  id: OPENING,
  categoryId: STORES,
  title: 'Apertura de tienda',
  description: null,
  audienceId: null,
  scoring: true,
  version: 3,
  questionCount: 12,
  updatedAt: '2026-03-02T15:30:00.000Z',
};

function routes(extra: Parameters<typeof serve>[0] = {}) {
  return serve({
    'GET /api/checklist-categories': () => json({ results: CATEGORIES }),
    'GET /api/checklists': (request) =>
      json(
        request.query.get('categoryId') === STORES
          ? { count: 1, results: [OPENING_SUMMARY] }
          : { count: 0, results: [] },
      ),
    ...extra,
  });
}

const show = (path: string, flags: { createCategoryAtRoot?: boolean } = {}) =>
  renderWithProviders(
    [
      { path: '/checklist-administration', element: <AdministrationPage /> },
      { path: '/checklist-administration/:categoryId', element: <AdministrationPage /> },
    ],
    { route: path, flags },
  );

describe('the checklist administration', () => {
  beforeAll(initTexts);
  afterEach(cleanup);

  it('shows the category tree in order, without creating at the root while the flag is off', async () => {
    routes();
    show('/checklist-administration');
    const tree = await screen.findByRole('navigation', { name: 'Categorías' });
    const links = within(tree).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Operación', 'Tiendas1', 'Cocina']);
    expect(screen.queryByRole('button', { name: 'Nueva categoría' })).not.toBeInTheDocument();
  });

  it('offers creating a root category when the flag is on', async () => {
    const seen = routes({
      'POST /api/checklist-categories': () =>
        json({ id: 'new-root', parentId: null, name: 'Calidad', position: 1, checklistCount: 0 }, 201),
    });
    show('/checklist-administration', { createCategoryAtRoot: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Nueva categoría' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), 'Calidad');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear categoría' }));
    await waitFor(() =>
      expect(seen.find((request) => request.method === 'POST')?.body).toEqual({
        name: 'Calidad',
        parentId: null,
      }),
    );
  });

  it("lists a category's templates with their version, questions and scoring badge", async () => {
    routes();
    show(`/checklist-administration/${STORES}`);
    const list = await screen.findByRole('list', { name: 'Checklists de Tiendas' });
    const row = within(list).getByRole('listitem');
    expect(row).toHaveTextContent('Apertura de tienda');
    expect(row).toHaveTextContent('v3');
    expect(row).toHaveTextContent('12 preguntas');
    expect(row).toHaveTextContent('Con puntaje');
    expect(within(row).getByRole('link', { name: 'Editar Apertura de tienda' })).toHaveAttribute(
      'href',
      `/checklists/update/${OPENING}`,
    );
    expect(screen.getAllByRole('link', { name: 'Nuevo checklist' })[0]).toHaveAttribute(
      'href',
      `/checklists/create/${STORES}`,
    );
  });

  it('creates a sub-category under the one shown', async () => {
    const seen = routes({
      'POST /api/checklist-categories': () =>
        json({ id: 'new-sub', parentId: STORES, name: 'Norte', position: 0, checklistCount: 0 }, 201),
    });
    show(`/checklist-administration/${STORES}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Nueva subcategoría' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), 'Norte');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear categoría' }));
    await waitFor(() =>
      expect(seen.find((request) => request.method === 'POST')?.body).toEqual({
        name: 'Norte',
        parentId: STORES,
      }),
    );
  });

  it('says why a category that still has checklists cannot be deleted', async () => {
    routes({
      [`DELETE /api/checklist-categories/${STORES}`]: () =>
        json(
          {
            statusCode: 409,
            error: 'Conflict',
            code: 'CATEGORY_NOT_EMPTY',
            message: 'La categoría no está vacía.',
          },
          409,
        ),
    });
    show(`/checklist-administration/${STORES}`);
    await screen.findByRole('heading', { name: 'Tiendas' });
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(
      await screen.findByText(/No se puede eliminar «Tiendas»: todavía tiene checklists o subcategorías\./),
    ).toHaveAttribute('role', 'alert');
  });

  it('lists the versions of a template with their executions and opens one read-only', async () => {
    routes({
      [`GET /api/checklists/${OPENING}`]: () =>
        json({
          ...OPENING_SUMMARY,
          definition: {
            id: 'apertura',
            fields: [{ id: 'f1', name: 'limpio', type: 'boolean', label: '¿Está limpio?' }],
          },
          versions: [
            {
              version: 2,
              createdAt: '2026-02-01T12:00:00.000Z',
              createdBy: { id: 'p1', name: 'Ana Torres' },
              executionCount: 14,
            },
            { version: 3, createdAt: '2026-03-02T12:00:00.000Z', createdBy: null, executionCount: 0 },
          ],
        }),
      [`GET /api/checklists/${OPENING}/versions/2`]: () =>
        json({
          checklistId: OPENING,
          version: 2,
          title: 'Apertura de tienda',
          description: null,
          scoring: true,
          definition: {
            id: 'apertura',
            fields: [{ id: 'f0', name: 'luces', type: 'boolean', label: '¿Luces encendidas?' }],
          },
          createdAt: '2026-02-01T12:00:00.000Z',
        }),
    });
    show(`/checklist-administration/${STORES}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Versiones de Apertura de tienda' }));
    const versions = await screen.findByRole('list', { name: 'Versiones' });
    const rows = within(versions).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Versión 3');
    expect(rows[0]).toHaveTextContent('Actual');
    expect(rows[1]).toHaveTextContent('por Ana Torres');
    expect(rows[1]).toHaveTextContent('14 ejecuciones');
    await userEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Ver la versión 2' }));
    expect(await screen.findByText('¿Luces encendidas?')).toBeInTheDocument();
  });
});
