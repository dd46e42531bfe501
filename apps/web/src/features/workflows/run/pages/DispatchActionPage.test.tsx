// @vitest-environment jsdom
import { client, configureApiClient } from '@faena/api-client';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, renderWithProviders } from '../../../../test/render';
import type { TaskItem } from '../model';
import DispatchActionPage from './DispatchActionPage';

vi.mock('@/platform/session/session', () => ({
  useSession: () => ({ session: { status: 'signedIn', person: { id: 'bruno', name: 'Bruno Díaz' } } }),
}));

const TYPE = '0a5e7d1c-3b52-4c1e-9f0a-000000000102';

const task = (stepId: string, overrides: Partial<TaskItem> = {}): TaskItem => ({
  stepId,
  executionId: `execution-${stepId}`,
  workflowTypeId: TYPE,
  workflowId: 'definition-1',
  name: 'Revisar equipo',
  description: null,
  dueAt: null,
  createdAt: '2026-03-02T15:30:00.000Z',
  startedByName: 'Bruno Díaz',
  ...overrides,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function serve(tasks: TaskItem[]) {
  const asked: URLSearchParams[] = [];
  configureApiClient(client, {
    gatewayUrl: 'http://demo.faena.localhost',
    subdomain: 'demo',
    getToken: () => 'token',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(new Request(input, init).url);
      if (url.pathname === '/api/workflow-tasks/mine') {
        asked.push(url.searchParams);
        return json({ count: tasks.length, results: tasks });
      }
      if (url.pathname === `/api/workflow-types/${TYPE}`)
        return json({ id: TYPE, name: 'Mantenimiento', canStart: true, canAdminister: false });
      return json({ statusCode: 404, error: 'Not Found', message: '' }, 404);
    }) as typeof globalThis.fetch,
    retry: { retries: {} },
  });
  return asked;
}

const show = () =>
  renderWithProviders(
    [
      { path: '/workflows/:workflowType/dispatch-action', element: <DispatchActionPage /> },
      { path: '/workflows/:workflowType/execute', element: <p>Iniciando</p> },
    ],
    { route: `/workflows/${TYPE}/dispatch-action` },
  );

describe('a workflow tab', () => {
  beforeAll(async () => {
    await initI18n('es-MX');
  });
  afterEach(cleanup);

  it('lists the person’s pending tasks of the type, marking the overdue ones, beside "start new"', async () => {
    const asked = serve([
      task('s1', { dueAt: '2020-01-01T00:00:00.000Z' }),
      task('s2', { name: 'Revisar bomba', dueAt: '2999-01-01T00:00:00.000Z' }),
    ]);
    show();
    const list = await screen.findByRole('list', { name: 'Tareas pendientes' });
    const [overdue, later] = within(list).getAllByRole('link');
    expect(overdue).toHaveTextContent('Vencida');
    expect(overdue).toHaveAttribute('href', `/workflows/${TYPE}/executions/definition-1/execution-s1`);
    expect(later).toHaveTextContent('Revisar bomba');
    expect(later).toHaveTextContent('Vence');
    expect(screen.getByRole('button', { name: 'Iniciar nuevo' })).toBeInTheDocument();
    expect(asked[0]?.get('workflowTypeId')).toBe(TYPE);
  });

  it('starts a new one straight away when nothing is pending', async () => {
    serve([]);
    show();
    expect(await screen.findByText('Iniciando')).toBeInTheDocument();
  });
});
