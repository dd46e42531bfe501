/**
 * The answers of upload fields (files, image, voice_message) name files of this organization: each
 * link must be an upload that was stored here, of a kind the field takes (an image for `image`, a
 * recording for `voice_message`) and no larger than the field's `max_size_mb`. The form engine
 * only sees strings; without this a response could keep a link to another site, or to a file
 * that was never uploaded.
 */
import {
  type FormDefinition,
  type FormField,
  type FormLocale,
  type FormMessageKey,
  formMessage,
} from '@faena/form-engine/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/database/database.ts';
import { downloadPath } from '../../platform/files/routes.ts';
import { type UploadRow, uploads } from '../../platform/files/tables.ts';

type UploadField = Extract<FormField, { type: 'files' | 'image' | 'voice_message' }>;

const UPLOAD_TYPES = new Set(['files', 'image', 'voice_message']);

/** `/api/filepond/{id}/download` (the app's link) or `/filepond/{id}/download` (the engine's default), a signed link's query aside. */
const UPLOAD_LINK =
  /^(?:\/api)?\/filepond\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/download(?:\?[^#\s]*)?$/i;

function isUploadField(field: FormField): field is UploadField {
  return UPLOAD_TYPES.has(field.type);
}

/** The upload a link names, or null when it is not one of this app's upload links. */
export function uploadIdOfAnswer(link: unknown): string | null {
  if (typeof link !== 'string') return null;
  return UPLOAD_LINK.exec(link)?.[1]?.toLowerCase() ?? null;
}

/** What a stored file must be for the field, or the message saying it is not. */
function kindProblem(field: UploadField, contentType: string): FormMessageKey | null {
  if (field.type === 'image') return contentType.startsWith('image/') ? null : 'upload_not_image';
  if (field.type === 'voice_message') {
    // A recording in a container the browser may label as video (WebM, MP4, Ogg).
    const recording = contentType.startsWith('audio/') || /^video\/(webm|mp4|ogg)$/.test(contentType);
    return recording ? null : 'upload_not_audio';
  }
  return null;
}

/**
 * The response with each upload answer as its canonical link (`/api/filepond/{id}/download`), or
 * the field errors of the answers that do not name a fitting stored upload of the organization.
 */
export async function checkUploadAnswers(
  tx: Tx,
  organizationId: string,
  definition: FormDefinition,
  response: Record<string, unknown>,
  locale: FormLocale,
): Promise<{ value: Record<string, unknown>; errors: Record<string, string> }> {
  const fields = definition.fields.filter(isUploadField).filter((field) => response[field.name] != null);
  const linksOf = (field: UploadField): unknown[] => {
    const answer = response[field.name];
    return field.type === 'files' && Array.isArray(answer) ? answer : [answer];
  };
  const ids = [
    ...new Set(fields.flatMap((field) => linksOf(field).map(uploadIdOfAnswer)).filter((id) => id !== null)),
  ];
  const rows =
    ids.length === 0
      ? []
      : await tx
          .select()
          .from(uploads)
          .where(and(eq(uploads.organizationId, organizationId), inArray(uploads.id, ids)));
  const stored = new Map<string, UploadRow>(rows.filter((row) => !row.temporary).map((row) => [row.id, row]));

  const value = { ...response };
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const canonical: string[] = [];
    let problem: { key: FormMessageKey; params?: Record<string, number> } | null = null;
    for (const link of linksOf(field)) {
      const id = uploadIdOfAnswer(link);
      const row = id ? stored.get(id) : undefined;
      if (!row) {
        problem = { key: 'invalid_upload' };
        break;
      }
      const kind = kindProblem(field, row.contentType);
      if (kind) {
        problem = { key: kind };
        break;
      }
      if (field.max_size_mb !== undefined && row.size > field.max_size_mb * 1024 * 1024) {
        problem = { key: 'max_file_size', params: { max: field.max_size_mb } };
        break;
      }
      canonical.push(downloadPath(row.id));
    }
    if (problem) errors[field.name] = formMessage(problem.key, locale, problem.params);
    else value[field.name] = field.type === 'files' ? canonical : canonical[0];
  }
  return { value, errors };
}
