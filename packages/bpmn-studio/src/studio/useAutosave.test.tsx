import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StudioConflictError, type StudioPersistence } from '../contract.ts';
import { AUTOSAVE_DELAY_MS, useAutosave } from './useAutosave.ts';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A persistence whose answers the test gives by hand. */
function manualPersistence() {
  const pending: Array<{ input: { xml: string; revision: number }; answer: Deferred<{ revision: number }> }> =
    [];
  const persistence: Pick<StudioPersistence, 'save' | 'publish'> = {
    save: vi.fn((input) => {
      const answer = deferred<{ revision: number }>();
      pending.push({ input, answer });
      return answer.promise;
    }),
    publish: vi.fn((input) => {
      const answer = deferred<{ revision: number }>();
      pending.push({ input, answer });
      return answer.promise;
    }),
  };
  return { persistence, pending };
}

const definition = { xml: '<v1/>', revision: 1 };

/** Lets settled promises run their callbacks. */
const flushPromises = () => act(async () => {});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useAutosave', () => {
  it('saves 2 s after the last change; a new change restarts the wait', async () => {
    const { persistence, pending } = manualPersistence();
    const { result } = renderHook(() => useAutosave({ definition, persistence }));
    expect(result.current.state.status).toBe('unchanged');

    act(() => result.current.edit('<v2/>'));
    expect(result.current.state.status).toBe('unsaved');
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS - 100));
    act(() => result.current.edit('<v3/>'));
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS - 100));
    expect(persistence.save).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(100));
    expect(persistence.save).toHaveBeenCalledTimes(1);
    expect(persistence.save).toHaveBeenCalledWith({ xml: '<v3/>', revision: 1 });
    expect(result.current.state.status).toBe('saving');

    pending[0]?.answer.resolve({ revision: 2 });
    await flushPromises();
    expect(result.current.state.status).toBe('saved');
    expect(result.current.state.saved).toEqual({ xml: '<v3/>', revision: 2 });
  });

  it('never runs two saves at once and saves an edit made during a save right after it', async () => {
    const { persistence, pending } = manualPersistence();
    const { result } = renderHook(() => useAutosave({ definition, persistence }));
    act(() => result.current.edit('<v2/>'));
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    expect(persistence.save).toHaveBeenCalledTimes(1);

    act(() => result.current.edit('<v3/>'));
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    expect(persistence.save).toHaveBeenCalledTimes(1);
    expect(result.current.state.status).toBe('saving');

    pending[0]?.answer.resolve({ revision: 2 });
    await flushPromises();
    expect(persistence.save).toHaveBeenCalledTimes(2);
    expect(persistence.save).toHaveBeenLastCalledWith({ xml: '<v3/>', revision: 2 });
    pending[1]?.answer.resolve({ revision: 3 });
    await flushPromises();
    expect(result.current.state).toMatchObject({ status: 'saved', saved: { xml: '<v3/>', revision: 3 } });
  });

  it('saveNow saves at once and resolves true when everything is saved', async () => {
    const { persistence, pending } = manualPersistence();
    const { result } = renderHook(() => useAutosave({ definition, persistence }));
    await expect(result.current.saveNow()).resolves.toBe(true);
    expect(persistence.save).not.toHaveBeenCalled();

    act(() => result.current.edit('<v2/>'));
    let saved: Promise<boolean> = Promise.resolve(false);
    act(() => {
      saved = result.current.saveNow();
    });
    expect(persistence.save).toHaveBeenCalledTimes(1);
    pending[0]?.answer.resolve({ revision: 2 });
    await flushPromises();
    await expect(saved).resolves.toBe(true);
    // The debounced save was cancelled by the flush.
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    expect(persistence.save).toHaveBeenCalledTimes(1);
  });

  it('a failed save shows the error, keeps the edit, and retry saves it', async () => {
    const { persistence, pending } = manualPersistence();
    const { result } = renderHook(() => useAutosave({ definition, persistence }));
    act(() => result.current.edit('<v2/>'));
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    pending[0]?.answer.reject(new Error('Sin conexión'));
    await flushPromises();
    expect(result.current.state.status).toBe('error');
    expect(result.current.state.error).toEqual({
      kind: 'network',
      message: 'No se pudo guardar: Sin conexión',
    });
    expect(result.current.state.xml).toBe('<v2/>');

    act(() => void result.current.retry());
    expect(persistence.save).toHaveBeenCalledTimes(2);
    pending[1]?.answer.resolve({ revision: 2 });
    await flushPromises();
    expect(result.current.state.status).toBe('saved');
  });

  it('discard goes back to the last saved XML and cancels the pending autosave', () => {
    const { persistence } = manualPersistence();
    const { result } = renderHook(() => useAutosave({ definition, persistence }));
    act(() => result.current.edit('<v2/>'));
    act(() => result.current.discard());
    expect(result.current.state).toMatchObject({ status: 'unchanged', xml: '<v1/>' });
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    expect(persistence.save).not.toHaveBeenCalled();
  });

  it('a discard during a save waits for it, then goes back to what it saved', async () => {
    const { persistence, pending } = manualPersistence();
    const { result } = renderHook(() => useAutosave({ definition, persistence }));
    act(() => result.current.edit('<v2/>'));
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    act(() => result.current.edit('<v3/>'));
    act(() => result.current.discard());
    pending[0]?.answer.resolve({ revision: 2 });
    await flushPromises();
    expect(persistence.save).toHaveBeenCalledTimes(1);
    expect(result.current.state).toMatchObject({
      status: 'unchanged',
      xml: '<v2/>',
      saved: { xml: '<v2/>', revision: 2 },
    });
  });

  describe('conflict', () => {
    const current = { xml: '<theirs/>', revision: 5, status: 'draft' as const, version: 1 };

    async function conflicted(locale: 'es-MX' | 'en-US' = 'es-MX') {
      const manual = manualPersistence();
      const hook = renderHook(() => useAutosave({ definition, persistence: manual.persistence, locale }));
      act(() => hook.result.current.edit('<mine/>'));
      act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS));
      manual.pending[0]?.answer.reject(new StudioConflictError(current));
      await flushPromises();
      return { ...manual, ...hook };
    }

    it('is reported clearly in both locales and nothing is saved until the person chooses', async () => {
      const { result, persistence } = await conflicted();
      expect(result.current.state.error).toEqual({
        kind: 'conflict',
        message: 'Alguien más guardó este workflow mientras lo editabas.',
        current,
      });
      act(() => result.current.edit('<mine-2/>'));
      act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS));
      expect(persistence.save).toHaveBeenCalledTimes(1);
      await expect(result.current.saveNow()).resolves.toBe(false);
      expect(result.current.state.xml).toBe('<mine-2/>');

      const english = await conflicted('en-US');
      expect(english.result.current.state.error?.message).toBe(
        'Someone else saved this workflow while you were editing it.',
      );
    });

    it('keep mine saves over the stored revision', async () => {
      const { result, persistence, pending } = await conflicted();
      act(() => void result.current.keepMine());
      expect(persistence.save).toHaveBeenLastCalledWith({ xml: '<mine/>', revision: 5 });
      pending[1]?.answer.resolve({ revision: 6 });
      await flushPromises();
      expect(result.current.state).toMatchObject({ status: 'saved', saved: { xml: '<mine/>', revision: 6 } });
    });

    it('load theirs shows what is stored', async () => {
      const { result, persistence } = await conflicted();
      act(() => result.current.loadTheirs());
      expect(result.current.state).toMatchObject({
        status: 'unchanged',
        xml: '<theirs/>',
        saved: { xml: '<theirs/>', revision: 5 },
      });
      expect(persistence.save).toHaveBeenCalledTimes(1);
    });
  });

  it('publish sends what is on screen with the base revision; a refusal is an error', async () => {
    const { persistence, pending } = manualPersistence();
    const { result } = renderHook(() => useAutosave({ definition, persistence }));
    act(() => result.current.edit('<v2/>'));
    let published: Promise<boolean> = Promise.resolve(false);
    act(() => {
      published = result.current.publish();
    });
    await flushPromises();
    expect(persistence.publish).toHaveBeenCalledWith({ xml: '<v2/>', revision: 1 });
    expect(result.current.state.status).toBe('saving');
    pending[0]?.answer.reject(new Error('Falta el formulario'));
    await flushPromises();
    await expect(published).resolves.toBe(false);
    expect(result.current.state.error).toEqual({
      kind: 'refused',
      message: 'El servidor no aceptó la publicación: Falta el formulario',
    });

    act(() => {
      published = result.current.publish();
    });
    await flushPromises();
    pending[1]?.answer.resolve({ revision: 2 });
    await flushPromises();
    await expect(published).resolves.toBe(true);
    expect(result.current.state).toMatchObject({ status: 'saved', saved: { xml: '<v2/>', revision: 2 } });
    // No autosave is left behind.
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    expect(persistence.save).not.toHaveBeenCalled();
  });

  it('reset starts over from a new definition', () => {
    const { persistence } = manualPersistence();
    const { result } = renderHook(() => useAutosave({ definition, persistence }));
    act(() => result.current.edit('<v2/>'));
    act(() => result.current.reset({ xml: '<new/>', revision: 1 }));
    expect(result.current.state).toMatchObject({ status: 'unchanged', xml: '<new/>' });
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    expect(persistence.save).not.toHaveBeenCalled();
  });
});
