/**
 * Field validation (SPEC 5), shared by the browser (on change) and the server (`validateSubmission`).
 */
import { DEFAULT_FORM_LOCALE, type FormLocale, formMessage } from './i18n.ts';
import { isEmpty, validateRequired } from './required.ts';
import type { Choice, FieldValidator, FormField } from './types.ts';

/** The last validation of a field (SPEC 3 "Form field state"): error text or null, and a stale flag. */
export interface ValidationResult {
  error: string | null;
  /** True when the value changed (or a dependency did) since `error` was computed. */
  stale: boolean;
}

export function validationResult(error: string | null): ValidationResult {
  return { error, stale: false };
}

/** The same result marked stale; an already-stale result is returned as is. */
export function markStale(result: ValidationResult): ValidationResult {
  return result.stale ? result : { ...result, stale: true };
}

// ---------------------------------------------------------------------------------------------
// Numbers

/** `n` as an exact scaled integer: 0.3 -> [3n, 1]; 1e-7 -> [1n, 7]. */
function decimalParts(n: number): [bigint, number] {
  const [mantissa = '0', exponent = '0'] = n.toString().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  let digits = BigInt(`${whole}${fraction}`);
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return [digits, scale];
}

function scaled([digits, scale]: [bigint, number], to: number): bigint {
  return digits * 10n ** BigInt(to - scale);
}

/**
 * Decimal-safe `(value - base) % step === 0`: works on the numbers' shortest decimal text, so
 * `isMultipleOf(0.3, 0.1)` is true (float `%` says 0.09999…).
 */
export function isMultipleOf(value: number, step: number, base = 0): boolean {
  if (!Number.isFinite(value) || !Number.isFinite(step) || !Number.isFinite(base) || step <= 0) return false;
  const parts = [decimalParts(value), decimalParts(step), decimalParts(base)] as const;
  const scale = Math.max(parts[0][1], parts[1][1], parts[2][1]);
  const difference = scaled(parts[0], scale) - scaled(parts[2], scale);
  return difference % scaled(parts[1], scale) === 0n;
}

const NUMERIC = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/**
 * What a number input keeps from what the user typed (SPEC 5): integers are rounded to zero
 * decimals; a blank input clears the value (undefined); non-numeric input is ignored, i.e. the
 * `previous` value stays.
 */
export function parseNumberInput(
  input: unknown,
  options: { integer?: boolean; previous?: number } = {},
): number | undefined {
  const { integer = false, previous } = options;
  let parsed: number | undefined;
  if (typeof input === 'number') parsed = Number.isFinite(input) ? input : undefined;
  else if (typeof input === 'string') {
    const text = input.trim();
    if (text === '') return undefined;
    parsed = NUMERIC.test(text) ? Number(text) : undefined;
    if (parsed !== undefined && !Number.isFinite(parsed)) parsed = undefined;
  } else if (input === undefined || input === null) return undefined;
  if (parsed === undefined) return previous;
  return integer ? Math.round(parsed) : parsed;
}

/** A submitted number: a finite number, or a numeric string (decimals may travel as text). */
function numberValue(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && NUMERIC.test(value.trim())) return Number(value);
  return undefined;
}

/** Default step of number fields (SPEC 5, SPEC 9 "Step default 1"). */
export const DEFAULT_STEP = 1;

export interface NumberRule {
  min?: number;
  max?: number;
  step?: number;
  /** Multiples are counted from here (a linear scale counts from its start). */
  base?: number;
}

/** The number rule of SPEC 5: 'Debe ser al menos {min}', 'Debe ser a lo más {max}', 'Debe ser múltiplo de {step}'. */
export function validateNumber(
  value: number,
  rule: NumberRule,
  locale: FormLocale = DEFAULT_FORM_LOCALE,
): string | null {
  if (rule.min !== undefined && value < rule.min) return formMessage('min_value', locale, { min: rule.min });
  if (rule.max !== undefined && value > rule.max) return formMessage('max_value', locale, { max: rule.max });
  if (rule.step !== undefined && !isMultipleOf(value, rule.step, rule.base ?? 0)) {
    return formMessage('step', locale, { step: rule.step });
  }
  return null;
}

/**
 * The number rule of a field. Every number type is stepped (default 1) as SPEC 5 says; a float or
 * decimal field that wants fractions declares its `step` (e.g. 0.01).
 */
