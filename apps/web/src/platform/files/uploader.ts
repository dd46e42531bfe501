/**
 * Files for forms through the API's filepond routes (server README "Uploads"): the bytes go up
 * with XMLHttpRequest, which reports progress and aborts, then the upload is stored at once, so
 * a form value `{ temporary_upload }` always names a stored file and submits as its link
 * `/api/filepond/{id}/download`. Showing a stored file asks for a signed link, since an
 * `<img>` or a new tab sends no bearer token.
 */
import {
  ApiError,
  type ApiErrorBody,
  AUTH_FAILURE_STATUSES,
  CUSTOM_HEADERS,
  client,
  getUploadLink,
  storeUpload,
  unwrap,
} from '@faena/api-client';
import type { FormServices, UploadedFile, Uploader, UploadOptions } from '@faena/form-engine/react';
import { reportAuthFailure } from '../session/auth-failures';
import { currentIdToken } from '../session/identity';

type FileResolver = NonNullable<FormServices['files']>;
type ResolvedFile = Awaited<ReturnType<FileResolver['resolve']>>;

/** The link a response keeps for an upload: on the API's host, needs the session (or a signature). */
export function uploadDownloadUrl(uploadId: string): string {
  return `/api/filepond/${encodeURIComponent(uploadId)}/download`;
}

// Also without `/api`: the form engine's default link, in answers submitted without `uploadDownloadUrl`.
const DOWNLOAD_PATH =
  /^(?:\/api)?\/filepond\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/download$/i;

/** The upload a link names (`/api/filepond/{id}/download` or `/filepond/…`, on this API's host or relative), if any. */
export function uploadIdOfLink(link: string): string | null {
  const base = apiBase();
  let path = link;
  if (/^https?:\/\//i.test(link)) {
    if (!base || !link.startsWith(`${base}/`)) return null;
    path = link.slice(base.length);
  }
  return DOWNLOAD_PATH.exec(path)?.[1]?.toLowerCase() ?? null;
}

/** The tenant's API origin, as `configureApi` set it on the generated client. */
function apiBase(): string {
  return (client.getConfig().baseUrl ?? '').replace(/\/+$/, '');
}

/** A path of the API on its host (the gateway's, not necessarily the page's). */
const onApiHost = (path: string) => (/^https?:\/\//i.test(path) ? path : `${apiBase()}${path}`);

/** Text has no magic number: the server takes it only as sent, so a file without a type gets one from its name. */
const TYPE_BY_EXTENSION: Readonly<Record<string, string>> = { txt: 'text/plain', csv: 'text/csv' };

function contentTypeOf(blob: Blob, name: string): string {
  if (blob.type) return blob.type;
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  return TYPE_BY_EXTENSION[extension] ?? 'application/octet-stream';
}

const abortError = () => new DOMException('The upload was cancelled', 'AbortError');

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function errorBody(text: string): ApiErrorBody | undefined {
  const body = parseJson(text);
  return typeof body?.message === 'string' ? (body as unknown as ApiErrorBody) : undefined;
}

function temporaryUploadOf(text: string): string | null {
  const id = parseJson(text)?.temporary_upload;
  return typeof id === 'string' ? id : null;
}

/** Sends the bytes to `POST /api/filepond/process`; resolves with the temporary upload's id. */
function sendBytes(
  blob: Blob,
  name: string,
  token: string | null,
  options: { signal?: AbortSignal; onProgress?: (fraction: number) => void },
): Promise<string> {
  const { signal, onProgress } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const request = new XMLHttpRequest();
    const onAbort = () => request.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    request.open('POST', onApiHost('/api/filepond/process'));
    for (const [header, value] of Object.entries(CUSTOM_HEADERS)) request.setRequestHeader(header, value);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Content-Type', contentTypeOf(blob, name));
    request.setRequestHeader('X-File-Name', encodeURIComponent(name));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    request.onload = () => {
      settle();
      const temporary = request.status === 201 ? temporaryUploadOf(request.responseText) : null;
      if (temporary) return resolve(temporary);
      const body = errorBody(request.responseText);
      if (AUTH_FAILURE_STATUSES.includes(request.status)) {
        reportAuthFailure({
          kind: 'response',
          authorized: token !== null,
          status: request.status,
          ...(body?.code ? { code: body.code } : {}),
          ...(body?.message ? { message: body.message } : {}),
        });
      }
      reject(new ApiError(request.status, body));
    };
    request.onerror = () => {
      settle();
      reportAuthFailure({ kind: 'network', authorized: token !== null });
      reject(new ApiError(0, undefined));
    };
    request.onabort = () => {
      settle();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    request.send(blob);
  });
}

