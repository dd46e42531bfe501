import {
  ApiError,
  type Audience,
  createAudience,
  deleteAudience,
  listCompanies,
  listGroups,
  listPositions,
  listVenues,
  previewAudience,
  searchPeople,
  unwrap,
  updateAudience,
} from '@faena/api-client';
import { getAudienceOptions } from '@faena/api-client/query';
import type { FormDefinition } from '@faena/form-engine/core';
import { FormRenderer } from '@faena/form-engine/react';
import {
  Avatar,
  Button,
  Card,
  EmptyState,
  PageHeader,
  SaveBar,
  Skeleton,
  Textarea,
  TextField,
  useModal,
  useToast,
} from '@faena/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useAppContext } from '@/platform/context';
import { APP_FORM_SERVICES } from '@/platform/forms/entity-provider';
import { ListLoadError } from '@/platform/list-states';
import { useUnsavedChangesGuard } from '@/platform/unsaved-changes';
import {
  type AudienceDraft,
  draftOf,
  emptyDraft,
  inputOf,
  OWN_COMPANY,
  type RuleList,
  ruleOf,
  sameDraft,
} from './audience-form';
import { MultiPicker, type PickerOption } from './MultiPicker';

const SEARCH_LIMIT = 20;

/** /audiences/new and /audiences/:audienceId: the audience's name, rule and live preview. */
export default function AudienceEditorPage() {
  const { t } = useTranslation('audiences');
  const { audienceId } = useParams();
  const existing = useQuery({
    ...getAudienceOptions({ path: { audienceId: audienceId ?? '' } }),
    enabled: Boolean(audienceId),
  });

  if (!audienceId) return <AudienceEditor audience={null} />;
  if (existing.isPending) {
    return (
      <Frame title={t('title')}>
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">{t('editor.loading')}</span>
          <Skeleton lines={6} />
        </div>
      </Frame>
    );
  }
  if (existing.isError) {
    return (
      <Frame title={t('title')}>
        {existing.error instanceof ApiError && existing.error.status === 404 ? (
          <EmptyState kind="not-found" title={t('editor.notFound')} />
        ) : (
          <ListLoadError message={t('editor.loadError')} onRetry={() => void existing.refetch()} />
        )}
      </Frame>
    );
  }
  return <AudienceEditor key={existing.data.updated_at} audience={existing.data} />;
}

function Frame({
  title,
  children,
  actions,
}: {
  title: string;
  children: React.ReactNode;
  actions?: React.ReactNode;
}) {
  const { t } = useTranslation('audiences');
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 p-4 pb-28 sm:p-6 sm:pb-28">
      <div className="flex flex-col gap-1">
        <Link to="/audiences" className="text-label text-fg-muted underline-offset-2 hover:underline">
          {t('editor.back')}
        </Link>
        <PageHeader title={title} actions={actions} />
      </div>
      {children}
    </div>
  );
}

