import type { ListVenuesData, Venue } from '@faena/api-client';
import { listCompaniesOptions, listVenuesOptions } from '@faena/api-client/query';
import {
  Badge,
  Button,
  buttonVariants,
  Card,
  EmptyState,
  PageHeader,
  SearchBox,
  Select,
  TextField,
} from '@faena/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
import { usePermissions } from '@/platform/site-config';

export const VENUES_PAGE_SIZE = 25;

type Query = NonNullable<ListVenuesData['query']>;

/** The SPEC 3 filters the venues list offers, as URL parameters (a filtered list can be shared). */
const TEXT_FILTERS = [
  'type',
  'name',
  'code',
  'category',
  'business_line',
  'last_status',
  'address',
  'country',
  'id_or_name',
] as const;
const BOOLEAN_FILTERS = ['has_qr', 'has_position'] as const;
const NUMBER_FILTERS = ['gla_gt', 'gla_lt'] as const;
const FILTER_KEYS = [...TEXT_FILTERS, ...BOOLEAN_FILTERS, ...NUMBER_FILTERS, 'company_id', 'company_kind'];

function queryOf(params: URLSearchParams, page: number): Query {
  const query: Record<string, unknown> = { limit: VENUES_PAGE_SIZE, offset: (page - 1) * VENUES_PAGE_SIZE };
  const search = params.get('q');
  if (search) query.search = search;
  for (const key of TEXT_FILTERS) if (params.get(key)) query[key] = params.get(key);
  for (const key of BOOLEAN_FILTERS) if (params.get(key)) query[key] = params.get(key) === 'true';
  for (const key of NUMBER_FILTERS) {
    const value = Number(params.get(key));
    if (params.get(key) && Number.isFinite(value)) query[key] = value;
  }
  if (params.get('company_id')) query.company_id = params.get('company_id');
  const kind = params.get('company_kind');
  if (kind === 'PARTNER' || kind === 'CONTRACTOR') query.company_kind = kind;
  return query as Query;
}

