import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { advance } from './advance.ts';
import { createExecution, type ExecutionState, type WorkflowEvent, type WorkflowStep } from './execution.ts';
import { parseBpmn } from './parse.ts';
import { BpmnParseError } from './parse-error.ts';
import { validate } from './validate.ts';

/**
 * One small document per BPMN construct that used to crash the engine or run silently wrong: each is
 * either run correctly or reported by validate with what to change, and nothing throws.
 */
const construct = (name: string) =>
  readFileSync(new URL(`./fixtures/constructs/${name}.bpmn`, import.meta.url), 'utf8');
const load = async (name: string) => parseBpmn(construct(name));
const T0 = Date.parse('2026-01-05T09:00:00.000Z');
const DAY = 86_400_000;

function drive(definition: Awaited<ReturnType<typeof parseBpmn>>) {
  let now = T0;
  let state: ExecutionState = createExecution('c1');
  const rows = new Map<string, WorkflowStep>();
  const send = (event: WorkflowEvent) => {
    const result = advance(definition, state, event, { now: () => now });
    state = result.state;
    for (const step of result.steps) rows.set(step.id, step);
    expect(() => structuredClone(state)).not.toThrow();
    return result;
  };
  const taskStep = (bpmnId: string) =>
    state.steps.find((step) => step.bpmn_id === bpmnId && step.type === 'UserTask')!;
  return {
    send,
    complete: (bpmnId: string, response: Record<string, unknown> = {}) =>
      send({ type: 'taskCompleted', stepId: taskStep(bpmnId).id, response }),
    tick: (ms: number) => {
      now += ms;
    },
    get state() {
      return state;
    },
    get rows() {
      return [...rows.values()];
    },
  };
}

const problems = async (name: string, locale: 'es-MX' | 'en-US' = 'en-US') =>
  validate(await load(name), { locale }).map(({ elementId, code, message }) => ({
    elementId,
    code,
    message,
  }));

describe('constructs: durations past any date', () => {
  it('validate names the element and the field of each overflowing duration or date', async () => {
    expect(
      (await problems('huge-durations')).map(({ elementId, code, message }) => [
        elementId,
        code,
        message.split(',')[0],
      ]),
    ).toEqual([
      ['Wait', 'invalid_duration', "timeDuration is 'PT9999999999999999S'"],
      ['Review', 'invalid_duration', "faena:dueIn is 'P999999999Y'"],
      ['Expire', 'invalid_duration', "timeDuration is 'P999999999Y'"],
      ['Until', 'invalid_date', "timeDate is '+999999-01-01T00:00:00Z'"],
    ]);
    expect((await problems('huge-durations', 'es-MX'))[0]?.message).toBe(
      "timeDuration vale 'PT9999999999999999S', que no es una duración ISO 8601 válida de hasta 100 años: escribe por ejemplo P2D (2 días) o PT1H30M (1 hora 30 minutos).",
    );
  });

  it('advance ends the execution with invalid_timer instead of throwing', async () => {
    const run = drive(await load('huge-durations'));
    expect(run.send({ type: 'start', via: 'plain' }).effects).toEqual([
      { type: 'finish', status: 'Error', elementId: 'Wait', reason: 'invalid_timer' },
    ]);
  });

  it('an unusable time limit ends the execution when its task is reached', async () => {
    const xml = construct('huge-durations').replace('PT9999999999999999S', 'PT1M');
    const run = drive(await parseBpmn(xml));
    run.send({ type: 'start', via: 'plain' });
    run.tick(60_000);
    const { effects } = run.send({ type: 'timerFired', timerId: run.state.timers[0]!.id });
    expect(effects).toEqual([
      { type: 'finish', status: 'Error', elementId: 'Expire', reason: 'invalid_timer' },
    ]);
  });
});

