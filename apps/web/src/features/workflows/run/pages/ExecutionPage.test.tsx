// @vitest-environment jsdom
import { client, configureApiClient } from '@faena/api-client';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, renderWithProviders } from '../../../../test/render';
import type { ExecutionDetail } from '../model';
import ExecutionPage from './ExecutionPage';

vi.mock('@/platform/session/session', () => ({
  useSession: () => ({ session: { status: 'signedIn', person: { id: BRUNO.id, name: BRUNO.name } } }),
}));

const TYPE = '0a5e7d1c-3b52-4c1e-9f0a-000000000101';
const DEFINITION = '0a5e7d1c-3b52-4c1e-9f0a-000000000501';
const EXECUTION = '00000000-0000-4000-8000-000000000001';
const BRUNO = { id: '0a5e7d1c-3b52-4c1e-9f0a-000000000002', name: 'Bruno Díaz' };
const AT = '2026-03-02T15:30:00.000Z';

const step = (id: string, type: string, name: string, is_active: boolean) => ({
  id,
  created_at: AT,
  updated_at: AT,
  bpmn_id: id,
  type,
  name,
  is_active,
});

const inProcess: ExecutionDetail = {
  id: EXECUTION,
  workflowTypeId: TYPE,
  workflowTypeName: 'Solicitudes de compra',
  workflowId: DEFINITION,
  version: 1,
  status: 'InProcess',
  startedAt: AT,
  finishedAt: null,
  startedBy: BRUNO,
  variables: {},
  steps: [
    step('Inicio', 'VanillaStartEvent', 'Inicio', false),
    step('Solicitar', 'UserTask', 'Solicitar', true),
  ],
  responses: [],
  openTasks: [
    {
      stepId: 'Solicitar',
      bpmnId: 'Solicitar',
      name: 'Solicitar',
      formId: 'form-solicitud',
      canComplete: true,
    },
  ],
};

const waitingForAna: ExecutionDetail = {
  ...inProcess,
  steps: [
    step('Inicio', 'VanillaStartEvent', 'Inicio', false),
    step('Solicitar', 'UserTask', 'Solicitar', false),
    step('Aprobar', 'UserTask', 'Aprobar', true),
  ],
  responses: [
    {
      id: 'r1',
      created_at: AT,
      updated_at: AT,
      response: { descripcion: 'Sillas', monto: 1250 },
      user: { passport: 'bruno', name: BRUNO.name },
      workflow_form: 'form-solicitud',
      element_model: 'Solicitar',
      step_id: 'Solicitar',
    },
  ],
  openTasks: [
    { stepId: 'Aprobar', bpmnId: 'Aprobar', name: 'Aprobar', formId: 'form-aprobacion', canComplete: false },
  ],
};

const FORM = {
  id: 'form-solicitud',
  description: 'Solicitud de compra',
  fields: [
    { id: 'descripcion', name: 'descripcion', type: 'text', label: 'Descripción', required: true },
    { id: 'monto', name: 'monto', type: 'integer', label: 'Monto', required: true },
  ],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A stand-in for the API: the execution, its task form, and what completing answers. */
function serve(complete: () => Response) {
  const calls = { loads: 0, completions: [] as unknown[] };
  let current = inProcess;
  configureApiClient(client, {
    gatewayUrl: 'http://demo.faena.localhost',
    subdomain: 'demo',
    getToken: () => 'token',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      if (url.pathname === `/api/workflow-executions/${EXECUTION}`) {
        calls.loads += 1;
        return json(current);
      }
      if (url.pathname.endsWith('/form')) return json({ definition: FORM, canComplete: true });
      if (url.pathname.endsWith('/complete')) {
        calls.completions.push(await request.json());
        const answer = complete();
        if (answer.ok) current = waitingForAna;
        return answer;
      }
      return json({ statusCode: 404, error: 'Not Found', message: '' }, 404);
    }) as typeof globalThis.fetch,
    retry: { retries: {} },
  });
  return calls;
}

const show = () =>
  renderWithProviders(<ExecutionPage />, {
    route: `/workflows/${TYPE}/executions/${DEFINITION}/${EXECUTION}`,
    path: '/workflows/:workflowType/executions/:workflowId/:executionId',
  });

async function fillAndSend() {
  const form = await screen.findByRole('form', { name: 'Formulario de Solicitar' });
  await userEvent.type(within(form).getByLabelText(/Descripción/), 'Sillas');
  await userEvent.type(within(form).getByLabelText(/Monto/), '1250');
  await userEvent.click(within(form).getByRole('button', { name: 'Completar tarea' }));
  return form;
}

describe('an execution', () => {
  beforeAll(async () => {
    await initI18n('es-MX');
  });
  afterEach(cleanup);

  it('shows its status and steps, and the current task form when the task is the person’s', async () => {
    serve(() => json(waitingForAna));
    show();
    expect(
      await screen.findByRole('heading', { name: 'Solicitudes de compra', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('En proceso')).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Pasos de la ejecución' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((item) => item.dataset.stepState)).toEqual(['completed', 'active']);
    expect(await screen.findByRole('form', { name: 'Formulario de Solicitar' })).toBeInTheDocument();
  });

  it('sends the response and then shows who continues, with the answers read-only', async () => {
    const calls = serve(() => json(waitingForAna));
    show();
    await fillAndSend();
    await waitFor(() => expect(screen.getByText('Esperando a: Aprobar')).toBeInTheDocument());
    expect(calls.completions).toEqual([{ response: { descripcion: 'Sillas', monto: 1250 } }]);
    expect(screen.queryByRole('form', { name: 'Formulario de Solicitar' })).not.toBeInTheDocument();
    const answer = await screen.findByRole('form', { name: 'Respuesta de Solicitar' });
    await waitFor(() => expect(within(answer).getByLabelText(/Descripción/)).toHaveValue('Sillas'));
  });

  it('shows the server’s message on its field', async () => {
    serve(() =>
      json(
        {
          statusCode: 400,
          code: 'INVALID_FORM_RESPONSE',
          error: 'Bad Request',
          message: 'El formulario tiene errores. Por favor, revisa los campos marcados en rojo.',
          fields: { monto: 'Debe ser a lo más 1000' },
        },
        400,
      ),
    );
    show();
    const form = await fillAndSend();
    expect(await within(form).findByText('Debe ser a lo más 1000')).toBeInTheDocument();
  });

  it('says so when someone else completed the task first, and loads the execution again', async () => {
    const calls = serve(() =>
      json(
        {
          statusCode: 409,
          code: 'TASK_ALREADY_COMPLETED',
          error: 'Conflict',
          message: 'Esta tarea ya fue completada por otra persona.',
        },
        409,
      ),
    );
    show();
    await fillAndSend();
    expect(await screen.findByText('Esta tarea ya fue completada por otra persona.')).toHaveAttribute(
      'role',
      'alert',
    );
    await waitFor(() => expect(calls.loads).toBe(2));
  });
});
