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
import type { Tx } from '../../platform/database/database.ts';
import { ApiError } from '../../platform/http/errors.ts';
import { localeOfHeader } from '../../platform/http/language.ts';
import { checkUploadAnswers } from './upload-answers.ts';

/** The response's locale from Accept-Language (the API's one rule, `platform/http/language.ts`). */
export const formLocaleOf: (acceptLanguage: string | undefined) => FormLocale = localeOfHeader;

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

/** Where a response is checked: the transaction and organization its uploads are looked up in. */
export interface ResponseContext {
  tx: Tx;
  organizationId: string;
  locale: FormLocale;
}

/**
 * The canonical response (datetimes in UTC ISO, skip flags folded, upload answers as their
 * `/api/filepond/{id}/download` links) or a 400 whose `fields` carry each field's message and whose
 * message is SPEC 5's form-level one. Upload answers must name stored uploads of the organization
 * that fit their field (`upload-answers.ts`).
 */
export async function checkFormResponse(
  definition: FormDefinition,
  response: unknown,
  { tx, organizationId, locale }: ResponseContext,
): Promise<Record<string, unknown>> {
  const result = validateSubmission(definition, response, { locale });
  if (!result.ok) throw new ApiError(400, 'INVALID_FORM_RESPONSE', result.formError, result.errors);
  const uploads = await checkUploadAnswers(tx, organizationId, definition, result.value, locale);
  if (Object.keys(uploads.errors).length > 0) {
    throw new ApiError(400, 'INVALID_FORM_RESPONSE', formMessage('form_has_errors', locale), uploads.errors);
  }
  return uploads.value;
}