function AudienceEditor({ audience }: { audience: Audience | null }) {
  const { t } = useTranslation('audiences');
  const toast = useToast();
  const modal = useModal();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ownLabel = t('editor.ownCompany');
  const [saved, setSaved] = useState<AudienceDraft>(() =>
    audience ? draftOf(audience, ownLabel) : emptyDraft(),
  );
  const [draft, setDraft] = useState(saved);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = !sameDraft(draft, saved);
  const guard = useUnsavedChangesGuard(dirty);

  const setList = (list: RuleList) => (items: AudienceDraft['rule'][RuleList]) =>
    setDraft((current) => ({ ...current, rule: { ...current.rule, [list]: items } }));

  const searches = useMemo(() => pickerSearches(ownLabel), [ownLabel]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    if (draft.name.trim() === '') {
      setFieldErrors({ name: t('editor.nameRequired') });
      return;
    }
    setSaving(true);
    try {
      const body = inputOf(draft);
      const stored = audience
        ? await unwrap(updateAudience({ path: { audienceId: audience.id }, body }))
        : await unwrap(createAudience({ body }));
      setFieldErrors({});
      const next = draftOf(stored, ownLabel);
      setSaved(next);
      setDraft(next);
      await queryClient.invalidateQueries({ queryKey: [{ _id: 'listAudiences' }] });
      toast.show({ title: t('editor.saved'), tone: 'success' });
      if (!audience) {
        guard.release();
        navigate(`/audiences/${stored.id}`, { replace: true });
      } else {
        queryClient.setQueryData(getAudienceOptions({ path: { audienceId: stored.id } }).queryKey, stored);
      }
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        setFieldErrors(error.fields);
        setFormError(error.message);
      } else {
        setFormError(error instanceof ApiError && error.status < 500 ? error.message : t('editor.saveError'));
      }
    } finally {
      setSaving(false);
    }
  }

  async function onDelete() {
    if (!audience) return;
    const confirmed = await modal.confirm({
      title: t('editor.delete'),
      description: t('editor.confirmDelete', { name: audience.name }),
      confirmLabel: t('editor.delete'),
    });
    if (!confirmed) return;
    try {
      await unwrap(deleteAudience({ path: { audienceId: audience.id } }));
      await queryClient.invalidateQueries({ queryKey: [{ _id: 'listAudiences' }] });
      toast.show({ title: t('editor.deleted'), tone: 'success' });
      guard.release();
      navigate('/audiences', { replace: true });
    } catch {
      toast.show({ title: t('editor.deleteError'), tone: 'error' });
    }
  }

  const ruleError = (list: RuleList) => fieldErrors[`rule.${list}`];

  return (
    <Frame
      title={audience ? audience.name : t('editor.newTitle')}
      actions={
        audience ? (
          <Button variant="secondary" size="sm" onClick={() => void onDelete()}>
            {t('editor.delete')}
          </Button>
        ) : null
      }
    >
      <form
        id="audience-form"
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-4"
        aria-describedby={formError ? 'audience-form-error' : undefined}
      >
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="flex flex-col gap-4">
            <Card className="flex flex-col gap-3 p-4">
              <h2 className="text-body font-semibold">{t('editor.details')}</h2>
              <TextField
                label={t('editor.name')}
                name="name"
                value={draft.name}
                maxLength={120}
                required
                error={fieldErrors.name}
                onChange={(event) => setDraft((current) => ({ ...current, name: event.target.value }))}
              />
              <Textarea
                label={t('editor.descriptionLabel')}
                name="description"
                optional
                rows={2}
                maxLength={500}
                value={draft.description}
                onChange={(event) => setDraft((current) => ({ ...current, description: event.target.value }))}
              />
            </Card>
            <Card className="flex flex-col gap-3 p-4">
              <div className="flex flex-col gap-0.5">
                <h2 className="text-body font-semibold">{t('editor.rule')}</h2>
                <p className="text-caption text-fg-muted">{t('editor.ruleHint')}</p>
              </div>
              <div className="grid gap-3 md:grid-cols-2">
                <MultiPicker
                  name="venues"
                  label={t('formBuilder:type_venues')}
                  value={draft.rule.venues}
                  onChange={setList('venues')}
                  search={searches.venues}
                  error={ruleError('venues')}
                />
                <MultiPicker
                  name="positions"
                  label={t('editor.positions')}
                  value={draft.rule.positions}
                  onChange={setList('positions')}
                  search={searches.positions}
                  error={ruleError('positions')}
                />
                <MultiPicker
                  name="groups"
                  label={t('editor.groups')}
                  value={draft.rule.groups}
                  onChange={setList('groups')}
                  search={searches.groups}
                  error={ruleError('groups')}
                />
                <MultiPicker
                  name="companies"
                  label={t('editor.companies')}
                  value={draft.rule.companies}
                  onChange={setList('companies')}
                  search={searches.companies}
                  error={ruleError('companies')}
                />
                <MultiPicker
                  name="include"
                  label={t('editor.include')}
                  value={draft.rule.include}
                  onChange={setList('include')}
                  search={searches.people}
                  avatars
                  error={ruleError('include')}
                />
                <MultiPicker
                  name="exclude"
                  label={t('editor.exclude')}
                  value={draft.rule.exclude}
                  onChange={setList('exclude')}
                  search={searches.people}
                  avatars
                  error={ruleError('exclude')}
                />
              </div>
            </Card>
          </div>
          <Preview draft={draft} />
        </div>
        <SaveBar
          dirty={dirty}
          saving={saving}
          error={formError}
          errorId="audience-form-error"
          onDiscard={() => {
            setDraft(saved);
            setFieldErrors({});
            setFormError(null);
          }}
          labels={{
            region: t('saveBar.region'),
            dirty: t('saveBar.dirty'),
            clean: t('saveBar.clean'),
            save: t('save'),
            saving: t('saving'),
            discard: t('discard'),
          }}
        />
      </form>
      {audience && !dirty ? <PickerTrial audienceId={audience.id} /> : null}
    </Frame>
  );
}

/** The searches behind each list of the rule, from the organization's APIs. */
function pickerSearches(ownLabel: string) {
  const named = (items: { id: string; name: string; code?: string | null }[]): PickerOption[] =>
    items.map((item) => ({ id: item.id, name: item.name, ...(item.code ? { description: item.code } : {}) }));
  const query = (text: string) => ({ ...(text ? { search: text } : {}), limit: SEARCH_LIMIT });
  return {
    venues: async (text: string, signal: AbortSignal) =>
      named((await unwrap(listVenues({ query: query(text), signal }))).results),
    positions: async (text: string, signal: AbortSignal) =>
      named((await unwrap(listPositions({ query: query(text), signal }))).results),
    groups: async (text: string, signal: AbortSignal) =>
      named((await unwrap(listGroups({ query: query(text), signal }))).results),
    companies: async (text: string, signal: AbortSignal) => {
      const found = named((await unwrap(listCompanies({ query: query(text), signal }))).results);
      const own = !text || ownLabel.toLowerCase().includes(text.toLowerCase());
      return own ? [{ id: OWN_COMPANY, name: ownLabel }, ...found] : found;
    },
    people: async (text: string, signal: AbortSignal) =>
      (
        await unwrap(searchPeople({ query: { ...(text ? { q: text } : {}), limit: SEARCH_LIMIT }, signal }))
      ).results.map((person) => ({
        id: person.id,
        name: person.name,
        ...(person.position || person.venue
          ? { description: [person.position, person.venue].filter(Boolean).join(' · ') }
          : {}),
        ...(person.photo_url ? { image: person.photo_url } : {}),
      })),
  };
}

