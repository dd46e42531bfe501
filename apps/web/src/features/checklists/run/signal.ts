import { useSyncExternalStore } from 'react';

/** A value a few small components follow, so that a change re-renders them and not the screen. */
export interface Signal<T> {
  get(): T;
  set(next: T): void;
  subscribe(listener: () => void): () => void;
}

export function createSignal<T>(initial: T): Signal<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const useSignal = <T>(signal: Signal<T>): T => useSyncExternalStore(signal.subscribe, signal.get);
