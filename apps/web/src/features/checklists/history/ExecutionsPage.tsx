import { Badge, Button, EmptyState, PageHeader, Tabs, TabsContent, TabsList, TabsTrigger } from '@faena/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
import { useScreenRoot } from '@/platform/screen';
import { useChecklistFormat } from '../admin/format';
import type { ChecklistExecution, FlaggedAnswerRow } from '../model';
import { answerText } from './answers';
import { useExecutionsPage, useFlaggedAnswersPage } from './api';
import { ExportButton } from './ExportButton';
import { FilterBar } from './FilterBar';
import {
  activeFilterCount,
  filtersFromSearch,
  filtersToSearch,
  type HistoryFilters,
  PAGE_SIZE,
} from './filters';
import { ScoreBar } from './Score';

type View = 'executions' | 'flagged';

export const executionPath = (id: string) => `/checklists/executions/${encodeURIComponent(id)}`;

/**
 * /checklists/executions: the submitted checklists (administrators: everyone's; others: their
 * own), filtered in the address, a page at a time, exported as XLSX with the same filters; or the
 * flagged answers across them.
 */
export default function ExecutionsPage() {
  const { t } = useTranslation('checklists');
  const Root = useScreenRoot();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params), [params]);
  const view: View = params.get('view') === 'flagged' ? 'flagged' : 'executions';
  const apply = (next: HistoryFilters, nextView: View = view) =>
    setParams(filtersToSearch(next, nextView === 'flagged' ? 'flagged' : undefined), { replace: true });

  return (
    <Root className="mx-auto flex w-full max-w-6xl flex-col p-4 sm:p-6">
      {/* The filters apply to both tabs: each tab's panel holds its own list. */}
      <Tabs
        value={view}
        onValueChange={(next) => apply({ ...filters, page: 1 }, next as View)}
        className="flex flex-col gap-4"
      >
        <PageHeader
          title={t('history.title')}
          description={t('history.description')}
          actions={<ExportButton filters={filters} />}
        >
          <TabsList aria-label={t('history.tabs')}>
            <TabsTrigger value="executions">{t('history.executionsTab')}</TabsTrigger>
            <TabsTrigger value="flagged">{t('history.flaggedTab')}</TabsTrigger>
          </TabsList>
        </PageHeader>
        <FilterBar filters={filters} onChange={(next) => apply(next)} />
        <TabsContent value="executions">
          <ExecutionsView filters={filters} onPage={(page) => apply({ ...filters, page })} />
        </TabsContent>
        <TabsContent value="flagged">
          <FlaggedView filters={filters} onPage={(page) => apply({ ...filters, page })} />
        </TabsContent>
      </Tabs>
    </Root>
  );
}

function ExecutionsView({ filters, onPage }: { filters: HistoryFilters; onPage: (page: number) => void }) {
  const { t } = useTranslation('checklists');
  const list = useExecutionsPage(filters);
  if (list.isPending) return <ListSkeleton label={t('history.loading')} />;
  if (list.isError)
    return <ListLoadError message={t('history.loadError')} onRetry={() => void list.refetch()} />;
  if (list.data.results.length === 0)
    return activeFilterCount(filters) > 0 ? (
      <EmptyState title={t('history.emptyFiltered')} description={t('history.emptyFilteredHint')} />
    ) : (
      <EmptyState title={t('history.empty')} description={t('history.emptyHint')} />
    );
  return (
    <div className="flex flex-col gap-3" aria-busy={list.isFetching || undefined}>
      <p aria-live="polite" className="text-label text-fg-muted">
        {t('history.count', { count: list.data.count })}
      </p>
      <ExecutionTable executions={list.data.results} />
      <ExecutionCards executions={list.data.results} />
      <Pager page={filters.page} count={list.data.count} onPage={onPage} />
    </div>
  );
}

