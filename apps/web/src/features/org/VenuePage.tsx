import {
  createLocation,
  createVenue,
  deleteLocation,
  deleteVenue,
  unwrap,
  updateLocation,
  updateVenue,
  type Venue,
} from '@faena/api-client';
import {
  getVenueOptions,
  listCompaniesOptions,
  listLocationsOptions,
  listPositionsOptions,
  resolveVenueQrOptions,
} from '@faena/api-client/query';
import {
  Button,
  Card,
  EmptyState,
  PageHeader,
  SaveBar,
  Select,
  TextField,
  useModal,
  useToast,
} from '@faena/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
import { usePermissions } from '@/platform/site-config';
import { useUnsavedChangesGuard } from '@/platform/unsaved-changes';
import { fieldErrorsOf, messageOf, useInvalidate } from './org-api';
import { QrPanel } from './QrPanel';

const TEXT_FIELDS = [
  'code',
  'type',
  'category',
  'business_line',
  'address',
  'country',
  'last_status',
] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];

interface Draft extends Record<TextFieldName, string> {
  name: string;
  company_id: string;
  position_id: string;
  gla: string;
}

const draftOf = (venue?: Venue): Draft => ({
  name: venue?.name ?? '',
  code: venue?.code ?? '',
  type: venue?.type ?? '',
  category: venue?.category ?? '',
  business_line: venue?.business_line ?? '',
  address: venue?.address ?? '',
  country: venue?.country ?? '',
  last_status: venue?.last_status ?? '',
  company_id: venue?.company_id ?? '',
  position_id: venue?.position_id ?? '',
  gla: venue?.gla === null || venue?.gla === undefined ? '' : String(venue.gla),
});

const same = (a: Draft, b: Draft) => (Object.keys(a) as (keyof Draft)[]).every((key) => a[key] === b[key]);

function bodyOf(draft: Draft) {
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    name: draft.name.trim(),
    ...Object.fromEntries(TEXT_FIELDS.map((key) => [key, orNull(draft[key])])),
    company_id: orNull(draft.company_id),
    position_id: orNull(draft.position_id),
    gla: draft.gla.trim() === '' ? null : Number(draft.gla.replace(',', '.')),
  };
}

/** /venues/new and /venues/{id}: a venue's data (editable with the permission), its QR code and locations. */
export default function VenuePage() {
  const { venueId } = useParams();
  const { t } = useTranslation('org');
  const venue = useQuery({ ...getVenueOptions({ path: { id: venueId ?? '' } }), enabled: Boolean(venueId) });

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 p-4 pb-28 sm:p-6">
      <Link to="/venues" className="text-label text-fg-muted underline-offset-2 hover:underline">
        {`${t('venues.back')}: ${t('venue.other')}`}
      </Link>
      {!venueId ? (
        <VenueEditor key="new" />
      ) : venue.isPending ? (
        <ListSkeleton label={t('common.loading')} />
      ) : venue.isError ? (
        messageOf(venue.error) ? (
          <EmptyState title={t('venues.notFound')} />
        ) : (
          <ListLoadError message={t('common.loadError')} onRetry={() => void venue.refetch()} />
        )
      ) : (
        <VenueEditor key={venue.data.id} venue={venue.data} />
      )}
    </div>
  );
}

function ScannedNotice({ venueId }: { venueId: string }) {
  const { t } = useTranslation('org');
  const [params] = useSearchParams();
  const token = params.get('qr');
  const scanned = useQuery({
    ...resolveVenueQrOptions({ path: { token: token ?? '' } }),
    enabled: Boolean(token),
    retry: false,
  });
  if (!token || scanned.isPending) return null;
  const valid = scanned.data?.id === venueId;
  return (
    <p role="status" className={valid ? 'text-success-fg' : 'text-warning-fg'}>
      {valid ? t('venues.qrScanned') : t('venues.qrInvalid')}
    </p>
  );
}

