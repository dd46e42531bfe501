import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advance } from './advance.ts';
import { createExecution, type ExecutionState, type WorkflowEvent } from './execution.ts';
import { type FlowSpec, type NodeSpec, processOf } from './fixtures/index.ts';
import { type ParsedFlowNode, type ParsedProcess, parseBpmn } from './parse.ts';
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

/** Names that meet Object.prototype's members on a plain object. */
const HOSTILE_NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  '__defineGetter__',
] as const;

/** Durations a user may type: fine, huge, negative, malformed, anything. */
const duration = fc.oneof(
  fc.constantFrom('PT1H', 'P1D', 'PT0.5S', 'P1Y2M'),
  fc.constantFrom('P999999999Y', 'PT9999999999999999S', 'P99999999999999999999D', 'P1000000W', 'PT1e400S'),
  fc.constantFrom('-P1D', 'P-1D', 'PT-5M', 'P', 'PT', 'P1H', 'tomorrow', '', ' ', 'NaN', 'Infinity'),
  fc.nat().map((n) => `PT${n}S`),
  fc.string({ maxLength: 12 }),
);

/**
 * The structured process with some element and flow ids and the variable renamed to hostile names,
 * its timers and due dates replaced by arbitrary durations, and tasks assigned to the variable.
 */
function hostile(
  definition: ParsedProcess,
  renames: boolean[],
  variableName: string,
  durations: string[],
): ParsedProcess {
  const audience = audienceOf(variableName);
  const names = new Map<string, string>();
  const used = new Set([
    ...definition.nodes.map((node) => node.id),
    ...definition.flows.map((flow) => flow.id),
  ]);
  let pick = 0;
  for (const id of used) {
    const name = HOSTILE_NAMES[pick % HOSTILE_NAMES.length]!;
    if (
      renames[pick++ % Math.max(renames.length, 1)] &&
      !used.has(name) &&
      ![...names.values()].includes(name)
    ) {
      names.set(id, name);
    }
  }
  const rename = (id: string) => names.get(id) ?? id;
  const renameCondition = (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value), (key, inner) =>
      key === 'field' && inner === 'choice' ? variableName : inner,
    );
  let next = 0;
  const nextDuration = () => durations[next++ % Math.max(durations.length, 1)] ?? 'PT1H';
  const nodes: NodeSpec[] = definition.nodes.map(({ incoming: _i, outgoing: _o, ...node }) => ({
    ...node,
    id: rename(node.id),
    ...(node.attachedTo ? { attachedTo: rename(node.attachedTo) } : {}),
    ...(node.defaultFlow ? { defaultFlow: rename(node.defaultFlow) } : {}),
    ...(node.timer ? { timer: { duration: nextDuration() } } : {}),
    ...(node.faenaType === 'UserTask' ? { audience, dueIn: nextDuration() } : {}),
  }));
  const flows: FlowSpec[] = definition.flows.map(
    (flow) =>
      [
        rename(flow.id),
        rename(flow.sourceRef),
        rename(flow.targetRef),
        ...(flow.condition ? [renameCondition(flow.condition) as FlowSpec[3]] : []),
      ] as FlowSpec,
  );
  return processOf(nodes, flows, [
    { name: variableName, type: 'integer' },
    { name: audience, type: 'venue' },
  ]);
}

/** The venue variable tasks go to: another hostile name than the integer one. */
const audienceOf = (variableName: string) => HOSTILE_NAMES.find((name) => name !== variableName) ?? 'sede';

