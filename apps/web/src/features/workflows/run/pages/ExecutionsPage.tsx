import { Button, EmptyState, PageHeader } from '@faena/ui';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
import { useSession } from '@/platform/session/session';
import { useDefinitionXml, useExecutionPages, useWorkflowTypeDetail } from '../api';
import { ExecutionList } from '../components/ExecutionList';
import { ExportMenu } from '../components/ExportMenu';
import { FilterBar, userTasksOf } from '../components/FilterBar';
import { activeFilterCount, type ExecutionFilters, filtersFromSearch, filtersToSearch } from '../filters';

/**
 * /workflows/:workflowType/executions: the executions the person may see, newest first, filtered
 * (kept in the address), loading more as the list's end comes into view; exported as XLSX or CSV
 * with the same filters.
 */
export default function ExecutionsPage() {
  const { t } = useTranslation('workflowRuns');
  const { workflowType = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params), [params]);
  const type = useWorkflowTypeDetail(workflowType);
  const definitionId = type.data?.publishedDefinitionId ?? type.data?.draftDefinitionId ?? '';
  const xml = useDefinitionXmlWhen(definitionId);
  const pages = useExecutionPages(workflowType, filters);
  const { session } = useSession();

  const executions = useMemo(() => pages.data?.pages.flatMap((page) => page.results) ?? [], [pages.data]);
  const count = pages.data?.pages[0]?.count ?? 0;
  const options = useMemo(() => {
    const starters = new Map<string, string>();
    if (session.status === 'signedIn') starters.set(session.person.id, session.person.name ?? '');
    for (const execution of executions)
      if (execution.startedBy) starters.set(execution.startedBy.id, execution.startedBy.name);
    return {
      steps: xml ? userTasksOf(xml) : [],
      starters: [...starters].map(([id, name]) => ({ id, name })),
    };
  }, [executions, xml, session]);

  const apply = (next: ExecutionFilters) => setParams(filtersToSearch(next), { replace: true });

  // Loads the next page when the list's end scrolls into view (the button does the same).
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  useEffect(() => {
    const target = end.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <Link
          to={`/workflows/${workflowType}/${definitionId || workflowType}`}
          className="text-label text-fg-muted underline-offset-2 hover:underline"
        >
          {type.data?.name ?? ''}
        </Link>
        <PageHeader
          title={t('executions.title')}
          description={type.data ? t('executions.description', { type: type.data.name }) : undefined}
          actions={<ExportMenu workflowTypeId={workflowType} filters={filters} />}
        />
      </div>
      <FilterBar filters={filters} options={options} onApply={apply} />
      {pages.isPending ? (
        <ListSkeleton label={t('loading')} />
      ) : pages.isError ? (
        <ListLoadError message={t('loadError')} onRetry={() => void pages.refetch()} />
      ) : executions.length === 0 ? (
        activeFilterCount(filters) > 0 ? (
          <EmptyState title={t('executions.emptyFiltered')} description={t('executions.emptyFilteredHint')} />
        ) : (
          <EmptyState title={t('executions.empty')} description={t('executions.emptyHint')} />
        )
      ) : (
        <>
          <p aria-live="polite" className="text-label text-fg-muted" data-testid="executions-count">
            {t('executions.count', { count })}
          </p>
          <ExecutionList executions={executions} workflowTypeId={workflowType} busy={pages.isFetching} />
          <div ref={end} className="flex justify-center">
            {hasNextPage ? (
              <Button variant="secondary" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                {isFetchingNextPage ? t('executions.loadingMore') : t('executions.loadMore')}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}

/** The definition's XML once its id is known (for the steps a filter may name). */
function useDefinitionXmlWhen(workflowId: string) {
  const xml = useDefinitionXml(workflowId || 'none', Boolean(workflowId));
  return xml.data;
}
