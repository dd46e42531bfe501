import { useSyncExternalStore } from 'react';
import { type Transfer, transfers } from '@/platform/files/transfers';
import type { PendingItem, PendingWorkState, RetryOutcome } from '@/platform/pending-work';

const STATES: Record<Exclude<Transfer['state'], 'done'>, PendingItem['state']> = {
  uploading: 'sending',
  waiting: 'waiting',
  failed: 'failed',
};

let cached: { source: readonly Transfer[]; items: PendingItem[] } | null = null;

/** The platform's transfers not done yet, as /sync rows (the same array while nothing changes). */
function snapshot(): PendingItem[] {
  const source = transfers.list();
  if (cached?.source === source) return cached.items;
  const items = source
    .filter((transfer) => transfer.state !== 'done')
    .map(
      (transfer): PendingItem => ({
        id: transfer.id,
        kind: 'upload',
        title: transfer.name,
        savedAt: null,
        state: STATES[transfer.state as Exclude<Transfer['state'], 'done'>],
        progress: { sent: transfer.sent, size: transfer.size },
        // Bytes going up need no retry; a waiting or failed upload goes on from the server's offset.
        ...(transfer.state === 'uploading'
          ? {}
          : {
              retry: async (): Promise<RetryOutcome> => {
                if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
                transfer.retry();
                return 'resumed';
              },
            }),
        cancel: () => transfer.cancel(),
      }),
    );
  cached = { source, items };
  return items;
}

/** For /sync: the uploads in progress on this device (`platform/files/transfers`). */
export function useUploadWork(): PendingWorkState {
  const items = useSyncExternalStore(transfers.subscribe, snapshot, snapshot);
  return { items, loading: false, error: false };
}
