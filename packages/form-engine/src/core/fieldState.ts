/**
 * The client-side state of one field (SPEC 3 "Form field state"): name, default value, optional
 * flag, validate function, required message, read-only, last validation result (error, stale).
 * Plain data plus pure transitions, so any renderer (React or not) can hold it.
 */
import { DEFAULT_FORM_LOCALE, type FormLocale } from './i18n.ts';
import { skipFlagName } from './skip.ts';
import type { FormField } from './types.ts';
import { markStale, type ValidationResult, validateField, validationResult } from './validate.ts';

export interface FormFieldState {
  name: string;
  defaultValue: unknown;
  optional: boolean;
  requiredMessage: string | undefined;
  readOnly: boolean;
  /** Null until the field is first validated (the form starts pristine). */
  result: ValidationResult | null;
  /** Validates a value of this field; `skipped` is its 'No aplica' flag. */
  validate(value: unknown, skipped?: boolean): string | null;
  /** The companion 'No aplica' flag name, or null when the field is not skippable. */
  skipFlag: string | null;
}

export function createFieldState(
  field: FormField,
  options: { defaultValue?: unknown; locale?: FormLocale } = {},
): FormFieldState {
  const locale = options.locale ?? DEFAULT_FORM_LOCALE;
  return {
    name: field.name,
    defaultValue: options.defaultValue,
    optional: !field.required,
    requiredMessage: field.required_message,
    readOnly: field.readonly === true || field.disabled === true,
    result: null,
    validate: (value, skipped = false) => validateField(field, value, { locale, skipped }),
    skipFlag: field.skippable ? skipFlagName(field.name) : null,
  };
}

/** The state after validating `value` (on change or on submit). */
export function validateFieldState(state: FormFieldState, value: unknown, skipped = false): FormFieldState {
  return { ...state, result: validationResult(state.validate(value, skipped)) };
}

/** The state with its last result marked stale (e.g. a field it depends on changed). */
export function staleFieldState(state: FormFieldState): FormFieldState {
  return state.result === null || state.result.stale ? state : { ...state, result: markStale(state.result) };
}
