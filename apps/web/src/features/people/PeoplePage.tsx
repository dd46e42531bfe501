import { exportPersons, type PersonListItem, unwrap } from '@faena/api-client';
import { listPersonsOptions } from '@faena/api-client/query';
import {
  Avatar,
  Badge,
  Button,
  buttonVariants,
  EmptyState,
  PageHeader,
  SearchBox,
  useToast,
} from '@faena/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
import { CreatePersonDialog } from './CreatePersonDialog';
import { FilterBar } from './FilterBar';
import { FILTER_KEYS, type FilterKey, type PeopleQuery, queryOf } from './filters';
import { usePhotoSrc } from './photo-src';

export const PEOPLE_PAGE_SIZE = 50;
/** How long the search waits for the typing to pause. */
export const SEARCH_DEBOUNCE_MS = 200;

/** /people: search as you type, filters, a dense table (cards on a phone), create and bulk load. */
export default function PeoplePage() {
  const { t } = useTranslation('people');
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(params.get('search') ?? '');
  const [limit, setLimit] = useState(PEOPLE_PAGE_SIZE);
  const [creating, setCreating] = useState(false);

  // The typed text goes to the address (and so to the query) once typing pauses, and only when it
  // changed: a row opened meanwhile (its screen still loading, this one still mounted) must not
  // be pulled back to the list by a late write of the same search.
  const inAddress = params.get('search') ?? '';
  useEffect(() => {
    if (typed.trim() === inAddress) return;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (typed.trim()) next.set('search', typed.trim());
          else next.delete('search');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, inAddress, setParams]);

  const query = useMemo(() => queryOf(params, limit), [params, limit]);
  const list = useQuery({ ...listPersonsOptions({ query }), placeholderData: keepPreviousData });
  const filtered = Boolean(query.search) || FILTER_KEYS.some((key) => params.has(key));

  const setFilter = (key: FilterKey, value: string) => {
    setLimit(PEOPLE_PAGE_SIZE);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  };
  const clearFilters = () => {
    setTyped('');
    setLimit(PEOPLE_PAGE_SIZE);
    setParams(new URLSearchParams(), { replace: true });
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-4 sm:p-6">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <div className="flex flex-wrap gap-2">
            <ExportButton query={query} />
            <Link to="/people-bulk-load/new" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
              {t('bulkLoad')}
            </Link>
            <Button size="sm" onClick={() => setCreating(true)}>
              {t('create')}
            </Button>
          </div>
        }
      />
      <CreatePersonDialog open={creating} onOpenChange={setCreating} />
      <div className="flex flex-col gap-3">
        <SearchBox label={t('searchLabel')} value={typed} onValueChange={setTyped} />
        <FilterBar query={query} onChange={setFilter} onClear={clearFilters} />
      </div>
      {list.isPending ? (
        <ListSkeleton label={t('loading')} />
      ) : list.isError ? (
        <ListLoadError message={t('loadError')} onRetry={() => void list.refetch()} />
      ) : list.data.count === 0 && !filtered ? (
        <EmptyState title={t('empty')} description={t('emptyHint')} />
      ) : list.data.results.length === 0 ? (
        <div className="flex flex-col items-start gap-2">
          <p className="text-body text-fg-muted">{t('noMatches')}</p>
          <Button variant="secondary" size="sm" onClick={clearFilters}>
            {t('clearFilters')}
          </Button>
        </div>
      ) : (
        <>
          <p aria-live="polite" className="text-caption text-fg-muted">
            {t(list.data.count_capped ? 'countCapped' : 'count', { count: list.data.count })}
          </p>
          <PeopleTable people={list.data.results} busy={list.isFetching} />
          <PeopleCards people={list.data.results} busy={list.isFetching} />
          {list.data.results.length < list.data.count && limit < PEOPLE_PAGE_SIZE * 20 ? (
            <Button
              variant="secondary"
              size="sm"
              className="self-center"
              disabled={list.isFetching}
              onClick={() => setLimit((current) => current + PEOPLE_PAGE_SIZE)}
            >
              {t('loadMore')}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}

/**
 * Downloads the list as shown (search and filters) through the API client, which carries the
 * session's token (a plain link would not).
 */
function ExportButton({ query }: { query: PeopleQuery }) {
  const { t } = useTranslation('people');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const { limit: _limit, offset: _offset, ...filters } = query;
          const blob = (await unwrap(exportPersons({ query: filters, parseAs: 'blob' }))) as Blob;
          saveBlob(blob, t('exportFile'));
        } catch {
          toast.show({ title: t('exportFailed'), tone: 'error' });
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? t('exporting') : t('export')}
    </Button>
  );
}

function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function useRowText() {
  const { t } = useTranslation('people');
  return {
    document: (person: PersonListItem) => person.documents[0]?.display ?? t('noDocument'),
    company: (person: PersonListItem) => person.company?.name ?? t('ownCompany'),
    status: (person: PersonListItem) => (person.disabled ? t('status.disabled') : t('status.enabled')),
  };
}

/** Desktop: a dense table, each name a link to the person. */
function PeopleTable({ people, busy }: { people: PersonListItem[]; busy: boolean }) {
  const { t } = useTranslation('people');
  const text = useRowText();
  const photoSrc = usePhotoSrc();
  return (
    <div className="hidden overflow-x-auto rounded-lg border border-border bg-surface md:block">
      <table aria-label={t('listLabel')} aria-busy={busy || undefined} className="w-full text-left text-body">
        <thead className="border-b border-border text-caption text-fg-muted">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('columns.name')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('columns.email')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('columns.document')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('columns.company')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('columns.status')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {people.map((person) => (
            <tr key={person.id} className="hover:bg-surface-subtle">
              <td className="px-3 py-1.5">
                <Link
                  to={`/people/${person.id}`}
                  className="flex items-center gap-2 font-medium underline-offset-2 hover:underline"
                >
                  <Avatar name={person.name} src={photoSrc(person.photo_url)} size="sm" />
                  {person.name}
                </Link>
              </td>
              <td className="px-3 py-1.5 text-fg-muted">{person.email ?? t('noEmail')}</td>
              <td className="px-3 py-1.5 tabular-nums">{text.document(person)}</td>
              <td className="px-3 py-1.5">{text.company(person)}</td>
              <td className="px-3 py-1.5">
                <Badge tone={person.disabled ? 'neutral' : 'success'}>{text.status(person)}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phone: one card per person. */
function PeopleCards({ people, busy }: { people: PersonListItem[]; busy: boolean }) {
  const { t } = useTranslation('people');
  const text = useRowText();
  const photoSrc = usePhotoSrc();
  return (
    <ul
      aria-label={t('listLabel')}
      aria-busy={busy || undefined}
      className="flex flex-col divide-y divide-border overflow-hidden rounded-lg border border-border bg-surface md:hidden"
    >
      {people.map((person) => (
        <li key={person.id}>
          <Link
            to={`/people/${person.id}`}
            className="flex items-center gap-3 px-3 py-2 hover:bg-surface-subtle"
          >
            <Avatar name={person.name} src={photoSrc(person.photo_url)} size="md" />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="truncate font-medium">{person.name}</span>
              <span className="truncate text-caption text-fg-muted">
                {text.document(person)} · {text.company(person)}
              </span>
            </span>
            {person.disabled ? <Badge tone="neutral">{text.status(person)}</Badge> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
