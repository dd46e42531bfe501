import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { advance } from './advance.ts';
import {
  type Clock,
  createExecution,
  type ExecutionState,
  type WorkflowEvent,
  type WorkflowStep,
} from './execution.ts';
import { end, errorEnd, type FlowSpec, type NodeSpec, processOf, start, task } from './fixtures/index.ts';
import type { ParsedProcess } from './parse.ts';
import { parseBpmn } from './parse.ts';
import { validate } from './validate.ts';

const T0 = Date.parse('2026-01-05T09:00:00.000Z');
const HOUR = 3_600_000;

/**
 * A controllable clock and a driver that keeps the latest state and, like the server's step rows,
 * every step ever reported (upserted by id).
 */
function driver(definition: ParsedProcess) {
  let now = T0;
  const clock: Clock = { now: () => now };
  let state: ExecutionState = createExecution('ex1');
  const rows = new Map<string, WorkflowStep>();
  const send = (event: WorkflowEvent) => {
    const result = advance(definition, state, event, clock);
    state = result.state;
    for (const step of result.steps) rows.set(step.id, step);
    return result;
  };
  const activeStep = (bpmnId: string) =>
    state.steps.find((step) => step.bpmn_id === bpmnId && step.is_active)!;
  const complete = (bpmnId: string, response: Record<string, unknown> = {}) =>
    send({ type: 'taskCompleted', stepId: activeStep(bpmnId).id, response });
  return {
    send,
    complete,
    activeStep,
    tick: (ms: number) => {
      now += ms;
    },
    get state() {
      return state;
    },
    /** The execution's whole history, as stored rows. */
    get steps() {
      return [...rows.values()];
    },
  };
}

const linear = (nodes: NodeSpec[], flows: FlowSpec[]) => processOf([start(), ...nodes], flows);

describe('advance: start → user task → success end', () => {
  const definition = linear(
    [task('T', { name: 'Revisar', description: 'Mirar todo', dueIn: 'PT2H' }), end()],
    [
      ['F1', 'S', 'T'],
      ['F2', 'T', 'E'],
    ],
  );

  it('creates the user task with its due date and waits', () => {
    const run = driver(definition);
    const { effects } = run.send({ type: 'start', via: 'plain' });
    expect(effects).toEqual([
      {
        type: 'createUserTask',
        stepId: 'ex1:step:2',
        elementId: 'T',
        formId: 'form-T',
        audience: null,
        dueAt: '2026-01-05T11:00:00.000Z',
      },
    ]);
    expect(run.state.status).toBe('InProcess');
    // The state keeps only the waiting task; both steps are reported for storage.
    expect(run.state.steps.map((step) => step.id)).toEqual(['ex1:step:2']);
    expect(run.steps).toEqual([
      {
        id: 'ex1:step:1',
        created_at: '2026-01-05T09:00:00.000Z',
        updated_at: '2026-01-05T09:00:00.000Z',
        deleted_at: null,
        name: '',
        bpmn_id: 'S',
        type: 'VanillaStartEvent',
        is_active: false,
        execution: 'ex1',
        attached_to: null,
      },
      {
        id: 'ex1:step:2',
        created_at: '2026-01-05T09:00:00.000Z',
        updated_at: '2026-01-05T09:00:00.000Z',
        deleted_at: null,
        name: 'Revisar',
        bpmn_id: 'T',
        type: 'UserTask',
        is_active: true,
        execution: 'ex1',
        attached_to: null,
        execution_audience: null,
        successfully_completed: null,
        summary: null,
        description: 'Mirar todo',
        due_at: '2026-01-05T11:00:00.000Z',
      },
    ]);
  });

  it('finishes with Success when the task is completed', () => {
    const run = driver(definition);
    run.send({ type: 'start', via: 'public' });
    run.tick(HOUR);
    const { effects } = run.send({
      type: 'taskCompleted',
      stepId: run.activeStep('T').id,
      response: {},
      summary: 'Listo',
    });
    expect(effects).toEqual([{ type: 'finish', status: 'Success', elementId: 'E' }]);
    expect(run.state.status).toBe('Success');
    expect(run.steps[1]).toMatchObject({
      is_active: false,
      successfully_completed: true,
      summary: 'Listo',
      updated_at: '2026-01-05T10:00:00.000Z',
    });
    expect(run.steps.map((step) => step.type)).toEqual(['VanillaStartEvent', 'UserTask', 'SuccessEndEvent']);
  });

  it('ignores events that do not apply and leaves the state as it was', () => {
    const run = driver(definition);
    expect(run.send({ type: 'timerFired', timerId: 'x' }).ignored).toBe('not_started');
    expect(run.send({ type: 'start', via: 'message', messageName: 'nope' }).ignored).toBe('no_start_event');
    run.send({ type: 'start', via: 'plain' });
    const before = run.state;
    expect(run.send({ type: 'start', via: 'plain' })).toEqual({
      state: before,
      effects: [],
      steps: [],
      ignored: 'already_started',
    });
    expect(run.send({ type: 'taskCompleted', stepId: 'ex1:step:1', response: {} }).ignored).toBe(
      'unknown_task',
    );
    expect(run.send({ type: 'timerFired', timerId: 'ex1:timer:9' }).ignored).toBe('unknown_timer');
    expect(run.send({ type: 'messageReceived', messageName: 'x' }).ignored).toBe('no_waiting_catch');
    run.complete('T');
    expect(run.send({ type: 'messageReceived', messageName: 'x' }).ignored).toBe('finished');
  });

  it('never modifies the state it is given and is deterministic for the same clock', () => {
    const state = createExecution('ex1');
    const frozen = JSON.stringify(state);
    const clock = { now: () => T0 };
    const first = advance(definition, state, { type: 'start', via: 'plain' }, clock);
    const second = advance(definition, JSON.parse(frozen), { type: 'start', via: 'plain' }, clock);
    expect(JSON.stringify(state)).toBe(frozen);
    expect(second).toEqual(first);
    expect(JSON.parse(JSON.stringify(first.state))).toEqual(first.state);
  });
});

