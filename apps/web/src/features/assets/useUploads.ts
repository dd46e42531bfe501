/**
 * Several files sent to a folder at once, each with its own progress and its own failure: the
 * bytes go up through the app's uploader (`platform/files`) as a temporary upload, then the
 * document is made in the folder with it (the server stores it then). Three go at a time; the rest wait their turn.
 */
import { ApiError } from '@faena/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf } from '@/platform/errors/message';
import { uploadTemporary } from '@/platform/files/uploader';
import { createDocument, refreshAssets } from './api';

export type UploadStatus = 'waiting' | 'uploading' | 'saving' | 'done' | 'failed';

export interface UploadEntry {
  id: string;
  name: string;
  size: number;
  /** Share of the bytes sent, 0–1. */
  progress: number;
  status: UploadStatus;
  /** Why it failed: the server's message when it gave one. */
  error: string | null;
}

/** What the explorer says for a failure the server did not explain. */
export interface UploadFailureTexts {
  tooLarge: string;
  typeRefused: string;
  network: string;
}

const PARALLEL = 3;

let sequence = 0;

/** The message to show for a failed upload: the server's own words first. */
export function uploadFailureMessage(caught: unknown, texts: UploadFailureTexts): string {
  if (caught instanceof ApiError) {
    if (caught.body?.message && caught.status !== 0) return caught.body.message;
    if (caught.status === 413) return texts.tooLarge;
    if (caught.status === 415) return texts.typeRefused;
    if (caught.status === 0) return texts.network;
    return caught.message;
  }
  return messageOf(caught);
}

export interface Uploads {
  entries: UploadEntry[];
  /** Queues the files for the folder (null: the organization's top level). */
  add: (files: readonly File[]) => void;
  retry: (id: string) => void;
  /** Forgets the finished ones (done or failed). */
  clearFinished: () => void;
}

export function useUploads(folderId: string | null, texts: UploadFailureTexts): Uploads {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const files = useRef(new Map<string, { file: File; folderId: string | null }>());
  const running = useRef(new Set<string>());
  const controllers = useRef(new Set<AbortController>());
  const textsRef = useRef(texts);
  textsRef.current = texts;

  const patch = useCallback((id: string, change: Partial<UploadEntry>) => {
    setEntries((current) => current.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)));
  }, []);

  const run = useCallback(
    async (id: string) => {
      const queued = files.current.get(id);
      if (!queued) return;
      running.current.add(id);
      const controller = new AbortController();
      controllers.current.add(controller);
      patch(id, { status: 'uploading', progress: 0, error: null });
      try {
        const temporary = await uploadTemporary(queued.file, queued.file.name || 'archivo', {
          signal: controller.signal,
          onProgress: (fraction) => patch(id, { progress: fraction }),
        });
        // The document stores the upload itself (it refuses one stored elsewhere).
        patch(id, { status: 'saving', progress: 1 });
        await createDocument(queued.folderId, temporary);
        patch(id, { status: 'done' });
        files.current.delete(id);
        refreshAssets(queryClient);
      } catch (caught) {
        if (controller.signal.aborted) return;
        patch(id, { status: 'failed', error: uploadFailureMessage(caught, textsRef.current) });
      } finally {
        controllers.current.delete(controller);
        running.current.delete(id);
        setEntries((current) => [...current]);
      }
    },
    [patch, queryClient],
  );

  // Starts waiting uploads while fewer than PARALLEL run.
  useEffect(() => {
    const waiting = entries.filter((entry) => entry.status === 'waiting' && !running.current.has(entry.id));
    const free = PARALLEL - running.current.size;
    for (const entry of waiting.slice(0, Math.max(0, free))) void run(entry.id);
  }, [entries, run]);

  // Leaving the explorer cancels what is still going up.
  useEffect(
    () => () => {
      for (const controller of controllers.current) controller.abort();
    },
    [],
  );

  const add = useCallback(
    (list: readonly File[]) => {
      const added = list.map((file) => {
        sequence += 1;
        const id = `upload-${sequence}`;
        files.current.set(id, { file, folderId });
        return {
          id,
          name: file.name,
          size: file.size,
          progress: 0,
          status: 'waiting' as const,
          error: null,
        };
      });
      setEntries((current) => [...current, ...added]);
    },
    [folderId],
  );

  const retry = useCallback(
    (id: string) => {
      if (files.current.has(id)) patch(id, { status: 'waiting', progress: 0, error: null });
    },
    [patch],
  );

  const clearFinished = useCallback(() => {
    setEntries((current) => {
      const keep = current.filter((entry) => entry.status !== 'done' && entry.status !== 'failed');
      for (const entry of current) if (entry.status === 'failed') files.current.delete(entry.id);
      return keep;
    });
  }, []);

  return { entries, add, retry, clearFinished };
}
