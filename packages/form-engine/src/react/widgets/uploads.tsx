/**
 * What the files, image and voice-message widgets share: reading their stored values and running
 * uploads through the injected `Uploader`. A value holds finished uploads only; an upload in
 * flight lives in the widget's state until it ends, so the form never submits half a file.
 */
import { CloseIcon, IconButton } from '@faena/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormMessageKey } from '../../core/index.ts';
import type { UploadedFile, Uploader } from '../services.ts';
import * as styles from './rich.css.ts';

/** A stored item: a finished upload, or a link to a file uploaded earlier (an edited response). */
export type StoredFile = UploadedFile | string;

export function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { temporary_upload?: unknown }).temporary_upload === 'string'
  );
}

export function isStoredFile(value: unknown): value is StoredFile {
  return (typeof value === 'string' && value.trim() !== '') || isUploadedFile(value);
}

/** What to call a stored item: its name, or the last segment of its link. */
export function storedFileName(item: StoredFile): string {
  if (typeof item !== 'string') return item.name;
  const segment = item.split(/[?#]/)[0]?.split('/').filter(Boolean).pop() ?? item;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export interface PendingUpload {
  key: number;
  name: string;
  /** Share sent so far, 0–1. */
  progress: number;
  failed: boolean;
  /** Why the uploader refused it, in the person's words (see `Uploader.upload`). */
  reason?: string;
}

/** The `reason` of an uploader's refusal, if it gave one. */
function refusalReason(error: unknown): string | undefined {
  const reason = (error as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' && reason.trim() !== '' ? reason : undefined;
}

/** The field's cap on each file (`max_size_mb`), with the message a larger file gets instead of being sent. */
export interface UploadCap {
  maxBytes: number;
  message: string;
}

/** The cap of a field with `max_size_mb`, in bytes (1 MB = 1,048,576 bytes, as the server counts). */
export function uploadCapOf(field: { max_size_mb?: number }, t: Translate): UploadCap | undefined {
  const max = field.max_size_mb;
  return max === undefined
    ? undefined
    : { maxBytes: max * 1024 * 1024, message: t('max_file_size', { max }) };
}

/**
 * Uploads in flight and failed ones. `start` sends a file (its name travels with it) and calls `onUploaded` when it arrives;
 * a failure stays listed until dismissed. Unmounting aborts whatever is still running. A file over
 * the field's `cap` is listed as failed with the cap's message and never sent.
 */
export function useUploads(
  uploader: Uploader | undefined,
  onUploaded: (file: UploadedFile) => void,
  cap?: UploadCap,
) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const controllers = useRef(new Map<number, AbortController>());
  const nextKey = useRef(0);
  // The latest callback: an upload that ends after a re-render must add to the latest value.
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const maxBytes = cap?.maxBytes ?? Number.POSITIVE_INFINITY;
  const tooLarge = cap?.message;

  const update = useCallback((key: number, change: Partial<PendingUpload>) => {
    setPending((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const start = useCallback(
    (file: File) => {
      if (!uploader) return;
      const name = file.name;
      const key = nextKey.current++;
      if (file.size > maxBytes) {
        setPending((list) => [
          ...list,
          { key, name, progress: 0, failed: true, ...(tooLarge ? { reason: tooLarge } : {}) },
        ]);
        return;
      }
      const controller = new AbortController();
      controllers.current.set(key, controller);
      setPending((list) => [...list, { key, name, progress: 0, failed: false }]);
      uploader
        .upload(file, {
          signal: controller.signal,
          onProgress: (fraction) => update(key, { progress: fraction }),
        })
        .then(
          (result) => {
            if (controller.signal.aborted) return;
            controllers.current.delete(key);
            setPending((list) => list.filter((item) => item.key !== key));
            uploaded.current(result);
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            controllers.current.delete(key);
            const reason = refusalReason(error);
            update(key, reason ? { failed: true, reason } : { failed: true });
          },
        );
    },
    [uploader, update, maxBytes, tooLarge],
  );

  /** Cancels an upload in flight, or forgets a failed one. */
  const dismiss = useCallback((key: number) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    setPending((list) => list.filter((item) => item.key !== key));
  }, []);

  const running = pending.filter((item) => !item.failed).length;
  return { pending, running, start, dismiss };
}

/** An object URL for a local blob, revoked when the blob changes or the widget unmounts. */
export function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}

type Translate = (key: FormMessageKey, params?: Record<string, string | number>) => string;

/** One upload in flight (progress, cancel) or failed (message, dismiss), as a list item. */
export function PendingUploadItem({
  upload,
  onDismiss,
  t,
}: {
  upload: PendingUpload;
  onDismiss(key: number): void;
  t: Translate;
}) {
  const { name } = upload;
  return (
    <li className={styles.item}>
      {upload.failed ? (
        <span className={`${styles.itemName} ${styles.failure}`} role="alert">
          {t('upload_failed', { name })}
          {upload.reason ? `: ${upload.reason}` : ''}
        </span>
      ) : (
        <>
          <span className={styles.itemName}>{t('uploading', { name })}</span>
          <progress
            className={styles.progress}
            value={upload.progress}
            max={1}
            aria-label={t('uploading', { name })}
          />
        </>
      )}
      <IconButton
        size="sm"
        label={t('remove_item', { name })}
        icon={<CloseIcon />}
        onClick={() => onDismiss(upload.key)}
      />
    </li>
  );
}