describe('advance: message start, catch and throw', () => {
  const definition = processOf(
    [
      { id: 'MS', faenaType: 'MessageStartEvent', messageName: 'pedido' },
      { id: 'Split', faenaType: 'ParallelGateway' },
      { id: 'CatchA', faenaType: 'MessageIntermediateCatchEvent', messageName: 'a' },
      { id: 'CatchB', faenaType: 'MessageIntermediateCatchEvent', messageName: 'b' },
      { id: 'Join', faenaType: 'ParallelGateway' },
      { id: 'Throw', faenaType: 'MessageIntermediateThrowEvent', messageName: 'listo' },
      end(),
    ],
    [
      ['F1', 'MS', 'Split'],
      ['Fa', 'Split', 'CatchA'],
      ['Fb', 'Split', 'CatchB'],
      ['Fa2', 'CatchA', 'Join'],
      ['Fb2', 'CatchB', 'Join'],
      ['F3', 'Join', 'Throw'],
      ['F4', 'Throw', 'E'],
    ],
    [{ name: 'total', type: 'decimal' }],
  );

  it('starts only by the message with the start event name, with its variables typed', () => {
    const run = driver(definition);
    expect(run.send({ type: 'start', via: 'plain' }).ignored).toBe('no_start_event');
    run.send({
      type: 'start',
      via: 'message',
      messageName: 'pedido',
      variables: { total: '12.5', other: 1 },
    });
    expect(run.state.variables).toEqual({ total: 12.5 });
    expect(run.state.tokens.map((token) => [token.elementId, token.messageName])).toEqual([
      ['CatchA', 'a'],
      ['CatchB', 'b'],
    ]);
  });

  it('correlates messages by name and throws after the join', () => {
    const run = driver(definition);
    run.send({ type: 'start', via: 'message', messageName: 'pedido' });
    expect(run.send({ type: 'messageReceived', messageName: 'b' }).effects).toEqual([]);
    expect(run.activeStep('CatchA')).toBeDefined();
    expect(run.activeStep('Join')).toMatchObject({ type: 'ParallelGateway' });
    const { effects } = run.send({ type: 'messageReceived', messageName: 'a', variables: { total: 3 } });
    expect(effects).toEqual([
      { type: 'throwMessage', elementId: 'Throw', messageName: 'listo', variables: { total: 3 } },
      { type: 'finish', status: 'Success', elementId: 'E' },
    ]);
    expect(run.steps.filter((step) => step.bpmn_id === 'Join')).toHaveLength(1);
  });
});

