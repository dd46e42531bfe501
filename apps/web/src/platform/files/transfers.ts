/**
 * The uploads under way on this device, for a screen that lists them (/sync): a tiny observable
 * store. Each transfer is a new object whenever it changes, and `list()` a new array, so React's
 * `useSyncExternalStore(transfers.subscribe, transfers.list)` re-renders exactly on change.
 *
 * States: `uploading` (bytes going up), `waiting` (the connection or the server failed; it tries
 * again by itself, with backoff, from the bytes the server has), `failed` (it stopped trying:
 * `retry()` goes on from the server's offset), `done`. `cancel()` stops it for good.
 */
export type TransferState = 'uploading' | 'waiting' | 'failed' | 'done';

export interface Transfer {
  id: string;
  name: string;
  /** Bytes in the file. */
  size: number;
  /** Bytes the server has confirmed or is receiving. */
  sent: number;
  state: TransferState;
  retry(): void;
  cancel(): void;
}

type Listener = (transfers: readonly Transfer[]) => void;

/** Finished transfers kept in the list (the oldest go first). */
const KEEP_DONE = 20;

let items: readonly Transfer[] = [];
const listeners = new Set<Listener>();

function publish(next: readonly Transfer[]): void {
  items = next;
  for (const listener of [...listeners]) listener(items);
}

export const transfers = {
  /** The transfers, oldest first. The same array until something changes. */
  list(): readonly Transfer[] {
    return items;
  },
  /** Calls `fn` with the new list on every change; returns the unsubscribe. */
  subscribe(fn: Listener): () => void {
    listeners.add(fn);
    return () => {
      listeners.delete(fn);
    };
  },
};

/** A transfer's handle for the uploader that runs it. */
export interface TrackedTransfer {
  readonly id: string;
  update(change: Partial<Pick<Transfer, 'sent' | 'state'>>): void;
  /** Takes it off the list (a refused file: the form says why). */
  remove(): void;
}

let sequence = 0;

/** Lists a new transfer; `retry` and `cancel` are what its buttons do. */
export function trackTransfer(init: {
  name: string;
  size: number;
  retry: () => void;
  cancel: () => void;
}): TrackedTransfer {
  sequence += 1;
  const id = `transfer-${sequence}`;
  const { retry, cancel } = init;
  publish([...items, { id, name: init.name, size: init.size, sent: 0, state: 'uploading', retry, cancel }]);
  return {
    id,
    update(change) {
      const next = items.map((item) => (item.id === id ? { ...item, ...change } : item));
      const done = next.filter((item) => item.state === 'done');
      const extra = new Set(done.slice(0, Math.max(0, done.length - KEEP_DONE)).map((item) => item.id));
      publish(next.filter((item) => !extra.has(item.id)));
    },
    remove() {
      publish(items.filter((item) => item.id !== id));
    },
  };
}
