import { describe, expect, it } from 'vitest';
import { groupReports } from './grouping';
import { OPERATIONS, report, SALES } from './test-support';

const REPORTS = [
  report({ publicId: 'a', title: 'Ventas por tienda', categoryId: SALES, categoryName: 'Ventas' }),
  report({ publicId: 'b', title: 'Cumplimiento semanal', categoryId: OPERATIONS, categoryName: 'Operación' }),
  report({
    publicId: 'c',
    title: 'Auditorías',
    description: 'Puntaje de checklists',
    categoryId: OPERATIONS,
    categoryName: 'Operación',
  }),
];

describe('the reports by category', () => {
  it('groups by category (by name without positions), each by title', () => {
    const groups = groupReports(REPORTS);
    expect(groups.map((group) => group.categoryName)).toEqual(['Operación', 'Ventas']);
    expect(groups[0]!.reports.map((entry) => entry.title)).toEqual(['Auditorías', 'Cumplimiento semanal']);
  });

  it('follows the categories’ positions when known', () => {
    const groups = groupReports(REPORTS, '', [
      { id: SALES, name: 'Ventas', position: 0, reportCount: 1 },
      { id: OPERATIONS, name: 'Operación', position: 1, reportCount: 2 },
    ]);
    expect(groups.map((group) => group.categoryName)).toEqual(['Ventas', 'Operación']);
  });

  it('searches titles, descriptions and categories, ignoring accents and case', () => {
    expect(groupReports(REPORTS, 'AUDITORIAS')[0]!.reports.map((entry) => entry.publicId)).toEqual(['c']);
    expect(
      groupReports(REPORTS, 'checklists')
        .flatMap((group) => group.reports)
        .map((entry) => entry.publicId),
    ).toEqual(['c']);
    expect(groupReports(REPORTS, 'operacion').flatMap((group) => group.reports)).toHaveLength(2);
    expect(groupReports(REPORTS, 'nada de esto')).toEqual([]);
  });
});
