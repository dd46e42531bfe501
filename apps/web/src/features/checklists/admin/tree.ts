import type { ChecklistCategory } from './model';

export interface CategoryNode extends ChecklistCategory {
  children: CategoryNode[];
  depth: number;
}

const byPosition = (a: ChecklistCategory, b: ChecklistCategory) =>
  a.position - b.position || a.name.localeCompare(b.name);

/**
 * The categories as a tree (roots first, each level by position then name). A category whose
 * parent is missing from the list is shown as a root rather than lost.
 */
export function buildCategoryTree(categories: readonly ChecklistCategory[]): CategoryNode[] {
  const ids = new Set(categories.map((category) => category.id));
  const childrenOf = new Map<string | null, ChecklistCategory[]>();
  for (const category of categories) {
    const parent = category.parentId && ids.has(category.parentId) ? category.parentId : null;
    const siblings = childrenOf.get(parent) ?? [];
    siblings.push(category);
    childrenOf.set(parent, siblings);
  }
  const seen = new Set<string>();
  const grow = (parent: string | null, depth: number): CategoryNode[] =>
    [...(childrenOf.get(parent) ?? [])].sort(byPosition).flatMap((category) => {
      // A cycle in the data would recurse forever: each category is placed once.
      if (seen.has(category.id)) return [];
      seen.add(category.id);
      return [{ ...category, depth, children: grow(category.id, depth + 1) }];
    });
  return grow(null, 0);
}

/** The categories from the root down to `id` (empty when it is unknown). */
export function categoryPath(categories: readonly ChecklistCategory[], id: string | undefined) {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const path: ChecklistCategory[] = [];
  let current = id ? byId.get(id) : undefined;
  while (current && !path.includes(current)) {
    path.unshift(current);
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  return path;
}

/** Every node of the tree, depth first (for the desktop tree's keyboard order). */
export function flattenTree(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children)]);
}
