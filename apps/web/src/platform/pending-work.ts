/**
 * What this device still has to send, gathered for /sync without the screen knowing the
 * features that keep it: a feature registers a source (from its `onStart`), the screen loads
 * every source and calls each one's hook. Sources are loaded only when /sync asks for them.
 */

/** One thing waiting on this device. */
export interface PendingItem {
  id: string;
  /** A draft being filled, a submission waiting to go, a file being uploaded. */
  kind: 'draft' | 'submission' | 'upload';
  /** What it is, as the person named it (rendered as text). */
  title: string;
  /** When it was last saved on the device (ISO), when known. */
  savedAt: string | null;
  /** draft: kept here, not submitted; waiting: submitted, goes when online; sending; failed. */
  state: 'draft' | 'waiting' | 'sending' | 'failed';
  /** The last refusal's message, for a failed item. */
  message?: string;
  /** Bytes sent of `size`, for an upload. */
  progress?: { sent: number; size: number };
  /** Where to open it (a draft's screen). */
  href?: string;
  /** Sends it now; answers how it went. */
  retry?: () => Promise<RetryOutcome>;
  /** Stops it (an upload). */
  cancel?: () => void;
}

/**
 * How a retry went: sent, going again (an upload resumed in the background), still waiting for
 * a connection, or refused (its message on the item).
 */
export type RetryOutcome = 'sent' | 'resumed' | 'offline' | 'failed';

export interface PendingWorkState {
  items: PendingItem[];
  loading: boolean;
  error: boolean;
}

/** A React hook answering one source's items; called on every render of /sync. */
export type PendingWorkHook = () => PendingWorkState;

export interface PendingWorkSource {
  id: string;
  order: number;
  load: () => Promise<PendingWorkHook>;
}

const sources = new Map<string, PendingWorkSource>();

/** Adds a source; the returned function removes it. */
export function registerPendingWork(source: PendingWorkSource): () => void {
  sources.set(source.id, source);
  return () => {
    if (sources.get(source.id) === source) sources.delete(source.id);
  };
}

/** The registered sources, in order. */
export function pendingWorkSources(): PendingWorkSource[] {
  return [...sources.values()].sort((a, b) => a.order - b.order);
}
