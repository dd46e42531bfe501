/**
 * Starting and running executions through the API: drafts refused, start audiences, versions
 * pinned, one step row per element visit, the reference process to the end, messages.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOST, startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { selectRows } from '../../platform/database/database.ts';
import {
  ANA,
  ANA_EMAIL,
  addVersion,
  BRUNO,
  BRUNO_EMAIL,
  CATCH_XML,
  createWorkflow,
  DEMO,
  REFERENCE_XML,
  THROW_XML,
  taskXml,
} from './runtime-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

async function call(method: 'GET' | 'POST', url: string, email = ANA_EMAIL, body?: object) {
  const token = await t.tokenOf(email, DEMO);
  return t.app.inject({
    method,
    url,
    headers: { host: DEMO_HOST, authorization: `Bearer ${token}` },
    ...(body ? { payload: body } : {}),
  });
}

const start = (typeId: string, email = ANA_EMAIL, body: object = {}) =>
  call('POST', `/api/workflow-types/${typeId}/executions`, email, body);
const complete = (executionId: string, stepId: string, response: object, email = ANA_EMAIL) =>
  call(
    'POST',
    `/api/workflow-executions/${executionId}/tasks/${encodeURIComponent(stepId)}/complete`,
    email,
    {
      response,
    },
  );

describe('starting an execution', () => {
  it('refuses a draft with the SPEC message', async () => {
    const { typeId, workflowId } = await createWorkflow(t.database.privileged, taskXml(), {
      status: 'draft',
    });
    const reply = await start(typeId);
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({
      code: 'WORKFLOW_DRAFT',
      message: 'No se puede ejecutar un borrador de workflow. Debes publicarlo primero.',
    });
    const at = await call('POST', `/api/workflow-definitions/${workflowId}/start/Start`, ANA_EMAIL, {});
    expect(at.statusCode).toBe(409);
    expect(at.json().message).toBe('No se puede ejecutar un borrador de workflow. Debes publicarlo primero.');
  });

  it("refuses a person outside the type's start audience", async () => {
    const [audience] = await selectRows<{ id: string }>(
      t.database.privileged,
      sql`insert into audiences (tenant_id, name, rule) values (${DEMO}, 'Solo Ana', ${JSON.stringify({
        include: [ANA],
      })}::jsonb) returning id`,
    );
    const { typeId } = await createWorkflow(t.database.privileged, taskXml(), {
      startAudienceId: audience!.id,
    });
    expect((await start(typeId, BRUNO_EMAIL)).statusCode).toBe(403);
    expect((await start(typeId, ANA_EMAIL)).statusCode).toBe(201);
  });

  it('pins the execution to its definition: a later version does not change it', async () => {
    const { typeId, workflowId } = await createWorkflow(t.database.privileged, taskXml());
    const first = (await start(typeId)).json();
    expect(first.workflowId).toBe(workflowId);
    expect(first.version).toBe(1);
    const v2 = await addVersion(t.database.privileged, typeId, REFERENCE_XML, 2);
    const second = (await start(typeId)).json();
    expect(second.workflowId).toBe(v2);
    // The first one still runs version 1's process: its task leads straight to the end.
    const done = await complete(first.id, first.openTasks[0].stepId, { note: 'ok' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ workflowId, version: 1, status: 'Success' });
  });
});

describe('the reference process', () => {
  it('runs start → task → gateway → parallel split/join → end, one step row per element visit', async () => {
    const { typeId } = await createWorkflow(t.database.privileged, REFERENCE_XML);
    const started = await start(typeId);
    expect(started.statusCode).toBe(201);
    let execution = started.json();
    expect(execution).toMatchObject({ status: 'InProcess', finishedAt: null, startedBy: { id: ANA } });
    expect(execution.openTasks).toEqual([
      expect.objectContaining({ bpmnId: 'Review', name: 'Revisar', formId: 'form-1', canComplete: true }),
    ]);

    execution = (
      await complete(execution.id, execution.openTasks[0].stepId, { note: 'bien', score: 3 })
    ).json();
    expect(execution.openTasks.map((task: { bpmnId: string }) => task.bpmnId).sort()).toEqual([
      'Fix',
      'Notify',
    ]);
    expect(execution.variables).toMatchObject({ score: 3, note: 'bien' });
    for (const task of execution.openTasks) {
      execution = (await complete(execution.id, task.stepId, { comment: 'listo' })).json();
    }
    expect(execution.status).toBe('Success');
    expect(execution.finishedAt).not.toBeNull();
    expect(execution.openTasks).toEqual([]);
    expect(execution.steps.map((step: { bpmn_id: string }) => step.bpmn_id)).toEqual([
      'Start',
      'Review',
      'Decide',
      'Split',
      'Fix',
      'Notify',
      'Join',
      'End',
    ]);
    expect(execution.steps.every((step: { is_active: boolean }) => !step.is_active)).toBe(true);
    const review = execution.steps[1];
    expect(review).toMatchObject({
      type: 'UserTask',
      name: 'Revisar',
      execution: execution.id,
      attached_to: null,
      deleted_at: null,
      successfully_completed: true,
      execution_audience: null,
      summary: null,
      due_at: null,
    });
    expect(Object.keys(review).sort()).toEqual(
      [
        'attached_to',
        'bpmn_id',
        'created_at',
        'deleted_at',
        'description',
        'due_at',
        'execution',
        'execution_audience',
        'id',
        'is_active',
        'name',
        'successfully_completed',
        'summary',
        'type',
        'updated_at',
      ].sort(),
    );
    expect(execution.responses).toHaveLength(3);
    expect(execution.responses[0]).toMatchObject({
      response: { note: 'bien', score: 3 },
      user: { passport: ANA, name: 'Ana Torres' },
      workflow_form: 'form-1',
      element_model: 'Review',
      step_id: review.id,
    });

    const [row] = await selectRows<{ state: { steps: unknown[] }; lock_version: number }>(
      t.database.privileged,
      sql`select state, lock_version from workflow_executions where id = ${execution.id}`,
    );
    // Only the active state is kept on the execution: finished steps live in their rows.
    expect(row!.state.steps).toEqual([]);
    expect(row!.lock_version).toBe(4);

    const stats = await call('GET', `/api/workflow-definitions/${execution.workflowId}/element-stats`);
    expect(stats.json()).toContainEqual({ elementId: 'Review', count: 1, waiting: 0 });
  });

  it('counts waiting executions per element for the overlays', async () => {
    const { typeId, workflowId } = await createWorkflow(t.database.privileged, REFERENCE_XML);
    await start(typeId);
    await start(typeId);
    const stats = (await call('GET', `/api/workflow-definitions/${workflowId}/element-stats`)).json();
    expect(stats).toEqual([
      { elementId: 'Review', count: 2, waiting: 2 },
      { elementId: 'Start', count: 2, waiting: 0 },
    ]);
  });
});

describe('messages', () => {
  it('reach exactly one waiting execution, the oldest', async () => {
    const catcher = await createWorkflow(t.database.privileged, CATCH_XML);
    const thrower = await createWorkflow(t.database.privileged, THROW_XML);
    const first = (await start(catcher.typeId)).json();
    const second = (await start(catcher.typeId)).json();
    expect(first.openTasks).toEqual([]);

    const thrown = await start(thrower.typeId);
    expect(thrown.json().status).toBe('Success');
    const afterFirst = (await call('GET', `/api/workflow-executions/${first.id}`)).json();
    const afterSecond = (await call('GET', `/api/workflow-executions/${second.id}`)).json();
    expect(afterFirst.openTasks.map((task: { bpmnId: string }) => task.bpmnId)).toEqual(['Go']);
    expect(afterSecond.openTasks).toEqual([]);

    await start(thrower.typeId);
    const later = (await call('GET', `/api/workflow-executions/${second.id}`)).json();
    expect(later.openTasks.map((task: { bpmnId: string }) => task.bpmnId)).toEqual(['Go']);
  });
});

describe('seeing an execution', () => {
  it("is for its starter, its tasks' people and administrators", async () => {
    const { typeId } = await createWorkflow(t.database.privileged, taskXml());
    const mine = (await start(typeId, BRUNO_EMAIL)).json();
    expect((await call('GET', `/api/workflow-executions/${mine.id}`, BRUNO_EMAIL)).statusCode).toBe(200);
    expect((await call('GET', `/api/workflow-executions/${mine.id}`, ANA_EMAIL)).statusCode).toBe(200);
    const anas = (await start(typeId, ANA_EMAIL)).json();
    expect((await call('GET', `/api/workflow-executions/${anas.id}`, BRUNO_EMAIL)).statusCode).toBe(404);
    expect(BRUNO).not.toBe(ANA);
  });
});