describe('advance: timers', () => {
  it('waits on an intermediate timer until it fires', () => {
    const definition = linear(
      [{ id: 'W', faenaType: 'TimerIntermediateCatchEvent', timer: { duration: 'PT30M' } }, end()],
      [
        ['F1', 'S', 'W'],
        ['F2', 'W', 'E'],
      ],
    );
    const run = driver(definition);
    expect(run.send({ type: 'start', via: 'plain' }).effects).toEqual([
      { type: 'scheduleTimer', timerId: 'ex1:timer:4', elementId: 'W', dueAt: '2026-01-05T09:30:00.000Z' },
    ]);
    run.tick(30 * 60_000);
    expect(run.send({ type: 'timerFired', timerId: 'ex1:timer:4' }).effects).toEqual([
      { type: 'finish', status: 'Success', elementId: 'E' },
    ]);
    expect(run.state.timers).toEqual([]);
  });

  const expiring = linear(
    [
      task('T', { audience: 'sede' }),
      {
        id: 'B',
        name: 'Vence',
        faenaType: 'TimerBoundaryEvent',
        attachedTo: 'T',
        timer: { duration: 'P2D' },
        notifyOnExpire: true,
      },
      end(),
      errorEnd(),
    ],
    [
      ['F1', 'S', 'T'],
      ['F2', 'T', 'E'],
      ['F3', 'B', 'X'],
    ],
  );
  expiring.variables = [{ name: 'sede', type: 'venue' }];

  it('creates a task for a saved audience as a reference the app resolves', () => {
    const definition = linear(
      [task('T', { savedAudience: 'aud-42' }), end()],
      [
        ['F1', 'S', 'T'],
        ['F2', 'T', 'E'],
      ],
    );
    const run = driver(definition);
    const { effects, state } = run.send({ type: 'start', via: 'plain' });
    expect(effects).toEqual([
      expect.objectContaining({ type: 'createUserTask', audience: { kind: 'saved', id: 'aud-42' } }),
    ]);
    expect(state.steps.find((step) => step.bpmn_id === 'T')?.execution_audience).toEqual({
      kind: 'saved',
      id: 'aud-42',
    });
  });

  it('expires a user task: cancels it, marks it undefined_expired and follows the boundary path', () => {
    const run = driver(expiring);
    const started = run.send({ type: 'start', via: 'plain', variables: { sede: { id: 7 } } });
    expect(started.effects).toEqual([
      { type: 'scheduleTimer', timerId: 'ex1:timer:4', elementId: 'B', dueAt: '2026-01-07T09:00:00.000Z' },
      expect.objectContaining({
        type: 'createUserTask',
        audience: { kind: 'variable', variable: 'sede', value: { id: 7 } },
        dueAt: '2026-01-07T09:00:00.000Z',
      }),
    ]);
    run.tick(48 * HOUR);
    const { effects } = run.send({ type: 'timerFired', timerId: 'ex1:timer:4' });
    expect(effects).toEqual([
      { type: 'cancelUserTask', stepId: 'ex1:step:2' },
      {
        type: 'notify',
        reason: 'expired',
        stepId: 'ex1:step:5',
        elementId: 'B',
        audience: { kind: 'variable', variable: 'sede', value: { id: 7 } },
      },
      { type: 'finish', status: 'Error', elementId: 'X', reason: 'error_end' },
    ]);
    expect(run.steps.map((step) => [step.bpmn_id, step.type, step.is_active, step.attached_to])).toEqual([
      ['S', 'VanillaStartEvent', false, null],
      ['T', 'undefined_expired', false, null],
      ['B', 'TimerBoundaryEvent', false, 'ex1:step:2'],
      ['X', 'ErrorEndEvent', false, null],
    ]);
    expect(run.steps[1]?.successfully_completed).toBe(false);
    expect(run.state.status).toBe('Error');
  });

  it('cancels the expiration timer when the task is completed in time', () => {
    const run = driver(expiring);
    run.send({ type: 'start', via: 'plain' });
    const { effects } = run.complete('T');
    expect(effects).toEqual([
      { type: 'cancelTimer', timerId: 'ex1:timer:4' },
      { type: 'finish', status: 'Success', elementId: 'E' },
    ]);
    expect(run.send({ type: 'timerFired', timerId: 'ex1:timer:4' }).ignored).toBe('finished');
  });
});

