/**
 * The person's catalogue of checklists: the categories (a tree from the flat list) that hold a
 * template they may execute, somewhere below, and a search over titles and descriptions.
 */
import type { ChecklistCategory, ChecklistSummary } from './model';

export interface Catalog {
  byId: Map<string, ChecklistCategory>;
  /** Children of a category (root: `null`), in position then name order. */
  children(parentId: string | null): ChecklistCategory[];
  /** From the root down to the category. */
  path(categoryId: string): ChecklistCategory[];
  /** Executable templates in the category and every category below it. */
  countBelow(categoryId: string): number;
  /** Templates directly in the category. */
  checklistsIn(categoryId: string): ChecklistSummary[];
  /** Templates in the category's subtree (or everywhere) whose title or description has every word. */
  search(query: string, within: string | null): ChecklistSummary[];
}

/** Lower case without accents: 'Revisión' finds 'revision'. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export function buildCatalog(
  categories: readonly ChecklistCategory[],
  checklists: readonly ChecklistSummary[],
  collator: Intl.Collator,
): Catalog {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const kids = new Map<string | null, ChecklistCategory[]>();
  for (const category of categories) {
    const parent = category.parentId !== null && byId.has(category.parentId) ? category.parentId : null;
    kids.set(parent, [...(kids.get(parent) ?? []), category]);
  }
  for (const list of kids.values())
    list.sort((a, b) => a.position - b.position || collator.compare(a.name, b.name));

  const direct = new Map<string, ChecklistSummary[]>();
  for (const checklist of checklists) {
    if (checklist.categoryId === null) continue;
    direct.set(checklist.categoryId, [...(direct.get(checklist.categoryId) ?? []), checklist]);
  }
  for (const list of direct.values()) list.sort((a, b) => collator.compare(a.title, b.title));

  const counts = new Map<string, number>();
  const countBelow = (id: string, seen = new Set<string>()): number => {
    const known = counts.get(id);
    if (known !== undefined) return known;
    if (seen.has(id)) return 0;
    seen.add(id);
    const total =
      (direct.get(id)?.length ?? 0) +
      (kids.get(id) ?? []).reduce((sum, child) => sum + countBelow(child.id, seen), 0);
    counts.set(id, total);
    return total;
  };

  const inSubtree = (categoryId: string, root: string): boolean => {
    const seen = new Set<string>();
    let current: string | null = categoryId;
    while (current !== null && !seen.has(current)) {
      if (current === root) return true;
      seen.add(current);
      current = byId.get(current)?.parentId ?? null;
    }
    return false;
  };

  return {
    byId,
    children: (parentId) => (kids.get(parentId) ?? []).filter((category) => countBelow(category.id) > 0),
    path(categoryId) {
      const path: ChecklistCategory[] = [];
      const seen = new Set<string>();
      let current = byId.get(categoryId);
      while (current && !seen.has(current.id)) {
        seen.add(current.id);
        path.unshift(current);
        current = current.parentId ? byId.get(current.parentId) : undefined;
      }
      return path;
    },
    countBelow: (id) => countBelow(id),
    checklistsIn: (categoryId) => direct.get(categoryId) ?? [],
    search(query, within) {
      const words = fold(query).split(/\s+/).filter(Boolean);
      return checklists
        .filter(
          (checklist) =>
            within === null || (checklist.categoryId !== null && inSubtree(checklist.categoryId, within)),
        )
        .filter((checklist) => {
          const text = fold(`${checklist.title} ${checklist.description ?? ''}`);
          return words.every((word) => text.includes(word));
        })
        .sort((a, b) => collator.compare(a.title, b.title));
    },
  };
}
