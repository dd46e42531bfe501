import {
  Badge,
  Button,
  buttonVariants,
  Card,
  EmptyState,
  Modal,
  PageHeader,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  useToast,
} from '@faena/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { messageOf } from '@/platform/errors/message';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
import { useScreenRoot } from '@/platform/screen';
import {
  invalidateReports,
  isApiError,
  removeCategory,
  removeReport,
  useReportCategories,
  useReports,
} from '../api';
import { CategoryDialog } from '../components/CategoryDialog';
import { PublicLinkPanel } from '../components/PublicLinkPanel';
import { PublicLinksView } from '../components/PublicLinksView';
import { SettingsDialog } from '../components/SettingsDialog';
import type { Report, ReportCategory } from '../model';
import { adminPath, createPath, editPath, reportListPath } from '../paths';

/**
 * /reports/administration(/:categoryId): the categories (a drill-down list on phones) and the
 * chosen one's reports with their public links; `?view=links` lists every public link; the
 * settings (framing sites, public links, Tableau) open in a dialog.
 */
export default function AdministrationPage() {
  const { t } = useTranslation('reports');
  const Root = useScreenRoot();
  const { categoryId } = useParams();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'links' ? 'links' : 'reports';
  const categories = useReportCategories();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const all = [...(categories.data ?? [])].sort((a, b) => a.position - b.position);
  const current = categoryId ? all.find((category) => category.id === categoryId) : undefined;

  return (
    <Root className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-4 sm:p-6">
      <PageHeader
        title={t('admin.title')}
        description={t('admin.description')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setSettingsOpen(true)}>
              {t('admin.settings')}
            </Button>
            <Button variant="secondary" onClick={() => setCreating(true)}>
              {t('admin.newCategory')}
            </Button>
          </>
        }
      />
      <Tabs
        value={view}
        onValueChange={(next) => setParams(next === 'links' ? { view: 'links' } : {}, { replace: true })}
      >
        <TabsList>
          <TabsTrigger value="reports">{t('admin.tabs.reports')}</TabsTrigger>
          <TabsTrigger value="links">{t('admin.tabs.links')}</TabsTrigger>
        </TabsList>
        <TabsContent value="reports" className="pt-4">
          {categories.isPending ? (
            <ListSkeleton label={t('loading')} />
          ) : categories.isError ? (
            <ListLoadError message={t('loadError')} onRetry={() => void categories.refetch()} />
          ) : all.length === 0 ? (
            <EmptyState
              title={t('admin.noCategories')}
              description={t('admin.noCategoriesHint')}
              action={<Button onClick={() => setCreating(true)}>{t('admin.newCategory')}</Button>}
            />
          ) : (
            <div className="grid gap-4 lg:grid-cols-[minmax(14rem,18rem)_minmax(0,1fr)]">
              <nav
                aria-label={t('admin.categories')}
                className={`${categoryId ? 'hidden lg:block' : 'block'} self-start rounded-lg border border-border bg-surface p-2`}
              >
                <CategoryLinks categories={all} currentId={categoryId} />
              </nav>
              {!categoryId ? (
                <div className="hidden lg:block">
                  <EmptyState title={t('admin.chooseCategory')} description={t('admin.chooseCategoryHint')} />
                </div>
              ) : !current ? (
                <EmptyState
                  kind="not-found"
                  title={t('admin.categoryNotFound')}
                  action={
                    <Link to={adminPath()} className={buttonVariants({ variant: 'secondary' })}>
                      {t('admin.backToAll')}
                    </Link>
                  }
                />
              ) : (
                <CategoryPanel key={current.id} category={current} />
              )}
            </div>
          )}
        </TabsContent>
        <TabsContent value="links" className="pt-4">
          <PublicLinksView />
        </TabsContent>
      </Tabs>
      <CategoryDialog open={creating} onOpenChange={setCreating} onDone={(id) => navigate(adminPath(id))} />
      {settingsOpen ? <SettingsDialog onClose={() => setSettingsOpen(false)} /> : null}
    </Root>
  );
}