describe('advance: exclusive gateway', () => {
  const gateway = (defaultFlow?: string) =>
    processOf(
      [start(), task('T'), { id: 'G', faenaType: 'ExclusiveGateway', defaultFlow }, end('High'), end('Low')],
      [
        ['F1', 'S', 'T'],
        ['F2', 'T', 'G'],
        ['Fh', 'G', 'High', { all: [{ field: 'score', operator: 'gte', value: 8 }] }],
        ['Fl', 'G', 'Low', { any: [{ field: 'score', operator: 'lt', value: 3 }] }],
      ],
      [{ name: 'score', type: 'integer' }],
    );

  it.each([
    ['9', 'High'],
    ['1', 'Low'],
  ])('takes the flow whose condition holds over the typed variables (score %s → %s)', (score, endId) => {
    const run = driver(gateway('Fl'));
    run.send({ type: 'start', via: 'plain' });
    expect(run.complete('T', { score }).effects).toEqual([
      { type: 'finish', status: 'Success', elementId: endId },
    ]);
    expect(run.state.variables).toEqual({ score: Number(score) });
  });

  it('takes the default flow when no condition holds', () => {
    const run = driver(gateway('Fl'));
    run.send({ type: 'start', via: 'plain' });
    expect(run.complete('T', { score: 5 }).effects).toEqual([
      { type: 'finish', status: 'Success', elementId: 'Low' },
    ]);
  });

  it('ends with Error when no condition holds and there is no default', () => {
    const run = driver(gateway());
    run.send({ type: 'start', via: 'plain' });
    expect(run.complete('T', { score: 5 }).effects).toEqual([
      { type: 'finish', status: 'Error', elementId: 'G', reason: 'no_path' },
    ]);
    expect(run.state.error).toEqual({ elementId: 'G', reason: 'no_path' });
  });
});

describe('advance: parallel gateways and error ends', () => {
  const parallel = (second: NodeSpec) =>
    linear(
      [
        { id: 'Split', faenaType: 'ParallelGateway' },
        task('A'),
        second,
        { id: 'Join', faenaType: 'ParallelGateway' },
        end(),
      ],
      [
        ['F1', 'S', 'Split'],
        ['Fa', 'Split', 'A'],
        ['Fb', 'Split', second.id],
        ['Fa2', 'A', 'Join'],
        ['Fb2', 'B', 'Join'],
        ['F2', 'Join', 'E'],
      ],
    );

  it('splits into every branch and joins when all have arrived', () => {
    const run = driver(parallel(task('B')));
    const { effects } = run.send({ type: 'start', via: 'plain' });
    expect(effects.map((effect) => effect.type)).toEqual(['createUserTask', 'createUserTask']);
    expect(run.complete('B').effects).toEqual([]);
    expect(run.state.status).toBe('InProcess');
    expect(run.activeStep('Join').is_active).toBe(true);
    expect(run.complete('A').effects).toEqual([{ type: 'finish', status: 'Success', elementId: 'E' }]);
    expect(run.steps.map((step) => step.bpmn_id)).toEqual(['S', 'Split', 'A', 'B', 'Join', 'E']);
    expect(run.state.joins).toEqual({});
  });

  it('an error end cancels the other branches', () => {
    const definition = linear(
      [{ id: 'Split', faenaType: 'ParallelGateway' }, task('A'), errorEnd(), end()],
      [
        ['F1', 'S', 'Split'],
        ['Fa', 'Split', 'A'],
        ['Fx', 'Split', 'X'],
        ['Fa2', 'A', 'E'],
      ],
    );
    const run = driver(definition);
    const { effects } = run.send({ type: 'start', via: 'plain' });
    expect(effects).toEqual([
      expect.objectContaining({ type: 'createUserTask', stepId: 'ex1:step:3' }),
      { type: 'cancelUserTask', stepId: 'ex1:step:3' },
      { type: 'finish', status: 'Error', elementId: 'X', reason: 'error_end' },
    ]);
    expect(run.steps.every((step) => !step.is_active)).toBe(true);
    expect(run.state.steps).toEqual([]);
    expect(run.state.tokens).toEqual([]);
  });

  it('ends with Error (deadlock) when a join waits for a branch that can never come', () => {
    const definition = linear(
      [
        task('T'),
        { id: 'G', faenaType: 'ExclusiveGateway', defaultFlow: 'Fa' },
        { id: 'Join', faenaType: 'ParallelGateway' },
        end(),
      ],
      [
        ['F1', 'S', 'T'],
        ['F2', 'T', 'G'],
        ['Fa', 'G', 'Join'],
        ['Fb', 'G', 'Join', { field: 'never', operator: 'is_not_empty' }],
        ['F3', 'Join', 'E'],
      ],
    );
    const run = driver(definition);
    run.send({ type: 'start', via: 'plain' });
    expect(run.complete('T').effects).toEqual([
      { type: 'finish', status: 'Error', elementId: 'Join', reason: 'deadlock' },
    ]);
  });
});

