/**
 * The kanban board's data: open executions by their open user tasks, finished ones by status,
 * each column counted, as the person may see them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { DEMO, E, insertExecutionFixtures, PURCHASES } from './list-fixtures.ts';
import { workflowKanbans } from './tables.ts';

const KANBAN = '0c000000-0000-4000-8000-000000000001';
const COLUMNS = [
  { id: 'approve', name: 'Por aprobar', userTasks: ['Task_Approve'], statuses: [] },
  { id: 'review', name: 'En revisión', userTasks: ['Task_Review', 'Task_Missing'], statuses: [] },
  { id: 'done', name: 'Cerradas', userTasks: [], statuses: ['Success', 'Error'] },
  { id: 'empty', name: 'Vacía', userTasks: [], statuses: [] },
] as const;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await insertExecutionFixtures(t.database.privileged);
  await t.database.privileged.insert(workflowKanbans).values({
    organizationId: DEMO,
    id: KANBAN,
    workflowTypeId: PURCHASES,
    name: 'Compras',
    columns: COLUMNS.map((column) => ({
      ...column,
      userTasks: [...column.userTasks],
      statuses: [...column.statuses],
    })),
  });
});
afterAll(() => t?.close());

interface Board {
  kanban: { id: string; workflowTypeId: string; name: string; columns: unknown[] };
  columns: { id: string; name: string; count: number; executions: { id: string; status: string }[] }[];
}

async function board(email?: string): Promise<Board> {
  const response = await t.getAs(`/api/workflow-kanbans/${KANBAN}/board`, email);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Board;
}

const columnIds = (data: Board) =>
  Object.fromEntries(data.columns.map((column) => [column.id, column.executions.map((e) => e.id)]));

describe('GET /api/workflow-kanbans/{kanbanId}/board', () => {
  it('puts each execution in the column of its open task or its final status, newest first', async () => {
    const data = await board();
    expect(data.kanban).toEqual({
      id: KANBAN,
      workflowTypeId: PURCHASES,
      name: 'Compras',
      columns: COLUMNS,
    });
    expect(columnIds(data)).toEqual({
      approve: [E[6], E[2]],
      review: [E[4]],
      done: [E[3], E[1]],
      empty: [],
    });
    expect(data.columns.map((column) => [column.name, column.count])).toEqual([
      ['Por aprobar', 2],
      ['En revisión', 1],
      ['Cerradas', 2],
      ['Vacía', 0],
    ]);
    // The cards carry what the list shows.
    expect(data.columns[0]?.executions[1]).toMatchObject({
      id: E[2],
      status: 'InProcess',
      openTasks: [{ bpmnId: 'Task_Approve', name: 'Aprobar compra' }],
      variables: { region: 'Sur', monto: 300 },
    });
  });

  it('shows a member only the executions their list shows', async () => {
    const data = await board('bruno@demo.faena.test');
    expect(columnIds(data)).toEqual({ approve: [E[6], E[2]], review: [], done: [E[3], E[1]], empty: [] });
    expect(data.columns.map((column) => column.count)).toEqual([2, 0, 2, 0]);
  });

  it('answers 404 for a board the organization does not have', async () => {
    const response = await t.getAs('/api/workflow-kanbans/0c000000-0000-4000-8000-000000000999/board');
    expect(response.statusCode).toBe(404);
  });
});
