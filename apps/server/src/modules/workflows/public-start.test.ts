/**
 * The public start: without signing in, only at a start event marked public of a published
 * definition; the response fills the first task's form, validated.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOST, startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { selectRows } from '../../platform/database/database.ts';
import { createWorkflow, PUBLIC_XML } from './runtime-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const url = (typeId: string, workflowId: string, bpmnId: string) =>
  `/api/public/workflows/${typeId}/${workflowId}/start/${bpmnId}`;

describe('the public start', () => {
  it('shows the form and starts without signing in, the response filling the first task', async () => {
    const { typeId, workflowId } = await createWorkflow(t.database.privileged, PUBLIC_XML, {
      name: 'Sugerencias',
    });
    const shown = await t.app.inject({
      method: 'GET',
      url: url(typeId, workflowId, 'Start_public'),
      headers: { host: DEMO_HOST },
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ workflowTypeName: 'Sugerencias', form: { id: 'form-1' } });

    const invalid = await t.app.inject({
      method: 'POST',
      url: url(typeId, workflowId, 'Start_public'),
      headers: { host: DEMO_HOST },
      payload: { response: {} },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      code: 'INVALID_FORM_RESPONSE',
      fields: { note: expect.any(String) },
    });

    const started = await t.app.inject({
      method: 'POST',
      url: url(typeId, workflowId, 'Start_public'),
      headers: { host: DEMO_HOST },
      payload: { response: { note: 'Más luz en la entrada' } },
    });
    expect(started.statusCode).toBe(201);
    const { executionId } = started.json();
    const [row] = await selectRows<{ status: string; started_by: string | null; response: unknown }>(
      t.database.privileged,
      sql`select e.status, e.started_by, r.response from workflow_executions e
          join workflow_responses r on r.execution_id = e.id where e.id = ${executionId}`,
    );
    expect(row).toEqual({ status: 'Success', started_by: null, response: { note: 'Más luz en la entrada' } });
  });

  it('is a 404 for a start that is not public, and for a draft', async () => {
    const published = await createWorkflow(t.database.privileged, PUBLIC_XML);
    const privateStart = await t.app.inject({
      method: 'POST',
      url: url(published.typeId, published.workflowId, 'Start_private'),
      headers: { host: DEMO_HOST },
      payload: { response: { note: 'x' } },
    });
    expect(privateStart.statusCode).toBe(404);
    const draft = await createWorkflow(t.database.privileged, PUBLIC_XML, { status: 'draft' });
    for (const method of ['GET', 'POST'] as const) {
      const reply = await t.app.inject({
        method,
        url: url(draft.typeId, draft.workflowId, 'Start_public'),
        headers: { host: DEMO_HOST },
        ...(method === 'POST' ? { payload: { response: { note: 'x' } } } : {}),
      });
      expect(reply.statusCode).toBe(404);
    }
  });
});