describe('advance: defensive ends', () => {
  it('ends with Error on an element Faena does not run', () => {
    const run = driver(
      linear(
        [{ id: 'Sub', bpmnType: 'bpmn:SubProcess' }, end()],
        [
          ['F1', 'S', 'Sub'],
          ['F2', 'Sub', 'E'],
        ],
      ),
    );
    expect(run.send({ type: 'start', via: 'plain' }).effects).toEqual([
      { type: 'finish', status: 'Error', elementId: 'Sub', reason: 'unsupported_element' },
    ]);
  });

  it('ends with Error instead of looping forever through gateways', () => {
    const run = driver(
      linear(
        [
          { id: 'G1', faenaType: 'ExclusiveGateway' },
          { id: 'G2', faenaType: 'ExclusiveGateway' },
        ],
        [
          ['F1', 'S', 'G1'],
          ['F2', 'G1', 'G2'],
          ['F3', 'G2', 'G1'],
        ],
      ),
    );
    expect(run.send({ type: 'start', via: 'plain' }).effects).toEqual([
      { type: 'finish', status: 'Error', elementId: expect.any(String), reason: 'loop_limit' },
    ]);
  });
});

describe('advance: the reference process from XML', () => {
  const xml = readFileSync(new URL('./fixtures/reference.bpmn', import.meta.url), 'utf8');

  it('is valid and runs through the split and join when the score is low', async () => {
    const definition = await parseBpmn(xml);
    expect(validate(definition)).toEqual([]);
    const run = driver(definition);
    run.send({ type: 'start', via: 'plain', variables: { sede: { id: 3, name: 'Centro' } } });
    expect(run.activeStep('Review')).toMatchObject({
      execution_audience: { id: 3, name: 'Centro' },
      due_at: '2026-01-06T09:00:00.000Z',
    });
    run.complete('Review', { score: '4' });
    run.complete('Fix');
    expect(run.complete('Notify').effects).toEqual([{ type: 'finish', status: 'Success', elementId: 'End' }]);
  });
});

describe('advance: steps persisted as rows', () => {
  const loop = processOf(
    [start(), task('T'), { id: 'G', faenaType: 'ExclusiveGateway', defaultFlow: 'Again' }, end()],
    [
      ['F1', 'S', 'T'],
      ['F2', 'T', 'G'],
      ['Again', 'G', 'T'],
      ['Done', 'G', 'E', { field: 'done', operator: 'equals', value: true }],
    ],
    [{ name: 'done', type: 'boolean' }],
  );

  it('reports each step created or changed by an event once, in its final form', () => {
    const run = driver(loop);
    run.send({ type: 'start', via: 'plain' });
    run.tick(HOUR);
    const { steps } = run.complete('T');
    expect(steps.map((step) => [step.id, step.bpmn_id, step.is_active, step.successfully_completed])).toEqual(
      [
        ['ex1:step:2', 'T', false, true],
        ['ex1:step:4', 'G', false, undefined],
        ['ex1:step:5', 'T', true, null],
      ],
    );
    expect(steps[0]?.updated_at).toBe('2026-01-05T10:00:00.000Z');
  });

  it('keeps only the active steps in the state however long the execution runs', () => {
    const run = driver(loop);
    run.send({ type: 'start', via: 'plain' });
    for (let round = 0; round < 100; round++) run.complete('T');
    expect(run.state.steps).toEqual([expect.objectContaining({ bpmn_id: 'T', is_active: true })]);
    expect(run.steps).toHaveLength(2 + 100 * 2);
    expect(new Set(run.steps.map((step) => step.id)).size).toBe(run.steps.length);
    expect(run.complete('T', { done: 'true' }).effects).toEqual([
      { type: 'finish', status: 'Success', elementId: 'E' },
    ]);
    expect(run.state.steps).toEqual([]);
  });

  it('accepts a state that still lists finished steps and drops them', () => {
    const run = driver(loop);
    const started = run.send({ type: 'start', via: 'plain' });
    const legacy: ExecutionState = { ...started.state, steps: run.steps };
    const clock = { now: () => T0 };
    const stepId = started.state.steps[0]!.id;
    const result = advance(loop, legacy, { type: 'taskCompleted', stepId, response: {} }, clock);
    expect(result.state.steps.map((step) => step.id)).toEqual(['ex1:step:5']);
    expect(result.steps.map((step) => step.id)).toEqual([stepId, 'ex1:step:4', 'ex1:step:5']);
  });
});
