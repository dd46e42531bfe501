// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, renderWithProviders } from '@/test/render';
import type { WorkflowKanbanBoard } from '../api';
import { BoardColumns } from './KanbanConfigPage';

const execution = (
  id: string,
  status: 'InProcess' | 'Success',
  openTasks: { bpmnId: string; name: string }[],
) => ({
  id,
  workflowId: 'def-1',
  version: 1,
  status,
  startedAt: '2026-03-02T15:30:00.000Z',
  finishedAt: null,
  startedBy: { id: 'p-1', name: 'Bruno Díaz' },
  openTasks,
  variables: {},
});

const BOARD: WorkflowKanbanBoard = {
  kanban: { id: 'k-1', workflowTypeId: 't-1', name: 'Tablero de compras', columns: [] },
  columns: [
    {
      id: 'c-1',
      name: 'Por aprobar',
      count: 51,
      executions: [execution('e-1', 'InProcess', [{ bpmnId: 'Aprobar', name: 'Aprobar' }])],
    },
    { id: 'c-2', name: 'Terminadas', count: 0, executions: [] },
  ],
};

describe('the live kanban board', () => {
  beforeAll(async () => {
    await initI18n('es-MX');
  });
  afterEach(cleanup);

  it('shows each column with its count and its executions, each leading to its execution', () => {
    renderWithProviders(<BoardColumns board={BOARD} workflowTypeId="t-1" />, { route: '/' });
    const columns = within(screen.getByRole('list', { name: 'Columnas del tablero' })).getAllByRole(
      'listitem',
      {
        name: /Por aprobar|Terminadas/,
      },
    );
    expect(columns).toHaveLength(2);
    const [pending, done] = columns as [HTMLElement, HTMLElement];
    expect(pending).toHaveTextContent('51 ejecuciones');
    // Only the first ones come with the board: the rest is counted.
    expect(pending).toHaveTextContent('Y 50 más');
    const card = within(pending).getByRole('link');
    expect(card).toHaveAttribute('href', '/workflows/t-1/executions/def-1/e-1');
    expect(card).toHaveTextContent('Iniciada por Bruno Díaz');
    expect(card).toHaveTextContent('Aprobar');
    expect(card).toHaveTextContent('En proceso');
    expect(done).toHaveTextContent('0 ejecuciones');
    expect(done).toHaveTextContent('Sin ejecuciones');
  });
});
