/**
 * The bench page: renders Faena's `FormRenderer` or the react-hook-form version of the same form on
 * demand and exposes the measurements as `window.faenaBench` (see `api.ts`). Built in production
 * mode by `bench/run.ts`, with `react-dom/client` aliased to `react-dom/profiling` so that
 * `<Profiler onRender>` fires: every commit stamps `performance.now()` into `lastCommit`.
 */
import { Profiler, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { FormDefinition } from '../../src/core/types.ts';
import { FormRenderer } from '../../src/react/index.ts';
import { mixedForm, seededRandom, showIfForm } from '../forms.ts';
import type { BenchApi, Engine, KeystrokeResult, MountResult, ShowIfResult } from './api.ts';
import {
  checklistFocus,
  checklistKeys,
  checklistKeysStart,
  checklistOpen,
  checklistSettle,
} from './checklist.tsx';
import { RhfForm } from './RhfForm.tsx';

let lastCommit = 0;
let commits = 0;
const onRender = () => {
  lastCommit = performance.now();
  commits++;
};

function formOf(
  engine: Engine,
  definition: FormDefinition,
  initialValues?: Record<string, string>,
): ReactNode {
  const form =
    engine === 'faena' ? (
      <FormRenderer definition={definition} initialValues={initialValues} locale="es-MX" />
    ) : (
      <RhfForm definition={definition} initialValues={initialValues} />
    );
  return (
    <Profiler id={engine} onRender={onRender}>
      {form}
    </Profiler>
  );
}

/** Lets the browser breathe between samples: a frame, then a task (pending React work commits). */
const settle = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Mounts synchronously in a fresh container; returns the root and its container. */
function render(node: ReactNode): { root: Root; container: HTMLElement; start: number } {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const start = performance.now();
  flushSync(() => root.render(node));
  return { root, container, start };
}

function unmount({ root, container }: { root: Root; container: HTMLElement }) {
  root.unmount();
  container.remove();
}

// Shown fields: hidden ones may stay mounted under a `hidden` ancestor.
const countFields = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('[data-field-name]')].filter(
    (field) => !field.closest('[hidden]'),
  ).length;

function inputOf(container: HTMLElement, name: string): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>(`[data-field-name="${name}"] input`);
  if (!input) throw new Error(`no input for field ${name}`);
  return input;
}

const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

/**
 * Types into `input` as a browser would (native setter + bubbling `input` event, what React's
 * onChange listens to) and returns the time to the end of React's last commit, or, when nothing
 * committed, to the end of the event and the microtasks it queued (RHF validates asynchronously).
 */
async function timeInput(
  input: HTMLInputElement,
  value: string,
): Promise<{ ms: number; committed: boolean }> {
  const before = commits;
  const start = performance.now();
  setValue.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  // Drain the microtask queue (promise chains interleave with these hops, FIFO).
  for (let hop = 0; hop < 100; hop++) await Promise.resolve();
  const drained = performance.now();
  await settle(); // work React scheduled as a task (non-sync lanes) commits here
  const committed = commits > before;
  return { ms: (committed ? lastCommit : drained) - start, committed };
}

async function mount(engine: Engine, fields: number, times: number): Promise<MountResult> {
  const definition = mixedForm(fields);
  const result: MountResult = { commit: [], layout: [] };
  for (let index = 0; index < times; index++) {
    await settle();
    const before = commits;
    const mounted = render(formOf(engine, definition));
    const committed = lastCommit;
    if (commits === before) throw new Error('<Profiler onRender> did not fire: not a profiling build?');
    void mounted.container.offsetHeight; // forces style recalculation and layout
    const laidOut = performance.now();
    result.commit.push(committed - mounted.start);
    result.layout.push(laidOut - mounted.start);
    const shown = countFields(mounted.container);
    unmount(mounted);
    if (shown !== fields) throw new Error(`${engine} mounted ${shown} of ${fields} fields`);
  }
  return result;
}

async function keystrokes(
  engine: Engine,
  fields: number,
  count: number,
  warmup: number,
  seed: number,
  run: number,
): Promise<KeystrokeResult> {
  const definition = mixedForm(fields);
  const mounted = render(formOf(engine, definition));
  const random = seededRandom(seed);
  const result: KeystrokeResult = { samples: [], committed: 0 };
  try {
    await settle();
    let field = definition.fields[0]!;
    for (let index = 0; index < warmup + count; index++) {
      // A new random field every `run` keys: scattered single keys, or words typed into one field.
      if (index % run === 0) field = definition.fields[Math.floor(random() * fields)]!;
      const input = inputOf(mounted.container, field.name);
      const key = field.type === 'text' ? 'a' : String(Math.floor(random() * 10));
      // Append a key, or (one in four, when not empty) clear the field: an empty required field
      // fails, a third digit in a 0..100 field fails, so errors appear and go as in real typing.
      const next = input.value !== '' && random() < 0.25 ? '' : input.value + key;
      const { ms, committed } = await timeInput(input, next);
      if (input.value !== next)
        throw new Error(`${engine}: ${field.name} shows '${input.value}', typed '${next}'`);
      if (index < warmup) continue;
      result.samples.push(ms);
      if (committed) result.committed++;
    }
  } finally {
    unmount(mounted);
  }
  return result;
}

async function showIf(
  engine: Engine,
  fields: number,
  rules: number,
  times: number,
  warmup: number,
): Promise<ShowIfResult> {
  const form = showIfForm(fields, rules);
  const mounted = render(formOf(engine, form.definition, form.initialValues));
  const result: ShowIfResult = { hide: [], show: [], visibleShown: 0, visibleHidden: 0 };
  try {
    await settle();
    const input = inputOf(mounted.container, form.controller);
    for (let index = 0; index < warmup + times; index++) {
      const hide = await timeInput(input, form.hideValue);
      result.visibleHidden = countFields(mounted.container);
      const show = await timeInput(input, form.showValue);
      result.visibleShown = countFields(mounted.container);
      if (index < warmup) continue;
      result.hide.push(hide.ms);
      result.show.push(show.ms);
    }
  } finally {
    unmount(mounted);
  }
  return result;
}

const api: BenchApi = {
  mount,
  keystrokes,
  showIf,
  checklistOpen,
  checklistFocus,
  checklistKeysStart,
  checklistSettle,
  checklistKeys,
};
window.faenaBench = api;
