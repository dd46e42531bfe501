/**
 * "My executions": who sees which executions of a type, every filter, pages and refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { ANA, BRUNO, DEFINITION_V1, E, insertExecutionFixtures, PURCHASES } from './list-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await insertExecutionFixtures(t.database.privileged);
});
afterAll(() => t?.close());

const BASE = `/api/workflow-types/${PURCHASES}/executions`;
const BRUNO_EMAIL = 'bruno@demo.faena.test';

async function list(query = '', email?: string) {
  const response = await t.getAs(`${BASE}${query}`, email);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { count: number; countCapped: boolean; results: { id: string }[] };
  return { ...body, ids: body.results.map((execution) => execution.id) };
}

describe('GET /api/workflow-types/{workflowTypeId}/executions', () => {
  it('shows an administrator every execution of the type, newest first, as the list shows them', async () => {
    const page = await list();
    expect(page.count).toBe(5);
    expect(page.countCapped).toBe(false);
    expect(page.ids).toEqual([E[6], E[4], E[3], E[2], E[1]]);
    const byId = new Map(page.results.map((execution) => [execution.id, execution]));
    expect(byId.get(E[1])).toEqual({
      id: E[1],
      workflowId: DEFINITION_V1,
      version: 1,
      status: 'Success',
      startedAt: '2026-01-01T10:00:00.000Z',
      finishedAt: '2026-01-02T15:30:00.000Z',
      startedBy: { id: ANA, name: 'Ana Torres' },
      openTasks: [],
      variables: { region: 'Norte', monto: 1200 },
    });
    expect(byId.get(E[4])).toMatchObject({
      version: 2,
      status: 'InProcess',
      finishedAt: null,
      openTasks: [{ bpmnId: 'Task_Review', name: 'Revisar, "urgente"' }],
    });
    expect(byId.get(E[6])).toMatchObject({ startedBy: null });
  });

  it('shows anyone else the executions they started, answered or had a task in, by name or venue', async () => {
    const page = await list('', BRUNO_EMAIL);
    // E2 started by Bruno, E3 answered by him, E1 a past task of his, E6 a task of his venue;
    // E4 is Ana's alone.
    expect(page.ids).toEqual([E[6], E[3], E[2], E[1]]);
    expect(page.count).toBe(4);
    const second = await list('?page=2&pageSize=3', BRUNO_EMAIL);
    expect(second.ids).toEqual([E[1]]);
    expect(second.count).toBe(4);
    expect((await list('?page=3&pageSize=3', BRUNO_EMAIL)).count).toBe(4);
  });

  it('filters by status, repeated or comma-separated', async () => {
    expect((await list('?status=InProcess')).ids).toEqual([E[6], E[4], E[2]]);
    expect((await list('?status=Success,Error')).ids).toEqual([E[3], E[1]]);
    expect((await list('?status=Success&status=Error')).ids).toEqual([E[3], E[1]]);
  });

  it('filters by when they started, from inclusive to exclusive', async () => {
    const page = await list('?startedFrom=2026-01-03T10:00:00.000Z&startedTo=2026-01-07T10:00:00.000Z');
    expect(page.ids).toEqual([E[3], E[2]]);
  });

  it('filters by an open step, by who started them and by process variables', async () => {
    expect((await list('?step=Task_Approve')).ids).toEqual([E[6], E[2]]);
    expect((await list(`?startedBy=${BRUNO}`)).ids).toEqual([E[2]]);
    const norte = encodeURIComponent(JSON.stringify({ region: 'Norte' }));
    expect((await list(`?variables=${norte}`)).ids).toEqual([E[3], E[1]]);
    const both = encodeURIComponent(JSON.stringify({ region: 'Norte', monto: 1200 }));
    expect((await list(`?variables=${both}`)).ids).toEqual([E[1]]);
    const text = encodeURIComponent(JSON.stringify({ monto: '1200' }));
    expect((await list(`?variables=${text}`)).count).toBe(0);
  });

  it('combines filters with what the person may see', async () => {
    const norte = encodeURIComponent(JSON.stringify({ region: 'Norte' }));
    expect((await list(`?variables=${norte}&status=Error`, BRUNO_EMAIL)).ids).toEqual([E[3]]);
    expect((await list('?step=Task_Review', BRUNO_EMAIL)).count).toBe(0);
  });

  it('pages with page and pageSize, counting every match', async () => {
    const second = await list('?page=2&pageSize=2');
    expect(second.count).toBe(5);
    expect(second.ids).toEqual([E[3], E[2]]);
    expect((await list('?page=4&pageSize=2')).ids).toEqual([]);
  });

  it('refuses an unknown status, variables that are not a JSON object and a page too large', async () => {
    const status = await t.getAs(`${BASE}?status=Done`);
    expect(status.statusCode).toBe(400);
    expect(status.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { status: expect.any(String) } });
    for (const variables of ['[1]', 'region', '"Norte"']) {
      const response = await t.getAs(`${BASE}?variables=${encodeURIComponent(variables)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fields: { variables: expect.any(String) } });
    }
    expect((await t.getAs(`${BASE}?pageSize=101`)).statusCode).toBe(400);
  });

  it('answers 404 for a type the organization does not have', async () => {
    const response = await t.getAs('/api/workflow-types/0a5e7d1c-3b52-4c1e-9f0a-000000000999/executions');
    expect(response.statusCode).toBe(404);
  });
});
