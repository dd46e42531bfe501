import { useCallback, useEffect, useRef, useState } from 'react';
import { type StoredDefinition, StudioConflictError, type StudioPersistence } from '../contract.ts';
import type { StudioLocale } from '../i18n.ts';
import { format, studioShellMessages } from './messages.ts';
import {
  canStartSave,
  hasPendingChanges,
  initialSaveState,
  isConflict,
  type SaveEvent,
  type SaveState,
  saveReducer,
} from './save-state.ts';

/** SPEC 4: autosave within 2 s of the last change. */
export const AUTOSAVE_DELAY_MS = 2000;

export interface UseAutosaveOptions {
  definition: Pick<StoredDefinition, 'xml' | 'revision'>;
  persistence: Pick<StudioPersistence, 'save' | 'publish'>;
  locale?: StudioLocale;
  /** Wait after the last change before saving (default 2 s). */
  delayMs?: number;
  /** Autosave on/off (off for a published, read-only definition). */
  enabled?: boolean;
}

export interface Autosave {
  state: SaveState;
  /** The diagram changed on screen: saved `delayMs` after the last change. */
  edit: (xml: string) => void;
  /** Saves now (waiting for a save in flight); true when nothing is left unsaved. */
  saveNow: () => Promise<boolean>;
  /** After an error: save again. */
  retry: () => Promise<boolean>;
  /** Back to the last saved XML. */
  discard: () => void;
  /** After a conflict: save mine over the stored revision. */
  keepMine: () => Promise<boolean>;
  /** After a conflict: drop mine and take what is stored (confirm with the person first). */
  loadTheirs: () => void;
  /** Saves and publishes what is on screen; true when the server accepted it. */
  publish: () => Promise<boolean>;
  /** Start over from another definition (a new version). */
  reset: (definition: Pick<StoredDefinition, 'xml' | 'revision'>) => void;
}

const reasonOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * Debounced autosave through the injected persistence, one save at a time, with revisions: a save
 * names the revision it started from, and a `StudioConflictError` leaves the person's edit on screen
 * until they choose to keep theirs or load the stored one.
 */
export function useAutosave({
  definition,
  persistence,
  locale = 'es-MX',
  delayMs = AUTOSAVE_DELAY_MS,
  enabled = true,
}: UseAutosaveOptions): Autosave {
  const [state, setState] = useState(() => initialSaveState(definition));
  // The latest state, read synchronously by the async save loop.
  const stateRef = useRef(state);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const discardRequested = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);
  const persistenceRef = useRef(persistence);
  const localeRef = useRef(locale);
  useEffect(() => {
    persistenceRef.current = persistence;
    localeRef.current = locale;
  }, [persistence, locale]);

  const dispatch = useCallback((event: SaveEvent) => {
    const next = saveReducer(stateRef.current, event);
    stateRef.current = next;
    if (mounted.current) setState(next);
  }, []);

  const clearTimer = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const reportFailure = useCallback(
    (error: unknown, kind: 'network' | 'refused') => {
      const texts = studioShellMessages[localeRef.current].save;
      if (error instanceof StudioConflictError) {
        dispatch({ type: 'conflict', current: error.current, message: texts.conflict });
        return;
      }
      const reason = reasonOf(error, studioShellMessages[localeRef.current].unknownError);
      dispatch({
        type: 'saveFailed',
        kind,
        message: format(kind === 'refused' ? texts.refused : texts.networkError, { reason }),
      });
    },
    [dispatch],
  );

  /** One save of what is on screen now. */
  const saveOnce = useCallback((): Promise<boolean> => {
    const base = stateRef.current.saved.revision;
    dispatch({ type: 'saveStarted' });
    const xml = stateRef.current.saving;
    if (xml === undefined) return Promise.resolve(false);
    const run = persistenceRef.current.save({ xml, revision: base }).then(
      ({ revision }) => {
        dispatch({ type: 'saveSucceeded', revision });
        return true;
      },
      (error: unknown) => {
        reportFailure(error, 'network');
        return false;
      },
    );
    inFlight.current = run;
    return run.finally(() => {
      if (inFlight.current === run) inFlight.current = null;
    });
  }, [dispatch, reportFailure]);

  /** Saves until nothing is pending (edits during a save are saved right after it). */
  const flush = useCallback(async (): Promise<boolean> => {
    clearTimer();
    for (;;) {
      if (inFlight.current) {
        await inFlight.current;
        continue;
      }
      // A discard waits for the save in flight: nothing new may start meanwhile.
      if (discardRequested.current) return false;
      const current = stateRef.current;
      if (!hasPendingChanges(current)) return !isConflict(current);
      if (!canStartSave(current)) return false;
      if (!(await saveOnce())) return false;
    }
  }, [clearTimer, saveOnce]);

  const enabledRef = useRef(enabled);
  useEffect(() => {
    enabledRef.current = enabled;
    if (!enabled) clearTimer();
  }, [enabled, clearTimer]);

  const edit = useCallback(
    (xml: string) => {
      dispatch({ type: 'edited', xml });
      clearTimer();
      if (!enabledRef.current || !canStartSave(stateRef.current)) return;
      timer.current = setTimeout(() => {
        timer.current = undefined;
        void flush();
      }, delayMs);
    },
    [dispatch, clearTimer, flush, delayMs],
  );

  const discard = useCallback(() => {
    clearTimer();
    const running = inFlight.current;
    if (!running) {
      dispatch({ type: 'discard' });
      return;
    }
    // What counts as "last saved" depends on the save in flight: discard once it is done.
    discardRequested.current = true;
    void running.then(() => {
      discardRequested.current = false;
      dispatch({ type: 'discard' });
    });
  }, [clearTimer, dispatch]);

  const keepMine = useCallback(() => {
    dispatch({ type: 'keepMine' });
    return flush();
  }, [dispatch, flush]);

  const loadTheirs = useCallback(() => {
    clearTimer();
    dispatch({ type: 'loadTheirs' });
  }, [clearTimer, dispatch]);

  const publish = useCallback(async (): Promise<boolean> => {
    clearTimer();
    while (inFlight.current) await inFlight.current;
    if (isConflict(stateRef.current)) return false;
    const base = stateRef.current.saved.revision;
    // Publishing is a save too: the indicator shows it.
    dispatch({ type: 'saveStarted' });
    const xml = stateRef.current.saving;
    if (xml === undefined) return false;
    const run = persistenceRef.current.publish({ xml, revision: base }).then(
      ({ revision }) => {
        dispatch({ type: 'saveSucceeded', revision });
        return true;
      },
      (error: unknown) => {
        reportFailure(error, 'refused');
        return false;
      },
    );
    inFlight.current = run;
    return run.finally(() => {
      if (inFlight.current === run) inFlight.current = null;
    });
  }, [clearTimer, dispatch, reportFailure]);

  const reset = useCallback(
    (next: Pick<StoredDefinition, 'xml' | 'revision'>) => {
      clearTimer();
      dispatch({ type: 'reset', definition: next });
    },
    [clearTimer, dispatch],
  );

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimer();
    };
  }, [clearTimer]);

  return { state, edit, saveNow: flush, retry: flush, discard, keepMine, loadTheirs, publish, reset };
}
