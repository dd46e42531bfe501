import { AlertIcon, Button, useUiLocale } from '@faena/ui';
import { Fragment, type ReactNode, useEffect, useId, useMemo, useRef } from 'react';
import {
  type FormDefinition,
  type FormLocale,
  type FormMessageKey,
  formMessage,
  type NormalizeOptions,
} from '../core/index.ts';
import {
  type ChoiceLabel,
  FormContext,
  type FormContextValue,
  type OptionalityMarker,
  useFormSnapshot,
} from './context.tsx';
import { FieldShell } from './FieldShell.tsx';
import * as styles from './FormRenderer.css.ts';
import { fieldBlocks } from './longForm.ts';
import type { FormServices } from './services.ts';
import { createFormStore, type FormStore } from './store.ts';

export interface FormRendererProps {
  definition: FormDefinition;
  initialValues?: Readonly<Record<string, unknown>>;
  /**
   * Receives the normalised response (core `normalizeSubmission`). May resolve to
   * `{ errors: { name: message } }` to show the server's field errors.
   */
  onSubmit?: (value: Record<string, unknown>) => unknown;
  /** Called on every change with all values (skip flags as `<name>_skipped`). */
  onValuesChange?: (values: Readonly<Record<string, unknown>>) => void;
  /** Defaults to the nearest `UiTextProvider`'s locale. */
  locale?: FormLocale;
  services?: FormServices;
  /**
   * The text shown for a choice of a multiple_choice or checkboxes field (its value stays the
   * choice itself), e.g. a translated name for a code; undefined shows the choice.
   */
  choiceLabel?: ChoiceLabel;
  optionality?: OptionalityMarker;
  /** The whole form read-only (each field may also be read-only on its own). */
  readOnly?: boolean;
  disabled?: boolean;
  submitLabel?: ReactNode;
  submittingLabel?: ReactNode;
  /** Hide the submit button, e.g. for a preview or a form submitted by its container. */
  hideSubmit?: boolean;
  downloadUrl?: NormalizeOptions['downloadUrl'];
  /** A store made by the caller (to read values or submit from outside); one is created otherwise. */
  store?: FormStore;
  /** Accessible name of the form. */
  'aria-label'?: string;
}

function focusField(root: HTMLElement | null, name: string) {
  const container = [...(root?.querySelectorAll<HTMLElement>('[data-field-name]') ?? [])].find(
    (element) => element.dataset.fieldName === name,
  );
  if (!container) return;
  container.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  const target = container.querySelector<HTMLElement>(
    'input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [tabindex="0"]',
  );
  target?.focus({ preventScroll: true });
}

/** Renders a form definition with every field type, validation on change and SPEC 4's submit flow. */
export function FormRenderer({
  definition,
  initialValues,
  onSubmit,
  onValuesChange,
  locale: localeProp,
  services,
  choiceLabel,
  optionality = 'asterisk',
  readOnly = false,
  disabled = false,
  submitLabel,
  submittingLabel,
  hideSubmit = false,
  downloadUrl,
  store: storeProp,
  'aria-label': ariaLabel,
}: FormRendererProps) {
  const uiLocale = useUiLocale();
  const locale: FormLocale = localeProp ?? (uiLocale === 'en-US' ? 'en-US' : 'es-MX');
  const idPrefix = useId().replace(/:/g, '');
  // A new definition or locale starts a new form; initial values are read once per store.
  // biome-ignore lint/correctness/useExhaustiveDependencies: initialValues only seed a new store
  const store = useMemo(
    () =>
      storeProp ??
      createFormStore(definition, {
        initialValues,
        locale,
        downloadUrl: downloadUrl ?? services?.uploader?.downloadUrl,
      }),
    [storeProp, definition, locale],
  );
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormSnapshot(store);
  // The same elements on every render: a container re-rendering on each change (a live score, say)
  // does not walk hundreds of fields.
  const fieldList = useMemo(
    () =>
      fieldBlocks(definition.fields).map((block) => {
        const shells = block.fields.map((field) => <FieldShell key={field.id} name={field.name} />);
        return block.contained ? (
          <div key={block.key} className={styles.block}>
            {shells}
          </div>
        ) : (
          <Fragment key={block.key}>{shells}</Fragment>
        );
      }),
    [definition],
  );

  const context = useMemo<FormContextValue>(
    () => ({
      store,
      services: services ?? {},
      choiceLabel,
      locale,
      t: (key: FormMessageKey, params?: Record<string, string | number>) => formMessage(key, locale, params),
      readOnly,
      disabled,
      optionality,
      idPrefix,
    }),
    [store, services, choiceLabel, locale, readOnly, disabled, optionality, idPrefix],
  );

  useEffect(() => {
    if (!onValuesChange) return;
    let last = store.values();
    const notify = () => {
      const next = store.values();
      if (next !== last) {
        last = next;
        onValuesChange(next);
      }
    };
    const unsubscribers = definition.fields.map((field) => store.subscribeField(field.name, notify));
    return () => {
      for (const unsubscribe of unsubscribers) unsubscribe();
    };
  }, [store, definition, onValuesChange]);

  // SPEC 4: a submit with errors scrolls to the first invalid field; focus follows for keyboard users.
  useEffect(() => {
    if (form.attempt > 0 && form.firstInvalid) focusField(formRef.current, form.firstInvalid);
  }, [form.attempt, form.firstInvalid]);

  const submitting = form.status === 'submitting';
  const errorId = `${idPrefix}-form-error`;

  return (
    <FormContext.Provider value={context}>
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        aria-label={ariaLabel}
        aria-describedby={form.formError ? errorId : undefined}
        aria-busy={submitting || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          if (readOnly || disabled) return;
          void store.submit(onSubmit ?? (() => undefined));
        }}
      >
        {definition.description?.trim() ? (
          <p className={styles.description}>{definition.description}</p>
        ) : null}
        <div className={styles.fields}>{fieldList}</div>
        <div role="alert" id={errorId}>
          {form.formError ? (
            <p className={styles.formError}>
              <AlertIcon />
              {form.formError}
            </p>
          ) : null}
        </div>
        {hideSubmit || readOnly ? null : (
          <div className={styles.actions}>
            <Button type="submit" loading={submitting} disabled={disabled}>
              {submitting
                ? (submittingLabel ?? context.t('submitting'))
                : (submitLabel ?? context.t('submit'))}
            </Button>
          </div>
        )}
      </form>
    </FormContext.Provider>
  );
}
