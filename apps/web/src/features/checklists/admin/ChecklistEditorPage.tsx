import { ApiError } from '@faena/api-client';
import { FormBuilder, PICKER_TYPES, type TypeLabels } from '@faena/form-engine/builder';
import { checkFormDefinition, type FieldType, type FormDefinition } from '@faena/form-engine/core';
import {
  Button,
  buttonVariants,
  Card,
  EmptyState,
  PageHeader,
  Select,
  Switch,
  Textarea,
  TextField,
  useToast,
} from '@faena/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useAppContext } from '@/platform/context';
import { messageOf } from '@/platform/errors/message';
import { searchAudienceOptions } from '@/platform/forms/audience-options';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
import { useScreenRoot } from '@/platform/screen';
import { useUnsavedChangesGuard } from '@/platform/unsaved-changes';
import { invalidateChecklists, statusOf, storeChecklist, useChecklist, useChecklistCategories } from './api';
import type { Checklist, ChecklistCategory, ChecklistDraft } from './model';
import { categoryPath } from './tree';

const adminPath = (categoryId?: string | null) =>
  categoryId ? `/checklist-administration/${encodeURIComponent(categoryId)}` : '/checklist-administration';

const emptyDraft = (categoryId: string): ChecklistDraft => ({
  categoryId,
  title: '',
  description: null,
  audienceId: null,
  scoring: false,
  definition: { id: 'checklist', fields: [] },
});

const draftOf = (checklist: Checklist): ChecklistDraft => ({
  categoryId: checklist.categoryId ?? '',
  title: checklist.title,
  description: checklist.description,
  audienceId: checklist.audienceId,
  scoring: checklist.scoring,
  definition: checklist.definition,
});

/** Questions are the fields a person answers (static text is not one). */
export const questionCountOf = (definition: FormDefinition) =>
  definition.fields.filter((field) => field.type !== 'display_text').length;

/**
 * /checklists/create/:categoryId and /checklists/update/:id: a template's title, description,
 * audience and scoring, and its questions in the form builder. Saving a template that already has
 * executions makes a new version (the server decides); the page says so.
 */
export default function ChecklistEditorPage() {
  const { t } = useTranslation('checklists');
  const Root = useScreenRoot();
  const { id, categoryId } = useParams();
  const { pathname } = useLocation();
  const creating = pathname.startsWith('/checklists/create/');
  const checklist = useChecklist(creating ? undefined : id);

  if (!creating && !id) return <Navigate to={adminPath()} replace />;

  const notFound = checklist.isError && statusOf(checklist.error) === 404;
  return (
    <Root className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-4 sm:p-6">
      {creating && categoryId ? (
        <Editor key={`new:${categoryId}`} initial={emptyDraft(categoryId)} />
      ) : notFound ? (
        <EmptyState
          kind="not-found"
          title={t('admin.editor.notFound')}
          description={t('admin.editor.notFoundHint')}
          action={
            <Link to={adminPath()} className={buttonVariants({ variant: 'secondary' })}>
              {t('admin.editor.back')}
            </Link>
          }
        />
      ) : checklist.isError ? (
        <ListLoadError message={t('admin.loadError')} onRetry={() => void checklist.refetch()} />
      ) : checklist.isPending ? (
        <ListSkeleton label={t('admin.loading')} />
      ) : (
        <Editor key={checklist.data.id} initial={draftOf(checklist.data)} saved={checklist.data} />
      )}
    </Root>
  );
}

/** The organisation's form builder settings: the field types it hides and its wording of them. */
function useBuilderSettings() {
  const { organization } = useAppContext();
  const { t, i18n } = useTranslation('formBuilder');
  const hidden = organization.hiddenFieldTypes;
  const language = i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the wording follows the language
  return useMemo(
    () => ({
      hiddenTypes: hidden as FieldType[],
      typeLabels: Object.fromEntries(
        PICKER_TYPES.map((type) => [type, t(`type_${type}`, { defaultValue: '' })]).filter(
          ([, label]) => label,
        ),
      ) as TypeLabels,
    }),
    [hidden, t, language],
  );
}

