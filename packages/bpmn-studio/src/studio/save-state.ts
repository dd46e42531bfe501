/**
 * The studio's save states as a pure state machine: what was last saved (XML and revision), what is
 * on screen, what is being saved now, and whether the person edited while it was being saved.
 *
 * unchanged ──edit──▶ unsaved ──saveStarted──▶ saving ──saveSucceeded──▶ saved
 *                        ▲                        │ (edited meanwhile: back to unsaved, resave at once)
 *                        └──────edit / retry──── error (network | conflict | refused)
 */
import type { StoredDefinition } from '../contract.ts';

export type SaveStatus = 'unchanged' | 'unsaved' | 'saving' | 'saved' | 'error';
export type SaveErrorKind = 'network' | 'conflict' | 'refused';

export interface SaveError {
  kind: SaveErrorKind;
  message: string;
  /** For a conflict: what is stored now (someone else's save). */
  current?: StoredDefinition;
}

export interface SaveState {
  status: SaveStatus;
  /** The last XML the server accepted and its revision (the base of the next save). */
  saved: { xml: string; revision: number };
  /** The XML on screen. */
  xml: string;
  /** The XML of the save in flight. */
  saving?: string;
  /** An edit arrived while a save was in flight: save again right after it. */
  editedDuringSave: boolean;
  error?: SaveError;
}

export type SaveEvent =
  | { type: 'edited'; xml: string }
  | { type: 'saveStarted' }
  | { type: 'saveSucceeded'; revision: number }
  | { type: 'saveFailed'; kind: 'network' | 'refused'; message: string }
  | { type: 'conflict'; current: StoredDefinition; message: string }
  /** After a conflict: save mine over what is stored (its revision becomes the base). */
  | { type: 'keepMine' }
  /** After a conflict: drop mine and show what is stored. */
  | { type: 'loadTheirs' }
  /** Back to the last saved XML. */
  | { type: 'discard' }
  /** Another definition (a new version): start over from it. */
  | { type: 'reset'; definition: Pick<StoredDefinition, 'xml' | 'revision'> };

export function initialSaveState(definition: Pick<StoredDefinition, 'xml' | 'revision'>): SaveState {
  return {
    status: 'unchanged',
    saved: { xml: definition.xml, revision: definition.revision },
    xml: definition.xml,
    editedDuringSave: false,
  };
}

/** Something on screen is not saved yet (including a save in flight or a failed one). */
export function hasPendingChanges(state: SaveState): boolean {
  return state.xml !== state.saved.xml;
}

/** The conflict is waiting for the person's choice: nothing may be saved until then. */
export function isConflict(state: SaveState): boolean {
  return state.status === 'error' && state.error?.kind === 'conflict';
}

/** A save may start now: something pending, no save in flight, no unresolved conflict. */
export function canStartSave(state: SaveState): boolean {
  return state.status !== 'saving' && !isConflict(state) && hasPendingChanges(state);
}

export function saveReducer(state: SaveState, event: SaveEvent): SaveState {
  switch (event.type) {
    case 'edited': {
      if (event.xml === state.xml) return state;
      if (state.status === 'saving') return { ...state, xml: event.xml, editedDuringSave: true };
      // A conflict stays until the person chooses; their edits are kept meanwhile.
      if (isConflict(state)) return { ...state, xml: event.xml };
      if (event.xml === state.saved.xml) {
        return {
          ...state,
          xml: event.xml,
          status: state.status === 'saved' ? 'saved' : 'unchanged',
          error: undefined,
        };
      }
      return { ...state, xml: event.xml, status: 'unsaved', error: undefined };
    }
    case 'saveStarted': {
      if (state.status === 'saving' || isConflict(state)) return state;
      return { ...state, status: 'saving', saving: state.xml, editedDuringSave: false, error: undefined };
    }
    case 'saveSucceeded': {
      if (state.status !== 'saving' || state.saving === undefined) return state;
      const saved = { xml: state.saving, revision: event.revision };
      const pending = state.xml !== saved.xml;
      return {
        ...state,
        saved,
        saving: undefined,
        status: pending ? 'unsaved' : 'saved',
        editedDuringSave: pending,
      };
    }
    case 'saveFailed': {
      if (state.status !== 'saving') return state;
      return {
        ...state,
        saving: undefined,
        status: 'error',
        editedDuringSave: false,
        error: { kind: event.kind, message: event.message },
      };
    }
    case 'conflict': {
      return {
        ...state,
        saving: undefined,
        status: 'error',
        editedDuringSave: false,
        error: { kind: 'conflict', message: event.message, current: event.current },
      };
    }
    case 'keepMine': {
      const current = isConflict(state) ? state.error?.current : undefined;
      if (!current) return state;
      // What is stored becomes the base: the next save replaces it with what is on screen.
      return {
        ...state,
        saved: { xml: current.xml, revision: current.revision },
        status: state.xml === current.xml ? 'saved' : 'unsaved',
        error: undefined,
      };
    }
    case 'loadTheirs': {
      const current = isConflict(state) ? state.error?.current : undefined;
      if (!current) return state;
      return {
        ...state,
        saved: { xml: current.xml, revision: current.revision },
        xml: current.xml,
        status: 'unchanged',
        error: undefined,
        editedDuringSave: false,
      };
    }
    case 'discard': {
      // A save in flight decides what "last saved" is: wait for it.
      if (state.status === 'saving') return state;
      if (isConflict(state)) return saveReducer(state, { type: 'loadTheirs' });
      return {
        ...state,
        xml: state.saved.xml,
        status: 'unchanged',
        error: undefined,
        editedDuringSave: false,
      };
    }
    case 'reset':
      return initialSaveState(event.definition);
  }
}
