// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { initTexts, json, serve } from '../admin/test-support';
import ExecutionsPage from './ExecutionsPage';
import { ANA, CENTRO, EXECUTION_ID, executionRow, OPENING, STORES } from './fixtures';

vi.mock('@/platform/site-config', () => ({
  usePermissions: () => new Set(['MANAGE_CHECKLISTS']),
}));

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.search}</output>;
}

const list = (count: number, results = [executionRow()]) => json({ count, results });

function routes() {
  return serve({
    'GET /api/checklist-executions': () => list(60),
    'GET /api/checklist-executions/export.xlsx': () =>
      new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': 'attachment; filename="ejecuciones.xlsx"',
        },
      }),
    'GET /api/checklist-flagged-answers': () =>
      json({
        count: 1,
        results: [
          {
            executionId: EXECUTION_ID,
            checklistId: OPENING,
            title: 'Apertura de tienda',
            name: 'limpio',
            label: '¿El piso está limpio?',
            answer: false,
            person: ANA,
            venue: CENTRO,
            submittedAt: '2026-03-02T14:20:00.000Z',
          },
        ],
      }),
    'GET /api/checklists': () =>
      json({
        count: 1,
        results: [
          {
            id: OPENING,
            categoryId: STORES,
            title: 'Apertura de tienda',
            description: null,
            audienceId: null,
            scoring: true,
            version: 2,
            questionCount: 5,
            updatedAt: '2026-03-02T15:30:00.000Z',
          },
        ],
      }),
    'GET /api/checklist-categories': () =>
      json({ results: [{ id: STORES, parentId: null, name: 'Tiendas', position: 0, checklistCount: 1 }] }),
  });
}

const show = (search = '') =>
  renderWithProviders(
    <>
      <ExecutionsPage />
      <Where />
    </>,
    { route: `/checklists/executions${search}`, path: '/checklists/executions' },
  );

const lastListQuery = (seen: ReturnType<typeof serve>, path = '/api/checklist-executions') =>
  seen.filter((request) => request.path === path).at(-1)?.query;

describe('the checklist history', () => {
  beforeAll(initTexts);
  afterEach(cleanup);

  it('shows each execution with its version, person, venue, score and flagged answers', async () => {
    routes();
    show();
    const table = await screen.findByRole('table', { name: 'Ejecuciones' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('Apertura de tienda');
    expect(row).toHaveTextContent('v2');
    expect(row).toHaveTextContent('Ana Torres');
    expect(row).toHaveTextContent('Tienda Centro');
    expect(row).toHaveTextContent('70 %');
    expect(row).toHaveTextContent('7 de 10');
    expect(row).toHaveTextContent('1 marcada');
    expect(row.querySelector('[data-percentage]')).toHaveAttribute('data-percentage', '70');
    expect(within(row).getByRole('link')).toHaveAttribute('href', `/checklists/executions/${EXECUTION_ID}`);
    expect(screen.getByText('60 ejecuciones')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
  });

  it('puts the filters in the address and sends them to the API', async () => {
    const seen = routes();
    show();
    await screen.findByRole('table', { name: 'Ejecuciones' });
    await userEvent.selectOptions(await screen.findByLabelText('Checklist'), OPENING);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Con respuestas marcadas' }));
    await waitFor(() => {
      const where = new URLSearchParams(screen.getByTestId('where').textContent ?? '');
      expect(where.get('checklist')).toBe(OPENING);
      expect(where.get('flagged')).toBe('true');
    });
    await waitFor(() => {
      const query = lastListQuery(seen);
      expect(query?.get('checklistId')).toBe(OPENING);
      expect(query?.get('flagged')).toBe('true');
      expect(query?.get('page')).toBe('1');
    });
  });

  it('reads the filters and the page from the address', async () => {
    const seen = routes();
    show(`?category=${STORES}&from=2026-03-01&to=2026-03-31&minScore=50&maxScore=90&page=2`);
    await screen.findByRole('table', { name: 'Ejecuciones' });
    const query = lastListQuery(seen);
    expect(query?.get('categoryId')).toBe(STORES);
    expect(query?.get('from')).toBe('2026-03-01');
    expect(query?.get('to')).toBe('2026-03-31');
    expect(query?.get('minScore')).toBe('50');
    expect(query?.get('maxScore')).toBe('90');
    expect(query?.get('page')).toBe('2');
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(lastListQuery(seen)?.get('page')).toBe('3'));
    expect(new URLSearchParams(screen.getByTestId('where').textContent ?? '').get('page')).toBe('3');
  });

  it('exports the executions with the filters shown', async () => {
    const seen = routes();
    const downloads: string[] = [];
    URL.createObjectURL = () => 'blob:export';
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    show(`?checklist=${OPENING}&minScore=80`);
    await screen.findByRole('table', { name: 'Ejecuciones' });
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByText('Se descargó el archivo.')).toBeInTheDocument();
    expect(downloads).toEqual(['ejecuciones.xlsx']);
    const query = lastListQuery(seen, '/api/checklist-executions/export.xlsx');
    expect(query?.get('checklistId')).toBe(OPENING);
    expect(query?.get('minScore')).toBe('80');
    click.mockRestore();
  });

  it('lists the flagged answers across executions with the same filters', async () => {
    const seen = routes();
    show(`?checklist=${OPENING}`);
    await userEvent.click(await screen.findByRole('tab', { name: 'Respuestas marcadas' }));
    await waitFor(() =>
      expect(new URLSearchParams(screen.getByTestId('where').textContent ?? '').get('view')).toBe('flagged'),
    );
    const flagged = await screen.findByRole('list', { name: 'Respuestas marcadas' });
    const item = within(flagged).getByRole('listitem');
    expect(item).toHaveTextContent('¿El piso está limpio?');
    expect(item).toHaveTextContent('No');
    expect(within(item).getByRole('link')).toHaveAttribute(
      'href',
      `/checklists/executions/${EXECUTION_ID}#limpio`,
    );
    expect(lastListQuery(seen, '/api/checklist-flagged-answers')?.get('checklistId')).toBe(OPENING);
  });
});
