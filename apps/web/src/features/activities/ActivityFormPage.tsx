import { ApiError } from '@faena/api-client';
import { listChecklistsOptions, listMyWorkflowTypesOptions } from '@faena/api-client/query';
import { parseRecurrenceId } from '@faena/recurrence';
import {
  Button,
  Card,
  CloseIcon,
  EmptyState,
  IconButton,
  PageHeader,
  RadioGroup,
  Select,
  Textarea,
  TextField,
  useToast,
} from '@faena/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useFlag } from '@/platform/flags';
import { apiEntityProvider } from '@/platform/forms/entity-provider';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
import { type Option, OptionSearch } from '@/platform/OptionSearch';
import { type Activity, type ActivityInput, invalidateDays, saveActivity, useActivity } from './api';
import { localeOf, personZone } from './dates';
import { PeoplePicker } from './PeoplePicker';
import { RecurrenceEditor } from './recurrence/RecurrenceEditor';

/** The zones SPEC's organisations work in, plus the person's own. */
const ZONES = [
  'America/Mexico_City',
  'America/Santiago',
  'America/Bogota',
  'America/Lima',
  'America/El_Salvador',
  'America/New_York',
];
const PRIORITIES = [2, 3, 4, 5, 6, 7, 8] as const;

interface Draft {
  title: string;
  description: string;
  start: string;
  minutes: string;
  timeZone: string;
  rrule: string | null;
  priority: string;
  categories: string;
  venue: Option | null;
  responsible: Option[];
  contentType: 'none' | 'text' | 'workflow' | 'checklist';
  contentText: string;
  /** The linked workflow type or checklist. */
  objectId: string;
}

