/**
 * Whole-form validation: `validateForm` for the browser (current values, skip flags) and
 * `validateSubmission` for the server (a submitted response, same rules, plus refusing answers to
 * hidden fields and unknown names).
 */
import { DEFAULT_FORM_LOCALE, type FormLocale, formMessage } from './i18n.ts';
import { normalizeValue, type SubmissionResult } from './normalize.ts';
import { isEmpty } from './required.ts';
import { createVisibility, type FormValues } from './showIf.ts';
import { isSkipped, skipFlagName } from './skip.ts';
import type { FormDefinition } from './types.ts';
import { validateField } from './validate.ts';

/** An ISO date-time ending in Z or an offset. */
const ZONED = /T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

export interface FormValidation {
  valid: boolean;
  /** name -> message, for visible fields only. */
  errors: Record<string, string>;
  /** The form-level message when invalid, else null. */
  formError: string | null;
  /** The first invalid field in definition order (the one to scroll to). */
  firstInvalid: string | null;
  hidden: ReadonlySet<string>;
}

/** Validates every visible field of `values` (skip flags as `<name>_skipped`). Hidden fields are not validated. */
export function validateForm(
  definition: FormDefinition,
  values: FormValues,
  options: { locale?: FormLocale; hidden?: ReadonlySet<string> } = {},
): FormValidation {
  const locale = options.locale ?? DEFAULT_FORM_LOCALE;
  const hidden = options.hidden ?? createVisibility(definition.fields, values).hidden();
  const errors: Record<string, string> = {};
  let firstInvalid: string | null = null;
  for (const field of definition.fields) {
    if (hidden.has(field.name)) continue;
    const error = validateField(field, values[field.name], { locale, skipped: isSkipped(field, values) });
    if (error !== null) {
      errors[field.name] = error;
      firstInvalid ??= field.name;
    }
  }
  const valid = firstInvalid === null;
  return {
    valid,
    errors,
    formError: valid ? null : formMessage('form_has_errors', locale),
    firstInvalid,
    hidden,
  };
}

/**
 * Server-side check of a submitted response against its definition, with the browser's rules.
 * On the wire a skipped required field is `null` (SPEC 5); an explicit `<name>_skipped: true` is
 * accepted too. Returns the canonical value (datetimes in UTC ISO, skip flags folded away).
 */
export function validateSubmission(
  definition: FormDefinition,
  response: unknown,
  options: { locale?: FormLocale } = {},
): SubmissionResult {
  const locale = options.locale ?? DEFAULT_FORM_LOCALE;
  const formError = formMessage('form_has_errors', locale);
  if (response === null || typeof response !== 'object' || Array.isArray(response)) {
    return { ok: false, errors: {}, formError };
  }
  const submitted = response as Record<string, unknown>;
  const errors: Record<string, string> = {};

  const answerable = new Map(
    definition.fields.filter((field) => field.type !== 'display_text').map((field) => [field.name, field]),
  );
  const flags = new Map(
    [...answerable.values()]
      .filter((field) => field.skippable)
      .map((field) => [skipFlagName(field.name), field]),
  );
  for (const name of Object.keys(submitted)) {
    if (!answerable.has(name) && !flags.has(name)) errors[name] = formMessage('unknown_field', locale);
    else if (flags.has(name) && typeof submitted[name] !== 'boolean') {
      errors[name] = formMessage('invalid_value', locale);
    }
  }

  // Fold the wire's `null` for skipped fields into skip flags, so conditions see the same state.
  const values: Record<string, unknown> = { ...submitted };
  for (const field of answerable.values()) {
    if (field.skippable && field.name in submitted && submitted[field.name] === null) {
      values[skipFlagName(field.name)] = true;
    }
  }
  const hidden = createVisibility(definition.fields, values).hidden();

  const value: Record<string, unknown> = {};
  for (const field of answerable.values()) {
    const flag = skipFlagName(field.name);
    if (hidden.has(field.name)) {
      const answered =
        field.name in submitted || (field.skippable && flag in submitted && submitted[flag] === true);
      if (answered) errors[field.name] = formMessage('hidden_answer', locale);
      continue;
    }
    const skipped = isSkipped(field, values);
    const raw = submitted[field.name];
    const error = validateField(field, raw, { locale, skipped });
    if (error !== null) {
      errors[field.name] = error;
      continue;
    }
    if (skipped) {
      if (field.required) value[field.name] = null;
      continue;
    }
    if (isEmpty(raw)) continue;
    // A zone-less datetime would be read in the server's time zone: the wire form is UTC ISO (SPEC 5).
    if (field.type === 'datetime' && !(typeof raw === 'string' && ZONED.test(raw.trim()))) {
      errors[field.name] = formMessage('invalid_datetime', locale);
      continue;
    }
    // A submitted response carries download links already, never temporary uploads.
    if (
      ((field.type === 'image' || field.type === 'voice_message') && typeof raw !== 'string') ||
      (field.type === 'files' &&
        !(Array.isArray(raw) && raw.every((item) => typeof item === 'string' && item !== '')))
    ) {
      errors[field.name] = formMessage('invalid_upload', locale);
      continue;
    }
    const converted = normalizeValue(field, raw, { locale });
    if ('error' in converted) errors[field.name] = converted.error;
    else value[field.name] = converted.value;
  }

  return Object.keys(errors).length > 0 ? { ok: false, errors, formError } : { ok: true, value };
}
