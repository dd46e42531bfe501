import { isBlankText } from '@faena/contract/text';
import { DEFAULT_FORM_LOCALE, type FormLocale, formMessage } from './i18n.ts';

/**
 * SPEC 5: blank string (after trim), undefined, null or an empty list. `0` and `false` are answers.
 * The trim is @faena/contract/text's: text of only invisible characters (zero-width spaces,
 * bidi controls, BOM…) is blank too, as it is for a name on the server.
 */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return isBlankText(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export interface RequiredOptions {
  /** Optional fields are never "required"-invalid. */
  optional?: boolean;
  /** The field's custom message; a blank one falls back to the default. */
  requiredMessage?: string;
  /** The user ticked 'No aplica': a skipped field counts as valid. */
  skipped?: boolean;
  locale?: FormLocale;
}

/** The required rule of SPEC 5: the error text, or null when the value passes. */
export function validateRequired(value: unknown, options: RequiredOptions = {}): string | null {
  const { optional = false, requiredMessage, skipped = false, locale = DEFAULT_FORM_LOCALE } = options;
  if (skipped || optional || !isEmpty(value)) return null;
  return requiredMessage?.trim() ? requiredMessage : formMessage('required', locale);
}
