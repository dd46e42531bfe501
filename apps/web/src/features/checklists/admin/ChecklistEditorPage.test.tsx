// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import ChecklistEditorPage from './ChecklistEditorPage';
import { initTexts, json, serve } from './test-support';

const STORES = '00000000-0000-4000-8000-000000000002';
const OPENING = '00000000-0000-4000-8000-000000000101';

const DEFINITION = {
  id: 'apertura',
  fields: [{ id: 'f1', name: 'limpio', type: 'boolean', label: '¿Está limpio?', required: true }],
};

const checklist = (version: number, title = 'Apertura de tienda') => ({
  id: OPENING,
  categoryId: STORES,
  title,
  description: null,
  audienceId: null,
  scoring: false,
  version,
  questionCount: 1,
  updatedAt: '2026-03-02T15:30:00.000Z',
  definition: DEFINITION,
  versions: [{ version, createdAt: '2026-03-02T15:30:00.000Z', createdBy: null, executionCount: 4 }],
});

const BASE = {
  'GET /api/checklist-categories': () =>
    json({ results: [{ id: STORES, parentId: null, name: 'Tiendas', position: 0, checklistCount: 1 }] }),
  'GET /api/audiences': () => json({ results: [], count: 0 }),
};

const show = (route: string) =>
  renderWithProviders(
    [
      { path: '/checklists/create/:categoryId', element: <ChecklistEditorPage /> },
      { path: '/checklists/update/:id?', element: <ChecklistEditorPage /> },
      { path: '/checklist-administration', element: <h1>Administración</h1> },
    ],
    { route },
  );

describe('the checklist editor', () => {
  beforeAll(initTexts);
  afterEach(cleanup);

  it('says a new version was made when saving a template that has executions', async () => {
    const seen = serve({
      ...BASE,
      [`GET /api/checklists/${OPENING}`]: () => json(checklist(2)),
      [`PUT /api/checklists/${OPENING}`]: () => json(checklist(3, 'Apertura de tienda (mañana)')),
    });
    show(`/checklists/update/${OPENING}`);
    const title = await screen.findByRole('textbox', { name: /Título/ });
    expect(
      screen.getByText('Versión 2, con 4 ejecuciones: al guardar se crea la versión 3.'),
    ).toBeInTheDocument();
    await userEvent.clear(title);
    await userEvent.type(title, 'Apertura de tienda (mañana)');
    await userEvent.click(screen.getByRole('switch', { name: /Calcular puntaje/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar checklist' }));
    expect(
      await screen.findByText('Se creó la versión 3; las ejecuciones anteriores conservan sus preguntas.', {
        selector: 'p',
      }),
    ).toBeInTheDocument();
    const put = seen.find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({
      categoryId: STORES,
      title: 'Apertura de tienda (mañana)',
      audienceId: null,
      scoring: true,
      definition: { fields: [{ name: 'limpio', type: 'boolean' }] },
    });
  });

  it("shows the server's refusal", async () => {
    serve({
      ...BASE,
      [`GET /api/checklists/${OPENING}`]: () => json(checklist(2)),
      [`PUT /api/checklists/${OPENING}`]: () =>
        json(
          {
            statusCode: 400,
            error: 'Bad Request',
            code: 'INVALID_BODY',
            message: 'Revisa los datos.',
            fields: { title: 'Ya existe un checklist con ese título.' },
          },
          400,
        ),
    });
    show(`/checklists/update/${OPENING}`);
    await screen.findByRole('textbox', { name: /Título/ });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar checklist' }));
    expect(
      await screen.findByText('Ya existe un checklist con ese título.', { selector: '[id]' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/No se pudo guardar: Revisa los datos\./)).toBeInTheDocument();
  });

  it('asks for a title and a question before creating', async () => {
    const seen = serve(BASE);
    show(`/checklists/create/${STORES}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar checklist' }));
    expect(await screen.findByText('Escribe un título.')).toBeInTheDocument();
    expect(screen.getByText('Agrega al menos una pregunta.')).toBeInTheDocument();
    await waitFor(() => expect(seen.some((request) => request.method === 'POST')).toBe(false));
  });

  it('goes back to the administration without a template to edit', async () => {
    serve(BASE);
    show('/checklists/update');
    expect(await screen.findByRole('heading', { name: 'Administración' })).toBeInTheDocument();
  });
});
