import { useEffect, useState } from 'react';
import { putDraft } from './drafts';
import type { DraftRecord } from './model';
import type { Signal } from './signal';

/** What the header says of the device copy: nothing yet, being written, written, or failed. */
export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

/** How long typing may pause before the answers are written to the device. */
export const SAVE_DELAY_MS = 300;
/** At most this often, a changed draft is also saved to the server when online. */
export const SERVER_SAVE_MS = 10_000;

/** Saves the draft on the server (`submit: false`); failures are ignored (the device has it). */
export type ServerSave = (draft: DraftRecord) => Promise<unknown>;

export interface DraftWriter {
  /** The form's values changed: written after a short pause. */
  change(values: Readonly<Record<string, unknown>>): void;
  /** Writes what is waiting now (the page is hidden or left). */
  flush(): void;
  setVenue(venue: DraftRecord['venue'], values: Readonly<Record<string, unknown>>): void;
  /** Keeps the submitted response as pending; the writer stops until `resume`. */
  submit(values: Readonly<Record<string, unknown>>, response: Record<string, unknown>): Promise<void>;
  /** The server refused the submit: the draft is being filled again. */
  resume(): void;
  /** Writes nothing more (the draft is discarded). */
  stop(): void;
}

function createDraftWriter(
  initial: DraftRecord,
  state: Signal<SaveState>,
  stored: boolean,
  serverSave: ServerSave | null,
): DraftWriter {
  let record = initial;
  let serverTimer: ReturnType<typeof setTimeout> | null = null;
  const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;
  /** The server gets the draft a while after a change (once per period, the latest answers). */
  const scheduleServerSave = () => {
    if (!serverSave || serverTimer !== null) return;
    serverTimer = setTimeout(() => {
      serverTimer = null;
      if (active && online()) void serverSave(record).catch(() => undefined);
    }, SERVER_SAVE_MS);
  };
  // A new execution reaches the device with its first answer, not when the screen opens.
  let onDevice = stored;
  let active = initial.status === 'draft';
  let waiting: Readonly<Record<string, unknown>> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writes = Promise.resolve();

  const write = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (!active || waiting === null) return;
    record = { ...record, answers: { ...waiting }, updatedAt: new Date().toISOString() };
    waiting = null;
    onDevice = true;
    const snapshot = record;
    state.set('saving');
    writes = writes
      .then(() => putDraft(snapshot))
      .then(
        () => {
          if (waiting === null && timer === null) state.set('saved');
          scheduleServerSave();
        },
        () => state.set('error'),
      );
  };

  return {
    change(values) {
      if (!active) return;
      waiting = values;
      state.set('saving');
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(write, SAVE_DELAY_MS);
    },
    flush: write,
    setVenue(venue, values) {
      record = { ...record, venue };
      if (!onDevice && Object.keys(values).length === 0) return;
      waiting = values;
      write();
    },
    async submit(values, response) {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      if (serverTimer !== null) clearTimeout(serverTimer);
      serverTimer = null;
      waiting = null;
      active = false;
      record = {
        ...record,
        answers: { ...values },
        response,
        errors: null,
        status: 'pending',
        updatedAt: new Date().toISOString(),
      };
      const snapshot = record;
      writes = writes.then(() => putDraft(snapshot));
      await writes;
      state.set('saved');
    },
    resume() {
      record = { ...record, status: 'draft', response: null };
      active = true;
    },
    stop() {
      active = false;
      waiting = null;
      if (timer !== null) clearTimeout(timer);
      if (serverTimer !== null) clearTimeout(serverTimer);
      timer = null;
      serverTimer = null;
    },
  };
}

/**
 * Keeps an execution's answers on the device as they change (after a 300 ms pause, and at once
 * when the page is hidden or left), so a reload, a closed tab or a lost connection loses nothing;
 * with `serverSave`, the server also gets the draft at most every 10 s while online.
 */
export function useDraftWriter(
  initial: DraftRecord,
  state: Signal<SaveState>,
  stored: boolean,
  serverSave: ServerSave | null = null,
): DraftWriter {
  const [writer] = useState(() => createDraftWriter(initial, state, stored, serverSave));
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') writer.flush();
    };
    window.addEventListener('pagehide', writer.flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', writer.flush);
      document.removeEventListener('visibilitychange', onHidden);
      writer.flush();
    };
  }, [writer]);
  return writer;
}
