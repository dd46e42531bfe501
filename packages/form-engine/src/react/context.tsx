import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { FormLocale, FormMessageKey } from '../core/index.ts';
import type { FormServices } from './services.ts';
import type { FieldSnapshot, FormSnapshot, FormStore } from './store.ts';

/** How optionality is marked (a form setting, SPEC 5): an asterisk on required fields, or 'opcional' on the others. */
export type OptionalityMarker = 'asterisk' | 'optional';

export interface FormContextValue {
  store: FormStore;
  services: FormServices;
  locale: FormLocale;
  t(key: FormMessageKey, params?: Record<string, string | number>): string;
  readOnly: boolean;
  disabled: boolean;
  optionality: OptionalityMarker;
  /** Prefix of element ids, unique per rendered form. */
  idPrefix: string;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useFormContext(): FormContextValue {
  const context = useContext(FormContext);
  if (!context) throw new Error('Form fields must be rendered inside <FormRenderer>');
  return context;
}

/** One field's snapshot; re-renders only when that field (value, skip, visibility, result) changes. */
export function useFieldSnapshot(store: FormStore, name: string): FieldSnapshot {
  const subscribe = useCallback(
    (listener: () => void) => store.subscribeField(name, listener),
    [store, name],
  );
  const get = useCallback(() => store.getField(name), [store, name]);
  return useSyncExternalStore(subscribe, get, get);
}

export function useFormSnapshot(store: FormStore): FormSnapshot {
  return useSyncExternalStore(store.subscribeForm, store.getForm, store.getForm);
}
