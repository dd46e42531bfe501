// @vitest-environment jsdom
import { client, configureApiClient } from '@faena/api-client';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, renderWithProviders } from '../../../../test/render';
import type { ExecutionSummary } from '../model';
import ExecutionsPage from './ExecutionsPage';

vi.mock('@/platform/session/session', () => ({
  useSession: () => ({ session: { status: 'signedIn', person: { id: ANA.id, name: ANA.name } } }),
}));

const TYPE = '0a5e7d1c-3b52-4c1e-9f0a-000000000101';
const DEFINITION = '0a5e7d1c-3b52-4c1e-9f0a-000000000201';
const ANA = { id: '0a5e7d1c-3b52-4c1e-9f0a-000000000001', name: 'Ana Torres' };
const BRUNO = { id: '0a5e7d1c-3b52-4c1e-9f0a-000000000002', name: 'Bruno Díaz' };

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d">
  <bpmn:process id="p"><bpmn:userTask id="Task_solicitar" name="Solicitar" /><bpmn:userTask id="Task_aprobar" name="Aprobar" /></bpmn:process>
</bpmn:definitions>`;

const execution = (index: number, overrides: Partial<ExecutionSummary> = {}): ExecutionSummary => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  workflowId: DEFINITION,
  version: 1,
  status: 'InProcess',
  startedAt: '2026-03-02T15:30:00.000Z',
  finishedAt: null,
  startedBy: BRUNO,
  openTasks: [{ bpmnId: 'Task_aprobar', name: 'Aprobar' }],
  variables: {},
  ...overrides,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A stand-in for the API: the type, its definition, the list (30 executions) and the export. */
function serve() {
  const listed: URLSearchParams[] = [];
  const all = Array.from({ length: 30 }, (_, index) =>
    execution(
      index + 1,
      index === 0 ? { status: 'Success', openTasks: [], finishedAt: '2026-03-03T10:00:00.000Z' } : {},
    ),
  );
  configureApiClient(client, {
    gatewayUrl: 'http://demo.faena.localhost',
    subdomain: 'demo',
    getToken: () => 'token',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(new Request(input, init).url);
      if (url.pathname === `/api/workflow-types/${TYPE}`)
        return json({
          id: TYPE,
          name: 'Solicitudes de compra',
          icon: 'cart',
          categoryId: null,
          description: null,
          startAudienceId: null,
          definitions: [],
          publishedDefinitionId: DEFINITION,
          draftDefinitionId: null,
          canStart: true,
          canAdminister: true,
        });
      if (url.pathname === `/api/workflow-definitions/${DEFINITION}`)
        return json({ id: DEFINITION, xml: XML });
      if (url.pathname === `/api/workflow-types/${TYPE}/executions`) {
        listed.push(url.searchParams);
        const statuses = url.searchParams.getAll('status');
        const matching = statuses.length > 0 ? all.filter((item) => statuses.includes(item.status)) : all;
        const page = Number(url.searchParams.get('page') ?? '1');
        const size = Number(url.searchParams.get('pageSize') ?? '20');
        return json({
          count: matching.length,
          countCapped: false,
          results: matching.slice((page - 1) * size, page * size),
        });
      }
      if (url.pathname === `/api/workflow-types/${TYPE}/executions/export`)
        return new Response('\uFEFFid,estado\n1,En proceso\n2,En proceso\nSe exportaron 2 de 3\n', {
          headers: { 'Content-Type': 'text/csv', 'X-Total-Count': '3', 'X-Row-Count': '2', 'X-Row-Cap': '2' },
        });
      return json({ statusCode: 404, error: 'Not Found', message: '' }, 404);
    }) as typeof globalThis.fetch,
    retry: { retries: {} },
  });
  return listed;
}

const show = (search = '') =>
  renderWithProviders(<ExecutionsPage />, {
    route: `/workflows/${TYPE}/executions${search}`,
    path: '/workflows/:workflowType/executions',
  });

describe('the executions list', () => {
  beforeAll(async () => {
    await initI18n('es-MX');
    URL.createObjectURL = () => 'blob:export';
    URL.revokeObjectURL = () => {};
  });
  afterEach(cleanup);

  it('shows each execution with its status, and loads the next page on demand', async () => {
    serve();
    show();
    const list = await screen.findByRole('list', { name: 'Ejecuciones' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Completado con éxito');
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('En proceso');
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('En: Aprobar');
    expect(screen.getByText('30 ejecuciones')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(30));
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
  });

  it('filters by status and by step, asking the server for exactly those', async () => {
    const listed = serve();
    show();
    await screen.findByRole('list', { name: 'Ejecuciones' });
    await userEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    const form = screen.getByRole('form', { name: 'Filtros' });
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Completado con éxito' }));
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Paso actual' }), 'Aprobar');
    await userEvent.click(within(form).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(screen.getByText('1 ejecución')).toBeInTheDocument());
    const last = listed.at(-1)!;
    expect(last.getAll('status')).toEqual(['Success']);
    expect(last.get('step')).toBe('Task_aprobar');
    expect(screen.getByRole('button', { name: /Filtros · 2 filtros/ })).toBeInTheDocument();
  });

  it('exports with the filters, shows the rows received and says when the cap cut the file short', async () => {
    serve();
    show('?status=InProcess');
    await screen.findByRole('list', { name: 'Ejecuciones' });
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    expect(await screen.findByText('Exportación lista: 2 filas')).toBeInTheDocument();
    expect(
      screen.getByText(/^Se exportaron las primeras 2 de 3 ejecuciones \(el límite de la exportación\)/),
    ).toHaveAttribute('role', 'alert');
  });
});
