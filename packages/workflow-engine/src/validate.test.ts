import { describe, expect, it } from 'vitest';
import { end, processOf, start, task } from './fixtures/index.ts';
import { validate } from './validate.ts';

const codes = (definition: Parameters<typeof validate>[0]) =>
  validate(definition).map(({ elementId, code }) => [elementId, code]);

const linear = processOf(
  [start(), task('T'), end()],
  [
    ['F1', 'S', 'T'],
    ['F2', 'T', 'E'],
  ],
);

describe('validate', () => {
  it('accepts a valid process', () => {
    expect(validate(linear)).toEqual([]);
  });

  it('asks for a bpmn:UserTask instead of a plain bpmn:Task, in es-MX and en-US', () => {
    const definition = processOf(
      [start(), { id: 'T', bpmnType: 'bpmn:Task' }, end()],
      [
        ['F1', 'S', 'T'],
        ['F2', 'T', 'E'],
      ],
    );
    expect(validate(definition)).toEqual([
      { elementId: 'T', code: 'plain_task', message: expect.stringContaining('bpmn:UserTask') },
    ]);
    expect(validate(definition, { locale: 'en-US' })[0]?.message).toBe(
      'A plain task cannot run: it must be a user task (bpmn:UserTask).',
    );
  });

  it('reports unsupported elements with their BPMN type', () => {
    const definition = processOf(
      [start(), { id: 'Sub', bpmnType: 'bpmn:SubProcess' }, end()],
      [
        ['F1', 'S', 'Sub'],
        ['F2', 'Sub', 'E'],
      ],
    );
    expect(validate(definition)).toEqual([
      {
        elementId: 'Sub',
        code: 'unsupported_element',
        message: 'Faena no ejecuta este elemento (bpmn:SubProcess).',
      },
    ]);
  });

  it('reports a user task without a form', () => {
    const definition = processOf(
      [start(), task('T', { formId: undefined }), end()],
      [
        ['F1', 'S', 'T'],
        ['F2', 'T', 'E'],
      ],
    );
    expect(codes(definition)).toEqual([['T', 'user_task_without_form']]);
  });

  it('requires the audience to be a venue/venues/user/users process variable', () => {
    const definition = (type: string) =>
      processOf(
        [start(), task('T', { audience: 'who' }), end()],
        [
          ['F1', 'S', 'T'],
          ['F2', 'T', 'E'],
        ],
        [{ name: 'who', type }],
      );
    expect(codes(definition('users'))).toEqual([]);
    expect(codes(definition('text'))).toEqual([['T', 'audience_not_variable']]);
  });

  it('reports timers without a usable duration or date and messages without a name', () => {
    const definition = processOf(
      [
        start(),
        { id: 'W', faenaType: 'TimerIntermediateCatchEvent', timer: { duration: 'soon' } },
        { id: 'W2', faenaType: 'TimerIntermediateCatchEvent', timer: {} },
        { id: 'M', faenaType: 'MessageIntermediateCatchEvent' },
        end(),
      ],
      [
        ['F1', 'S', 'W'],
        ['F2', 'W', 'W2'],
        ['F3', 'W2', 'M'],
        ['F4', 'M', 'E'],
      ],
    );
    expect(codes(definition)).toEqual([
      ['W', 'invalid_duration'],
      ['W2', 'timer_without_definition'],
      ['M', 'message_without_name'],
    ]);
    expect(validate(definition, { locale: 'en-US' })[0]?.message).toBe(
      "timeDuration is 'soon', which is not a valid ISO 8601 duration of up to 100 years: write for example P2D (2 days) or PT1H30M (1 hour 30 minutes).",
    );
  });

  describe('exclusive gateways', () => {
    const gateway = (defaultFlow: string | undefined, lowCondition = true) =>
      processOf(
        [start(), { id: 'G', faenaType: 'ExclusiveGateway', defaultFlow }, end('A'), end('B')],
        [
          ['F1', 'S', 'G'],
          ['Fa', 'G', 'A', { all: [{ field: 'score', operator: 'gte', value: 8 }] }],
          lowCondition
            ? ['Fb', 'G', 'B', { all: [{ field: 'score', operator: 'lt', value: 8 }] }]
            : ['Fb', 'G', 'B'],
        ],
        [{ name: 'score', type: 'integer' }],
      );

    it('needs a default flow when it has several outgoing flows', () => {
      expect(codes(gateway(undefined))).toEqual([['G', 'gateway_without_default']]);
      expect(codes(gateway('Fb'))).toEqual([]);
    });

    it('needs a condition on every non-default outgoing flow', () => {
      expect(codes(gateway(undefined, false))).toEqual([
        ['G', 'gateway_without_default'],
        ['Fb', 'flow_without_condition'],
      ]);
    });

    it('checks conditions against the typed process variables with the form engine', () => {
      const definition = gateway('Fb');
      definition.flows[1]!.condition = { field: 'missing', operator: 'equals', value: 1 };
      expect(codes(definition)).toEqual([['Fa', 'invalid_condition']]);
      definition.flows[1] = { ...definition.flows[1]!, condition: undefined, conditionError: 'not json' };
      expect(validate(definition)[0]).toMatchObject({
        elementId: 'Fa',
        message: expect.stringContaining('not json'),
      });
    });
  });

  it('reports unreachable elements', () => {
    const definition = processOf(
      [start(), task('T'), task('Lost'), end()],
      [
        ['F1', 'S', 'T'],
        ['F2', 'T', 'E'],
        ['F3', 'Lost', 'E'],
      ],
    );
    expect(codes(definition)).toEqual([['Lost', 'unreachable']]);
  });

  it('reports a flow with no end, even when a boundary path of the task ends', () => {
    const definition = processOf(
      [
        start(),
        task('T'),
        { id: 'B', faenaType: 'TimerBoundaryEvent', attachedTo: 'T', timer: { duration: 'P1D' } },
        end(),
      ],
      [
        ['F1', 'S', 'T'],
        ['F2', 'B', 'E'],
      ],
    );
    expect(codes(definition)).toEqual([
      ['S', 'no_end'],
      ['T', 'no_end'],
    ]);
  });

  it('reports a process without start and unknown variable types on the process', () => {
    const definition = processOf([end()], [], [{ name: 'x', type: 'banana' }]);
    expect(codes(definition)).toEqual([
      ['P', 'invalid_variable_type'],
      ['P', 'no_start'],
      ['E', 'unreachable'],
    ]);
  });
});