export interface UploadBlobOptions {
  signal?: AbortSignal;
  /** Share sent so far, 0–1. */
  onProgress?: (fraction: number) => void;
}

/** A file the server keeps: its id, the link to keep in a response, and what it is. */
export interface StoredUpload {
  upload_id: string;
  /** `/api/filepond/{upload_id}/download`. */
  url: string;
  name: string;
  size: number;
  type: string;
}

/**
 * Uploads `blob` as `name` and stores it (e.g. a photo kept on the device while offline, sent
 * when the connection returns). Rejects with an `ApiError` (413 UPLOAD_TOO_LARGE, 415
 * UPLOAD_TYPE_NOT_ALLOWED…, status 0 without a connection) or an `AbortError`.
 */
export async function uploadBlob(
  blob: Blob,
  name: string,
  options: UploadBlobOptions = {},
): Promise<StoredUpload> {
  const token = await currentIdToken();
  const temporary = await sendBytes(blob, name, token, options);
  const stored = await unwrap(
    storeUpload({
      path: { temporary_upload: temporary },
      body: { temporary_upload: temporary },
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
  options.onProgress?.(1);
  return {
    upload_id: stored.upload_id,
    url: stored.download_url,
    name,
    size: blob.size,
    type: contentTypeOf(blob, name),
  };
}

/**
 * The form engine's `Uploader`: the value it gives back names the stored upload
 * (`temporary_upload` is its id, the same once stored), so the form submits its download link.
 */
export const appUploader: Uploader = {
  async upload(file: Blob & { name?: string }, { signal, onProgress }: UploadOptions): Promise<UploadedFile> {
    const name = file.name?.trim() || 'archivo';
    const stored = await uploadBlob(file, name, { signal, ...(onProgress ? { onProgress } : {}) });
    return { temporary_upload: stored.upload_id, name: stored.name, size: stored.size, type: stored.type };
  },
  // Every form of the app submits its uploads as links under the API's prefix.
  downloadUrl: uploadDownloadUrl,
};

/** Signed links already asked for, by upload id; reused until a few minutes before they expire. */
const signedLinks = new Map<string, { expiresAt: number; file: Promise<ResolvedFile> }>();
const RENEW_BEFORE_MS = 5 * 60 * 1000;

/**
 * The form engine's `FileResolver`: an upload's link becomes a signed URL on the API's host
 * (with the file's name); another API path is put on the API's host; anything else (a data:
 * URL, another site) stays as it is.
 */
export const appFileResolver: FileResolver = {
  resolve(link: string): Promise<ResolvedFile> {
    const uploadId = uploadIdOfLink(link);
    if (!uploadId) return Promise.resolve({ url: link.startsWith('/api/') ? onApiHost(link) : link });
    const cached = signedLinks.get(uploadId);
    if (cached && cached.expiresAt - RENEW_BEFORE_MS > Date.now()) return cached.file;
    // One request for everyone showing this file: no single caller's signal may cancel it.
    const file = unwrap(getUploadLink({ path: { upload_id: uploadId } })).then((signed) => {
      signedLinks.set(uploadId, { expiresAt: Date.parse(signed.expires_at), file });
      return { url: onApiHost(signed.url), name: signed.name };
    });
    signedLinks.set(uploadId, { expiresAt: Number.POSITIVE_INFINITY, file });
    file.catch(() => signedLinks.delete(uploadId));
    return file;
  },
};
