import { useCallback, useEffect, useState } from 'react';
import type { PendingItem, PendingWorkState, RetryOutcome } from '@/platform/pending-work';
import { useDeviceOwner, useUploadToServer } from './device';
import { listDrafts } from './drafts';
import type { DraftRecord } from './model';
import { onSendOutcome, sendPending } from './outbox';

/**
 * For /sync: the person's checklist drafts and submissions kept on this device, each pending
 * one with a retry that sends it now (the outbox's send, shared with the background sender).
 */
export function useChecklistWork(): PendingWorkState {
  const owner = useDeviceOwner()?.owner ?? null;
  const upload = useUploadToServer();
  const [drafts, setDrafts] = useState<DraftRecord[] | null>(null);
  const [error, setError] = useState(false);
  const [sending, setSending] = useState<ReadonlySet<string>>(new Set());
  const [failures, setFailures] = useState<Readonly<Record<string, string>>>({});

  const reload = useCallback(async () => {
    if (!owner) return;
    try {
      setDrafts(await listDrafts(owner));
      setError(false);
    } catch {
      setError(true);
    }
  }, [owner]);

  useEffect(() => {
    void reload();
    const stop = onSendOutcome((clientId, outcome) => {
      setFailures(({ [clientId]: _, ...rest }) =>
        outcome.kind === 'failed' ? { ...rest, [clientId]: outcome.message } : rest,
      );
      void reload();
    });
    const again = () => void reload();
    window.addEventListener('online', again);
    window.addEventListener('focus', again);
    return () => {
      stop();
      window.removeEventListener('online', again);
      window.removeEventListener('focus', again);
    };
  }, [reload]);

  const retry = useCallback(
    async (clientId: string): Promise<RetryOutcome> => {
      setSending((current) => new Set(current).add(clientId));
      try {
        const outcome = await sendPending(clientId, upload);
        return outcome.kind === 'sent' || outcome.kind === 'none'
          ? 'sent'
          : outcome.kind === 'offline'
            ? 'offline'
            : 'failed';
      } finally {
        setSending((current) => {
          const next = new Set(current);
          next.delete(clientId);
          return next;
        });
        await reload();
      }
    },
    [upload, reload],
  );

  const items = (drafts ?? []).map((draft): PendingItem => {
    const pending = draft.status === 'pending';
    const failure = failures[draft.clientId];
    return {
      id: draft.clientId,
      kind: pending ? 'submission' : 'draft',
      title: draft.title,
      savedAt: draft.updatedAt,
      state: sending.has(draft.clientId) ? 'sending' : pending ? (failure ? 'failed' : 'waiting') : 'draft',
      ...(failure ? { message: failure } : {}),
      href: `/checklists/${encodeURIComponent(draft.checklistId)}/execute?draft=${encodeURIComponent(draft.clientId)}`,
      ...(pending ? { retry: () => retry(draft.clientId) } : {}),
    };
  });
  return { items, loading: owner !== null && drafts === null && !error, error };
}
