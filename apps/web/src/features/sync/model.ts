import type { PendingItem } from '@/platform/pending-work';

/** What needs attention first (failed, then waiting), then the most recently saved. */
export function sortedItems(items: readonly PendingItem[]): PendingItem[] {
  const rank: Record<PendingItem['state'], number> = { failed: 0, sending: 1, waiting: 2, draft: 3 };
  return [...items].sort(
    (a, b) => rank[a.state] - rank[b.state] || (b.savedAt ?? '').localeCompare(a.savedAt ?? ''),
  );
}
