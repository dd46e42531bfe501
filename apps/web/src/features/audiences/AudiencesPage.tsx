import type { Audience } from '@faena/api-client';
import { listAudiencesOptions } from '@faena/api-client/query';
import { buttonVariants, EmptyState, PageHeader, SearchBox } from '@faena/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
import { ruleCounts } from './audience-form';

/** /audiences: the organization's audiences by name, each with what its rule names. */
export default function AudiencesPage() {
  const { t } = useTranslation('audiences');
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const list = useQuery({
    ...listAudiencesOptions({ query: { limit: 50, ...(deferred ? { search: deferred } : {}) } }),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 p-4 sm:p-6">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Link to="/audiences/new" className={buttonVariants({ variant: 'primary', size: 'sm' })}>
            {t('create')}
          </Link>
        }
      />
      {list.isPending ? (
        <ListSkeleton label={t('loading')} />
      ) : list.isError ? (
        <ListLoadError message={t('loadError')} onRetry={() => void list.refetch()} />
      ) : list.data.count === 0 && deferred === '' ? (
        <EmptyState title={t('empty')} description={t('emptyHint')} />
      ) : (
        <>
          <SearchBox label={t('searchLabel')} value={search} onValueChange={setSearch} />
          {list.data.results.length === 0 ? (
            <p className="text-body text-fg-muted">{t('noMatches', { search: deferred })}</p>
          ) : (
            <ul
              aria-label={t('listLabel')}
              aria-busy={list.isFetching || undefined}
              className="divide-y divide-border overflow-hidden rounded-lg border border-border bg-surface"
            >
              {list.data.results.map((audience) => (
                <AudienceRow key={audience.id} audience={audience} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

function AudienceRow({ audience }: { audience: Audience }) {
  const { t } = useTranslation('audiences');
  const counts = ruleCounts(audience.rule);
  const summary =
    counts.length === 0
      ? t('ruleSummary.nothing')
      : counts
          .map(({ list, count }) =>
            t(`ruleSummary.${list}`, {
              count,
              venueOne: t('formBuilder:type_venue').toLowerCase(),
              venueOther: t('formBuilder:type_venues').toLowerCase(),
            }),
          )
          .join(' · ');
  return (
    <li>
      <Link
        to={`/audiences/${audience.id}`}
        className="flex flex-col gap-0.5 px-4 py-3 hover:bg-surface-subtle focus-visible:bg-surface-subtle focus-visible:outline-none sm:flex-row sm:items-center sm:justify-between sm:gap-4"
      >
        <span className="flex min-w-0 flex-col">
          <span className="truncate text-body font-medium text-fg">{audience.name}</span>
          {audience.description ? (
            <span className="truncate text-caption text-fg-muted">{audience.description}</span>
          ) : null}
        </span>
        <span className="shrink-0 text-caption text-fg-muted">{summary}</span>
      </Link>
    </li>
  );
}
