/**
 * Files for forms through the API's filepond routes (server README "Uploads"): the bytes go up
 * with XMLHttpRequest, which reports progress and aborts, then the upload is stored at once, so
 * a form value `{ temporary_upload }` always names a stored file and submits as its link
 * `/api/filepond/{id}/download`. Showing a stored file asks for a signed link, since an
 * `<img>` or a new tab sends no bearer token.
 *
 * Files over 8 MB go up in 5 MB chunks (POST with `Upload-Length`, then PATCH each chunk at its
 * `Upload-Offset`): after a dropped connection or a server restart the upload waits with
 * backoff, asks the server (HEAD) how many bytes it has, and goes on from there, never from
 * zero. Every upload is listed in `transfers` (transfers.ts) while it runs.
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
import { type TrackedTransfer, trackTransfer } from './transfers';

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

/** Files larger than this go up in chunks; the chunk size. */
export const CHUNKED_ABOVE_BYTES = 8 * 1024 * 1024;
export const CHUNK_BYTES = 5 * 1024 * 1024;
/** Waits between automatic retries of a chunked upload; after the last it stops (`failed`) until retried. */
export const retryPolicy = { delaysMs: [1000, 2000, 4000, 8000, 15000, 30000] };

/** Statuses worth trying again (the connection, the server restarting or busy). */
const RETRYABLE = new Set([0, 408, 425, 429, 500, 502, 503, 504]);

interface Answer {
  status: number;
  text: string;
  header(name: string): string | null;
}

/** One request of the chunk protocol, with the current token; answers whatever the status. */
function call(
  method: 'POST' | 'PATCH' | 'HEAD',
  path: string,
  headers: Record<string, string>,
  body: Blob | null,
  options: { signal: AbortSignal; onProgress?: (loaded: number) => void },
): Promise<Answer> {
  return currentIdToken().then(
    (token) =>
      new Promise<Answer>((resolve, reject) => {
        const { signal, onProgress } = options;
        if (signal.aborted) return reject(abortError());
        const request = new XMLHttpRequest();
        const onAbort = () => request.abort();
        const settle = () => signal.removeEventListener('abort', onAbort);
        request.open(method, onApiHost(path));
        for (const [header, value] of Object.entries(CUSTOM_HEADERS)) request.setRequestHeader(header, value);
        if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
        for (const [header, value] of Object.entries(headers)) request.setRequestHeader(header, value);
        request.upload.onprogress = (event) => onProgress?.(event.loaded);
        request.onload = () => {
          settle();
          if (AUTH_FAILURE_STATUSES.includes(request.status)) {
            const failure = errorBody(request.responseText);
            reportAuthFailure({
              kind: 'response',
              authorized: token !== null,
              status: request.status,
              ...(failure?.code ? { code: failure.code } : {}),
              ...(failure?.message ? { message: failure.message } : {}),
            });
          }
          resolve({
            status: request.status,
            text: request.responseText,
            header: (name) => request.getResponseHeader(name),
          });
        };
        request.onerror = () => {
          settle();
          resolve({ status: 0, text: '', header: () => null });
        };
        request.onabort = () => {
          settle();
          reject(abortError());
        };
        signal.addEventListener('abort', onAbort, { once: true });
        request.send(body);
      }),
  );
}

class Retryable extends Error {}

const offsetOf = (answer: Answer): number | null => {
  const value = Number(answer.header('upload-offset'));
  return answer.header('upload-offset') !== null && Number.isSafeInteger(value) && value >= 0 ? value : null;
};

/**
 * Sends `blob` in chunks; resolves with the temporary upload's id once the server has every
 * byte and accepted the file. Network and server failures wait and resume from the server's
 * offset; a refusal (413, 415, 404…) rejects with its `ApiError`.
 */