function CategoryLinks({
  categories,
  currentId,
}: {
  categories: readonly ReportCategory[];
  currentId: string | undefined;
}) {
  const { t } = useTranslation('reports');
  return (
    <ul className="flex flex-col gap-0.5">
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            to={adminPath(category.id)}
            aria-current={category.id === currentId ? 'page' : undefined}
            className="flex min-h-11 items-center gap-2 rounded-md px-2 py-1.5 text-body hover:bg-bg-subtle focus-visible:outline-2 focus-visible:outline-focus-ring aria-[current=page]:bg-bg-subtle aria-[current=page]:font-medium"
          >
            <span className="min-w-0 flex-1 truncate">{category.name}</span>
            <span className="text-label text-fg-muted">
              {t('admin.reportCount', { count: category.reportCount })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function CategoryPanel({ category }: { category: ReportCategory }) {
  const { t } = useTranslation('reports');
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reports = useReports(category.id);
  const [renaming, setRenaming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const remove = async () => {
    setDeleteError(null);
    try {
      await removeCategory(category.id);
      invalidateReports(queryClient);
      toast.show({ title: t('admin.categoryDeleted', { name: category.name }), tone: 'success' });
      navigate(adminPath());
    } catch (error) {
      setDeleteError(
        isApiError(error, 'CATEGORY_NOT_EMPTY') || isApiError(error, undefined, 409)
          ? t('admin.categoryNotEmpty', { name: category.name })
          : t('admin.deleteCategoryError', { message: messageOf(error) }),
      );
    }
  };

  return (
    <section aria-labelledby="report-category-title" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Link
          to={adminPath()}
          className="text-label text-fg-muted underline-offset-2 hover:underline lg:hidden"
        >
          {t('admin.backToAll')}
        </Link>
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="report-category-title" className="min-w-0 flex-1 text-title font-semibold">
            {category.name}
          </h2>
          <Button variant="ghost" size="sm" onClick={() => setRenaming(true)}>
            {t('admin.rename')}
          </Button>
          <Modal
            mode="confirm"
            size="sm"
            title={t('admin.deleteCategoryTitle', { name: category.name })}
            description={t('admin.deleteCategoryDescription')}
            confirmLabel={t('admin.deleteCategory')}
            confirmVariant="danger"
            onConfirm={remove}
            trigger={
              <Button variant="ghost" size="sm">
                {t('admin.deleteCategory')}
              </Button>
            }
          />
          <Link to={createPath(category.id)} className={buttonVariants({ variant: 'primary', size: 'sm' })}>
            {t('admin.newReport')}
          </Link>
        </div>
        {deleteError ? (
          <p role="alert" className="rounded-md bg-danger-subtle p-2 text-body text-danger-fg">
            {deleteError}
          </p>
        ) : null}
      </div>

      {reports.isPending ? (
        <ListSkeleton label={t('loading')} />
      ) : reports.isError ? (
        <ListLoadError message={t('loadError')} onRetry={() => void reports.refetch()} />
      ) : reports.data.length === 0 ? (
        <Card>
          <EmptyState
            titleAs="h3"
            title={t('admin.noReports')}
            description={t('admin.noReportsHint')}
            action={
              <Link to={createPath(category.id)} className={buttonVariants({ variant: 'primary' })}>
                {t('admin.newReport')}
              </Link>
            }
          />
        </Card>
      ) : (
        <ul
          aria-label={t('admin.reportsOf', { name: category.name })}
          className="divide-y divide-border rounded-lg border border-border bg-surface"
        >
          {reports.data.map((report) => (
            <ReportRow key={report.publicId} report={report} />
          ))}
        </ul>
      )}

      <CategoryDialog
        key={`rename:${category.name}`}
        open={renaming}
        onOpenChange={setRenaming}
        renaming={category}
      />
    </section>
  );
}

function ReportRow({ report }: { report: Report }) {
  const { t } = useTranslation('reports');
  const toast = useToast();
  const queryClient = useQueryClient();
  const [linkOpen, setLinkOpen] = useState(false);
  const panelId = `report-link-${report.publicId}`;
  const link = report.publicLink?.active ? report.publicLink : null;

  const remove = async () => {
    try {
      await removeReport(report.publicId);
      invalidateReports(queryClient);
      toast.show({ title: t('admin.deleted', { title: report.title }), tone: 'success' });
    } catch (error) {
      toast.show({ title: t('admin.deleteError', { message: messageOf(error) }), tone: 'error' });
    }
  };

  return (
    <li data-report-id={report.publicId} className="flex flex-col gap-3 px-4 py-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <div className="flex flex-wrap items-center gap-2">
            <Link to={editPath(report)} className="min-w-0 truncate font-medium hover:underline">
              {report.title}
            </Link>
            <Badge tone={report.kind === 'tableau' ? 'info' : 'neutral'}>{t(`kind.${report.kind}`)}</Badge>
          </div>
          <span className="text-label text-fg-muted">
            {t('admin.audience', { name: report.audienceName ?? t('admin.audienceEveryone') })} ·{' '}
            {report.kind === 'tableau'
              ? t('admin.linkTableau')
              : link
                ? t('admin.linkActive', { count: link.viewCount })
                : t('admin.linkNone')}
          </span>
        </div>
        <div className="flex flex-wrap items-center gap-1">
          <Link
            to={reportListPath(report.publicId)}
            aria-label={t('admin.openNamed', { title: report.title })}
            className={buttonVariants({ variant: 'ghost', size: 'sm' })}
          >
            {t('admin.open')}
          </Link>
          <Link
            to={editPath(report)}
            aria-label={t('admin.editNamed', { title: report.title })}
            className={buttonVariants({ variant: 'secondary', size: 'sm' })}
          >
            {t('admin.edit')}
          </Link>
          {/* Only native reports can be shared: a Tableau view needs a Tableau sign-in. */}
          {report.kind === 'native' ? (
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={linkOpen}
              aria-controls={panelId}
              aria-label={t('admin.publicLinkNamed', { title: report.title })}
              onClick={() => setLinkOpen((open) => !open)}
            >
              {t('admin.publicLink')}
            </Button>
          ) : null}
          <Modal
            mode="confirm"
            size="sm"
            title={t('admin.deleteTitle', { title: report.title })}
            description={t('admin.deleteDescription')}
            confirmLabel={t('admin.delete')}
            confirmVariant="danger"
            onConfirm={remove}
            trigger={
              <Button variant="ghost" size="sm" aria-label={t('admin.deleteNamed', { title: report.title })}>
                {t('admin.delete')}
              </Button>
            }
          />
        </div>
      </div>
      {linkOpen && report.kind === 'native' ? (
        <div id={panelId}>
          <PublicLinkPanel report={report} />
        </div>
      ) : null}
    </li>
  );
}
