// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { initTexts, json, OPERATIONS, report, serve } from '../test-support';
import ReportFormPage from './ReportFormPage';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const BASE = {
  'GET /api/report-categories': () =>
    json({ results: [{ id: OPERATIONS, name: 'Operación', position: 0, reportCount: 1 }] }),
  'GET /api/audiences': () => json({ results: [], nextCursor: null }),
};

const routes = [
  { path: '/reports/administration/create/:categoryId', element: <ReportFormPage /> },
  { path: '/reports/categories/:categoryId/tableau/:publicId/update', element: <ReportFormPage /> },
  { path: '/reports/administration/:categoryId', element: <Where /> },
];

const writes = (seen: ReturnType<typeof serve>) => seen.filter((request) => request.method !== 'GET');

describe('the report form', () => {
  beforeAll(() => initTexts());
  afterEach(cleanup);

  it('marks the missing title and wrong days without sending anything', async () => {
    const seen = serve(BASE);
    renderWithProviders(routes, { route: `/reports/administration/create/${OPERATIONS}` });
    const days = await screen.findByRole('spinbutton', { name: /Días hacia atrás/ });
    await userEvent.clear(days);
    await userEvent.type(days, '400');
    await userEvent.click(screen.getByRole('button', { name: 'Crear reporte' }));
    expect(await screen.findByText('Escribe un título.')).toBeInTheDocument();
    expect(screen.getByText('Escribe un número de días entre 7 y 366.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Título/ })).toHaveAttribute('aria-invalid', 'true');
    expect(writes(seen)).toEqual([]);
  });

  it('asks a Tableau report for an https view address', async () => {
    const seen = serve(BASE);
    renderWithProviders(routes, { route: `/reports/administration/create/${OPERATIONS}` });
    await userEvent.type(await screen.findByRole('textbox', { name: /Título/ }), 'Ventas');
    await userEvent.click(screen.getByRole('radio', { name: /Tableau/ }));
    await userEvent.type(
      screen.getByRole('textbox', { name: /URL de la vista/ }),
      'http://tableau.example/x',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Crear reporte' }));
    expect(
      await screen.findByText('Escribe la URL https de una vista de Tableau (con /views/).'),
    ).toBeInTheDocument();
    expect(writes(seen)).toEqual([]);
  });

  it('creates a native report with its fixed filters and puts the server’s messages on their fields', async () => {
    let refuse = true;
    const seen = serve({
      ...BASE,
      'GET /api/checklists': () => json({ count: 1, results: [{ id: 'c1', title: 'Apertura de tienda' }] }),
      'POST /api/reports': () =>
        refuse
          ? json(
              {
                statusCode: 400,
                error: 'Bad Request',
                code: 'VALIDATION_ERROR',
                message: 'Revisa los campos.',
                fields: { title: 'Ya hay un reporte con ese título.' },
              },
              400,
            )
          : json(report({ title: 'Auditorías', publicId: 'rep-new' }), 201),
    });
    renderWithProviders(routes, { route: `/reports/administration/create/${OPERATIONS}` });
    await userEvent.type(await screen.findByRole('textbox', { name: /Título/ }), 'Auditorías');
    await userEvent.click(screen.getByRole('radio', { name: /Puntajes de checklists/ }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Checklist' }), 'c1');
    await userEvent.click(screen.getByRole('button', { name: 'Crear reporte' }));
    expect(await screen.findByText('Ya hay un reporte con ese título.')).toBeInTheDocument();

    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Crear reporte' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(`/reports/administration/${OPERATIONS}`),
    );
    expect(writes(seen).at(-1)?.body).toEqual({
      categoryId: OPERATIONS,
      title: 'Auditorías',
      description: '',
      kind: 'native',
      native: { source: 'checklist-scores', days: 90, venueIds: [], checklistId: 'c1', workflowTypeId: null },
      tableau: null,
      audienceId: null,
    });
  });

  it('edits a Tableau report on its own route', async () => {
    const seen = serve({
      ...BASE,
      'GET /api/reports/rep-sales': () =>
        json(
          report({
            publicId: 'rep-sales',
            kind: 'tableau',
            title: 'Ventas',
            native: null,
            tableau: { viewUrl: 'https://online.tableau.com/t/demo/views/Ventas/Resumen', toolbar: 'top' },
          }),
        ),
      'PATCH /api/reports/rep-sales': () => json(report({ publicId: 'rep-sales', title: 'Ventas 2026' })),
    });
    renderWithProviders(routes, { route: `/reports/categories/${OPERATIONS}/tableau/rep-sales/update` });
    expect(await screen.findByRole('textbox', { name: /URL de la vista/ })).toHaveValue(
      'https://online.tableau.com/t/demo/views/Ventas/Resumen',
    );
    const title = screen.getByRole('textbox', { name: /Título/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Ventas 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar reporte' }));
    await waitFor(() =>
      expect(writes(seen).map((request) => `${request.method} ${request.path}`)).toEqual([
        'PATCH /api/reports/rep-sales',
      ]),
    );
    expect(writes(seen)[0]?.body).toMatchObject({
      title: 'Ventas 2026',
      kind: 'tableau',
      tableau: { viewUrl: 'https://online.tableau.com/t/demo/views/Ventas/Resumen', toolbar: 'top' },
    });
  });
});
