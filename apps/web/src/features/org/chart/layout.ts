import { hierarchy, tree } from 'd3-hierarchy';
import type { OrgTreeStore } from './store';

/** Card size and the gaps between cards, in chart units (CSS pixels at zoom 1). */
export const CARD = { width: 224, height: 72, gapX: 20, gapY: 56 } as const;

/** A placed card: (x, y) is the centre of its top edge. */
export interface Placed {
  id: string;
  x: number;
  y: number;
  /** 1 for a root. */
  level: number;
  parentId: string | null;
}

export interface ChartLayout {
  byId: Map<string, Placed>;
  /** The cards of each level (index level - 1), left to right: the viewport query searches them. */
  rows: Placed[][];
  bounds: { minX: number; maxX: number; minY: number; maxY: number };
}

interface Item {
  id: string;
}

/**
 * A top-down tidy tree (d3-hierarchy's Reingold–Tilford `tree`) of the shown nodes: every expanded
 * node's loaded children below it. Several roots hang from an invisible one.
 */
export function layoutTree(store: OrgTreeStore): ChartLayout {
  const virtual: Item = { id: '' };
  const root = hierarchy<Item>(virtual, (item) =>
    (item === virtual ? store.rootIds : store.visibleChildren(item.id)).map((id) => ({ id })),
  );
  tree<Item>()
    .nodeSize([CARD.width + CARD.gapX, CARD.height + CARD.gapY])
    .separation((a, b) => (a.parent === b.parent ? 1 : 1.15))(root);

  const byId = new Map<string, Placed>();
  const rows: Placed[][] = [];
  const bounds = { minX: 0, maxX: 0, minY: 0, maxY: 0 };
  let first = true;
  // Breadth first: each row comes out left to right.
  for (const node of root.descendants()) {
    if (node.depth === 0) continue;
    const placed: Placed = {
      id: node.data.id,
      x: node.x ?? 0,
      y: ((node.depth - 1) * (CARD.height + CARD.gapY)) as number,
      level: node.depth,
      parentId: node.parent && node.parent.depth > 0 ? node.parent.data.id : null,
    };
    byId.set(placed.id, placed);
    const row = rows[node.depth - 1] ?? [];
    rows[node.depth - 1] = row;
    row.push(placed);
    const left = placed.x - CARD.width / 2;
    const right = placed.x + CARD.width / 2;
    if (first) {
      Object.assign(bounds, { minX: left, maxX: right, minY: placed.y, maxY: placed.y + CARD.height });
      first = false;
    } else {
      bounds.minX = Math.min(bounds.minX, left);
      bounds.maxX = Math.max(bounds.maxX, right);
      bounds.maxY = Math.max(bounds.maxY, placed.y + CARD.height);
    }
  }
  for (const row of rows) row.sort((a, b) => a.x - b.x);
  return { byId, rows, bounds };
}

/** The first index in a row sorted by x whose card's right edge reaches `x`. */
function firstReaching(row: readonly Placed[], x: number): number {
  let low = 0;
  let high = row.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((row[mid] as Placed).x + CARD.width / 2 < x) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The cards that overlap a rectangle of the chart (in chart units): a binary search in each level
 * it crosses, so the cost follows what is shown, not the size of the tree.
 */
export function cardsIn(
  layout: ChartLayout,
  rect: { x0: number; y0: number; x1: number; y1: number },
  limit = Number.POSITIVE_INFINITY,
): Placed[] {
  const found: Placed[] = [];
  const rowHeight = CARD.height + CARD.gapY;
  const firstRow = Math.max(0, Math.floor((rect.y0 - CARD.height) / rowHeight));
  const lastRow = Math.min(layout.rows.length - 1, Math.floor(rect.y1 / rowHeight));
  for (let r = firstRow; r <= lastRow; r++) {
    const row = layout.rows[r] as Placed[];
    const top = r * rowHeight;
    if (top > rect.y1 || top + CARD.height < rect.y0) continue;
    for (let i = firstReaching(row, rect.x0); i < row.length; i++) {
      const card = row[i] as Placed;
      if (card.x - CARD.width / 2 > rect.x1) break;
      found.push(card);
      if (found.length >= limit) return found;
    }
  }
  return found;
}

/** One SVG path for the elbow links from each parent to its children among `cards`' edges. */
export function linksPath(layout: ChartLayout, cards: readonly Placed[], store: OrgTreeStore): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  const link = (parent: Placed, child: Placed) => {
    const key = child.id;
    if (seen.has(key)) return;
    seen.add(key);
    const startY = parent.y + CARD.height;
    const midY = startY + CARD.gapY / 2;
    parts.push(`M${parent.x},${startY}V${midY}H${child.x}V${child.y}`);
  };
  for (const card of cards) {
    const parent = card.parentId ? layout.byId.get(card.parentId) : undefined;
    if (parent) link(parent, card);
    for (const childId of store.visibleChildren(card.id)) {
      const child = layout.byId.get(childId);
      if (child) link(card, child);
    }
  }
  return parts.join('');
}
