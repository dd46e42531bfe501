/**
 * Form responses are checked with the very rules the browser applies (`@faena/form-engine/core`):
 * a response the renderer would refuse is refused here, with the same messages.
 */
import {
  checkFormDefinition,
  DEFAULT_FORM_LOCALE,
  type FormDefinition,
  type FormLocale,
  formMessage,
  validateSubmission,
} from '@faena/form-engine/core';
import { ApiError } from '../../platform/http/errors.ts';

/** The response's locale from Accept-Language: en-US when English comes first, else es-MX. */
export function formLocaleOf(acceptLanguage: string | undefined): FormLocale {
  return acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en-US' : 'es-MX';
}

/**
 * A stored or submitted definition; 400 naming each field and problem, in `locale`, when it is not a
 * valid form.
 */
export function parseDefinition(input: unknown, locale: FormLocale = DEFAULT_FORM_LOCALE): FormDefinition {
  const checked = checkFormDefinition(input, { locale });
  if (!checked.ok) {
    throw new ApiError(
      400,
      'INVALID_FORM_DEFINITION',
      `${formMessage('invalid_form_definition', locale)} ${checked.errors.join('; ')}`,
    );
  }
  return checked.definition;
}

/**
 * The canonical response (datetimes in UTC ISO, skip flags folded) or a 400 whose `fields` carry
 * each field's message and whose message is SPEC 5's form-level one.
 */
export function checkFormResponse(
  definition: FormDefinition,
  response: unknown,
  locale: FormLocale,
): Record<string, unknown> {
  const result = validateSubmission(definition, response, { locale });
  if (!result.ok) throw new ApiError(400, 'INVALID_FORM_RESPONSE', result.formError, result.errors);
  return result.value;
}
