import type { TFunction } from 'i18next';
import type { OrgTreeStore } from './store';
import type { OrgChartNode } from './types';

/** Who holds a position, in words: 'Vacante', 'Ana López' or 'Ana López y 2 personas más'. */
export function holdersText(t: TFunction, node: OrgChartNode): string {
  const [first, ...rest] = node.holders;
  if (!first) return t('vacant');
  return rest.length === 0 ? first.name : t('holdersMore', { name: first.name, count: rest.length });
}

/** A node's accessible name: position, holders and direct reports. */
export function nodeLabel(t: TFunction, node: OrgChartNode): string {
  const parts = [node.title, holdersText(t, node)];
  if (node.childCount > 0) parts.push(t('reports', { count: node.childCount }));
  return parts.join(', ');
}

export type TreeKeyAction = { move: string } | { toggle: string } | null;

/**
 * What a key does in the chart (a 2-D tree): ↑ the manager, ↓ the first report (expanding first
 * when collapsed), ← → the previous / next peer, Home the top, End the last shown node,
 * Enter / Space expand or collapse.
 */
export function chartKey(store: OrgTreeStore, id: string, key: string): TreeKeyAction {
  const node = store.nodes.get(id);
  if (!node) return null;
  const siblings = store.siblingsOf(id);
  const index = siblings.indexOf(id);
  switch (key) {
    case 'ArrowUp':
      return node.parentId ? { move: node.parentId } : null;
    case 'ArrowDown': {
      if (node.childCount === 0) return null;
      const first = store.isExpanded(id) ? store.visibleChildren(id)[0] : undefined;
      return first ? { move: first } : { toggle: id };
    }
    case 'ArrowLeft':
      return index > 0 ? { move: siblings[index - 1] as string } : null;
    case 'ArrowRight':
      return index >= 0 && index < siblings.length - 1 ? { move: siblings[index + 1] as string } : null;
    default:
      return commonKey(store, id, key);
  }
}

/**
 * What a key does in the list (the ARIA tree view pattern): ↓ ↑ the next / previous shown row,
 * → expand or go to the first report, ← collapse or go to the manager, Home / End, Enter / Space.
 */
export function listKey(store: OrgTreeStore, id: string, key: string): TreeKeyAction {
  const node = store.nodes.get(id);
  if (!node) return null;
  switch (key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      const order = store.visibleOrder();
      const index = order.findIndex((row) => row.id === id);
      const next = order[index + (key === 'ArrowDown' ? 1 : -1)];
      return next && index >= 0 ? { move: next.id } : null;
    }
    case 'ArrowRight': {
      if (node.childCount === 0) return null;
      const first = store.isExpanded(id) ? store.visibleChildren(id)[0] : undefined;
      return first ? { move: first } : { toggle: id };
    }
    case 'ArrowLeft':
      if (store.expanded.has(id)) return { toggle: id };
      return node.parentId ? { move: node.parentId } : null;
    default:
      return commonKey(store, id, key);
  }
}

function commonKey(store: OrgTreeStore, id: string, key: string): TreeKeyAction {
  switch (key) {
    case 'Home':
      return store.rootIds[0] ? { move: store.rootIds[0] } : null;
    case 'End': {
      const order = store.visibleOrder();
      const last = order[order.length - 1];
      return last ? { move: last.id } : null;
    }
    case 'Enter':
    case ' ':
      return (store.nodes.get(id)?.childCount ?? 0) > 0 || store.statusOf(id) === 'error'
        ? { toggle: id }
        : null;
    default:
      return null;
  }
}
