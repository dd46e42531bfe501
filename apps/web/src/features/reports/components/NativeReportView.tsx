import { EmptyState, Skeleton } from '@faena/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportFormat } from '../format';
import type { ReportData } from '../model';
import { ReportTable } from './ReportTable';

/** recharts is only downloaded with a report's chart (its own chunk). */
const ReportChart = lazy(() => import('./ReportChart'));

type Pane = 'chart' | 'table';

/** "Últimos 90 días (2 mar 2026 – 30 may 2026)". */
export function usePeriodText(data: Pick<ReportData, 'days' | 'from' | 'to'>) {
  const { t } = useTranslation('reports');
  const format = useReportFormat();
  return t('view.period', { days: data.days, from: format.date(data.from), to: format.date(data.to) });
}

/**
 * A native report's figures: its period, the chart and beside it (below on tablets) the same data
 * as a table. On phones one of the two shows at a time ("Gráfica / Tabla"); from 992 px both.
 * Used by the reports list and by the public page.
 */
export function NativeReportView({ data, title }: { data: ReportData; title: string }) {
  const { t } = useTranslation('reports');
  const format = useReportFormat();
  const period = usePeriodText(data);
  const [pane, setPane] = useState<Pane>('chart');

  if (data.rows.length === 0) {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-label text-fg-muted">{period}</p>
        <EmptyState
          title={t('view.empty')}
          titleAs="h3"
          description={t('view.emptyHint', { days: data.days })}
        />
      </div>
    );
  }

  return (
    <div className="flex min-w-0 flex-col gap-3" data-report-view="">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-label text-fg-muted">
          {period}
          <span aria-hidden="true"> · </span>
          {t('view.generated', { date: format.dateTime(data.generatedAt) })}
        </p>
        {/* Phones: one pane at a time; the desktop shows both. */}
        <fieldset className="inline-flex rounded-md border border-border p-0.5 lg:hidden">
          <legend className="sr-only">{t('view.show')}</legend>
          {(['chart', 'table'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={pane === option}
              onClick={() => setPane(option)}
              className="min-h-9 rounded px-3 text-label font-medium text-fg-muted aria-pressed:bg-bg-muted aria-pressed:text-fg focus-visible:outline-2 focus-visible:outline-focus-ring"
            >
              {t(option === 'chart' ? 'view.chart' : 'view.table')}
            </button>
          ))}
        </fieldset>
      </div>
      <div className="grid min-w-0 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <figure
          aria-label={t('view.chartLabel', { title })}
          className={`${pane === 'chart' ? 'block' : 'hidden'} m-0 h-72 min-w-0 lg:block lg:h-80`}
          data-report-chart=""
        >
          <Suspense
            fallback={
              <div role="status" aria-label={t('view.loadingChart')} className="h-full">
                <Skeleton shape="rect" width="100%" height="100%" />
              </div>
            }
          >
            <ReportChart data={data} />
          </Suspense>
        </figure>
        <div className={`${pane === 'table' ? 'block' : 'hidden'} min-w-0 lg:block`}>
          <ReportTable data={data} caption={`${title} — ${period}`} />
        </div>
      </div>
    </div>
  );
}

/** The loading state of a native report: the period line, a chart and a table's shapes. */
export function NativeReportSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      <Skeleton width="16rem" />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Skeleton shape="rect" width="100%" height="18rem" />
        <Skeleton lines={6} />
      </div>
    </div>
  );
}
