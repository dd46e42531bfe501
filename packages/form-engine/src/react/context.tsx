import { createContext, useCallback, useContext, useRef, useSyncExternalStore } from 'react';
import type { FormField, FormLocale, FormMessageKey } from '../core/index.ts';
import type { FormServices } from './services.ts';
import type { FieldView, FormSnapshot, FormStore } from './store.ts';

/** The text shown for one choice of a field; undefined shows the choice itself. */
export type ChoiceLabel = (choice: string, field: FormField) => string | undefined;

/** How optionality is marked (a form setting, SPEC 5): an asterisk on required fields, or 'opcional' on the others. */
export type OptionalityMarker = 'asterisk' | 'optional';

export interface FormContextValue {
  store: FormStore;
  services: FormServices;
  choiceLabel?: ChoiceLabel;
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

/** Subscribes to one field's changes; `get` picks what the component shows (compared by identity). */
function useFieldSubscription<T>(store: FormStore, name: string, get: () => T): T {
  const subscribe = useCallback(
    (listener: () => void) => store.subscribeField(name, listener),
    [store, name],
  );
  return useSyncExternalStore(subscribe, get, get);
}

/** Whether the field is shown; re-renders only when that flips. */
export function useFieldVisible(store: FormStore, name: string): boolean {
  return useFieldSubscription(store, name, () => store.getField(name).visible);
}

/**
 * One part of the field's view (message, check or skip box). A primitive, so the component
 * re-renders only when that part changes: the check appearing re-renders the check alone.
 */
export function useFieldViewPart<K extends keyof FieldView>(
  store: FormStore,
  name: string,
  part: K,
): FieldView[K] {
  return useFieldSubscription(store, name, () => store.getView(name)[part]);
}

/**
 * A widget's value and its change handler. For an `uncontrolled` widget (the DOM keeps what is
 * typed) the widget's own changes do not re-render it — a keystroke costs no React commit — while a
 * value set from elsewhere (a reset, a server value) does. Either way `value` is the store's value
 * as of the render.
 */
export function useWidgetValue(store: FormStore, name: string, uncontrolled: boolean) {
  const reported = useRef<{ value: unknown } | null>(null);
  const box = useRef<{ value: unknown }>({ value: store.getField(name).value });
  const get = useCallback(() => {
    const value = store.getField(name).value;
    if (Object.is(value, box.current.value)) return box.current;
    if (uncontrolled && reported.current && Object.is(value, reported.current.value)) {
      // Our own change: keep the snapshot's identity (no re-render), but carry the new value.
      box.current.value = value;
      return box.current;
    }
    box.current = { value };
    return box.current;
  }, [store, name, uncontrolled]);
  const snapshot = useFieldSubscription(store, name, get);
  const onChange = useCallback(
    (value: unknown) => {
      reported.current = { value };
      store.setValue(name, value);
    },
    [store, name],
  );
  return [snapshot.value, onChange] as const;
}

export function useFormSnapshot(store: FormStore): FormSnapshot {
  return useSyncExternalStore(store.subscribeForm, store.getForm, store.getForm);
}