/** BPMN XML of a definition, so the hostile names also go through parseBpmn. */
function toXml(definition: ParsedProcess): string {
  const attr = (value: string) =>
    value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  const element = (node: ParsedFlowNode) => {
    const tag = node.bpmnType.replace('bpmn:', '');
    const local = tag.charAt(0).toLowerCase() + tag.slice(1);
    const attrs = [
      `id="${attr(node.id)}"`,
      node.attachedTo ? `attachedToRef="${attr(node.attachedTo)}"` : '',
      node.defaultFlow ? `default="${attr(node.defaultFlow)}"` : '',
      node.formId ? `faena:formId="${attr(node.formId)}"` : '',
      node.audience ? `faena:audience="${attr(node.audience)}"` : '',
      node.dueIn !== undefined ? `faena:dueIn="${attr(node.dueIn)}"` : '',
    ].join(' ');
    const body = node.timer
      ? `<bpmn:timerEventDefinition><bpmn:timeDuration>${attr(node.timer.duration ?? '')}</bpmn:timeDuration></bpmn:timerEventDefinition>`
      : node.messageName
        ? `<bpmn:messageEventDefinition faena:messageName="${attr(node.messageName)}"/>`
        : node.faenaType === 'ErrorEndEvent'
          ? '<bpmn:errorEventDefinition/>'
          : '';
    return `<bpmn:${local} ${attrs}>${body}</bpmn:${local}>`;
  };
  const flows = definition.flows.map(
    (flow) =>
      `<bpmn:sequenceFlow id="${attr(flow.id)}" sourceRef="${attr(flow.sourceRef)}" targetRef="${attr(flow.targetRef)}"${
        flow.condition ? ` faena:condition="${attr(JSON.stringify(flow.condition))}"` : ''
      }/>`,
  );
  const variables = definition.variables
    .map((variable) => `<faena:processVariable name="${attr(variable.name)}" type="${attr(variable.type)}"/>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:faena="http://faena.app/schema/bpmn" id="Definitions_h">
<bpmn:process id="Process_h" isExecutable="true">
<bpmn:extensionElements><faena:processVariables>${variables}</faena:processVariables></bpmn:extensionElements>
${definition.nodes.map(element).join('\n')}
${flows.join('\n')}
</bpmn:process>
</bpmn:definitions>`;
}

/** Drives an execution with every kind of event until it ends; each state must clone. */
function runThrough(definition: ParsedProcess, picks: number[], variableName: string, value: unknown) {
  let now = Date.UTC(2026, 0, 1);
  const clock = { now: () => now };
  const variables = JSON.parse(
    JSON.stringify({ [variableName]: value, [`${variableName}_sede`]: { id: 1 } }),
  );
  // JSON.parse keeps "__proto__" as an own key, as a request body would.
  let state = advance(
    definition,
    createExecution('h'),
    { type: 'start', via: 'plain', variables },
    clock,
  ).state;
  expect(() => structuredClone(state)).not.toThrow();
  for (const pick of picks) {
    if (state.status !== 'InProcess') break;
    const events = possibleEvents(state);
    if (events.length === 0) break;
    now += 60_000;
    const event = events[pick % events.length]!;
    state = advance(definition, state, event, clock).state;
    expect(() => structuredClone(state)).not.toThrow();
    expect(JSON.parse(JSON.stringify(state))).toEqual(structuredClone(state));
    for (const step of state.steps) expect(typeof step.execution_audience).not.toBe('function');
  }
  return state;
}

describe('hostile ids, durations and variable names: property-based', () => {
  const variableName = fc.oneof(fc.constantFrom(...HOSTILE_NAMES), fc.constantFrom('choice', 'x'));
  const value = fc.oneof(fc.integer(), fc.constant(null), fc.string(), fc.constant({ id: 3 }));

  it('validate and advance never throw and every state clones', () => {
    fc.assert(
      fc.property(
        fc.array(block, { maxLength: 4 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
        variableName,
        fc.array(duration, { minLength: 1, maxLength: 6 }),
        fc.array(fc.nat(), { maxLength: 40 }),
        value,
        (blocks, renames, name, durations, picks, initial) => {
          const definition = hostile(buildProcess(blocks, false), renames, name, durations);
          const problems = validate(definition);
          // Every problem is about a duration, never about a name.
          for (const problem of problems) expect(problem.code).toBe('invalid_duration');
          runThrough(definition, picks, name, initial);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('parseBpmn reads hostile names and durations back; validate and advance agree with the built process', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(block, { maxLength: 3 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
        variableName,
        fc.array(duration, { minLength: 1, maxLength: 4 }),
        fc.array(fc.nat(), { maxLength: 30 }),
        async (blocks, renames, name, durations, picks) => {
          const built = hostile(buildProcess(blocks, false), renames, name, durations);
          const parsed = await parseBpmn(toXml(built));
          expect(parsed.nodes.map((node) => node.id).sort()).toEqual(
            built.nodes.map((node) => node.id).sort(),
          );
          expect(parsed.warnings).toEqual([]);
          const codes = (definition: ParsedProcess) =>
            validate(definition).map((problem) => `${problem.elementId} ${problem.code}`);
          // Durations are trimmed when read: compare the codes only when none is padded.
          if (durations.every((text) => text === text.trim() && text !== ''))
            expect(codes(parsed)).toEqual(codes(built));
          runThrough(parsed, picks, name, 9);
        },
      ),
      { numRuns: 80 },
    );
  });
});
