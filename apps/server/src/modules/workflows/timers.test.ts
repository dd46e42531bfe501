/**
 * Durable timers: an interrupting boundary expires its task (and notifies), a timer fires exactly
 * once with two app instances on one database, and still fires after a restart.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOST, startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { buildApp, type FaenaApp } from '../../app.ts';
import { selectRows } from '../../platform/database/database.ts';
import { ANA, ANA_EMAIL, createWorkflow, DEMO, expiringXml } from './runtime-fixtures.ts';

const HOUR = 3600 * 1000;

let t: TestApp;
let second: FaenaApp;
beforeAll(async () => {
  t = await startTestApp();
  second = await buildApp({ config: t.config, database: t.database });
  await second.ready();
  // Every round here is the test's own: a background round would fire what a test means to.
  await t.app.workflowTimers.stop();
  await second.workflowTimers.stop();
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

async function startExpiring(options?: Parameters<typeof expiringXml>[0]) {
  const { typeId } = await createWorkflow(t.database.privileged, expiringXml(options));
  const token = await t.tokenOf(ANA_EMAIL, DEMO);
  const reply = await t.app.inject({
    method: 'POST',
    url: `/api/workflow-types/${typeId}/executions`,
    headers: { host: DEMO_HOST, authorization: `Bearer ${token}` },
    payload: {},
  });
  expect(reply.statusCode).toBe(201);
  return reply.json();
}

async function stepsOf(executionId: string) {
  return selectRows<{ bpmn_id: string; type: string; is_active: boolean; attached_to: string | null }>(
    t.database.privileged,
    sql`select bpmn_id, type, is_active, attached_to from workflow_steps where execution_id = ${executionId}
        order by created_at, (regexp_replace(id, '^.*:', ''))::bigint`,
  );
}

describe('timers', () => {
  it('an interrupting boundary expires its task, follows its path and notifies the audience', async () => {
    const execution = await startExpiring();
    expect(execution.openTasks[0].dueAt).not.toBeNull();
    expect(await t.app.workflowTimers.tick()).toBe(0);

    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/test/clock',
      payload: { advanceMs: 2 * HOUR },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().fired).toBe(1);
    second.workflowClock.advance(2 * HOUR);

    expect(await stepsOf(execution.id)).toEqual([
      { bpmn_id: 'Start', type: 'VanillaStartEvent', is_active: false, attached_to: null },
      { bpmn_id: 'Review', type: 'undefined_expired', is_active: false, attached_to: null },
      { bpmn_id: 'Expire', type: 'TimerBoundaryEvent', is_active: false, attached_to: expect.any(String) },
      { bpmn_id: 'End_expired', type: 'SuccessEndEvent', is_active: false, attached_to: null },
    ]);
    const [row] = await selectRows<{ status: string; open_tasks: string[] }>(
      t.database.privileged,
      sql`select status, open_tasks from workflow_executions where id = ${execution.id}`,
    );
    expect(row).toEqual({ status: 'Success', open_tasks: [] });
    const notified = await selectRows<{ person_id: string; type: string }>(
      t.database.privileged,
      sql`select person_id, payload->>'type' as type from notifications where payload->>'executionId' = ${execution.id}
          order by seq`,
    );
    expect(notified).toEqual([
      { person_id: ANA, type: 'WORKFLOW_TASK' },
      { person_id: ANA, type: 'WORKFLOW_TASK_EXPIRED' },
    ]);

    // Completing the expired task is refused.
    const token = await t.tokenOf(ANA_EMAIL, DEMO);
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/workflow-executions/${execution.id}/tasks/${encodeURIComponent(execution.openTasks[0].stepId)}/complete`,
      headers: { host: DEMO_HOST, authorization: `Bearer ${token}` },
      payload: { response: { note: 'tarde' } },
    });
    expect(late.statusCode).toBe(409);
  });

  it('a non-interrupting boundary leaves the task open', async () => {
    const execution = await startExpiring({ interrupting: false, notify: false });
    t.app.workflowClock.advance(2 * HOUR);
    second.workflowClock.advance(2 * HOUR);
    await t.app.workflowTimers.tick();
    const steps = await stepsOf(execution.id);
    expect(steps.find((step) => step.bpmn_id === 'Review')).toMatchObject({
      type: 'UserTask',
      is_active: true,
    });
    expect(steps.map((step) => step.bpmn_id)).toContain('Expire');
  });

  it('fires exactly once with two app instances on one database', async () => {
    const executions = await Promise.all([startExpiring(), startExpiring(), startExpiring()]);
    t.app.workflowClock.advance(2 * HOUR);
    second.workflowClock.advance(2 * HOUR);
    // Both instances claim at once, twice over (one instance's rounds never overlap).
    const fired = [
      ...(await Promise.all([t.app.workflowTimers.tick(), second.workflowTimers.tick()])),
      ...(await Promise.all([t.app.workflowTimers.tick(), second.workflowTimers.tick()])),
    ];
    expect(fired.reduce((sum, n) => sum + n, 0)).toBe(3);
    for (const execution of executions) {
      const steps = await stepsOf(execution.id);
      expect(steps.filter((step) => step.bpmn_id === 'Expire')).toHaveLength(1);
      expect(steps.filter((step) => step.bpmn_id === 'End_expired')).toHaveLength(1);
    }
  });

  it('fires after a restart: the timer is a row, not a process timer', async () => {
    const execution = await startExpiring();
    await second.close();
    second = await buildApp({ config: t.config, database: t.database });
    await second.ready();
    await second.workflowTimers.stop();
    second.workflowClock.advance(10 * HOUR);
    t.app.workflowClock.advance(10 * HOUR);
    expect(await second.workflowTimers.tick()).toBe(1);
    const steps = await stepsOf(execution.id);
    expect(steps.map((step) => step.type)).toContain('undefined_expired');
  });
});

describe('the test clock', () => {
  it('is a 404 unless the server runs against the Auth Emulator', async () => {
    const production = await buildApp({
      config: { ...t.config, firebase: { ...t.config.firebase, emulatorHost: null } },
      database: t.database,
    });
    try {
      const reply = await production.inject({
        method: 'POST',
        url: '/api/test/clock',
        payload: { advanceMs: 1 },
      });
      expect(reply.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
