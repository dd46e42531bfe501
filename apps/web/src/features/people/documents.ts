import {
  checkIdentityDocument,
  IDENTITY_DOCUMENT_MESSAGES,
  type IdentityDocumentLocale,
  type IdentityDocumentType,
  identityDocumentMessage,
} from '@faena/contract/identity-documents';

/** The document messages' locale for the app's language (es-MX unless English). */
export const documentLocale = (language: string): IdentityDocumentLocale =>
  language.startsWith('en') ? 'en-US' : 'es-MX';

export interface DocumentDraft {
  type: IdentityDocumentType;
  number: string;
}

/**
 * What the form says of a number as it is typed: nothing while empty, the type's message when it
 * is refused (a RUT: 'RUT inválido'), or the RFC warning the person may confirm.
 */
export function documentFeedback(
  language: string,
  draft: DocumentDraft,
): { error?: string; warning?: string } {
  if (draft.number.trim() === '') return {};
  const locale = documentLocale(language);
  const check = checkIdentityDocument(draft.type, draft.number);
  if (!check.ok) return { error: identityDocumentMessage(locale, draft.type, check.problem) };
  if (check.warning) return { warning: IDENTITY_DOCUMENT_MESSAGES[locale].rfcWarning };
  return {};
}

/** Splits a comma-separated field into its non-empty items. */
export const listOf = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