/** The live count and first people of the rule being edited (nothing saved). */
function Preview({ draft }: { draft: AudienceDraft }) {
  const { t } = useTranslation('audiences');
  const rule = useDeferredValue(ruleOf(draft));
  const key = JSON.stringify(rule);
  const preview = useQuery({
    queryKey: ['audiencePreview', key],
    queryFn: ({ signal }) => unwrap(previewAudience({ body: rule, signal })),
    placeholderData: (previous) => previous,
  });
  return (
    <Card
      className="flex h-fit flex-col gap-2 p-4 lg:sticky lg:top-4"
      aria-labelledby="audience-preview-title"
    >
      <h2 id="audience-preview-title" className="text-body font-semibold">
        {t('editor.preview')}
      </h2>
      <div aria-live="polite" aria-busy={preview.isFetching || undefined} className="flex flex-col gap-2">
        {preview.isPending ? (
          <p className="text-body text-fg-muted">{t('editor.previewLoading')}</p>
        ) : preview.isError ? (
          <p role="alert" className="text-body text-danger-fg">
            {t('editor.previewError')}
          </p>
        ) : (
          <>
            <p className="text-page-title font-semibold tabular-nums" data-testid="audience-count">
              {t('editor.previewCount', { count: preview.data.count })}
            </p>
            {preview.data.count === 0 ? (
              <p className="text-body text-fg-muted">{t('editor.previewEmpty')}</p>
            ) : (
              <ul aria-label={t('editor.members')} className="flex flex-col gap-1.5">
                {preview.data.results.map((person) => (
                  <li key={person.id} className="flex items-center gap-2 text-body">
                    <span aria-hidden="true">
                      <Avatar name={person.name} src={person.photo_url ?? undefined} size="sm" />
                    </span>
                    <span className="flex min-w-0 flex-col">
                      <span className="truncate">{person.name}</span>
                      {person.position || person.venue ? (
                        <span className="truncate text-caption text-fg-muted">
                          {[person.position, person.venue].filter(Boolean).join(' · ')}
                        </span>
                      ) : null}
                    </span>
                  </li>
                ))}
                {preview.data.count > preview.data.results.length ? (
                  <li className="text-caption text-fg-muted">
                    {t('editor.previewMore', { count: preview.data.count - preview.data.results.length })}
                  </li>
                ) : null}
              </ul>
            )}
          </>
        )}
      </div>
    </Card>
  );
}

/**
 * A form's pickers as the app renders them: a venue (in the organization's wording), a venue of
 * this audience (its rule's and where its people work) and a person of this audience.
 */
function PickerTrial({ audienceId }: { audienceId: string }) {
  const { t } = useTranslation('audiences');
  const { organization } = useAppContext();
  const hidden = organization.hiddenFieldTypes;
  const definition = useMemo<FormDefinition>(
    () => ({
      id: 'audience-pickers',
      // The field types the organization hides are not offered here either.
      fields: (
        [
          { id: 'venue', name: 'venue', type: 'venue', label: t('formBuilder:type_venue') },
          {
            id: 'audience_venue',
            name: 'audience_venue',
            type: 'venue',
            label: t('editor.pickerVenue', { venue: t('formBuilder:type_venue') }),
            audience: audienceId,
          },
          {
            id: 'person',
            name: 'person',
            type: 'user',
            label: t('editor.pickerPerson'),
            audience: audienceId,
          },
        ] satisfies FormDefinition['fields']
      ).filter((field) => !hidden.includes(field.type)),
    }),
    [t, audienceId, hidden],
  );
  return (
    <Card className="flex flex-col gap-3 p-4" aria-labelledby="audience-pickers-title">
      <div className="flex flex-col gap-0.5">
        <h2 id="audience-pickers-title" className="text-body font-semibold">
          {t('editor.pickers')}
        </h2>
        <p className="text-caption text-fg-muted">{t('editor.pickersHint')}</p>
      </div>
      <FormRenderer
        definition={definition}
        services={APP_FORM_SERVICES}
        hideSubmit
        aria-label={t('editor.pickers')}
      />
    </Card>
  );
}
