import { ApiError, getVenue, listChecklists, listWorkflowTypes, unwrap } from '@faena/api-client';
import {
  Button,
  buttonVariants,
  CloseIcon,
  EmptyState,
  IconButton,
  PageHeader,
  RadioGroup,
  Select,
  Skeleton,
  Textarea,
  TextField,
  useToast,
} from '@faena/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { messageOf } from '@/platform/errors/message';
import { searchAudienceOptions } from '@/platform/forms/audience-options';
import { apiEntityProvider } from '@/platform/forms/entity-provider';
import { type Option, OptionSearch } from '@/platform/OptionSearch';
import { useScreenRoot } from '@/platform/screen';
import { invalidateReports, storeReport, useReport, useReportCategories } from '../api';
import {
  type DraftField,
  draftOf,
  emptyDraft,
  fieldOfServerKey,
  inputOf,
  MAX_DAYS,
  MIN_DAYS,
  type ReportDraft,
  validateDraft,
} from '../draft';
import { NATIVE_SOURCES, type NativeSource, type Report, type TableauToolbar } from '../model';
import { adminPath } from '../paths';

const searchVenues = (query: string, signal: AbortSignal): Promise<Option[]> =>
  apiEntityProvider.search({ kind: 'venue', query, audience: undefined, signal });

/**
 * The report form, three ways in:
 * - /reports/administration/create/:categoryId — a new report in that category;
 * - /reports/administration/create/:categoryId?report=<publicId> — editing a native report (the
 *   specification has no edit route of its own for them; the form is the same);
 * - /reports/categories/:categoryId/tableau/:publicId/update — editing a Tableau report.
 */
export default function ReportFormPage() {
  const { t } = useTranslation('reports');
  const Root = useScreenRoot();
  const { categoryId = '', publicId: pathId } = useParams();
  const [params] = useSearchParams();
  const publicId = pathId ?? params.get('report') ?? undefined;
  const report = useReport(publicId);

  return (
    <Root className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4 sm:p-6">
      <div className="text-label text-fg-muted">
        <Link to={adminPath(categoryId)} className="underline-offset-2 hover:underline">
          {t('form.back')}
        </Link>
      </div>
      <PageHeader title={publicId ? t('admin.editTitle') : t('admin.createTitle')} />
      {!publicId ? (
        <ReportForm categoryId={categoryId} />
      ) : report.isPending ? (
        <div role="status" aria-label={t('loading')}>
          <Skeleton lines={8} />
        </div>
      ) : report.isError ? (
        <EmptyState
          kind="not-found"
          title={t('form.notFound')}
          description={t('form.notFoundHint')}
          action={
            <Link to={adminPath(categoryId)} className={buttonVariants({ variant: 'secondary' })}>
              {t('form.back')}
            </Link>
          }
        />
      ) : (
        <ReportForm key={report.data.publicId} categoryId={categoryId} report={report.data} />
      )}
    </Root>
  );
}

/** Names of the venues an existing report filters by (the report stores their ids). */
function useVenueNames(ids: readonly string[]) {
  return useQuery({
    queryKey: ['reports', 'venue-names', ...ids],
    queryFn: async ({ signal }) => {
      const venues = await Promise.all(
        ids.map((id) => unwrap(getVenue({ path: { id }, signal })).catch(() => ({ id, name: id }))),
      );
      return new Map(venues.map((venue) => [venue.id, venue.name]));
    },
    enabled: ids.length > 0,
    staleTime: 5 * 60_000,
  });
}

const useChecklistChoices = (enabled: boolean) =>
  useQuery({
    queryKey: ['reports', 'checklist-options'],
    queryFn: async ({ signal }) =>
      (await unwrap(listChecklists({ signal }))).results.map((checklist) => ({
        value: checklist.id,
        label: checklist.title,
      })),
    enabled,
  });

const useWorkflowTypeChoices = (enabled: boolean) =>
  useQuery({
    queryKey: ['reports', 'workflow-type-options'],
    queryFn: async ({ signal }) =>
      (await unwrap(listWorkflowTypes({ signal }))).map((type) => ({ value: type.id, label: type.name })),
    enabled,
  });

const useAudienceChoices = () =>
  useQuery({
    queryKey: ['reports', 'audience-options'],
    queryFn: ({ signal }) => searchAudienceOptions('', signal),
  });