/** The next full hour in `zone`, as a datetime-local value. */
function nextHour(zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
    })
      .formatToParts(Date.now() + 3_600_000)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:00`;
}

/** Minutes of an RFC 5545 duration the form can show (days and hours included). */
function minutesOf(duration: string): string {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:\d+S)?)?$/.exec(duration);
  if (!match) return '60';
  const [, days = '0', hours = '0', minutes = '0'] = match;
  return String(Number(days) * 1440 + Number(hours) * 60 + Number(minutes));
}

function draftOf(activity: Activity | undefined, zone: string): Draft {
  if (!activity) {
    return {
      title: '',
      description: '',
      start: nextHour(zone),
      minutes: '60',
      timeZone: zone,
      rrule: null,
      priority: '5',
      categories: '',
      venue: null,
      responsible: [],
      contentType: 'none',
      contentText: '',
      objectId: '',
    };
  }
  return {
    title: activity.title,
    description: activity.description ?? '',
    start: activity.start.slice(0, 16),
    minutes: minutesOf(activity.duration),
    timeZone: activity.timeZone,
    rrule: activity.rrule,
    priority: String(activity.priority || 5),
    categories: activity.categories.join(', '),
    venue: activity.venue,
    responsible: activity.responsible.map((person) => ({ id: person.passport, name: person.name })),
    contentType: activity.content?.contentType ?? 'none',
    contentText: activity.content?.text ?? '',
    objectId: activity.content?.objectId ?? '',
  };
}

function bodyOf(draft: Draft, showPriority: boolean): ActivityInput {
  const minutes = Math.max(0, Math.round(Number(draft.minutes) || 0));
  return {
    title: draft.title,
    description: draft.description.trim() || null,
    start: draft.start,
    timeZone: draft.timeZone,
    duration: minutes === 0 ? 'PT0S' : `PT${minutes}M`,
    rrule: draft.rrule,
    ...(showPriority ? { priority: Number(draft.priority) } : {}),
    categories: draft.categories
      .split(',')
      .map((category) => category.trim())
      .filter(Boolean),
    venueId: draft.venue?.id ?? null,
    responsible: draft.responsible.map((person) => person.id),
    content:
      draft.contentType === 'text' && draft.contentText.trim()
        ? { contentType: 'text', text: draft.contentText.trim() }
        : (draft.contentType === 'workflow' || draft.contentType === 'checklist') && draft.objectId
          ? { contentType: draft.contentType, objectId: draft.objectId }
          : null,
  };
}

/** The organization's venues matching what is typed (as the forms' venue fields find them). */
const searchVenues = (query: string, signal: AbortSignal): Promise<Option[]> =>
  apiEntityProvider.search({ kind: 'venue', query, audience: undefined, signal });

/**
 * /activities/create and /activities/create/{id}: an activity's form — title, when (start in a
 * zone, duration), how it repeats (the recurrence editor writes the RRULE, says it in words and
 * previews the next dates), who is responsible, where, and what to do. Behind SPEC 9's
 * create-new-activity flag and MANAGE_ACTIVITIES (the route says so).
 */
export default function ActivityFormPage() {
  const { id } = useParams();
  const existing = useActivity(id);
  const { t } = useTranslation('activities');
  if (id && existing.isPending) {
    return (
      <Frame title={t('form.editTitle')}>
        <ListSkeleton label={t('loading')} />
      </Frame>
    );
  }
  if (id && existing.isError) {
    return (
      <Frame title={t('form.editTitle')}>
        {existing.error instanceof ApiError && existing.error.status === 404 ? (
          <EmptyState title={t('occurrence.notFound')} />
        ) : (
          <ListLoadError message={t('occurrence.loadError')} onRetry={() => void existing.refetch()} />
        )}
      </Frame>
    );
  }
  return <ActivityForm activity={existing.data} />;
}

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4 sm:p-6">
      <PageHeader title={title} />
      {children}
    </div>
  );
}

function ActivityForm({ activity }: { activity: Activity | undefined }) {
  const { t, i18n } = useTranslation('activities');
  const locale = localeOf(i18n.language);
  const zone = personZone();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const showPriority = useFlag('activityPriorities');
  const workflowTypes = useQuery(listMyWorkflowTypesOptions());
  const [draft, setDraft] = useState<Draft>(() => draftOf(activity, zone));
  const checklists = useQuery({
    ...listChecklistsOptions({ query: { executable: true } }),
    enabled: draft.contentType === 'checklist',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (activity) setDraft(draftOf(activity, zone));
  }, [activity, zone]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const startLocal = parseRecurrenceId(`${draft.start.replace(/[-:]/g, '').slice(0, 13)}00`);
  const zones = ZONES.includes(zone) ? ZONES : [zone, ...ZONES];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!draft.title.trim()) local.title = t('form.required');
    if (!startLocal) local.start = t('form.required');
    setErrors(local);
    if (Object.keys(local).length > 0) {
      setFormError(t('form.invalid'));
      return;
    }
    setSaving(true);
    setFormError(null);
    try {
      const saved = await saveActivity(activity?.publicId, bodyOf(draft, showPriority));
      await invalidateDays(queryClient);
      toast.show({ title: t('form.saved'), tone: 'success' });
      navigate(`/activities?date=${saved.start.slice(0, 10)}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        setErrors((error.body?.fields as Record<string, string> | undefined) ?? {});
        setFormError(t('form.invalid'));
      } else {
        setFormError(
          error instanceof ApiError && error.status === 404 ? t('form.notAllowed') : t('form.failed'),
        );
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Frame title={activity ? t('form.editTitle') : t('form.createTitle')}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {formError ? (
          <p role="alert" className="rounded-md border border-danger bg-danger-subtle px-3 py-2 text-danger">
            {formError}
          </p>
        ) : null}
        <Card>
          <div className="flex flex-col gap-4">
            <TextField
              label={t('form.titleField')}
              value={draft.title}
              maxLength={200}
              required
              error={errors.title}
              onChange={(event) => set('title', event.currentTarget.value)}
            />
            <Textarea
              label={t('form.descriptionField')}
              optional
              rows={2}
              maxLength={5000}
              value={draft.description}
              error={errors.description}
              onChange={(event) => set('description', event.currentTarget.value)}
            />
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField
                type="datetime-local"
                label={t('form.start')}
                value={draft.start}
                required
                error={errors.start}
                onChange={(event) => set('start', event.currentTarget.value)}
              />
              <TextField
                type="number"
                inputMode="numeric"
                min={0}
                max={527040}
                label={t('form.duration')}
                hint={t('form.durationMinutes')}
                value={draft.minutes}
                error={errors.duration}
                onChange={(event) => set('minutes', event.currentTarget.value)}
              />
              <Select
                label={t('form.timeZone')}
                value={draft.timeZone}
                error={errors.timeZone}
                options={zones.map((name) => ({
                  value: name,
                  label: name.replace('America/', '').replace('_', ' '),
                }))}
                onChange={(event) => set('timeZone', event.currentTarget.value)}
              />
            </div>
          </div>
        </Card>
        <Card>
          {startLocal ? (
            <RecurrenceEditor
              value={draft.rrule}
              onChange={(next) => set('rrule', next)}
              start={startLocal}
              timeZone={draft.timeZone}
              locale={locale}
              {...(errors.rrule ? { error: errors.rrule } : {})}
            />
          ) : null}
        </Card>
        <Card>
          <div className="flex flex-col gap-4">
            <PeoplePicker
              people={draft.responsible}
              onChange={(people) => set('responsible', people)}
              {...(errors.responsible ? { error: errors.responsible } : {})}
            />
            <div className="flex flex-col gap-2">
              <span className="text-label font-medium">{t('form.venue')}</span>
              {draft.venue ? (
                <div className="flex items-center gap-2">
                  <span>{draft.venue.name}</span>
                  <IconButton
                    size="sm"
                    variant="ghost"
                    label={t('form.removeVenue')}
                    icon={<CloseIcon />}
                    onClick={() => set('venue', null)}
                  />
                </div>
              ) : (
                <OptionSearch
                  label={t('form.venueSearch')}
                  search={searchVenues}
                  onPick={(venue) => set('venue', venue)}
                />
              )}
              {errors.venueId ? <p className="text-label text-danger">{errors.venueId}</p> : null}
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              {showPriority ? (
                <Select
                  label={t('form.priority')}
                  value={draft.priority}
                  error={errors.priority}
                  options={PRIORITIES.map((value) => ({
                    value: String(value),
                    label: t(`priority.${value}`),
                  }))}
                  onChange={(event) => set('priority', event.currentTarget.value)}
                />
              ) : null}
              <TextField
                label={t('form.categories')}
                hint={t('form.categoriesHint')}
                optional
                value={draft.categories}
                error={errors.categories}
                onChange={(event) => set('categories', event.currentTarget.value)}
              />
            </div>
          </div>
        </Card>
        <Card>
          <div className="flex flex-col gap-4">
            <RadioGroup
              label={t('form.content')}
              value={draft.contentType}
              onValueChange={(value) => {
                set('contentType', value as Draft['contentType']);
                set('objectId', '');
              }}
              options={[
                { value: 'none', label: t('form.contentNone') },
                { value: 'text', label: t('form.contentText') },
                { value: 'checklist', label: t('form.contentChecklist') },
                { value: 'workflow', label: t('form.contentWorkflow') },
              ]}
              error={errors.content}
            />
            {draft.contentType === 'text' ? (
              <Textarea
                label={t('form.contentTextLabel')}
                rows={4}
                maxLength={20000}
                value={draft.contentText}
                onChange={(event) => set('contentText', event.currentTarget.value)}
              />
            ) : null}
            {draft.contentType === 'workflow' ? (
              <Select
                label={t('form.workflowType')}
                placeholder
                value={draft.objectId}
                options={(workflowTypes.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
                onChange={(event) => set('objectId', event.currentTarget.value)}
              />
            ) : null}
            {draft.contentType === 'checklist' ? (
              <Select
                label={t('form.checklist')}
                placeholder
                value={draft.objectId}
                options={(checklists.data?.results ?? []).map((checklist) => ({
                  value: checklist.id,
                  label: checklist.title,
                }))}
                onChange={(event) => set('objectId', event.currentTarget.value)}
              />
            ) : null}
          </div>
        </Card>
        <div className="flex justify-end">
          <Button type="submit" disabled={saving}>
            {saving ? t('form.saving') : t('form.save')}
          </Button>
        </div>
      </form>
    </Frame>
  );
}
