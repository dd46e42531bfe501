import { vars } from '@faena/ui';
import type { ReportColumn, ReportData } from '../model';

/** Series colours from the design tokens (they follow the tenant's brand and the dark theme). */
const BY_KEY: Record<string, string> = {
  completed: vars.color.success,
  cancelled: vars.color.danger,
  pending: vars.color.warning,
  seen: vars.color.info,
  acknowledged: vars.color.primary,
};
const PALETTE = [
  vars.color.primary,
  vars.color.info,
  vars.color.warning,
  vars.color.success,
  vars.color.danger,
];

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
  column: ReportColumn;
}

/** The chart's series: its y columns, each with its label and colour. */
export function seriesOf(data: ReportData): ChartSeries[] {
  const byKey = new Map(data.columns.map((column) => [column.key, column]));
  return data.chart.y.flatMap((key, index) => {
    const column = byKey.get(key);
    if (!column) return [];
    return [{ key, label: column.label, column, color: BY_KEY[key] ?? PALETTE[index % PALETTE.length]! }];
  });
}

/** The chart's rows: numbers as numbers (a missing value is a gap, not a zero). */
export function chartRows(data: ReportData): Record<string, string | number | null>[] {
  const numeric = new Set(data.chart.y);
  return data.rows.map((row) => {
    const copy: Record<string, string | number | null> = { ...row };
    for (const key of numeric) {
      const value = row[key];
      copy[key] = value === null || value === undefined || value === '' ? null : Number(value);
    }
    return copy;
  });
}