export function ReportForm({ categoryId, report }: { categoryId: string; report?: Report }) {
  const { t } = useTranslation('reports');
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const categories = useReportCategories();
  const [draft, setDraft] = useState<ReportDraft>(() => (report ? draftOf(report) : emptyDraft(categoryId)));
  const venueNames = useVenueNames(report?.native?.venueIds ?? []);
  const checklists = useChecklistChoices(draft.kind === 'native' && draft.source === 'checklist-scores');
  const workflowTypes = useWorkflowTypeChoices(
    draft.kind === 'native' && draft.source === 'workflow-executions',
  );
  const audiences = useAudienceChoices();
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // Stored venue ids get their names once known.
  useEffect(() => {
    const names = venueNames.data;
    if (!names) return;
    setDraft((current) => ({
      ...current,
      venues: current.venues.map((venue) => ({ id: venue.id, name: names.get(venue.id) ?? venue.name })),
    }));
  }, [venueNames.data]);

  const update = (patch: Partial<ReportDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateDraft(draft);
    const messages = Object.fromEntries(
      Object.entries(found).map(([field, key]) => [field, t(key as never) as string]),
    ) as Partial<Record<DraftField, string>>;
    setErrors(messages);
    setProblem(Object.keys(found).length > 0 ? t('form.fixErrors') : null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const saved = await storeReport(inputOf(draft), report?.publicId);
      invalidateReports(queryClient);
      toast.show({
        title: t(report ? 'form.saved' : 'form.created', { title: saved.title ?? draft.title.trim() }),
        tone: 'success',
      });
      navigate(adminPath(saved.categoryId ?? draft.categoryId));
    } catch (caught) {
      const fields = caught instanceof ApiError ? caught.fields : {};
      const mapped: Partial<Record<DraftField, string>> = {};
      const unplaced: string[] = [];
      for (const [key, message] of Object.entries(fields)) {
        const field = fieldOfServerKey(key);
        if (field) mapped[field] = message;
        else unplaced.push(message);
      }
      setErrors(mapped);
      setProblem(
        Object.keys(mapped).length > 0 && unplaced.length === 0
          ? t('form.fixErrors')
          : t('form.saveError', { message: unplaced[0] ?? messageOf(caught) }),
      );
    } finally {
      setSaving(false);
    }
  };

  const categoryOptions = (categories.data ?? []).map((category) => ({
    value: category.id,
    label: category.name,
  }));
  const audienceOptions = [
    { value: '', label: t('admin.audienceEveryone') },
    ...(audiences.data ?? []),
    ...(draft.audienceId && !audiences.data?.some((option) => option.value === draft.audienceId)
      ? [{ value: draft.audienceId, label: report?.audienceName ?? draft.audienceId }]
      : []),
  ];

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <section aria-labelledby="report-details" className="flex flex-col gap-4">
        <h2 id="report-details" className="text-section-title font-semibold">
          {t('form.details')}
        </h2>
        <TextField
          label={t('form.titleLabel')}
          value={draft.title}
          required
          maxLength={120}
          autoComplete="off"
          onChange={(event) => update({ title: event.target.value })}
          error={errors.title}
        />
        <Textarea
          label={t('form.descriptionLabel')}
          value={draft.description}
          optional
          rows={3}
          maxLength={1000}
          onChange={(event) => update({ description: event.target.value })}
          error={errors.description}
        />
        <Select
          label={t('form.category')}
          value={draft.categoryId}
          options={categoryOptions}
          placeholder={categoryOptions.length === 0}
          required
          onChange={(event) => update({ categoryId: event.target.value })}
          error={errors.categoryId}
        />
        <Select
          label={t('form.audience')}
          value={draft.audienceId}
          options={audienceOptions}
          aria-busy={audiences.isPending || undefined}
          hint={audiences.isPending ? t('form.audienceLoading') : undefined}
          onChange={(event) => update({ audienceId: event.target.value })}
        />
        <RadioGroup
          label={t('form.kind')}
          value={draft.kind}
          orientation="horizontal"
          onValueChange={(value) => update({ kind: value as ReportDraft['kind'] })}
          options={[
            { value: 'native', label: t('kind.native'), description: t('form.kindNativeHint') },
            { value: 'tableau', label: t('kind.tableau'), description: t('form.kindTableauHint') },
          ]}
        />
      </section>

      <section aria-labelledby="report-data" className="flex flex-col gap-4">
        <h2 id="report-data" className="text-section-title font-semibold">
          {t('form.data')}
        </h2>
        {draft.kind === 'native' ? (
          <>
            <RadioGroup
              label={t('form.source')}
              value={draft.source}
              onValueChange={(value) => update({ source: value as NativeSource })}
              options={NATIVE_SOURCES.map((source) => ({
                value: source,
                label: t(`sources.${source}.label`),
                description: t(`sources.${source}.hint`),
              }))}
            />
            <TextField
              label={t('form.days')}
              hint={t('form.daysHint')}
              type="number"
              inputMode="numeric"
              min={MIN_DAYS}
              max={MAX_DAYS}
              value={draft.days}
              onChange={(event) => update({ days: event.target.value })}
              error={errors.days}
              containerClassName="sm:w-48"
            />
            {draft.source === 'checklist-scores' ? (
              <Select
                label={t('form.checklist')}
                value={draft.checklistId}
                options={[{ value: '', label: t('form.checklistAll') }, ...(checklists.data ?? [])]}
                aria-busy={checklists.isPending || undefined}
                onChange={(event) => update({ checklistId: event.target.value })}
              />
            ) : null}
            {draft.source === 'workflow-executions' ? (
              <Select
                label={t('form.workflowType')}
                value={draft.workflowTypeId}
                options={[{ value: '', label: t('form.workflowTypeAll') }, ...(workflowTypes.data ?? [])]}
                aria-busy={workflowTypes.isPending || undefined}
                onChange={(event) => update({ workflowTypeId: event.target.value })}
              />
            ) : null}
            {draft.source !== 'post-acknowledgements' ? (
              <fieldset className="flex flex-col gap-2">
                <legend className="text-label font-medium">{t('form.venues')}</legend>
                <p className="text-label text-fg-muted">{t('form.venuesHint')}</p>
                {draft.venues.length > 0 ? (
                  <ul className="flex flex-wrap gap-2">
                    {draft.venues.map((venue) => (
                      <li
                        key={venue.id}
                        className="inline-flex items-center gap-1 rounded-full bg-bg-muted py-0.5 pr-0.5 pl-3 text-label"
                      >
                        {venue.name}
                        <IconButton
                          size="sm"
                          variant="ghost"
                          label={t('form.removeVenue', { name: venue.name })}
                          icon={<CloseIcon />}
                          onClick={() =>
                            update({ venues: draft.venues.filter((other) => other.id !== venue.id) })
                          }
                        />
                      </li>
                    ))}
                  </ul>
                ) : null}
                <OptionSearch
                  label={t('form.venueSearch')}
                  search={searchVenues}
                  exclude={draft.venues.map((venue) => venue.id)}
                  onPick={(venue) =>
                    update({ venues: [...draft.venues, { id: venue.id, name: venue.name }] })
                  }
                />
              </fieldset>
            ) : null}
          </>
        ) : (
          <>
            <TextField
              label={t('form.viewUrl')}
              hint={t('form.viewUrlHint')}
              type="url"
              inputMode="url"
              value={draft.viewUrl}
              autoComplete="off"
              spellCheck={false}
              required
              onChange={(event) => update({ viewUrl: event.target.value })}
              error={errors.viewUrl}
            />
            <Select
              label={t('form.toolbar')}
              value={draft.toolbar}
              options={[
                { value: 'top', label: t('form.toolbarTop') },
                { value: 'bottom', label: t('form.toolbarBottom') },
                { value: 'hidden', label: t('form.toolbarHidden') },
              ]}
              onChange={(event) => update({ toolbar: event.target.value as TableauToolbar })}
              containerClassName="sm:w-48"
            />
          </>
        )}
      </section>

      {problem ? (
        <p role="alert" className="rounded-md bg-danger-subtle p-3 text-body text-danger-fg">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Link
          to={adminPath(draft.categoryId || categoryId)}
          className={buttonVariants({ variant: 'secondary' })}
        >
          {t('common:cancel')}
        </Link>
        <Button type="submit" loading={saving}>
          {report ? t('form.save') : t('form.create')}
        </Button>
      </div>
    </form>
  );
}
