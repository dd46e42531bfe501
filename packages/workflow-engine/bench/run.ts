/**
 * `npm run bench -w @faena/workflow-engine`: advance() on the reference process, then the same
 * process on bpmn-engine (devDependency, bench only) in the same run, as a ratio. Prints figures
 * only; timings never fail the run (shared machines are noisy).
 */
import { EventEmitter } from 'node:events';
import { BpmnModdle } from 'bpmn-moddle';
import { BENCH_PROCESS_XML } from '../src/fixtures/index.ts';
import {
  advance,
  createExecution,
  type ExecutionState,
  faenaModdleDescriptor,
  type ParsedProcess,
  parseBpmn,
} from '../src/index.ts';

const DURATION_MS = 2_000;
const ROUNDS = 3; // alternating engines to spread machine noise

/** One execution through the split and join: start + 3 task completions = 4 advance() calls. */
function runFaena(definition: ParsedProcess, id: number): number {
  const clock = { now: () => 1_767_225_600_000 + id };
  let state: ExecutionState = advance(
    definition,
    createExecution(`b${id}`),
    { type: 'start', via: 'plain' },
    clock,
  ).state;
  let calls = 1;
  for (const [task, response] of [
    ['Review', { score: 4 }],
    ['Fix', {}],
    ['Notify', {}],
  ] as const) {
    const step = state.steps.find((candidate) => candidate.bpmn_id === task && candidate.is_active)!;
    state = advance(definition, state, { type: 'taskCompleted', stepId: step.id, response }, clock).state;
    calls++;
  }
  if (state.status !== 'Success') throw new Error(`faena run ended ${state.status}`);
  return calls;
}

interface BpmnEngineModule {
  Engine: new (
    options: Record<string, unknown>,
  ) => {
    execute(options: Record<string, unknown>): Promise<unknown>;
    waitFor(event: string): Promise<unknown>;
  };
}

async function runBpmnEngine(module: BpmnEngineModule, moddleContext: unknown): Promise<void> {
  const engine = new module.Engine({ name: 'reference', moddleContext });
  const listener = new EventEmitter();
  listener.on('wait', (api: { signal(message?: unknown): void }) => api.signal());
  const ended = engine.waitFor('end');
  await engine.execute({ listener, variables: { score: 4 } });
  await ended;
}

async function measure(label: string, runOnce: () => Promise<number> | number) {
  let runs = 0;
  let calls = 0;
  const started = performance.now();
  while (performance.now() - started < DURATION_MS) {
    calls += await runOnce();
    runs++;
  }
  const seconds = (performance.now() - started) / 1000;
  return { label, runsPerSecond: runs / seconds, callsPerSecond: calls / seconds };
}

const definition = await parseBpmn(BENCH_PROCESS_XML);
const moddleContext = await new BpmnModdle({ faena: faenaModdleDescriptor }).fromXML(BENCH_PROCESS_XML);
let bpmnEngine: BpmnEngineModule | undefined;
try {
  bpmnEngine = (await import('bpmn-engine')) as unknown as BpmnEngineModule;
} catch {
  console.log('bpmn-engine is not installed: measuring Faena only.');
}

let id = 0;
for (let i = 0; i < 200; i++) runFaena(definition, id++); // warm-up
if (bpmnEngine) for (let i = 0; i < 50; i++) await runBpmnEngine(bpmnEngine, moddleContext);

const faena: number[] = [];
const faenaRuns: number[] = [];
const other: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const result = await measure('faena', () => runFaena(definition, id++));
  faena.push(result.callsPerSecond);
  faenaRuns.push(result.runsPerSecond);
  if (bpmnEngine) {
    const engine = bpmnEngine;
    other.push(
      (await measure('bpmn-engine', () => runBpmnEngine(engine, moddleContext).then(() => 4))).runsPerSecond,
    );
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const format = (value: number) => Math.round(value).toLocaleString('en-US');
console.log(`reference process (start → user task → exclusive gateway → parallel split/join → end)`);
console.log(
  `faena advance(): ${format(median(faena))} steps/s (${format(median(faenaRuns))} executions/s, 4 events each)`,
);
if (other.length) {
  console.log(`bpmn-engine:     ${format(median(other))} executions/s`);
  console.log(`ratio faena / bpmn-engine (executions/s): ${(median(faenaRuns) / median(other)).toFixed(1)}×`);
}
