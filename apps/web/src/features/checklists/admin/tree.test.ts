import { describe, expect, it } from 'vitest';
import type { ChecklistCategory } from './model';
import { buildCategoryTree, categoryPath, flattenTree } from './tree';

const category = (id: string, parentId: string | null, name: string, position = 0): ChecklistCategory => ({
  id,
  parentId,
  name,
  position,
  checklistCount: 0,
});

describe('the category tree', () => {
  it('nests children under their parents, each level by position then name', () => {
    const tree = buildCategoryTree([
      category('b', null, 'Zonas', 1),
      category('a', null, 'Tiendas', 0),
      category('a2', 'a', 'Sur', 0),
      category('a1', 'a', 'Norte', 0),
      category('a1x', 'a1', 'Monterrey', 0),
    ]);
    expect(flattenTree(tree).map((node) => `${node.depth}:${node.name}`)).toEqual([
      '0:Tiendas',
      '1:Norte',
      '2:Monterrey',
      '1:Sur',
      '0:Zonas',
    ]);
  });

  it('shows a category whose parent is missing as a root, and survives a cycle', () => {
    const tree = buildCategoryTree([
      category('orphan', 'gone', 'Huérfana'),
      category('x', 'y', 'X'),
      category('y', 'x', 'Y'),
    ]);
    expect(tree.map((node) => node.name)).toEqual(['Huérfana']);
  });

  it('gives the path from the root down to a category', () => {
    const all = [
      category('a', null, 'Tiendas'),
      category('a1', 'a', 'Norte'),
      category('a1x', 'a1', 'Monterrey'),
    ];
    expect(categoryPath(all, 'a1x').map((step) => step.name)).toEqual(['Tiendas', 'Norte', 'Monterrey']);
    expect(categoryPath(all, 'unknown')).toEqual([]);
    expect(categoryPath(all, undefined)).toEqual([]);
  });
});
