import { PageHeader } from '@faena/ui';
import { useTranslation } from 'react-i18next';
import { OrgChart } from './chart/OrgChart';
import { useOrgChartSource } from './org-api';

/** /org-chart (SPEC 2.2): the positions and who holds them, the whole height of the screen. */
export default function OrgChartPage() {
  const { t } = useTranslation(['shell', 'org']);
  const source = useOrgChartSource();
  return (
    <div className="flex h-[calc(100dvh-8rem)] min-h-[28rem] w-full flex-col gap-3 p-4 sm:p-6">
      <PageHeader title={t('shell:areas.orgChart.label')} description={t('org:chart.description')} />
      <OrgChart source={source} className="min-h-0 flex-1" />
    </div>
  );
}
