import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advance } from './advance.ts';
import { createExecution, type ExecutionState, type WorkflowEvent } from './execution.ts';
import { type FlowSpec, type NodeSpec, processOf } from './fixtures/index.ts';
import type { ParsedProcess } from './parse.ts';
import { validate } from './validate.ts';

/** Structured processes: every one is valid by construction (validate agrees, checked below). */
type Block =
  | { kind: 'task'; expires: boolean }
  | { kind: 'timer' }
  | { kind: 'catch'; name: string }
  | { kind: 'throw'; name: string }
  | { kind: 'xor'; branches: Block[][] }
  | { kind: 'and'; branches: Block[][] };

const names = fc.constantFrom('a', 'b', 'c');
const { block } = fc.letrec<{ block: Block; sequence: Block[] }>((tie) => ({
  block: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({ kind: fc.constant('task' as const), expires: fc.boolean() }),
    fc.record({ kind: fc.constant('timer' as const) }),
    fc.record({ kind: fc.constant('catch' as const), name: names }),
    fc.record({ kind: fc.constant('throw' as const), name: names }),
    fc.record({
      kind: fc.constant('xor' as const),
      branches: fc.array(tie('sequence'), { minLength: 2, maxLength: 3 }),
    }),
    fc.record({
      kind: fc.constant('and' as const),
      branches: fc.array(tie('sequence'), { minLength: 2, maxLength: 3 }),
    }),
  ),
  sequence: fc.array(tie('block'), { maxLength: 3 }),
}));

function buildProcess(blocks: Block[], errorEnd: boolean): ParsedProcess {
  const nodes: NodeSpec[] = [{ id: 'S', faenaType: 'VanillaStartEvent' }];
  const flows: FlowSpec[] = [];
  let counter = 0;
  const id = (prefix: string) => `${prefix}${++counter}`;
  const connect = (from: string, to: string, condition?: FlowSpec[3]) => {
    const flowId = id('F');
    flows.push(condition ? [flowId, from, to, condition] : [flowId, from, to]);
    return flowId;
  };
  const sequence = (items: Block[], from: string): string =>
    items.reduce((last, item) => add(item, last), from);
  const add = (item: Block, from: string): string => {
    switch (item.kind) {
      case 'task': {
        const task = id('T');
        nodes.push({ id: task, faenaType: 'UserTask', formId: 'f' });
        connect(from, task);
        if (item.expires) {
          const boundary = id('B');
          const expired = id('X');
          nodes.push({
            id: boundary,
            faenaType: 'TimerBoundaryEvent',
            attachedTo: task,
            timer: { duration: 'P1D' },
          });
          nodes.push({ id: expired, faenaType: 'ErrorEndEvent' });
          connect(boundary, expired);
        }
        return task;
      }
      case 'timer':
      case 'catch':
      case 'throw': {
        const node = id(item.kind);
        nodes.push(
          item.kind === 'timer'
            ? { id: node, faenaType: 'TimerIntermediateCatchEvent', timer: { duration: 'PT1H' } }
            : {
                id: node,
                faenaType:
                  item.kind === 'catch' ? 'MessageIntermediateCatchEvent' : 'MessageIntermediateThrowEvent',
                messageName: item.name,
              },
        );
        connect(from, node);
        return node;
      }
      case 'xor':
      case 'and': {
        const split = id('G');
        const merge = id('M');
        const type = item.kind === 'xor' ? 'ExclusiveGateway' : 'ParallelGateway';
        nodes.push({ id: split, faenaType: type }, { id: merge, faenaType: type });
        connect(from, split);
        item.branches.forEach((branch, index) => {
          const first = id('N');
          // An exclusive-gateway passthrough opens each branch so the condition sits on split → first.
          nodes.push({ id: first, faenaType: 'ExclusiveGateway' });
          const flowId = connect(
            split,
            first,
            item.kind === 'xor' && index > 0
              ? { field: 'choice', operator: 'equals', value: index }
              : undefined,
          );
          if (item.kind === 'xor' && index === 0)
            nodes.find((node) => node.id === split)!.defaultFlow = flowId;
          connect(sequence(branch, first), merge);
        });
        return merge;
      }
    }
  };
  const last = sequence(blocks, 'S');
  nodes.push({ id: 'E', faenaType: errorEnd ? 'ErrorEndEvent' : 'SuccessEndEvent' });
  connect(last, 'E');
  return processOf(nodes, flows, [{ name: 'choice', type: 'integer' }]);
}