function VenueEditor({ venue }: { venue?: Venue }) {
  const { t } = useTranslation('org');
  const toast = useToast();
  const modal = useModal();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const canManage = usePermissions().has('MANAGE_ORGANIZATION_STRUCTURE');
  const [saved, setSaved] = useState(() => draftOf(venue));
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const dirty = !same(draft, saved);
  useUnsavedChangesGuard(canManage && dirty && venue !== undefined);
  const companies = useQuery({ ...listCompaniesOptions({ query: { limit: 100 } }), enabled: canManage });
  const positions = useQuery({ ...listPositionsOptions({ query: { limit: 100 } }), enabled: canManage });

  const save = useMutation({
    mutationFn: async (body: ReturnType<typeof bodyOf>) =>
      venue ? unwrap(updateVenue({ path: { id: venue.id }, body })) : unwrap(createVenue({ body })),
    onSuccess: async (result) => {
      await invalidate('listVenues', 'getVenue');
      setErrors({});
      setFormError(null);
      if (venue) {
        const next = draftOf(result);
        setSaved(next);
        setDraft(next);
        toast.show({ title: t('common.saved'), tone: 'success' });
      } else {
        toast.show({ title: t('venues.created'), tone: 'success' });
        navigate(`/venues/${result.id}`, { replace: true });
      }
    },
    onError: (error) => {
      setErrors(fieldErrorsOf(error));
      setFormError(messageOf(error) ?? t('common.saveError'));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (draft.name.trim() === '') local.name = t('errors.required');
    if (draft.gla.trim() !== '' && !Number.isFinite(Number(draft.gla.replace(',', '.'))))
      local.gla = t('errors.number');
    setErrors(local);
    if (Object.keys(local).length > 0) {
      setFormError(Object.values(local)[0] ?? null);
      return;
    }
    save.mutate(bodyOf(draft));
  };

  const remove = async () => {
    if (!venue) return;
    const confirmed = await modal.confirm({
      title: t('common.delete'),
      description: t('common.confirmDelete', { name: venue.name }),
      confirmVariant: 'danger',
      confirmLabel: t('common.delete'),
    });
    if (!confirmed) return;
    await unwrap(deleteVenue({ path: { id: venue.id } }));
    await invalidate('listVenues');
    toast.show({ title: t('common.deleted') });
    navigate('/venues', { replace: true });
  };

  const field = (name: keyof Draft, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      name={name}
      label={label}
      value={draft[name]}
      readOnly={!canManage}
      error={errors[name]}
      optional={name !== 'name' && canManage}
      required={name === 'name'}
      onChange={(event) => setDraft({ ...draft, [name]: event.currentTarget.value })}
      {...extra}
    />
  );

  return (
    <>
      <PageHeader
        title={venue ? venue.name : `${t('venues.new')}: ${t('venue.one')}`}
        description={venue ? (venue.address ?? undefined) : undefined}
        actions={
          venue && canManage ? (
            <Button variant="danger" onClick={() => void remove()}>
              {t('common.delete')}
            </Button>
          ) : null
        }
      />
      {venue ? <ScannedNotice venueId={venue.id} /> : null}
      <form
        id="venue-form"
        onSubmit={submit}
        noValidate
        aria-describedby={formError ? 'venue-form-error' : undefined}
      >
        <Card>
          <h2 className="mb-3 text-title-sm font-semibold">{t('venues.detailsTitle')}</h2>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {field('name', t('venues.fields.name'))}
            {TEXT_FIELDS.map((name) => (
              <div key={name}>{field(name, t(`venues.fields.${name}`))}</div>
            ))}
            {field('gla', t('venues.fields.gla'), { inputMode: 'decimal' })}
            <Select
              name="company_id"
              label={t('venues.fields.company_id')}
              disabled={!canManage}
              value={draft.company_id}
              error={errors.company_id}
              placeholder={t('venues.ownCompany')}
              options={[
                ...(venue?.company_id && !companies.data
                  ? [{ value: venue.company_id, label: venue.company_name ?? '' }]
                  : []),
                ...(companies.data?.results ?? []).map((company) => ({
                  value: company.id,
                  label: `${company.name} (${t(`venues.kinds.${company.kind}`)})`,
                })),
              ]}
              onChange={(event) => setDraft({ ...draft, company_id: event.currentTarget.value })}
            />
            <Select
              name="position_id"
              label={t('venues.fields.position_id')}
              disabled={!canManage}
              value={draft.position_id}
              error={errors.position_id}
              placeholder={t('common.none')}
              options={[
                ...(venue?.position_id && !positions.data
                  ? [{ value: venue.position_id, label: venue.position_name ?? '' }]
                  : []),
                ...(positions.data?.results ?? []).map((position) => ({
                  value: position.id,
                  label: position.name,
                })),
              ]}
              onChange={(event) => setDraft({ ...draft, position_id: event.currentTarget.value })}
            />
          </div>
        </Card>
        {canManage ? (
          <SaveBar
            dirty={dirty || !venue}
            saving={save.isPending}
            error={formError}
            errorId="venue-form-error"
            form="venue-form"
            onDiscard={venue ? () => setDraft(saved) : undefined}
            labels={{
              region: t('common.saveBar.region'),
              dirty: t('common.saveBar.dirty'),
              clean: t('common.saveBar.clean'),
              save: venue ? t('common.save') : t('common.create'),
              saving: t('common.saving'),
              discard: t('common.discard'),
            }}
          />
        ) : null}
      </form>
      {venue && canManage ? <QrPanel venue={venue} /> : null}
      {venue ? <Locations venue={venue} canManage={canManage} /> : null}
    </>
  );
}

function Locations({ venue, canManage }: { venue: Venue; canManage: boolean }) {
  const { t } = useTranslation('org');
  const toast = useToast();
  const invalidate = useInvalidate();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const locations = useQuery(listLocationsOptions({ query: { venue_id: venue.id, limit: 100 } }));
  const refresh = () => invalidate('listLocations', 'getVenue', 'listVenues');

  const add = useMutation({
    mutationFn: (locationName: string) =>
      unwrap(createLocation({ path: { id: venue.id }, body: { name: locationName } })),
    onSuccess: async () => {
      setName('');
      setError(undefined);
      await refresh();
    },
    onError: (failure) => setError(messageOf(failure) ?? t('common.saveError')),
  });

  return (
    <Card>
      <h2 className="mb-3 text-title-sm font-semibold">{t('location.other')}</h2>
      {canManage ? (
        <form
          className="mb-3 flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim() === '') {
              setError(t('errors.required'));
              return;
            }
            add.mutate(name.trim());
          }}
        >
          <TextField
            label={`${t('locations.add')}: ${t('location.one')}`}
            placeholder={t('locations.namePlaceholder')}
            value={name}
            error={error}
            onChange={(event) => setName(event.currentTarget.value)}
            containerClassName="flex-1"
          />
          <Button type="submit" variant="secondary" disabled={add.isPending}>
            {t('locations.add')}
          </Button>
        </form>
      ) : null}
      {locations.isPending ? (
        <ListSkeleton label={t('common.loading')} />
      ) : locations.isError ? (
        <ListLoadError message={t('common.loadError')} onRetry={() => void locations.refetch()} />
      ) : locations.data.results.length === 0 ? (
        <p className="text-fg-muted">{t('locations.empty')}</p>
      ) : (
        <ul aria-label={t('locations.listLabel', { name: venue.name })} className="divide-y divide-border">
          {locations.data.results.map((location) => (
            <li key={location.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-medium">{location.name}</span>
                {location.code ? (
                  <span className="ml-2 text-label text-fg-muted">{location.code}</span>
                ) : null}
                {!location.active ? (
                  <span className="ml-2 text-label text-fg-muted">{t('locations.inactive')}</span>
                ) : null}
              </span>
              {canManage ? (
                <span className="flex gap-2">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={async () => {
                      await unwrap(
                        updateLocation({ path: { id: location.id }, body: { active: !location.active } }),
                      );
                      await refresh();
                    }}
                  >
                    {location.active ? t('locations.inactive') : t('locations.active')}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`${t('common.delete')}: ${location.name}`}
                    onClick={async () => {
                      await unwrap(deleteLocation({ path: { id: location.id } }));
                      await refresh();
                      toast.show({ title: t('common.deleted') });
                    }}
                  >
                    {t('common.delete')}
                  </Button>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
