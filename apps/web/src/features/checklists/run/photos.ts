/**
 * Pictures of an execution survive a lost connection: the form's uploader keeps each one in
 * IndexedDB under a device id (`device:<uuid>`, the value the form holds) and uploads it when it
 * can; the submit replaces those ids with the stored download links before it is sent.
 */
import { ApiError } from '@faena/api-client';
import type { FormServices, UploadedFile, Uploader } from '@faena/form-engine/react';

type FileResolver = NonNullable<FormServices['files']>;

import { getPhoto, putPhoto } from './drafts';

export const DEVICE_PREFIX = 'device:';

/** Uploads one file to the server's temporary storage and answers its download link. */
export type UploadToServer = (
  blob: Blob,
  name: string,
  options: { signal?: AbortSignal; onProgress?: (fraction: number) => void },
) => Promise<string>;

export const isDeviceId = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(DEVICE_PREFIX);

/** The download link a finished upload stands for on submit: device ids stay as they are. */
export const keepDeviceIds =
  (downloadUrl: (uploadId: string) => string) =>
  (uploadId: string): string =>
    isDeviceId(uploadId) ? uploadId : downloadUrl(uploadId);

/**
 * The uploader the execute screen gives its form: the picture is stored on the device at once (the
 * form gets its device id, so the answer is never lost) and sent in the background when online.
 */
export function deviceUploader(
  owner: string,
  clientId: string,
  upload: UploadToServer | null,
  downloadUrl?: (uploadId: string) => string,
): Uploader {
  return {
    ...(downloadUrl ? { downloadUrl: keepDeviceIds(downloadUrl) } : {}),
    async upload(file, { onProgress }): Promise<UploadedFile> {
      const id = crypto.randomUUID();
      const name = file.name ?? 'foto.jpg';
      const type = file.type || 'image/jpeg';
      await putPhoto({ id, clientId, owner, name, type, data: await file.arrayBuffer(), link: null });
      onProgress?.(1);
      if (upload && typeof navigator !== 'undefined' && navigator.onLine)
        void sendPhoto(id, upload).catch(() => undefined);
      return { temporary_upload: `${DEVICE_PREFIX}${id}`, name, size: file.size, type };
    },
  };
}

/** Uploads one stored picture (once: its link is kept) and answers the link. */
async function sendPhoto(id: string, upload: UploadToServer): Promise<string> {
  const photo = await getPhoto(id);
  if (!photo) throw new Error(`The picture ${id} is no longer on this device.`);
  if (photo.link) return photo.link;
  const link = await upload(new Blob([photo.data], { type: photo.type }), photo.name, {});
  await putPhoto({ ...photo, link });
  return link;
}

/**
 * A picture the server will never take (its type, its size, a full quota): waiting for a
 * connection would not help, so the submit goes back to the form with `message` on `field`.
 */
export class PhotoRefused extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'PhotoRefused';
  }
}

/** Refusals worth trying again later (SPEC 7's retried statuses among the 4xx). */
const TRY_AGAIN = new Set([408, 409, 425, 429]);

const refusal = (error: unknown): string | null =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && !TRY_AGAIN.has(error.status)
    ? error.message
    : null;

/**
 * The response with every device id replaced by its download link, uploading the pictures not
 * sent yet. Throws when one cannot be uploaded: `PhotoRefused` when the server refused it for
 * good, anything else when it may go later (the submit waits for a connection).
 */
export async function withUploadedPhotos(
  response: Record<string, unknown>,
  upload: UploadToServer | null,
): Promise<Record<string, unknown>> {
  // One upload per picture, however many answers name it.
  const links = new Map<string, Promise<string>>();
  const resolve = async (value: unknown): Promise<unknown> => {
    if (isDeviceId(value)) {
      if (!upload) throw new Error('Uploads are not available.');
      let link = links.get(value);
      if (!link) {
        link = sendPhoto(value.slice(DEVICE_PREFIX.length), upload);
        links.set(value, link);
      }
      return link;
    }
    if (Array.isArray(value) && value.some(isDeviceId)) return Promise.all(value.map(resolve));
    return value;
  };
  const entries = await Promise.all(
    Object.entries(response).map(async ([name, value]) => {
      try {
        return [name, await resolve(value)] as const;
      } catch (error) {
        const message = refusal(error);
        throw message === null ? error : new PhotoRefused(name, message);
      }
    }),
  );
  return Object.fromEntries(entries);
}

const isDeviceUpload = (value: unknown): value is UploadedFile =>
  value !== null && typeof value === 'object' && isDeviceId((value as UploadedFile).temporary_upload);

/**
 * Answers as a resumed form shows them: a picture on the device becomes its device id as a link,
 * which the form shows through `deviceFiles` (the picture itself, not only its name).
 */
export function withDeviceLinks(answers: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const link = (value: unknown) => (isDeviceUpload(value) ? value.temporary_upload : value);
  return Object.fromEntries(
    Object.entries(answers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.map(link) : link(value),
    ]),
  );
}

/** Object URLs of the device's pictures, made once per picture while the page lives. */
const objectUrls = new Map<string, Promise<{ url: string; name: string }>>();

/** Shows a device id from the bytes kept on the device; any other link through `base`. */
export function deviceFiles(base: FileResolver | undefined): FileResolver {
  return {
    resolve(link, signal) {
      if (!isDeviceId(link)) return base ? base.resolve(link, signal) : Promise.resolve({ url: link });
      let file = objectUrls.get(link);
      if (!file) {
        file = getPhoto(link.slice(DEVICE_PREFIX.length)).then((photo) => {
          if (!photo) throw new Error(`The picture ${link} is no longer on this device.`);
          return { url: URL.createObjectURL(new Blob([photo.data], { type: photo.type })), name: photo.name };
        });
        objectUrls.set(link, file);
        file.catch(() => objectUrls.delete(link));
      }
      return file;
    },
  };
}