describe('constructs: faena:dueIn that is not a duration', () => {
  it('is reported with the value to fix, and the task is created without a due date', async () => {
    expect(await problems('invalid-due-in', 'es-MX')).toEqual([
      {
        elementId: 'Review',
        code: 'invalid_duration',
        message:
          "faena:dueIn vale 'tomorrow', que no es una duración ISO 8601 válida de hasta 100 años: escribe por ejemplo P2D (2 días) o PT1H30M (1 hora 30 minutos).",
      },
    ]);
    const run = drive(await load('invalid-due-in'));
    expect(run.send({ type: 'start', via: 'plain' }).effects).toEqual([
      expect.objectContaining({ type: 'createUserTask', elementId: 'Review', dueAt: null }),
    ]);
  });
});

describe('constructs: ids and variables named like Object.prototype members', () => {
  it('validates, joins at a gateway called constructor and keeps a variable called constructor as data', async () => {
    const definition = await load('hostile-ids');
    expect(validate(definition)).toEqual([]);
    const run = drive(definition);
    const variables = JSON.parse('{"constructor": {"id": 7}, "__proto__": "9"}');
    const { effects } = run.send({ type: 'start', via: 'plain', variables });
    expect(effects).toContainEqual(
      expect.objectContaining({
        type: 'createUserTask',
        elementId: 'toString',
        audience: { kind: 'variable', variable: 'constructor', value: { id: 7 } },
      }),
    );
    expect(Object.getPrototypeOf(run.state.variables)).toBeNull();
    expect(Object.hasOwn(run.state.variables, '__proto__')).toBe(true);
    expect(Object.getOwnPropertyDescriptor(run.state.variables, '__proto__')?.value).toBe(9);
    run.complete('valueOf');
    expect(Object.keys(run.state.joins)).toEqual(['constructor']);
    // The condition on the variable called __proto__ (9 ≥ 8) holds: the High flow.
    expect(run.complete('toString').effects).toEqual([
      { type: 'finish', status: 'Success', elementId: 'toLocaleString' },
    ]);
    expect(JSON.parse(JSON.stringify(run.state))).toEqual(structuredClone(run.state));
  });

  it('an audience variable called constructor that was never set is null, not a function', async () => {
    const run = drive(await load('hostile-ids'));
    const { effects, steps } = run.send({ type: 'start', via: 'plain' });
    expect(effects).toContainEqual(
      expect.objectContaining({
        type: 'createUserTask',
        audience: { kind: 'variable', variable: 'constructor', value: null },
      }),
    );
    expect(steps.find((step) => step.bpmn_id === 'toString')?.execution_audience).toBeNull();
    run.complete('valueOf');
    expect(run.complete('toString').effects).toEqual([
      { type: 'finish', status: 'Success', elementId: '__defineGetter__' },
    ]);
  });
});

describe('constructs: non-interrupting timer boundary', () => {
  it('runs the boundary path while the task keeps waiting', async () => {
    const definition = await load('non-interrupting-timer');
    expect(definition.nodes.find((node) => node.id === 'Remind')?.interrupting).toBe(false);
    expect(validate(definition)).toEqual([]);
    const run = drive(definition);
    const started = run.send({ type: 'start', via: 'plain' });
    // A reminder is not the task's deadline.
    expect(started.effects).toContainEqual(expect.objectContaining({ type: 'createUserTask', dueAt: null }));
    run.tick(DAY);
    const fired = run.send({ type: 'timerFired', timerId: run.state.timers[0]!.id });
    expect(fired.effects).toEqual([
      { type: 'throwMessage', elementId: 'SendReminder', messageName: 'recordatorio', variables: {} },
    ]);
    expect(run.state.status).toBe('InProcess');
    expect(run.state.steps.map((step) => [step.bpmn_id, step.type, step.is_active])).toEqual([
      ['Review', 'UserTask', true],
    ]);
    expect(run.complete('Review').effects).toEqual([{ type: 'finish', status: 'Success', elementId: 'End' }]);
    expect(run.rows.map((step) => [step.bpmn_id, step.type, step.attached_to])).toEqual([
      ['Start', 'VanillaStartEvent', null],
      ['Review', 'UserTask', null],
      ['Remind', 'TimerBoundaryEvent', 'c1:step:2'],
      ['SendReminder', 'MessageIntermediateThrowEvent', null],
      ['Reminded', 'SuccessEndEvent', null],
      ['End', 'SuccessEndEvent', null],
    ]);
    expect(run.rows.find((step) => step.bpmn_id === 'Review')?.successfully_completed).toBe(true);
  });
});

