/**
 * The live state of one rendered form, outside React so that a keystroke notifies only the field
 * that changed and the fields whose visibility flipped (each field subscribes to its own slice with
 * `useSyncExternalStore`). Rules come from core: the same validation the server runs.
 */
import {
  answerState,
  createVisibility,
  DEFAULT_FORM_LOCALE,
  type FormDefinition,
  type FormField,
  type FormLocale,
  formMessage,
  isSkipped,
  markStale,
  type NormalizeOptions,
  normalizeSubmission,
  skipFlagName,
  type ValidationResult,
  type Visibility,
  validateField,
  validationResult,
} from '../core/index.ts';

/** What one field shows. A new object whenever any part changes, so React can compare by identity. */
export interface FieldSnapshot {
  value: unknown;
  /** Its 'No aplica' box (always false for fields that are not skippable). */
  skipped: boolean;
  visible: boolean;
  /** Null while pristine: the field has not been changed nor the form submitted. */
  result: ValidationResult | null;
}

/**
 * What a field's frame shows, without its value or visibility: it changes far less often than the
 * value, so the frame re-renders only when a message, the check or the skip box changes.
 */
export interface FieldView {
  skipped: boolean;
  /** The current (not stale) error, or null. */
  error: string | null;
  /** The green check: validated, valid, and answered or skipped. */
  valid: boolean;
}

export type FormStatus = 'idle' | 'submitting';

export interface FormSnapshot {
  status: FormStatus;
  /** The form-level message after a submit with errors ('El formulario tiene errores…'), else null. */
  formError: string | null;
  /** The name to scroll to and focus after a submit with errors. */
  firstInvalid: string | null;
  /** Bumped on every submit with errors, so the renderer focuses again on a repeated submit. */
  attempt: number;
}

/** What `onSubmit` may answer: field errors the server found (name → message). */
export type SubmitOutcome = undefined | { errors?: Record<string, string> };

export interface FormStoreOptions {
  initialValues?: Readonly<Record<string, unknown>>;
  locale?: FormLocale;
  /** Link of a finished upload on submit (see core `normalizeSubmission`). */
  downloadUrl?: NormalizeOptions['downloadUrl'];
}

export interface FormStore {
  readonly definition: FormDefinition;
  readonly locale: FormLocale;
  field(name: string): FormField | undefined;
  getField(name: string): FieldSnapshot;
  /** The field's view; the same object until one of its parts changes. */
  getView(name: string): FieldView;
  subscribeField(name: string, listener: () => void): () => void;
  getForm(): FormSnapshot;
  subscribeForm(listener: () => void): () => void;
  /** Every value, skip flags included as `<name>_skipped`. */
  values(): Readonly<Record<string, unknown>>;
  setValue(name: string, value: unknown): void;
  setSkipped(name: string, skipped: boolean): void;
  /** Validates every visible field now (as a submit does, without submitting); returns the first invalid name. */
  validateAll(): string | null;
  /** Marks a field's last result stale (the widget is busy, e.g. an upload in flight). */
  markStale(name: string): void;
  /**
   * Validates every visible field; when valid, normalises the values and awaits `onSubmit` with
   * them (status 'submitting' meanwhile). Resolves true when the submission went through.
   */
  submit(onSubmit: (value: Record<string, unknown>) => unknown): Promise<boolean>;
}

const EMPTY_SNAPSHOT: FieldSnapshot = Object.freeze({
  value: undefined,
  skipped: false,
  visible: false,
  result: null,
});
const EMPTY_VIEW: FieldView = Object.freeze({ skipped: false, error: null, valid: false });

const sameView = (a: FieldView, b: FieldView) =>
  a.skipped === b.skipped && a.error === b.error && a.valid === b.valid;

