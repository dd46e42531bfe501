import { useEffect, useState } from 'react';
import { putDraft } from './drafts';
import type { DraftRecord } from './model';
import type { Signal } from './signal';

/** What the header says of the device copy: nothing yet, being written, written, or failed. */
export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

/** How long typing may pause before the answers are written to the device. */
export const SAVE_DELAY_MS = 300;

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
}

function createDraftWriter(initial: DraftRecord, state: Signal<SaveState>, stored: boolean): DraftWriter {
  let record = initial;
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
  };
}

/**
 * Keeps an execution's answers on the device as they change (after a 300 ms pause, and at once
 * when the page is hidden or left), so a reload, a closed tab or a lost connection loses nothing.
 */
export function useDraftWriter(initial: DraftRecord, state: Signal<SaveState>, stored: boolean): DraftWriter {
  const [writer] = useState(() => createDraftWriter(initial, state, stored));
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