export function numberRuleOf(field: FormField): NumberRule | null {
  switch (field.type) {
    case 'integer':
    case 'float':
    case 'decimal':
      return { min: field.min, max: field.max, step: field.step ?? DEFAULT_STEP };
    case 'value_in_num_range':
      return { min: field.start, max: field.stop, step: field.step, base: field.start };
    case 'stars':
    case 'emotion':
    case 'reactions':
      return { min: 0, max: field.max, step: DEFAULT_STEP };
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Text validators

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

function custom(validator: FieldValidator): string | undefined {
  return validator.message?.trim() ? validator.message : undefined;
}

/** SPEC 5 validators on a string; the first failing one wins. `regex` searches (like Django's RegexValidator). */
export function validateText(
  value: string,
  validators: readonly FieldValidator[] = [],
  locale: FormLocale = DEFAULT_FORM_LOCALE,
): string | null {
  const length = [...value].length;
  for (const validator of validators) {
    switch (validator.type) {
      case 'min_length':
        if (length < validator.limit_value) {
          return custom(validator) ?? formMessage('min_length', locale, { limit: validator.limit_value });
        }
        break;
      case 'max_length':
        if (length > validator.limit_value) {
          return custom(validator) ?? formMessage('max_length', locale, { limit: validator.limit_value });
        }
        break;
      case 'regex': {
        let matches = false;
        try {
          matches = new RegExp(validator.pattern, 'u').test(value);
        } catch {
          matches = false;
        }
        if (!matches) return custom(validator) ?? formMessage('regex', locale);
        break;
      }
      case 'email':
        if (!EMAIL.test(value.trim())) return custom(validator) ?? formMessage('email', locale);
        break;
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Dates

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (the only format SPEC 3 supports). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A Date, epoch milliseconds or a parseable date-time string as a Date; undefined when invalid. */
export function toDateTime(value: unknown): Date | undefined {
  let date: Date | undefined;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = new Date(value);
  else if (typeof value === 'string' && value.trim() !== '') date = new Date(value);
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

// ---------------------------------------------------------------------------------------------
// Fields

function choiceValues(choices: readonly Choice[]): string[] {
  return choices.map((choice) => choice.choice);
}

export interface FieldValidationOptions {
  locale?: FormLocale;
  /** The field's 'No aplica' box is ticked: valid whatever the value. */
  skipped?: boolean;
}

/**
 * The error message of `value` for `field`, or null. Order: skipped (valid), required/empty, then
 * the type's rules. Hidden fields are not validated at all; callers skip them (see `validateForm`).
 */
export function validateField(
  field: FormField,
  value: unknown,
  options: FieldValidationOptions = {},
): string | null {
  const { locale = DEFAULT_FORM_LOCALE, skipped = false } = options;
  if (field.type === 'display_text') return null;
  if (skipped && field.skippable) return null;
  if (isEmpty(value)) {
    return validateRequired(value, {
      optional: !field.required,
      requiredMessage: field.required_message,
      locale,
    });
  }
  const numberRule = numberRuleOf(field);
  if (numberRule) {
    const number = numberValue(value);
    if (number === undefined) return formMessage('not_a_number', locale);
    return validateNumber(number, numberRule, locale);
  }
  switch (field.type) {
    case 'text':
    case 'code':
      if (typeof value !== 'string') return formMessage('invalid_value', locale);
      return validateText(value, field.validators, locale);
    case 'multiple_choice':
      return typeof value === 'string' && choiceValues(field.choices).includes(value)
        ? null
        : formMessage('invalid_choice', locale);
    case 'checkboxes': {
      if (!Array.isArray(value)) return formMessage('invalid_value', locale);
      const allowed = choiceValues(field.choices);
      if (value.some((answer) => typeof answer !== 'string' || !allowed.includes(answer))) {
        return formMessage('invalid_choice', locale);
      }
      const answers = new Set(value).size;
      if (field.min_answers !== undefined && answers < field.min_answers) {
        return formMessage('min_answers', locale, { min: field.min_answers });
      }
      if (field.max_answers !== undefined && answers > field.max_answers) {
        return formMessage('max_answers', locale, { max: field.max_answers });
      }
      return null;
    }
    case 'date':
      return isIsoDate(value) ? null : formMessage('date_format', locale);
    case 'datetime':
      return toDateTime(value) ? null : formMessage('invalid_datetime', locale);
    case 'boolean':
      return typeof value === 'boolean' ? null : formMessage('invalid_value', locale);
    case 'files':
      if (!Array.isArray(value)) return formMessage('invalid_value', locale);
      if (field.max_files !== undefined && value.length > field.max_files) {
        return formMessage('max_files', locale, { max: field.max_files });
      }
      return null;
    default:
      return null;
  }
}