export function createFormStore(definition: FormDefinition, options: FormStoreOptions = {}): FormStore {
  const locale = options.locale ?? DEFAULT_FORM_LOCALE;
  const byName = new Map(definition.fields.map((field) => [field.name, field]));
  let values: Record<string, unknown> = { ...options.initialValues };
  const visibility: Visibility = createVisibility(definition.fields, values);
  const results = new Map<string, ValidationResult>();
  const snapshots = new Map<string, FieldSnapshot>();
  const views = new Map<string, FieldView>();
  const fieldListeners = new Map<string, Set<() => void>>();
  const formListeners = new Set<() => void>();
  let form: FormSnapshot = { status: 'idle', formError: null, firstInvalid: null, attempt: 0 };

  const snapshotOf = (field: FormField): FieldSnapshot => ({
    value: values[field.name],
    skipped: isSkipped(field, values),
    visible: visibility.isVisible(field.name),
    result: results.get(field.name) ?? null,
  });

  const notify = (names: Iterable<string>) => {
    for (const name of names) {
      snapshots.delete(name);
      for (const listener of fieldListeners.get(name) ?? []) listener();
    }
  };

  const setForm = (next: Partial<FormSnapshot>) => {
    form = { ...form, ...next };
    for (const listener of formListeners) listener();
  };

  const validateOne = (field: FormField): ValidationResult =>
    validationResult(validateField(field, values[field.name], { locale, skipped: isSkipped(field, values) }));

  /** A value or skip flag of `name` changed: validate it (SPEC 4: validated on change), update visibility. */
  const changed = (name: string, key: string) => {
    const field = byName.get(name);
    if (!field) return;
    results.set(name, validateOne(field));
    const flipped = visibility.update(key, values);
    // A field hidden and shown again starts over: its old result no longer describes what is shown.
    for (const other of flipped) if (!visibility.isVisible(other)) results.delete(other);
    notify([name, ...flipped]);
    if (form.formError !== null && allValid()) setForm({ formError: null, firstInvalid: null });
  };

  const allValid = () => {
    for (const [name, result] of results)
      if (result.error !== null && visibility.isVisible(name)) return false;
    return true;
  };

  const store: FormStore = {
    definition,
    locale,
    field: (name) => byName.get(name),
    getField(name) {
      const field = byName.get(name);
      if (!field) return EMPTY_SNAPSHOT;
      let snapshot = snapshots.get(name);
      if (!snapshot) {
        snapshot = snapshotOf(field);
        snapshots.set(name, snapshot);
      }
      return snapshot;
    },
    getView(name) {
      const field = byName.get(name);
      if (!field) return EMPTY_VIEW;
      const snapshot = store.getField(name);
      const view: FieldView = {
        skipped: snapshot.skipped,
        error: snapshot.result && !snapshot.result.stale ? snapshot.result.error : null,
        valid: showsValid(field, snapshot),
      };
      const previous = views.get(name);
      if (previous && sameView(previous, view)) return previous;
      views.set(name, view);
      return view;
    },
    subscribeField(name, listener) {
      let listeners = fieldListeners.get(name);
      if (!listeners) {
        listeners = new Set();
        fieldListeners.set(name, listeners);
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getForm: () => form,
    subscribeForm(listener) {
      formListeners.add(listener);
      return () => formListeners.delete(listener);
    },
    values: () => values,
    setValue(name, value) {
      if (Object.is(values[name], value)) return;
      values = { ...values, [name]: value };
      changed(name, name);
    },
    setSkipped(name, skipped) {
      const flag = skipFlagName(name);
      if (values[flag] === skipped || (!skipped && values[flag] === undefined)) return;
      values = { ...values, [flag]: skipped };
      changed(name, flag);
    },
    markStale(name) {
      const result = results.get(name);
      if (!result) return;
      results.set(name, markStale(result));
      notify([name]);
    },
    validateAll() {
      const touched: string[] = [];
      const firstInvalid = validateVisible(touched);
      notify(touched);
      return firstInvalid;
    },
    async submit(onSubmit) {
      if (form.status === 'submitting') return false;
      const hidden = visibility.hidden();
      const touched: string[] = [];
      let firstInvalid = validateVisible(touched);
      let normalized: Record<string, unknown> | null = null;
      if (firstInvalid === null) {
        const outcome = normalizeSubmission(definition, values, {
          hidden,
          locale,
          downloadUrl: options.downloadUrl,
        });
        if (outcome.ok) normalized = outcome.value;
        else firstInvalid = applyErrors(outcome.errors, touched);
      }
      notify(touched);
      if (normalized === null) {
        setForm({
          formError: formMessage('form_has_errors', locale),
          firstInvalid,
          attempt: form.attempt + 1,
        });
        return false;
      }
      setForm({ status: 'submitting', formError: null, firstInvalid: null });
      try {
        const outcome = (await onSubmit(normalized)) as SubmitOutcome;
        const serverErrors =
          outcome !== null && typeof outcome === 'object' ? (outcome.errors ?? null) : null;
        if (serverErrors && Object.keys(serverErrors).length > 0) {
          const serverTouched: string[] = [];
          const first = applyErrors(serverErrors, serverTouched);
          notify(serverTouched);
          setForm({
            status: 'idle',
            formError: formMessage('form_has_errors', locale),
            firstInvalid: first,
            attempt: form.attempt + 1,
          });
          return false;
        }
        setForm({ status: 'idle' });
        return true;
      } catch (error) {
        setForm({ status: 'idle' });
        throw error;
      }
    },
  };

  /** Validates every visible field, records results, collects the names whose result changed. */
  function validateVisible(touched: string[]): string | null {
    let firstInvalid: string | null = null;
    for (const field of definition.fields) {
      if (!visibility.isVisible(field.name) || field.type === 'display_text') continue;
      const result = validateOne(field);
      if (result.error !== null) firstInvalid ??= field.name;
      const previous = results.get(field.name);
      if (previous?.error !== result.error || previous?.stale !== result.stale) {
        results.set(field.name, result);
        touched.push(field.name);
      }
    }
    return firstInvalid;
  }

  /** Records `errors` on their fields (definition order) and returns the first one's name. */
  function applyErrors(errors: Record<string, string>, touched: string[]): string | null {
    let first: string | null = null;
    for (const field of definition.fields) {
      const error = errors[field.name];
      if (error === undefined) continue;
      results.set(field.name, validationResult(error));
      touched.push(field.name);
      first ??= field.name;
    }
    return first;
  }

  return store;
}

/** Whether a field shows the green check: validated, valid, and answered or skipped (not blank). */
export function showsValid(field: FormField, snapshot: FieldSnapshot): boolean {
  if (snapshot.result === null || snapshot.result.error !== null || snapshot.result.stale) return false;
  return (
    answerState(field, { [field.name]: snapshot.value, [skipFlagName(field.name)]: snapshot.skipped }) !==
    'empty'
  );
}