/** /venues: the organisation's venues (by its own word for them), searchable and filtered. */
export default function VenuesPage() {
  const { t } = useTranslation('org');
  const canManage = usePermissions().has('MANAGE_ORGANIZATION_STRUCTURE');
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const [filtersOpen, setFiltersOpen] = useState(() => FILTER_KEYS.some((key) => params.get(key)));
  const venues = useQuery({
    ...listVenuesOptions({ query: queryOf(params, page) }),
    placeholderData: keepPreviousData,
  });
  const active = FILTER_KEYS.filter((key) => params.get(key)).length;
  const pages = Math.max(1, Math.ceil((venues.data?.count ?? 0) / VENUES_PAGE_SIZE));
  const filtersId = useId();

  const setParam = (key: string, value: string) => {
    setPage(1);
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

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-4 sm:p-6">
      <PageHeader
        title={t('venue.other')}
        description={t('venues.description')}
        actions={
          canManage ? (
            <Link to="/venues/new" className={buttonVariants({ variant: 'primary' })}>
              {`${t('venues.new')}: ${t('venue.one')}`}
            </Link>
          ) : null
        }
      />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <SearchBox
          label={t('common.search')}
          defaultValue={params.get('q') ?? ''}
          onValueChange={(value) => setParam('q', value.trim())}
          containerClassName="sm:max-w-sm flex-1"
        />
        <Button
          variant="secondary"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {t('venues.filters')}
          {active > 0 ? <Badge tone="primary">{active}</Badge> : null}
        </Button>
        {active > 0 ? (
          <Button
            variant="ghost"
            onClick={() => {
              setPage(1);
              setParams((current) => {
                const next = new URLSearchParams();
                if (current.get('q')) next.set('q', current.get('q') ?? '');
                return next;
              });
            }}
          >
            {t('venues.clearFilters')}
          </Button>
        ) : null}
        <p className="text-label text-fg-muted sm:ml-auto" aria-live="polite">
          {venues.data ? t('common.count', { count: venues.data.count }) : ''}
        </p>
      </div>
      {filtersOpen ? <VenueFilters id={filtersId} params={params} setParam={setParam} /> : null}
      {venues.isPending ? (
        <ListSkeleton label={t('common.loading')} />
      ) : venues.isError ? (
        <ListLoadError message={t('common.loadError')} onRetry={() => void venues.refetch()} />
      ) : venues.data.results.length === 0 ? (
        <EmptyState title={t('venues.emptyTitle')} description={t('venues.emptyHint')} />
      ) : (
        <>
          <VenueTable venues={venues.data.results} busy={venues.isFetching} />
          <VenueCards venues={venues.data.results} />
          {pages > 1 ? (
            <nav aria-label={t('venues.listLabel')} className="flex items-center justify-between gap-2">
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('common.previous')}
              </Button>
              <span className="text-body text-fg-muted">
                {page} / {pages}
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                {t('common.next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}

function VenueFilters({
  id,
  params,
  setParam,
}: {
  id: string;
  params: URLSearchParams;
  setParam: (key: string, value: string) => void;
}) {
  const { t } = useTranslation('org');
  const companies = useQuery(listCompaniesOptions({ query: { limit: 100 } }));
  const yesNo = [
    { value: 'true', label: t('venues.yes') },
    { value: 'false', label: t('venues.no') },
  ];
  return (
    <Card>
      <fieldset id={id} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="sr-only">{t('venues.filters')}</legend>
        {TEXT_FILTERS.map((key) => (
          <TextField
            key={key}
            label={t(`venues.fields.${key}`)}
            defaultValue={params.get(key) ?? ''}
            onBlur={(event) => setParam(key, event.currentTarget.value.trim())}
            onKeyDown={(event) => {
              if (event.key === 'Enter') setParam(key, event.currentTarget.value.trim());
            }}
          />
        ))}
        {NUMBER_FILTERS.map((key) => (
          <TextField
            key={key}
            label={t(`venues.fields.${key}`)}
            inputMode="decimal"
            defaultValue={params.get(key) ?? ''}
            onBlur={(event) => setParam(key, event.currentTarget.value.trim())}
            onKeyDown={(event) => {
              if (event.key === 'Enter') setParam(key, event.currentTarget.value.trim());
            }}
          />
        ))}
        {BOOLEAN_FILTERS.map((key) => (
          <Select
            key={key}
            label={t(`venues.fields.${key}`)}
            placeholder={t('venues.any')}
            options={yesNo}
            value={params.get(key) ?? ''}
            onChange={(event) => setParam(key, event.currentTarget.value)}
          />
        ))}
        <Select
          label={t('venues.fields.company_id')}
          placeholder={t('venues.any')}
          options={(companies.data?.results ?? []).map((company) => ({
            value: company.id,
            label: company.name,
          }))}
          value={params.get('company_id') ?? ''}
          onChange={(event) => setParam('company_id', event.currentTarget.value)}
        />
        <Select
          label={t('venues.fields.company_kind')}
          placeholder={t('venues.any')}
          options={[
            { value: 'PARTNER', label: t('venues.kinds.PARTNER') },
            { value: 'CONTRACTOR', label: t('venues.kinds.CONTRACTOR') },
          ]}
          value={params.get('company_kind') ?? ''}
          onChange={(event) => setParam('company_kind', event.currentTarget.value)}
        />
      </fieldset>
    </Card>
  );
}

/** Desktop: a dense table. */
function VenueTable({ venues, busy }: { venues: Venue[]; busy: boolean }) {
  const { t } = useTranslation('org');
  const none = t('common.none');
  return (
    <div className="hidden overflow-x-auto rounded-lg border border-border md:block">
      <table className="w-full text-left text-body" aria-busy={busy || undefined}>
        <caption className="sr-only">{t('venue.other')}</caption>
        <thead className="bg-bg-subtle text-label text-fg-muted">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('venues.fields.name')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('venues.fields.code')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('venues.fields.type')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('venues.fields.category')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('venues.fields.company_id')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('venues.fields.country')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t('venues.fields.gla')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              QR
            </th>
          </tr>
        </thead>
        <tbody>
          {venues.map((venue) => (
            <tr key={venue.id} className="border-t border-border hover:bg-bg-subtle">
              <td className="px-3 py-2">
                <Link to={`/venues/${venue.id}`} className="font-medium underline-offset-2 hover:underline">
                  {venue.name}
                </Link>
                {venue.address ? <div className="text-label text-fg-muted">{venue.address}</div> : null}
              </td>
              <td className="px-3 py-2">{venue.code ?? none}</td>
              <td className="px-3 py-2">{venue.type ?? none}</td>
              <td className="px-3 py-2">{venue.category ?? none}</td>
              <td className="px-3 py-2">{venue.company_name ?? t('venues.ownCompany')}</td>
              <td className="px-3 py-2">{venue.country ?? none}</td>
              <td className="px-3 py-2 text-right tabular-nums">{venue.gla ?? none}</td>
              <td className="px-3 py-2">{venue.has_qr ? t('venues.yes') : t('venues.no')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per venue. */
function VenueCards({ venues }: { venues: Venue[] }) {
  const { t } = useTranslation('org');
  return (
    <ul className="flex flex-col gap-2 md:hidden" aria-label={t('venue.other')}>
      {venues.map((venue) => (
        <li key={venue.id}>
          <Link
            to={`/venues/${venue.id}`}
            className="block rounded-lg border border-border bg-surface px-4 py-3 hover:bg-bg-subtle"
          >
            <span className="flex items-center justify-between gap-2">
              <span className="font-medium">{venue.name}</span>
              {venue.code ? <span className="text-label text-fg-muted">{venue.code}</span> : null}
            </span>
            <span className="block text-label text-fg-muted">
              {[venue.type, venue.address].filter(Boolean).join(' · ')}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
