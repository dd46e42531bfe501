import { describe, expect, it } from 'vitest';
import {
  canStartSave,
  hasPendingChanges,
  initialSaveState,
  isConflict,
  type SaveEvent,
  type SaveState,
  saveReducer,
} from './save-state.ts';

const start = initialSaveState({ xml: '<v1/>', revision: 3 });
const run = (state: SaveState, ...events: SaveEvent[]) => events.reduce(saveReducer, state);
const current = { xml: '<theirs/>', revision: 7, status: 'draft' as const, version: 1 };

describe('save states', () => {
  it('starts unchanged with the stored XML and revision', () => {
    expect(start).toEqual({
      status: 'unchanged',
      saved: { xml: '<v1/>', revision: 3 },
      xml: '<v1/>',
      editedDuringSave: false,
    });
    expect(hasPendingChanges(start)).toBe(false);
    expect(canStartSave(start)).toBe(false);
  });

  it('an edit makes it unsaved; editing back to the saved XML makes it unchanged again', () => {
    const edited = run(start, { type: 'edited', xml: '<v2/>' });
    expect(edited.status).toBe('unsaved');
    expect(edited.xml).toBe('<v2/>');
    expect(hasPendingChanges(edited)).toBe(true);
    expect(canStartSave(edited)).toBe(true);
    expect(run(edited, { type: 'edited', xml: '<v1/>' }).status).toBe('unchanged');
    expect(run(start, { type: 'edited', xml: '<v1/>' })).toBe(start);
  });

  it('unsaved → saving → saved with the new revision', () => {
    const saving = run(start, { type: 'edited', xml: '<v2/>' }, { type: 'saveStarted' });
    expect(saving.status).toBe('saving');
    expect(saving.saving).toBe('<v2/>');
    expect(canStartSave(saving)).toBe(false);
    const saved = run(saving, { type: 'saveSucceeded', revision: 4 });
    expect(saved.status).toBe('saved');
    expect(saved.saved).toEqual({ xml: '<v2/>', revision: 4 });
    expect(saved.saving).toBeUndefined();
    expect(hasPendingChanges(saved)).toBe(false);
  });

  it('a second saveStarted while saving is ignored', () => {
    const saving = run(start, { type: 'edited', xml: '<v2/>' }, { type: 'saveStarted' });
    expect(saveReducer(saving, { type: 'saveStarted' })).toBe(saving);
  });

  it('an edit during a save keeps the screen XML and asks for another save right after', () => {
    const saving = run(start, { type: 'edited', xml: '<v2/>' }, { type: 'saveStarted' });
    const editedMeanwhile = run(saving, { type: 'edited', xml: '<v3/>' });
    expect(editedMeanwhile.status).toBe('saving');
    expect(editedMeanwhile.editedDuringSave).toBe(true);
    const after = run(editedMeanwhile, { type: 'saveSucceeded', revision: 4 });
    expect(after.status).toBe('unsaved');
    expect(after.saved).toEqual({ xml: '<v2/>', revision: 4 });
    expect(after.xml).toBe('<v3/>');
    expect(after.editedDuringSave).toBe(true);
    expect(canStartSave(after)).toBe(true);
    const again = run(after, { type: 'saveStarted' }, { type: 'saveSucceeded', revision: 5 });
    expect(again.status).toBe('saved');
    expect(again.saved).toEqual({ xml: '<v3/>', revision: 5 });
    expect(again.editedDuringSave).toBe(false);
  });

  it('a network error keeps the edit; retry saves it; a new edit goes back to unsaved', () => {
    const failed = run(
      start,
      { type: 'edited', xml: '<v2/>' },
      { type: 'saveStarted' },
      { type: 'saveFailed', kind: 'network', message: 'Sin conexión' },
    );
    expect(failed.status).toBe('error');
    expect(failed.error).toEqual({ kind: 'network', message: 'Sin conexión' });
    expect(failed.xml).toBe('<v2/>');
    expect(failed.saved.revision).toBe(3);
    expect(canStartSave(failed)).toBe(true);
    const retried = run(failed, { type: 'saveStarted' }, { type: 'saveSucceeded', revision: 4 });
    expect(retried.status).toBe('saved');
    expect(retried.error).toBeUndefined();
    const editedAfterError = run(failed, { type: 'edited', xml: '<v3/>' });
    expect(editedAfterError.status).toBe('unsaved');
    expect(editedAfterError.error).toBeUndefined();
  });

  it('a refused save or publish is an error of kind refused', () => {
    const refused = run(
      start,
      { type: 'edited', xml: '<v2/>' },
      { type: 'saveStarted' },
      { type: 'saveFailed', kind: 'refused', message: 'Tiene problemas' },
    );
    expect(refused.error?.kind).toBe('refused');
    expect(saveReducer(start, { type: 'saveFailed', kind: 'network', message: 'x' })).toBe(start);
  });

  it('discard goes back to the last saved XML, but not while a save is in flight', () => {
    const edited = run(start, { type: 'edited', xml: '<v2/>' });
    const discarded = run(edited, { type: 'discard' });
    expect(discarded.status).toBe('unchanged');
    expect(discarded.xml).toBe('<v1/>');
    const saving = run(edited, { type: 'saveStarted' });
    expect(saveReducer(saving, { type: 'discard' })).toBe(saving);
    const failed = run(saving, { type: 'saveFailed', kind: 'network', message: 'x' });
    expect(run(failed, { type: 'discard' })).toMatchObject({ status: 'unchanged', xml: '<v1/>' });
  });

  describe('conflict', () => {
    const conflicted = run(
      start,
      { type: 'edited', xml: '<mine/>' },
      { type: 'saveStarted' },
      { type: 'conflict', current, message: 'Alguien más guardó' },
    );

    it('reports it with what is stored now and keeps mine on screen', () => {
      expect(conflicted.status).toBe('error');
      expect(isConflict(conflicted)).toBe(true);
      expect(conflicted.error).toEqual({ kind: 'conflict', message: 'Alguien más guardó', current });
      expect(conflicted.xml).toBe('<mine/>');
      expect(canStartSave(conflicted)).toBe(false);
      expect(saveReducer(conflicted, { type: 'saveStarted' })).toBe(conflicted);
    });

    it('edits during a conflict are kept, the conflict stays', () => {
      const edited = run(conflicted, { type: 'edited', xml: '<mine2/>' });
      expect(edited.xml).toBe('<mine2/>');
      expect(isConflict(edited)).toBe(true);
    });

    it('keep mine: the stored revision becomes the base and mine is saved over it', () => {
      const kept = run(conflicted, { type: 'keepMine' });
      expect(kept.status).toBe('unsaved');
      expect(kept.saved).toEqual({ xml: '<theirs/>', revision: 7 });
      expect(kept.xml).toBe('<mine/>');
      expect(canStartSave(kept)).toBe(true);
      const saved = run(kept, { type: 'saveStarted' }, { type: 'saveSucceeded', revision: 8 });
      expect(saved.saved).toEqual({ xml: '<mine/>', revision: 8 });
    });

    it('load theirs: what is stored replaces mine', () => {
      const loaded = run(conflicted, { type: 'loadTheirs' });
      expect(loaded).toEqual({
        status: 'unchanged',
        saved: { xml: '<theirs/>', revision: 7 },
        xml: '<theirs/>',
        editedDuringSave: false,
        error: undefined,
      });
      expect(run(conflicted, { type: 'discard' })).toEqual(loaded);
    });

    it('keep mine and load theirs do nothing without a conflict', () => {
      expect(saveReducer(start, { type: 'keepMine' })).toBe(start);
      expect(saveReducer(start, { type: 'loadTheirs' })).toBe(start);
    });
  });

  it('reset starts over from another definition', () => {
    const edited = run(start, { type: 'edited', xml: '<v2/>' });
    expect(run(edited, { type: 'reset', definition: { xml: '<new/>', revision: 1 } })).toEqual(
      initialSaveState({ xml: '<new/>', revision: 1 }),
    );
  });
});
