// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { COMPLETION, initTexts, json, OPERATIONS, report, SALES, serve } from '../test-support';
import ReportsListPage from './ReportsListPage';

vi.mock('@/platform/site-config', () => ({ usePermissions: () => new Set<string>() }));

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.search}</output>;
}

const REPORTS = [
  report({ publicId: 'rep-sales', title: 'Ventas por tienda', categoryId: SALES, categoryName: 'Ventas' }),
  report({ publicId: 'rep-completion', title: 'Cumplimiento semanal' }),
  report({
    publicId: 'rep-audits',
    title: 'Auditorías',
    description: 'Puntaje de checklists',
    categoryId: OPERATIONS,
    categoryName: 'Operación',
  }),
];

const show = (search = '', flags = {}) =>
  renderWithProviders(
    <>
      <ReportsListPage />
      <Where />
    </>,
    { route: `/reports/list${search}`, path: '/reports/list', flags },
  );

describe('the reports list', () => {
  beforeAll(() => initTexts());
  afterEach(cleanup);

  it('groups the reports by category and narrows them by a search', async () => {
    serve({ 'GET /api/reports': () => json({ results: REPORTS }) });
    show();
    const nav = await screen.findByRole('navigation', { name: 'Reportes' });
    const operations = within(nav).getByRole('region', { name: 'Operación' });
    expect(
      within(operations)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Auditorías', 'Cumplimiento semanal']);
    expect(within(nav).getByRole('region', { name: 'Ventas' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Elige un reporte' })).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar reportes' }), 'checklists');
    expect(within(nav).queryByRole('region', { name: 'Ventas' })).toBeNull();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Auditorías']);

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Buscar reportes' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar reportes' }), 'inventario');
    expect(
      screen.getByRole('heading', { name: 'Ningún reporte coincide con «inventario»' }),
    ).toBeInTheDocument();
  });

  it('opens a report in place, keeping it in the address, with its data in the viewer’s zone', async () => {
    const seen = serve({
      'GET /api/reports': () => json({ results: REPORTS }),
      'GET /api/reports/rep-completion/data': () => json(COMPLETION),
    });
    show();
    await userEvent.click(await screen.findByRole('link', { name: 'Cumplimiento semanal' }));
    expect(screen.getByTestId('where')).toHaveTextContent('?report=rep-completion');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Cumplimiento semanal' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cumplimiento semanal', current: 'page' })).toBeInTheDocument();
    const data = seen.find((request) => request.path === '/api/reports/rep-completion/data');
    expect(data?.query.get('timeZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(screen.queryByRole('button', { name: 'Enviar por correo' })).toBeNull();
  });

  it('offers sending by e-mail only with the reportsByEmail flag', async () => {
    serve({
      'GET /api/reports': () => json({ results: REPORTS }),
      'GET /api/reports/rep-completion/data': () => json(COMPLETION),
    });
    show('?report=rep-completion', { reportsByEmail: true });
    expect(await screen.findByRole('button', { name: 'Enviar por correo' })).toBeInTheDocument();
  });

  it('says when there are no reports', async () => {
    serve({ 'GET /api/reports': () => json({ results: [] }) });
    show();
    expect(await screen.findByRole('heading', { name: 'Aún no hay reportes' })).toBeInTheDocument();
  });
});
