import { Badge, Button, buttonVariants, Card, EmptyState, PageHeader, SearchBox } from '@faena/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useFlag } from '@/platform/flags';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
import { useScreenRoot } from '@/platform/screen';
import { usePermissions } from '@/platform/site-config';
import { useReports } from '../api';
import { EmailDialog } from '../components/EmailDialog';
import { ReportViewer } from '../components/ReportViewer';
import { groupReports } from '../grouping';
import type { Report } from '../model';
import { reportListPath } from '../paths';

/**
 * /reports/list: the reports one may see, by category, with a search; choosing one shows it
 * beside the list (on phones, instead of it, with a way back).
 */
export default function ReportsListPage() {
  const { t } = useTranslation('reports');
  const Root = useScreenRoot();
  const [params] = useSearchParams();
  const selectedId = params.get('report') ?? undefined;
  const reports = useReports();
  const canManage = usePermissions().has('MANAGE_REPORTS');
  const [search, setSearch] = useState('');
  const all = reports.data ?? [];
  const groups = useMemo(() => groupReports(all, search), [all, search]);
  const selected = selectedId ? all.find((report) => report.publicId === selectedId) : undefined;

  return (
    <Root className="mx-auto flex w-full max-w-7xl flex-col gap-4 p-4 sm:p-6">
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          canManage ? (
            <Link to="/reports/administration" className={buttonVariants({ variant: 'secondary' })}>
              {t('list.administration')}
            </Link>
          ) : undefined
        }
      />
      {reports.isPending ? (
        <ListSkeleton label={t('loading')} />
      ) : reports.isError ? (
        <ListLoadError message={t('loadError')} onRetry={() => void reports.refetch()} />
      ) : all.length === 0 ? (
        <EmptyState title={t('list.noReports')} description={t('list.noReportsHint')} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(15rem,20rem)_minmax(0,1fr)]">
          <div className={`${selectedId ? 'hidden lg:flex' : 'flex'} min-w-0 flex-col gap-3 self-start`}>
            <SearchBox label={t('list.search')} value={search} onValueChange={setSearch} />
            {groups.length === 0 ? (
              <EmptyState
                titleAs="h2"
                title={t('list.noMatches', { search: search.trim() })}
                description={t('list.noMatchesHint')}
              />
            ) : (
              <nav aria-label={t('list.reports')} className="flex flex-col gap-4">
                {groups.map((group) => (
                  <section key={group.categoryId} aria-labelledby={`report-group-${group.categoryId}`}>
                    <h2
                      id={`report-group-${group.categoryId}`}
                      className="mb-1 px-2 text-label font-semibold text-fg-muted"
                    >
                      {group.categoryName}
                    </h2>
                    <ul className="flex flex-col gap-0.5">
                      {group.reports.map((report) => (
                        <li key={report.publicId}>
                          <ReportLink report={report} current={report.publicId === selectedId} />
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
              </nav>
            )}
          </div>
          <div className={`${selectedId ? 'flex' : 'hidden lg:flex'} min-w-0 flex-col`}>
            {!selectedId ? (
              <EmptyState title={t('list.chooseReport')} description={t('list.chooseReportHint')} />
            ) : !selected ? (
              <EmptyState
                kind="not-found"
                title={t('list.reportNotFound')}
                action={
                  <Link to={reportListPath()} className={buttonVariants({ variant: 'secondary' })}>
                    {t('list.back')}
                  </Link>
                }
              />
            ) : (
              <ReportPanel report={selected} />
            )}
          </div>
        </div>
      )}
    </Root>
  );
}

function ReportLink({ report, current }: { report: Report; current: boolean }) {
  const { t } = useTranslation('reports');
  return (
    <Link
      to={reportListPath(report.publicId)}
      aria-current={current ? 'page' : undefined}
      className="flex min-h-11 items-center gap-2 rounded-md px-2 py-1.5 text-body hover:bg-bg-subtle focus-visible:outline-2 focus-visible:outline-focus-ring aria-[current=page]:bg-bg-subtle aria-[current=page]:font-medium"
    >
      <span className="min-w-0 flex-1 truncate">{report.title}</span>
      {report.kind === 'tableau' ? <Badge tone="info">{t('kind.tableau')}</Badge> : null}
    </Link>
  );
}

function ReportPanel({ report }: { report: Report }) {
  const { t } = useTranslation('reports');
  const byEmail = useFlag('reportsByEmail');
  const [emailing, setEmailing] = useState(false);
  return (
    <Card>
      <section aria-labelledby="report-title" className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-col gap-1">
          <Link
            to={reportListPath()}
            className="text-label text-fg-muted underline-offset-2 hover:underline lg:hidden"
          >
            {t('list.back')}
          </Link>
          <div className="flex flex-wrap items-start gap-2">
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <p className="text-label text-fg-muted">{report.categoryName}</p>
              <h2 id="report-title" className="text-title font-semibold">
                {report.title}
              </h2>
              {report.description ? <p className="text-body text-fg-muted">{report.description}</p> : null}
            </div>
            {byEmail ? (
              <Button variant="secondary" size="sm" onClick={() => setEmailing(true)}>
                {t('list.email')}
              </Button>
            ) : null}
          </div>
        </div>
        <ReportViewer report={report} />
      </section>
      {emailing ? <EmailDialog report={report} onClose={() => setEmailing(false)} /> : null}
    </Card>
  );
}
