import { Button } from '@faena/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAppContext } from '@/platform/context';
import { OrganizationLogo } from '@/platform/organization/OrganizationLogo';
import { statusOf, usePublicReport } from '../api';
import { NativeReportSkeleton, NativeReportView } from '../components/NativeReportView';

/**
 * /reports/:publicId (the parameter is the share link's token): a shared report, no sign-in and no
 * shell, compact enough to sit in another site's frame. Only the token goes to the API: the data
 * is the report's own filters, whatever the address says. An unknown, disabled or expired link
 * all read the same.
 */
export default function PublicReportPage() {
  const { t } = useTranslation('reports');
  const { organization } = useAppContext();
  const { publicId: token = '' } = useParams();
  const report = usePublicReport(token);
  const unavailable = report.isError && statusOf(report.error) === 404;
  const name = report.data?.organizationName ?? organization.name;

  return (
    <main className="flex min-h-dvh justify-center bg-bg-subtle p-3 sm:p-6">
      <section
        aria-labelledby="public-report-title"
        className="flex w-full max-w-6xl min-w-0 flex-col gap-4 self-start rounded-xl bg-surface p-4 shadow-sm sm:p-6"
      >
        <header className="flex flex-col gap-3">
          <div className="flex items-center gap-3">
            {/* The name is written beside the logo, so the logo is decoration here. */}
            <span aria-hidden="true" className="flex">
              <OrganizationLogo organization={{ ...organization, name }} height={32} />
            </span>
            <span className="text-body font-medium">{name}</span>
          </div>
          <h1 id="public-report-title" className="text-page-title font-semibold">
            {report.data?.title ?? (unavailable ? t('public.unavailable') : '')}
          </h1>
          {report.data?.description ? (
            <p className="text-body text-fg-muted">{report.data.description}</p>
          ) : null}
        </header>
        {report.isPending ? (
          <NativeReportSkeleton label={t('loading')} />
        ) : report.isError ? (
          unavailable ? (
            <p className="text-body text-fg-muted">{t('public.unavailableHint')}</p>
          ) : (
            <div className="flex flex-col items-start gap-3">
              <p role="alert">{t('view.loadError')}</p>
              <Button variant="secondary" onClick={() => void report.refetch()}>
                {t('common:retry')}
              </Button>
            </div>
          )
        ) : (
          <NativeReportView data={report.data.data} title={report.data.title} />
        )}
      </section>
    </main>
  );
}