/** The events that would make progress in `state`, plus noise that must be ignored. */
function possibleEvents(state: ExecutionState): WorkflowEvent[] {
  return [
    ...state.tokens
      .filter((token) => token.waitingFor === 'task')
      .flatMap((token) =>
        [0, 1, 2].map((choice) => ({
          type: 'taskCompleted' as const,
          stepId: token.stepId,
          response: { choice: String(choice) },
        })),
      ),
    ...state.timers.map((timer) => ({ type: 'timerFired' as const, timerId: timer.id })),
    ...state.tokens
      .filter((token) => token.waitingFor === 'message')
      .map((token) => ({ type: 'messageReceived' as const, messageName: token.messageName ?? '' })),
  ];
}

const noise: WorkflowEvent[] = [
  { type: 'taskCompleted', stepId: 'nope', response: {} },
  { type: 'timerFired', timerId: 'nope' },
  { type: 'messageReceived', messageName: 'zzz' },
  { type: 'start', via: 'plain' },
];

describe('advance: property-based', () => {
  it('random valid processes always finish or wait, never throw', () => {
    fc.assert(
      fc.property(
        fc.array(block, { maxLength: 4 }),
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 60 }),
        (blocks, errorEnd, picks) => {
          const definition = buildProcess(blocks, errorEnd);
          expect(validate(definition)).toEqual([]);
          let now = Date.UTC(2026, 0, 1);
          const clock = { now: () => now };
          let state = advance(definition, createExecution('p'), { type: 'start', via: 'plain' }, clock).state;
          for (const pick of picks) {
            if (state.status !== 'InProcess') break;
            const events = possibleEvents(state);
            // Waiting means something can still happen.
            expect(events.length).toBeGreaterThan(0);
            const event = pick % 5 === 4 ? noise[pick % noise.length]! : events[pick % events.length]!;
            now += 60_000;
            const result = advance(definition, state, event, clock);
            if (result.ignored) expect(result.state).toBe(state);
            state = result.state;
          }
          expect(['InProcess', 'Success', 'Error']).toContain(state.status);
          // Only active steps stay in the state; finished ones were reported in result.steps.
          expect(state.steps.every((step) => step.is_active)).toBe(true);
          if (state.status === 'InProcess') expect(state.tokens.length).toBeGreaterThan(0);
          else expect([state.tokens, state.timers, state.steps]).toEqual([[], [], []]);
          expect(JSON.parse(JSON.stringify(state))).toEqual(state);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('driven to the end, every random valid process finishes', () => {
    fc.assert(
      fc.property(fc.array(block, { maxLength: 4 }), fc.boolean(), fc.nat(), (blocks, errorEnd, seed) => {
        const definition = buildProcess(blocks, errorEnd);
        const clock = { now: () => 0 };
        let state = advance(definition, createExecution('p'), { type: 'start', via: 'plain' }, clock).state;
        for (let round = 0; state.status === 'InProcess' && round < 500; round++) {
          const events = possibleEvents(state);
          state = advance(definition, state, events[(seed + round) % events.length]!, clock).state;
        }
        expect(state.status).not.toBe('InProcess');
        if (state.status === 'Error') expect(state.error?.reason).toBe('error_end');
      }),
      { numRuns: 200 },
    );
  });
});