function ExecutionTable({ executions }: { executions: ChecklistExecution[] }) {
  const { t } = useTranslation('checklists');
  const format = useChecklistFormat();
  return (
    <div className="hidden overflow-x-auto rounded-lg border border-border bg-surface md:block">
      <table aria-label={t('history.listLabel')} className="w-full text-left text-body">
        <thead className="border-b border-border text-label text-fg-muted">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              {t('history.columns.checklist')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('history.columns.version')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('history.columns.person')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('history.columns.venue')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('history.columns.submitted')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('history.columns.score')}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              {t('history.columns.flagged')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {executions.map((execution) => (
            <tr key={execution.id} data-execution-id={execution.id} className="hover:bg-bg-subtle">
              <td className="px-4 py-2.5">
                <Link
                  to={executionPath(execution.id)}
                  aria-label={t('history.open', { title: execution.title, name: execution.person.name })}
                  className="font-medium underline-offset-2 hover:underline"
                >
                  {execution.title}
                </Link>
              </td>
              <td className="px-3 py-2.5 text-fg-muted">
                {t('history.version', { version: execution.version })}
              </td>
              <td className="px-3 py-2.5">{execution.person.name}</td>
              <td className="px-3 py-2.5">
                {execution.venue?.name ?? <Muted>{t('history.noVenue')}</Muted>}
              </td>
              <td className="px-3 py-2.5 whitespace-nowrap">
                {execution.submittedAt ? format.dateTime(execution.submittedAt) : '—'}
              </td>
              <td className="px-3 py-2.5">
                <ScoreBar
                  score={execution.score}
                  max={execution.maxScore}
                  percentage={execution.percentage}
                />
              </td>
              <td className="px-4 py-2.5 text-right">
                <FlaggedCount count={execution.flaggedCount} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per execution. */
function ExecutionCards({ executions }: { executions: ChecklistExecution[] }) {
  const { t } = useTranslation('checklists');
  const format = useChecklistFormat();
  return (
    <ul aria-label={t('history.listLabel')} className="flex flex-col gap-2 md:hidden">
      {executions.map((execution) => (
        <li key={execution.id}>
          <Link
            to={executionPath(execution.id)}
            aria-label={t('history.open', { title: execution.title, name: execution.person.name })}
            className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3 hover:bg-bg-subtle"
          >
            <span className="flex items-start justify-between gap-2">
              <span className="min-w-0 font-medium">{execution.title}</span>
              <FlaggedCount count={execution.flaggedCount} />
            </span>
            <span className="text-label text-fg-muted">
              {[
                execution.person.name,
                execution.venue?.name,
                execution.submittedAt ? format.dateTime(execution.submittedAt) : null,
                t('history.version', { version: execution.version }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
            <ScoreBar score={execution.score} max={execution.maxScore} percentage={execution.percentage} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

function FlaggedCount({ count }: { count: number }) {
  const { t } = useTranslation('checklists');
  return count > 0 ? (
    <Badge tone="danger">{t('history.flaggedShort', { count })}</Badge>
  ) : (
    <span className="text-label text-fg-muted">0</span>
  );
}

function Muted({ children }: { children: string }) {
  return <span className="text-fg-muted">{children}</span>;
}

function FlaggedView({ filters, onPage }: { filters: HistoryFilters; onPage: (page: number) => void }) {
  const { t } = useTranslation('checklists');
  const format = useChecklistFormat();
  const list = useFlaggedAnswersPage(filters, true);
  const answerFormat = { yes: t('history.yes'), no: t('history.no'), ...format };
  if (list.isPending) return <ListSkeleton label={t('history.loading')} />;
  if (list.isError)
    return <ListLoadError message={t('history.loadError')} onRetry={() => void list.refetch()} />;
  if (list.data.results.length === 0)
    return <EmptyState title={t('history.noFlagged')} description={t('history.noFlaggedHint')} />;
  return (
    <div className="flex flex-col gap-3" aria-busy={list.isFetching || undefined}>
      <p aria-live="polite" className="text-label text-fg-muted">
        {t('history.flaggedCount', { count: list.data.count })}
      </p>
      <ul
        aria-label={t('history.flaggedListLabel')}
        className="divide-y divide-border rounded-lg border border-border bg-surface"
      >
        {list.data.results.map((row) => (
          <FlaggedRow key={`${row.executionId}:${row.name}`} row={row} text={answerFormat} />
        ))}
      </ul>
      <Pager page={filters.page} count={list.data.count} onPage={onPage} />
    </div>
  );
}

function FlaggedRow({ row, text }: { row: FlaggedAnswerRow; text: Parameters<typeof answerText>[2] }) {
  const { t } = useTranslation('checklists');
  const shown =
    typeof row.answer === 'boolean'
      ? row.answer
        ? text.yes
        : text.no
      : answerText({ id: row.name, name: row.name, type: 'text' }, row.answer, text);
  return (
    <li>
      <Link
        to={`${executionPath(row.executionId)}#${encodeURIComponent(row.name)}`}
        className="grid gap-1 px-4 py-3 hover:bg-bg-subtle sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4"
      >
        <span className="flex min-w-0 flex-col gap-0.5">
          <span className="font-medium">{row.label || row.name}</span>
          <span className="text-label text-fg-muted">
            {[
              row.title,
              row.person.name,
              row.venue?.name,
              row.submittedAt ? text.dateTime(row.submittedAt) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </span>
        <Badge tone="danger">{shown || t('history.unanswered')}</Badge>
      </Link>
    </li>
  );
}

function Pager({ page, count, onPage }: { page: number; count: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('checklists');
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={t('history.pagination')} className="flex items-center justify-between gap-2">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('history.previous')}
      </Button>
      <span className="text-label text-fg-muted">{t('history.page', { page, pages })}</span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('history.next')}
      </Button>
    </nav>
  );
}
