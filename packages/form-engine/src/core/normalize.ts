/**
 * Submit normalisation (SPEC 5): what the browser sends for a valid form. Hidden fields and optional
 * skipped/empty ones are omitted, skipped required ones are sent as null, datetimes become UTC ISO
 * strings with milliseconds, dates must be YYYY-MM-DD, temporary uploads become download links and
 * a select whose value is not among its options takes the first option.
 */
import { DEFAULT_FORM_LOCALE, type FormLocale, formMessage } from './i18n.ts';
import { isEmpty } from './required.ts';
import { createVisibility, type FormValues } from './showIf.ts';
import { isSkipped } from './skip.ts';
import type { FormDefinition, FormField, MultipleChoiceField } from './types.ts';
import { isIsoDate, parseNumberInput, toDateTime } from './validate.ts';

/** A file held in temporary storage (filepond shapes of SPEC 7). */
export type TemporaryUpload = { temporary_upload: string } | { upload_id: string };

export function isTemporaryUpload(value: unknown): value is TemporaryUpload {
  if (value === null || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return typeof record.temporary_upload === 'string' || typeof record.upload_id === 'string';
}

export function uploadIdOf(upload: TemporaryUpload): string {
  return 'temporary_upload' in upload ? upload.temporary_upload : upload.upload_id;
}

/** The default download link of an upload: `/filepond/{upload_id}/download`. */
export function filepondDownloadUrl(uploadId: string): string {
  return `/filepond/${encodeURIComponent(uploadId)}/download`;
}

/**
 * SPEC 4 "Form": a select whose value is not among its options takes the first option. Renderers
 * call it when options or value change; `normalizeSubmission` applies it on submit.
 */
export function selectValue(field: Pick<MultipleChoiceField, 'choices'>, value: unknown): string | undefined {
  const options = field.choices.map((choice) => choice.choice);
  return typeof value === 'string' && options.includes(value) ? value : options[0];
}

export interface NormalizeOptions {
  /** Link of an uploaded file; defaults to `filepondDownloadUrl`. The app passes its gateway-aware one. */
  downloadUrl?: (uploadId: string) => string;
  /** Names hidden by show_if; computed from `values` when absent. */
  hidden?: ReadonlySet<string>;
  locale?: FormLocale;
}

export type SubmissionResult =
  | { ok: true; value: Record<string, unknown> }
  | { ok: false; errors: Record<string, string>; formError: string };

type Converted = { value: unknown } | { error: string };

/**
 * A link a response may keep for a file: a path on the app's host (`/api/filepond/…`) or an
 * http(s) URL. Never `javascript:`, `data:` or a protocol-relative `//host`, which a page showing the
 * answer would otherwise follow or load.
 */
export function isFileLink(value: unknown): value is string {
  return typeof value === 'string' && /^(?:\/(?!\/)|https?:\/\/)\S*$/i.test(value) && !/\p{Cc}/u.test(value);
}

function link(value: unknown, downloadUrl: (id: string) => string): string | undefined {
  if (typeof value === 'string') return isFileLink(value) ? value : undefined;
  if (isTemporaryUpload(value)) return downloadUrl(uploadIdOf(value));
  if (value !== null && typeof value === 'object') {
    const url = (value as { url?: unknown }).url;
    if (isFileLink(url)) return url;
  }
  return undefined;
}

/** The wire value of one answered field. */
export function normalizeValue(
  field: FormField,
  value: unknown,
  options: Pick<NormalizeOptions, 'downloadUrl' | 'locale'> = {},
): Converted {
  const { downloadUrl = filepondDownloadUrl, locale = DEFAULT_FORM_LOCALE } = options;
  switch (field.type) {
    case 'datetime': {
      const date = toDateTime(value);
      return date ? { value: date.toISOString() } : { error: formMessage('invalid_datetime', locale) };
    }
    case 'date':
      return isIsoDate(value) ? { value } : { error: formMessage('date_format', locale) };
    case 'image':
    case 'voice_message': {
      const first = Array.isArray(value) ? value[0] : value;
      const url = link(first, downloadUrl);
      return url === undefined ? { error: formMessage('invalid_upload', locale) } : { value: url };
    }
    case 'files': {
      const urls = (Array.isArray(value) ? value : [value]).map((item) => link(item, downloadUrl));
      return urls.some((url) => url === undefined)
        ? { error: formMessage('invalid_upload', locale) }
        : { value: urls };
    }
    case 'multiple_choice':
      return { value: selectValue(field, value) };
    case 'integer': {
      const number = parseNumberInput(value, { integer: true });
      return number === undefined ? { value } : { value: number };
    }
    default:
      return { value };
  }
}

/**
 * The response to send. Fails only on values that cannot be converted (a date not in YYYY-MM-DD, an
 * unparseable datetime, an unknown upload shape); run validation first for everything else.
 */
export function normalizeSubmission(
  definition: FormDefinition,
  values: FormValues,
  options: NormalizeOptions = {},
): SubmissionResult {
  const locale = options.locale ?? DEFAULT_FORM_LOCALE;
  const hidden = options.hidden ?? createVisibility(definition.fields, values).hidden();
  const value: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const field of definition.fields) {
    if (field.type === 'display_text' || hidden.has(field.name)) continue;
    if (isSkipped(field, values)) {
      if (field.required) value[field.name] = null;
      continue;
    }
    const raw = values[field.name];
    if (isEmpty(raw)) continue;
    const converted = normalizeValue(field, raw, { ...options, locale });
    if ('error' in converted) errors[field.name] = converted.error;
    else value[field.name] = converted.value;
  }
  return Object.keys(errors).length > 0
    ? { ok: false, errors, formError: formMessage('form_has_errors', locale) }
    : { ok: true, value };
}
