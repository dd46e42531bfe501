/**
 * The "checklist on a phone" pass: a long scored checklist as the execute screen shows it (a score
 * header computed with core `scoreForm` on every change, above the `FormRenderer`). Driven by
 * `bench/run.ts` in a 375×812 viewport with the CPU throttled; keys are real (Playwright presses
 * them), and each keydown is timed to the next paint (a frame, then a task: the INP-like latency).
 */
import { Profiler, useCallback, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { type FormDefinition, type FormScore, scoreForm } from '../../src/core/index.ts';
import { FormRenderer } from '../../src/react/index.ts';
import { checklistForm } from '../forms.ts';
import type { ChecklistKeysResult, ChecklistOpenResult } from './api.ts';

let lastCommit = 0;
let commits = 0;
let scored = 0;
const onRender = () => {
  lastCommit = performance.now();
  commits++;
};

function ScoreHeader({ score }: { score: FormScore }) {
  return (
    <header
      data-score=""
      style={{ position: 'sticky', top: 0, zIndex: 1, padding: '0.5rem 1rem', background: 'white' }}
    >
      <strong>
        {score.score} / {score.max} pts
      </strong>{' '}
      {score.percentage === null ? '—' : `${score.percentage} %`}
      {score.flagged.length > 0 ? ` · ${score.flagged.length} marcadas` : null}
    </header>
  );
}

/** What the execute screen does: the score follows every change. */
function ChecklistPage({ definition }: { definition: FormDefinition }) {
  const [score, setScore] = useState(() => scoreForm(definition, {}));
  const onValuesChange = useCallback(
    (values: Readonly<Record<string, unknown>>) => {
      scored++;
      setScore(scoreForm(definition, values));
    },
    [definition],
  );
  return (
    <main style={{ maxWidth: '40rem', margin: '0 auto' }}>
      <ScoreHeader score={score} />
      <FormRenderer definition={definition} onValuesChange={onValuesChange} locale="es-MX" />
    </main>
  );
}

/** A frame, then a task: the paint after the current work has happened. */
const nextPaint = () =>
  new Promise<number>((resolve) =>
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)),
  );

let mounted: { root: Root; container: HTMLElement } | null = null;

function close() {
  mounted?.root.unmount();
  mounted?.container.remove();
  mounted = null;
}

const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

/**
 * Opens the checklist as a navigation would (a concurrent `root.render`, not `flushSync`), waits
 * for the form to be committed and painted, then types into the first comment field and waits for
 * that paint: open → first interaction. The form stays open for `checklistKeys`.
 */
export async function checklistOpen(fields: number): Promise<ChecklistOpenResult> {
  close();
  const definition = checklistForm(fields);
  await nextPaint();
  const container = document.createElement('div');
  document.body.append(container);
  const before = commits;
  const start = performance.now();
  const root = createRoot(container);
  root.render(
    <Profiler id="checklist" onRender={onRender}>
      <ChecklistPage definition={definition} />
    </Profiler>,
  );
  mounted = { root, container };
  // Tasks run only when the main thread is free: the first one that finds the form can type.
  let input: HTMLInputElement | null = null;
  while (!input) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    input = container.querySelector<HTMLInputElement>('input[type="text"]');
  }
  if (commits === before) throw new Error('<Profiler onRender> did not fire: not a profiling build?');
  const commit = lastCommit - start;
  // A person types once the form is on screen: after its first paint.
  const painted = (await nextPaint()) - start;
  const scoredBefore = scored;
  input.focus();
  setValue.call(input, 'ok');
  input.dispatchEvent(new Event('input', { bubbles: true }));
  const interactive = (await nextPaint()) - start;
  if (scored === scoredBefore) throw new Error('the first key did not reach scoreForm');
  const shown = container.querySelectorAll('[data-field-name]').length;
  if (shown !== fields) throw new Error(`the checklist shows ${shown} of ${fields} fields`);
  return { commit, painted, interactive };
}

/** Scrolls a field to the middle of the screen and focuses its input (as a tap would). */
export async function checklistFocus(name: string): Promise<void> {
  const input = mounted?.container.querySelector<HTMLInputElement>(`[data-field-name="${name}"] input`);
  if (!input) throw new Error(`no input for field ${name}`);
  input.scrollIntoView({ block: 'center' });
  input.focus();
  await nextPaint();
}

const samples: number[] = [];
const pending = new Set<Promise<void>>();
let scoredAtStart = 0;

// keydown → the next paint. `timeStamp` is when the browser received the key, so the time the key
// waited for a busy main thread counts too. Registered for the checklist pass only.
document.addEventListener(
  'keydown',
  (event) => {
    if (!mounted) return;
    const start = event.timeStamp;
    const done = nextPaint().then((painted) => {
      samples.push(painted - start);
      pending.delete(done);
    });
    pending.add(done);
  },
  { capture: true },
);

/** Clears the samples; keys pressed from now on are measured. */
export function checklistKeysStart(): void {
  samples.length = 0;
  scoredAtStart = scored;
}

/** Waits for every pressed key's paint. */
export async function checklistSettle(): Promise<void> {
  await Promise.all([...pending]);
}

export async function checklistKeys(): Promise<ChecklistKeysResult> {
  await checklistSettle();
  const result = { samples: [...samples], scored: scored - scoredAtStart };
  close();
  return result;
}