/** The organisation's first audiences (a template keeps its own even when it is not among them). */
function useAudienceChoices() {
  return useQuery({
    queryKey: ['checklists', 'audience-options'],
    queryFn: ({ signal }) => searchAudienceOptions('', signal),
    staleTime: 60_000,
  });
}

function categoryLabel(categories: readonly ChecklistCategory[], id: string) {
  return categoryPath(categories, id)
    .map((category) => category.name)
    .join(' / ');
}

function Editor({ initial, saved: savedProp }: { initial: ChecklistDraft; saved?: Checklist }) {
  const { t } = useTranslation('checklists');
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formId = useId();
  const categories = useChecklistCategories();
  const audiences = useAudienceChoices();
  const { hiddenTypes, typeLabels } = useBuilderSettings();
  const [draft, setDraft] = useState<ChecklistDraft>(initial);
  const [baseline, setBaseline] = useState(() => JSON.stringify(initial));
  const [saved, setSaved] = useState<Checklist | undefined>(savedProp);
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [definitionErrors, setDefinitionErrors] = useState<string[]>([]);
  const [versionNotice, setVersionNotice] = useState<string | null>(null);
  const dirty = JSON.stringify(draft) !== baseline;
  const guard = useUnsavedChangesGuard(dirty);
  const update = (patch: Partial<ChecklistDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const titleError = attempted && draft.title.trim() === '' ? t('admin.editor.titleRequired') : undefined;
  const allCategories = categories.data ?? [];
  const categoryOptions = allCategories
    .map((category) => ({ value: category.id, label: categoryLabel(allCategories, category.id) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const audienceOptions = [
    { value: '', label: t('admin.editor.audienceEveryone') },
    ...(audiences.data ?? []),
    ...(draft.audienceId && !audiences.data?.some((option) => option.value === draft.audienceId)
      ? [{ value: draft.audienceId, label: draft.audienceId }]
      : []),
  ];

  async function save() {
    const definition = draft.definition;
    setAttempted(true);
    setFormError(null);
    setFieldErrors({});
    setVersionNotice(null);
    const check = checkFormDefinition(definition);
    const problems = check.ok
      ? questionCountOf(check.definition) === 0
        ? [t('admin.editor.noQuestions')]
        : []
      : check.errors;
    setDefinitionErrors(problems);
    if (draft.title.trim() === '' || !draft.categoryId || !check.ok || problems.length > 0) return;
    const clean: ChecklistDraft = {
      ...draft,
      title: draft.title.trim(),
      description: draft.description?.trim() || null,
      definition: check.definition,
    };
    setSaving(true);
    try {
      const result = await storeChecklist(clean, saved?.id);
      invalidateChecklists(queryClient, result.id);
      const next = { ...clean, definition: result.definition ?? clean.definition };
      setDraft(next);
      setBaseline(JSON.stringify(next));
      setAttempted(false);
      if (saved && result.version > saved.version) {
        const notice = t('admin.editor.newVersion', { version: result.version });
        setVersionNotice(notice);
        toast.show({ title: notice, tone: 'success' });
      } else {
        toast.show({
          title: t(saved ? 'admin.editor.saved' : 'admin.editor.created', { title: result.title }),
          tone: 'success',
        });
      }
      setSaved(result);
      if (!saved) {
        guard.release();
        navigate(`/checklists/update/${encodeURIComponent(result.id)}`, { replace: true });
      }
    } catch (error) {
      if (error instanceof ApiError) setFieldErrors(error.fields);
      const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
      setFormError(
        t('admin.editor.saveError', {
          message: [messageOf(error), ...fields.map(([field, message]) => `${field}: ${message}`)].join(
            ' · ',
          ),
        }),
      );
    } finally {
      setSaving(false);
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save();
  };

  /** What saving does to the current version: a new one when it has executions, else it changes. */
  const versionText = (checklist: Checklist) => {
    const executions =
      checklist.versions.find((row) => row.version === checklist.version)?.executionCount ?? 0;
    return executions > 0
      ? t('admin.editor.versionUsed', {
          version: checklist.version,
          count: executions,
          next: checklist.version + 1,
        })
      : t('admin.editor.versionUnused', { version: checklist.version });
  };
  const questionCount = questionCountOf(draft.definition);
  return (
    <>
      <div className="flex flex-col gap-1">
        <Link
          to={adminPath(draft.categoryId)}
          className="text-label text-fg-muted underline-offset-2 hover:underline"
        >
          {t('admin.editor.back')}
        </Link>
        <PageHeader
          title={saved ? saved.title : t('admin.createTitle')}
          description={saved ? versionText(saved) : undefined}
          actions={
            <div className="flex items-center gap-3">
              {dirty ? (
                <span role="status" className="text-label text-fg-muted">
                  {t('admin.editor.dirty')}
                </span>
              ) : null}
              <Button type="submit" form={formId} loading={saving}>
                {saving ? t('admin.editor.saving') : t('admin.editor.save')}
              </Button>
            </div>
          }
        />
      </div>
      {versionNotice ? (
        <p role="status" className="rounded-md bg-info-subtle p-3 text-body text-info-fg">
          {versionNotice}
        </p>
      ) : null}
      {formError ? (
        <p role="alert" className="rounded-md bg-danger-subtle p-3 text-body text-danger-fg">
          {formError}
        </p>
      ) : null}
      <Card>
        <form
          id={formId}
          noValidate
          onSubmit={onSubmit}
          aria-label={t('admin.editor.details')}
          className="grid gap-3 md:grid-cols-2"
        >
          <TextField
            label={t('admin.editor.titleLabel')}
            value={draft.title}
            required
            maxLength={200}
            autoComplete="off"
            onChange={(event) => update({ title: event.target.value })}
            error={fieldErrors.title ?? titleError}
          />
          <Select
            label={t('admin.editor.category')}
            value={draft.categoryId}
            options={
              categoryOptions.length > 0
                ? categoryOptions
                : [{ value: draft.categoryId, label: draft.categoryId }]
            }
            onChange={(event) => update({ categoryId: event.target.value })}
            error={
              fieldErrors.categoryId ??
              (attempted && !draft.categoryId ? t('admin.editor.categoryRequired') : undefined)
            }
          />
          <Textarea
            label={t('admin.editor.descriptionLabel')}
            optional
            rows={2}
            value={draft.description ?? ''}
            onChange={(event) => update({ description: event.target.value || null })}
            error={fieldErrors.description}
            className="md:col-span-2"
          />
          <Select
            label={t('admin.editor.audience')}
            value={draft.audienceId ?? ''}
            options={audienceOptions}
            aria-busy={audiences.isPending || undefined}
            hint={audiences.isPending ? t('admin.editor.audienceLoading') : undefined}
            onChange={(event) => update({ audienceId: event.target.value || null })}
            error={fieldErrors.audienceId}
          />
          <div className="flex items-end">
            <Switch
              label={t('admin.editor.scoring')}
              hint={t('admin.editor.scoringHint')}
              checked={draft.scoring}
              onCheckedChange={(scoring) => update({ scoring })}
            />
          </div>
        </form>
      </Card>
      <section aria-labelledby="checklist-questions" className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id="checklist-questions" className="text-title font-semibold">
            {t('admin.editor.questions')}
          </h2>
          <span className="text-label text-fg-muted">
            {t('admin.editor.questionCount', { count: questionCount })}
          </span>
        </div>
        {definitionErrors.length > 0 ? (
          <ul role="alert" className="rounded-md bg-danger-subtle p-3 text-body text-danger-fg">
            {definitionErrors.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
        {fieldErrors.definition ? (
          <p role="alert" className="text-body text-danger-fg">
            {fieldErrors.definition}
          </p>
        ) : null}
        <FormBuilder
          value={initial.definition}
          hiddenTypes={hiddenTypes}
          typeLabels={typeLabels}
          scoring={draft.scoring}
          onChange={(definition: FormDefinition) => update({ definition })}
        />
      </section>
    </>
  );
}