async function sendChunked(
  blob: Blob,
  name: string,
  options: { signal?: AbortSignal; onProgress?: (fraction: number) => void },
): Promise<string> {
  const controller = new AbortController();
  const signal = controller.signal;
  const stopOuter = () => controller.abort();
  options.signal?.addEventListener('abort', stopOuter, { once: true });
  if (options.signal?.aborted) controller.abort();
  let wake: (() => void) | null = null;
  const transfer: TrackedTransfer = trackTransfer({
    name,
    size: blob.size,
    retry: () => wake?.(),
    cancel: () => controller.abort(),
  });
  const report = (sent: number) => {
    transfer.update({ sent });
    options.onProgress?.(blob.size > 0 ? Math.min(1, sent / blob.size) : 1);
  };
  /** Resolves after `ms`, at once on retry() or when the browser is back online; rejects on cancel. */
  const pause = (ms: number | null) =>
    new Promise<void>((resolve, reject) => {
      const done = () => {
        if (timer !== undefined) clearTimeout(timer);
        globalThis.removeEventListener?.('online', done);
        signal.removeEventListener('abort', aborted);
        wake = null;
        resolve();
      };
      const aborted = () => {
        done();
        reject(abortError());
      };
      const timer = ms === null ? undefined : setTimeout(done, ms);
      wake = done;
      globalThis.addEventListener?.('online', done);
      signal.addEventListener('abort', aborted, { once: true });
    });

  const refused = (answer: Answer) => new ApiError(answer.status, errorBody(answer.text));
  const finished = (id: string) => {
    report(blob.size);
    transfer.update({ state: 'done' });
    return id;
  };
  try {
    // The upload's row: its declared size (checked against the limits and the quota) and name.
    let id: string | null = null;
    let offset = 0;
    let knowsOffset = true;
    let failures = 0;
    for (;;) {
      try {
        if (id === null) {
          const started = await call(
            'POST',
            '/api/filepond/process',
            {
              'Upload-Length': String(blob.size),
              'Content-Type': contentTypeOf(blob, name),
              'X-File-Name': encodeURIComponent(name),
            },
            null,
            { signal },
          );
          if (RETRYABLE.has(started.status)) throw new Retryable();
          id = started.status === 201 ? temporaryUploadOf(started.text) : null;
          if (id === null) throw refused(started);
        }
        const patchPath = `/api/filepond/patch/${encodeURIComponent(id)}`;
        if (!knowsOffset) {
          const where = await call('HEAD', patchPath, {}, null, { signal });
          if (RETRYABLE.has(where.status)) throw new Retryable();
          const serverOffset = offsetOf(where);
          if (where.status !== 200 || serverOffset === null) throw refused(where);
          if (where.header('upload-complete') === '?1') return finished(id);
          offset = serverOffset;
          knowsOffset = true;
          report(offset);
        }
        const end = Math.min(offset + CHUNK_BYTES, blob.size);
        const start = offset;
        transfer.update({ state: 'uploading' });
        const answer = await call(
          'PATCH',
          patchPath,
          {
            'Content-Type': 'application/offset+octet-stream',
            'Upload-Offset': String(start),
            'Upload-Length': String(blob.size),
            'Upload-Name': encodeURIComponent(name),
          },
          blob.slice(start, end),
          { signal, onProgress: (loaded) => report(start + Math.min(loaded, end - start)) },
        );
        if (answer.status === 201) return finished(id);
        const next = offsetOf(answer);
        if ((answer.status === 204 || answer.status === 409) && next !== null) {
          offset = next;
          failures = 0;
          report(offset);
          continue;
        }
        if (RETRYABLE.has(answer.status)) throw new Retryable();
        throw refused(answer);
      } catch (error) {
        if (!(error instanceof Retryable)) throw error;
        // Whatever happened to the last chunk, the server says where to go on from.
        knowsOffset = id === null;
        const delay = retryPolicy.delaysMs[failures];
        failures += 1;
        if (delay === undefined) {
          transfer.update({ state: 'failed' });
          await pause(null);
          failures = 0;
        } else {
          transfer.update({ state: 'waiting' });
          await pause(delay);
        }
      }
    }
  } catch (error) {
    transfer.remove();
    throw error;
  } finally {
    options.signal?.removeEventListener('abort', stopOuter);
  }
}

/** Sends `blob` in one request or in chunks, by its size; listed in `transfers` while it goes up. */
async function sendFile(blob: Blob, name: string, options: UploadBlobOptions): Promise<string> {
  if (blob.size > CHUNKED_ABOVE_BYTES) return sendChunked(blob, name, options);
  const controller = new AbortController();
  const stopOuter = () => controller.abort();
  options.signal?.addEventListener('abort', stopOuter, { once: true });
  if (options.signal?.aborted) controller.abort();
  // One request: nothing to resume, so retry has nothing to do; the form shows a failure.
  const transfer = trackTransfer({
    name,
    size: blob.size,
    retry: () => undefined,
    cancel: () => controller.abort(),
  });
  try {
    const id = await sendBytes(blob, name, await currentIdToken(), {
      signal: controller.signal,
      onProgress: (fraction) => {
        transfer.update({ sent: Math.round(fraction * blob.size) });
        options.onProgress?.(fraction);
      },
    });
    transfer.update({ sent: blob.size, state: 'done' });
    return id;
  } catch (error) {
    transfer.remove();
    throw error;
  } finally {
    options.signal?.removeEventListener('abort', stopOuter);
  }
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
  const temporary = await sendFile(blob, name, options);
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
 * Uploads `blob` as `name` without storing it: the temporary upload's id, for a call that stores
 * it itself (a document of the file explorer). Rejects as `uploadBlob` does.
 */
export async function uploadTemporary(
  blob: Blob,
  name: string,
  options: UploadBlobOptions = {},
): Promise<string> {
  const temporary = await sendFile(blob, name, options);
  options.onProgress?.(1);
  return temporary;
}

/**
 * The form engine's `Uploader`: the value it gives back names the stored upload
 * (`temporary_upload` is its id, the same once stored), so the form submits its download link.
 */
export const appUploader: Uploader = {
  async upload(file: Blob & { name?: string }, { signal, onProgress }: UploadOptions): Promise<UploadedFile> {
    const name = file.name?.trim() || 'archivo';
    try {
      const stored = await uploadBlob(file, name, { signal, ...(onProgress ? { onProgress } : {}) });
      return { temporary_upload: stored.upload_id, name: stored.name, size: stored.size, type: stored.type };
    } catch (error) {
      // The server's refusal (type, size, quota) is written for the person: the widget shows it.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.body?.message) {
        throw Object.assign(error, { reason: error.body.message });
      }
      throw error;
    }
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
