import { useTranslation } from 'react-i18next';
import { ListLoadError } from '@/platform/list-states';
import { useReportData } from '../api';
import type { Report } from '../model';
import { NativeReportSkeleton, NativeReportView } from './NativeReportView';

/** A native report, signed in: its data in the viewer's time zone, with its loading and failed states. */
export function NativeReport({ report }: { report: Report }) {
  const { t } = useTranslation('reports');
  const data = useReportData(report.publicId);
  if (data.isPending) return <NativeReportSkeleton label={t('loading')} />;
  if (data.isError)
    return <ListLoadError message={t('view.loadError')} onRetry={() => void data.refetch()} />;
  return <NativeReportView data={data.data} title={report.title} />;
}