describe('constructs: BPMN condition expressions', () => {
  it(`a task whose conditional flows are all \${false} takes neither path and ends with no_path`, async () => {
    const definition = await load('condition-expression-task');
    expect(definition.flows.map((flow) => [flow.id, flow.expressionValue])).toEqual([
      ['Flow_1', undefined],
      ['Flow_a', false],
      ['Flow_b', false],
    ]);
    const run = drive(definition);
    run.send({ type: 'start', via: 'plain' });
    expect(run.complete('Review').effects).toEqual([
      { type: 'finish', status: 'Error', elementId: 'Review', reason: 'no_path' },
    ]);
    expect(run.rows.map((step) => step.bpmn_id)).toEqual(['Start', 'Review']);
  });

  it(`a task takes the \${true} flow, and its default flow only when no condition holds`, async () => {
    const xml = construct('condition-expression-task')
      .replace('<bpmn:userTask id="Review"', '<bpmn:userTask id="Review" default="Flow_b"')
      .replace(`\${false}`, `\${true}`);
    const run = drive(await parseBpmn(xml));
    run.send({ type: 'start', via: 'plain' });
    expect(run.complete('Review').effects).toEqual([{ type: 'finish', status: 'Success', elementId: 'A' }]);
  });

  it('a gateway: constants are conditions (not "without condition"); other expressions are reported', async () => {
    expect(await problems('condition-expression-gateway', 'es-MX')).toEqual([
      {
        elementId: 'Flow_computed',
        code: 'condition_expression',
        message: `Faena no evalúa la expresión BPMN '\${amount > 1000}' (solo las constantes true y false): quítala y usa la condición visual (faena:condition).`,
      },
    ]);
    const run = drive(await load('condition-expression-gateway'));
    expect(run.send({ type: 'start', via: 'plain' }).effects).toEqual([
      { type: 'finish', status: 'Success', elementId: 'Always' },
    ]);
  });

  it('a condition on a parallel gateway flow is reported as ignored', async () => {
    const xml = construct('boundary-deadlock').replace(
      '<bpmn:sequenceFlow id="Flow_5" sourceRef="Join" targetRef="End" />',
      `
        <bpmn:sequenceFlow id="Flow_5" sourceRef="Join" targetRef="End">
          <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${false}</bpmn:conditionExpression>
        </bpmn:sequenceFlow>`,
    );
    expect(validate(await parseBpmn(xml)).map((problem) => [problem.elementId, problem.code])).toContainEqual(
      ['Flow_5', 'condition_on_parallel_flow'],
    );
  });
});

describe('constructs: multi-instance', () => {
  it('is reported as unsupported and never runs once silently', async () => {
    expect(await problems('multi-instance', 'es-MX')).toEqual([
      {
        elementId: 'Review',
        code: 'multi_instance',
        message:
          'Faena no ejecuta actividades multiinstancia ni en bucle: se ejecutaría una sola vez. Quita la multiinstancia o el bucle; para varias personas usa una audiencia de sedes o usuarios.',
      },
    ]);
    const run = drive(await load('multi-instance'));
    expect(run.send({ type: 'start', via: 'plain' }).effects).toEqual([
      { type: 'finish', status: 'Error', elementId: 'Review', reason: 'unsupported_element' },
    ]);
  });
});

