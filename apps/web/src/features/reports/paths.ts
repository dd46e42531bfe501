import type { Report } from './model';

export const adminPath = (categoryId?: string | null) =>
  categoryId ? `/reports/administration/${encodeURIComponent(categoryId)}` : '/reports/administration';

export const createPath = (categoryId: string) =>
  `/reports/administration/create/${encodeURIComponent(categoryId)}`;

/**
 * Where a report is edited. A Tableau report has the specification's own route; a native one
 * opens the same form on the create route with `?report=<publicId>` (the specification lists no
 * edit route for native reports, and the form is one and the same).
 */
export function editPath(report: Pick<Report, 'kind' | 'categoryId' | 'publicId'>): string {
  return report.kind === 'tableau'
    ? `/reports/categories/${encodeURIComponent(report.categoryId)}/tableau/${encodeURIComponent(report.publicId)}/update`
    : `${createPath(report.categoryId)}?report=${encodeURIComponent(report.publicId)}`;
}

/** The list with a report open in place. */
export const reportListPath = (publicId?: string) =>
  publicId ? `/reports/list?report=${encodeURIComponent(publicId)}` : '/reports/list';
