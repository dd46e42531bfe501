/** What the bench page exposes as `window.faenaBench` (built by Vite, driven by `bench/run.ts`). */

export type Engine = 'faena' | 'rhf';

export interface MountResult {
  /** `root.render` (in `flushSync`) to the end of React's commit, one sample per mount (ms). */
  commit: number[];
  /** The same plus a forced style recalculation and layout (ms). */
  layout: number[];
}

export interface KeystrokeResult {
  /** Input event dispatched → end of React's last commit (or of the event + microtasks when none), ms. */
  samples: number[];
  /** How many measured keystrokes led to at least one React commit. */
  committed: number;
}

export interface ShowIfResult {
  /** Controller change that hides every rule field → end of the commit (ms). */
  hide: number[];
  /** The change that shows them again (ms). */
  show: number[];
  /** Fields in the DOM with everything shown / with the rules hidden (checked against the definition). */
  visibleShown: number;
  visibleHidden: number;
}

export interface ChecklistOpenResult {
  /** `root.render` (concurrent, as a navigation) → end of the mount's commit (ms). */
  commit: number;
  /** → the form's first paint (ms). */
  painted: number;
  /** → the first key typed into the first comment field has painted (ms): open to first interaction. */
  interactive: number;
}

export interface ChecklistKeysResult {
  /** keydown (the event's timeStamp) → the next paint, one per key pressed (ms). */
  samples: number[];
  /** How many changes recomputed the score (each keystroke that changed a value should). */
  scored: number;
}

export interface BenchApi {
  mount(engine: Engine, fields: number, times: number): Promise<MountResult>;
  keystrokes(
    engine: Engine,
    fields: number,
    count: number,
    warmup: number,
    seed: number,
    /** Keys typed into one field before moving to another random field (1: scattered). */
    run: number,
  ): Promise<KeystrokeResult>;
  showIf(engine: Engine, fields: number, rules: number, times: number, warmup: number): Promise<ShowIfResult>;
  /** Opens the scored checklist (kept open for keys); see `checklist.tsx`. */
  checklistOpen(fields: number): Promise<ChecklistOpenResult>;
  checklistFocus(name: string): Promise<void>;
  checklistKeysStart(): void;
  checklistSettle(): Promise<void>;
  /** The samples since `checklistKeysStart`; closes the checklist. */
  checklistKeys(): Promise<ChecklistKeysResult>;
}

declare global {
  interface Window {
    faenaBench?: BenchApi;
  }
}
