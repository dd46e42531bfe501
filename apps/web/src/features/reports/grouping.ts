import type { Report, ReportCategory } from './model';

export interface ReportGroup {
  categoryId: string;
  categoryName: string;
  reports: Report[];
}

/** Lower case without accents, so "gráfica" finds "Grafica". */
export const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/** Whether a report matches every word searched (in its title, description or category). */
export function matches(report: Report, search: string): boolean {
  const words = folded(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = folded(`${report.title} ${report.description ?? ''} ${report.categoryName}`);
  return words.every((word) => haystack.includes(word));
}

/**
 * The reports one may see, by category (in the categories' order when known, else by name), each
 * category's reports by title; only those matching the search, empty categories left out.
 */
export function groupReports(
  reports: readonly Report[],
  search = '',
  categories: readonly ReportCategory[] = [],
): ReportGroup[] {
  const position = new Map(categories.map((category) => [category.id, category.position]));
  const groups = new Map<string, ReportGroup>();
  for (const report of reports) {
    if (!matches(report, search)) continue;
    const group = groups.get(report.categoryId) ?? {
      categoryId: report.categoryId,
      categoryName: report.categoryName,
      reports: [],
    };
    group.reports.push(report);
    groups.set(report.categoryId, group);
  }
  const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
  for (const group of groups.values()) group.reports.sort((a, b) => collator.compare(a.title, b.title));
  return [...groups.values()].sort((a, b) => {
    const byPosition =
      (position.get(a.categoryId) ?? Number.MAX_SAFE_INTEGER) -
      (position.get(b.categoryId) ?? Number.MAX_SAFE_INTEGER);
    return byPosition || collator.compare(a.categoryName, b.categoryName);
  });
}