describe('constructs: event definitions by reference', () => {
  it('a timer start given by eventDefinitionRef is a timer start (reported), an error end by ref is an error end', async () => {
    const definition = await load('event-definition-refs');
    expect(definition.nodes.find((node) => node.id === 'Start')).toMatchObject({
      eventDefinitions: ['bpmn:TimerEventDefinition'],
      timer: { date: '2026-03-01T08:00:00Z' },
    });
    expect(definition.nodes.find((node) => node.id === 'Start')?.faenaType).toBeUndefined();
    expect(definition.nodes.find((node) => node.id === 'End')?.faenaType).toBe('ErrorEndEvent');
    expect(validate(definition)).toContainEqual({
      elementId: 'Start',
      code: 'timer_start',
      message:
        'Faena no inicia ejecuciones con un temporizador: usa un inicio simple o un inicio por mensaje.',
    });
    expect(drive(definition).send({ type: 'start', via: 'plain' }).ignored).toBe('no_start_event');
  });
});

describe('constructs: several processes', () => {
  it('is a validate problem naming the process run and the ones ignored; empty pools do not count', async () => {
    expect(await problems('several-processes')).toEqual([
      {
        elementId: 'Process_a',
        code: 'several_processes',
        message:
          "The document has more than one process with elements and Faena runs only 'Process_a' ('Process_b' would be ignored): keep a single process.",
      },
    ]);
  });
});

describe('constructs: a task and its time limit meeting at a parallel join', () => {
  it('is reported on the join as a certain deadlock', async () => {
    expect(await problems('boundary-deadlock')).toEqual([
      {
        elementId: 'Join',
        code: 'boundary_deadlock',
        message:
          "This parallel gateway waits for both the normal path of task 'Review' and the path of its time limit 'Expire', which never happen together: the execution would be stuck. Merge those paths with an exclusive gateway.",
      },
    ]);
  });

  it('is not reported when the paths meet at an exclusive gateway, nor for a non-interrupting limit', async () => {
    const merged = construct('boundary-deadlock').replace(
      '<bpmn:parallelGateway id="Join" />',
      '<bpmn:exclusiveGateway id="Join" />',
    );
    expect(validate(await parseBpmn(merged))).toEqual([]);
    const reminder = construct('boundary-deadlock').replace(
      '<bpmn:boundaryEvent id="Expire"',
      '<bpmn:boundaryEvent id="Expire" cancelActivity="false"',
    );
    expect(validate(await parseBpmn(reminder))).toEqual([]);
  });
});

describe('constructs: documents that cannot be read as drawn', () => {
  it('a duplicate id is a validate problem naming it, not only an internal warning', async () => {
    expect(await problems('duplicate-id')).toEqual([
      {
        elementId: 'Process_duplicate',
        code: 'document_warning',
        message:
          'Part of the document could not be read and would be ignored: duplicate ID <Review> in <bpmn:userTask> at line 6, column 4. Fix the XML.',
      },
    ]);
  });

  it('an unrecognised element is a validate problem naming it', async () => {
    const [problem] = await problems('unknown-element');
    expect(problem).toMatchObject({ elementId: 'Process_unknown', code: 'document_warning' });
    expect(problem?.message).toContain('unknown type <bpmn:UserTsk>');
  });

  it('a wrong namespace fails to parse with the reason and the expected namespace', async () => {
    const error = await load('wrong-namespace').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BpmnParseError);
    expect((error as BpmnParseError).message).not.toContain('failed to parse document as');
    expect((error as BpmnParseError).problems).toEqual([
      expect.stringMatching(
        /^unexpected element <bpmn:definitions> \(the root must be <definitions> in the BPMN 2\.0 namespace http:\/\/www\.omg\.org\/spec\/BPMN\/20100524\/MODEL\) in <bpmn:definitions> at line \d+, column \d+$/,
      ),
    ]);
  });

  it('a process that cannot be read is named as the reason there is no process', async () => {
    await expect(load('process-unreadable')).rejects.toThrow(
      /^The BPMN document has no process: none could be read: duplicate ID <Definitions_1> in <bpmn:process>/,
    );
  });
});
