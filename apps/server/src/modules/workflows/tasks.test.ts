/**
 * The task inbox by audience, completing with a validated form, the race of two completions,
 * and the notification a new task sends.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOST, startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { selectRows } from '../../platform/database/database.ts';
import { ANA, ANA_EMAIL, BRUNO, BRUNO_EMAIL, createWorkflow, DEMO, taskXml } from './runtime-fixtures.ts';

let t: TestApp;
let venue: string;
beforeAll(async () => {
  t = await startTestApp();
  venue = randomUUID();
  await t.database.privileged.execute(
    sql`insert into venues (tenant_id, id, name) values (${DEMO}, ${venue}, 'Sede Norte')`,
  );
  await t.database.privileged.execute(
    sql`insert into person_venues (tenant_id, person_id, venue_id) values (${DEMO}, ${BRUNO}, ${venue})`,
  );
});
afterAll(() => t?.close());

async function call(method: 'GET' | 'POST', url: string, email = ANA_EMAIL, body?: object) {
  const token = await t.tokenOf(email, DEMO);
  return t.app.inject({
    method,
    url,
    headers: { host: DEMO_HOST, authorization: `Bearer ${token}`, 'accept-language': 'es-MX' },
    ...(body ? { payload: body } : {}),
  });
}

async function startWith(audience: string, variables: object = {}) {
  const { typeId } = await createWorkflow(t.database.privileged, taskXml(audience));
  const reply = await call('POST', `/api/workflow-types/${typeId}/executions`, ANA_EMAIL, { variables });
  expect(reply.statusCode).toBe(201);
  return { typeId, execution: reply.json() };
}

async function inboxOf(email: string, typeId: string): Promise<string[]> {
  const reply = await call('GET', `/api/workflow-tasks/mine?workflowTypeId=${typeId}`, email);
  expect(reply.statusCode).toBe(200);
  return reply.json().results.map((task: { executionId: string }) => task.executionId);
}

describe('the task inbox', () => {
  it.each([
    ['a user variable', 'who', { who: BRUNO }],
    ['a users variable', 'whos', { whos: [{ id: BRUNO, name: 'Bruno Díaz' }] }],
    ['a venue variable (the people working there)', 'sede', { sede: 'VENUE' }],
    ['a venues variable', 'sedes', { sedes: ['VENUE'] }],
  ])('shows a task to the people of %s, not to others', async (_label, audience, variables) => {
    const values = JSON.parse(JSON.stringify(variables).replaceAll('VENUE', venue));
    const { typeId, execution } = await startWith(audience, values);
    expect(await inboxOf(BRUNO_EMAIL, typeId)).toEqual([execution.id]);
    expect(await inboxOf(ANA_EMAIL, typeId)).toEqual([]);
    expect(execution.openTasks[0].canComplete).toBe(false);
  });

  it('shows a task of a saved audience to its people', async () => {
    const [audience] = await selectRows<{ id: string }>(
      t.database.privileged,
      sql`insert into audiences (tenant_id, name, rule) values (${DEMO}, 'Solo Bruno', ${JSON.stringify({
        include: [BRUNO],
      })}::jsonb) returning id`,
    );
    const { typeId, execution } = await startWith(`audience:${audience!.id}`);
    expect(await inboxOf(BRUNO_EMAIL, typeId)).toEqual([execution.id]);
    expect(await inboxOf(ANA_EMAIL, typeId)).toEqual([]);
  });

  it('lets a person reach the diagram of an execution they have a task in through their venue, even when they may not start its type', async () => {
    const [onlyAna] = await selectRows<{ id: string }>(
      t.database.privileged,
      sql`insert into audiences (tenant_id, name, rule) values (${DEMO}, ${`Solo Ana ${randomUUID()}`}, ${JSON.stringify(
        {
          include: [ANA],
        },
      )}::jsonb) returning id`,
    );
    const { typeId, workflowId } = await createWorkflow(t.database.privileged, taskXml('sede'), {
      startAudienceId: onlyAna!.id,
    });
    const diagram = () => call('GET', `/api/workflow-definitions/${workflowId}`, BRUNO_EMAIL);
    expect((await diagram()).statusCode).toBe(404);
    const started = await call('POST', `/api/workflow-types/${typeId}/executions`, ANA_EMAIL, {
      variables: { sede: venue },
    });
    expect(started.statusCode).toBe(201);
    expect(await inboxOf(BRUNO_EMAIL, typeId)).toEqual([started.json().id]);
    const reply = await diagram();
    expect(reply.statusCode).toBe(200);
    expect(reply.json().xml).toContain('bpmn');
  });

  it('gives a task without an audience to the person who started the execution', async () => {
    const { typeId, execution } = await startWith('');
    expect(await inboxOf(ANA_EMAIL, typeId)).toEqual([execution.id]);
    expect(await inboxOf(BRUNO_EMAIL, typeId)).toEqual([]);
    const [task] = (await call('GET', `/api/workflow-tasks/mine?workflowTypeId=${typeId}`)).json().results;
    expect(task).toMatchObject({
      name: 'Revisar',
      formId: 'form-1',
      startedByName: 'Ana Torres',
      dueAt: null,
    });
  });
});

describe('completing a task', () => {
  it('validates the response against the form, naming each field', async () => {
    const { execution } = await startWith('');
    const stepId = execution.openTasks[0].stepId;
    const form = (
      await call('GET', `/api/workflow-executions/${execution.id}/tasks/${encodeURIComponent(stepId)}/form`)
    ).json();
    expect(form).toMatchObject({ canComplete: true, definition: { id: 'form-1' } });
    const url = `/api/workflow-executions/${execution.id}/tasks/${encodeURIComponent(stepId)}/complete`;
    const invalid = await call('POST', url, ANA_EMAIL, { response: { score: 'x' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      code: 'INVALID_FORM_RESPONSE',
      fields: { note: expect.any(String) },
    });
    const done = await call('POST', url, ANA_EMAIL, { response: { note: 'listo', score: 2 } });
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe('Success');
  });

  it("refuses a person outside the task's audience", async () => {
    const { execution } = await startWith('who', { who: ANA });
    const url = `/api/workflow-executions/${execution.id}/tasks/${encodeURIComponent(execution.openTasks[0].stepId)}/complete`;
    expect((await call('POST', url, BRUNO_EMAIL, { response: { note: 'x' } })).statusCode).toBe(403);
  });

  it('lets exactly one of two concurrent completions win; the other gets 409 TASK_ALREADY_COMPLETED', async () => {
    const { execution } = await startWith('');
    const url = `/api/workflow-executions/${execution.id}/tasks/${encodeURIComponent(execution.openTasks[0].stepId)}/complete`;
    const replies = await Promise.all([
      call('POST', url, ANA_EMAIL, { response: { note: 'uno' } }),
      call('POST', url, ANA_EMAIL, { response: { note: 'dos' } }),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    const loser = replies.find((reply) => reply.statusCode === 409)!;
    expect(loser.json()).toMatchObject({
      code: 'TASK_ALREADY_COMPLETED',
      message: 'Esta tarea ya fue completada por otra persona.',
    });
    const [count] = await selectRows<{ n: number }>(
      t.database.privileged,
      sql`select count(*)::int as n from workflow_responses where execution_id = ${execution.id}`,
    );
    expect(count!.n).toBe(1);
  });
});

describe('notifications', () => {
  it('tells the audience of a new task, with where to open it', async () => {
    const { typeId, execution } = await startWith('who', { who: BRUNO });
    const rows = await selectRows<{ person_id: string; payload: Record<string, unknown> }>(
      t.database.privileged,
      sql`select person_id, payload from notifications where payload->>'executionId' = ${execution.id}`,
    );
    expect(rows).toEqual([
      {
        person_id: BRUNO,
        payload: {
          type: 'WORKFLOW_TASK',
          executionId: execution.id,
          stepId: execution.openTasks[0].stepId,
          workflowTypeId: typeId,
          workflowId: execution.workflowId,
          title: 'Revisar',
        },
      },
    ]);
  });
});
