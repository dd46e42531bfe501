import { ApiError } from '@faena/api-client';
import type { FormDefinition } from '@faena/form-engine/core';
import { createFormStore, FormRenderer, type FormStore } from '@faena/form-engine/react';
import {
  Badge,
  Button,
  Card,
  ClockIcon,
  EmptyState,
  PageHeader,
  TrashIcon,
  useModal,
  useToast,
} from '@faena/ui';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { APP_FORM_SERVICES } from '@/platform/forms/entity-provider';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
import { flaggedForm } from '../flagged.css';
import { useChecklist } from './api';
import { downloadLink, useDeviceOwner, useUploadToServer } from './device';
import { deleteDraft, findDraft, getDraft } from './drafts';
import { LiveHeader } from './LiveHeader';
import type { ActivityLink, Checklist, DraftRecord } from './model';
import { onSendOutcome, type SendOutcome, saveDraftOnServer, sendPending, watchPending } from './outbox';
import { deviceFiles, deviceUploader, keepDeviceIds, withDeviceLinks } from './photos';
import { sectionsOf } from './progress';
import { createSignal } from './signal';
import { type SaveState, useDraftWriter } from './use-draft-writer';
import { VenuePicker } from './VenuePicker';

/** What the device holds for this checklist: still looking, found (or not), or unreadable. */
type Local = { state: 'loading' } | { state: 'ready'; draft: DraftRecord | null } | { state: 'error' };

const activityOf = (params: URLSearchParams): ActivityLink | null => {
  const publicId = params.get('activity');
  const recurrenceId = params.get('occurrence');
  return publicId && recurrenceId ? { publicId, recurrenceId } : null;
};

/**
 * /checklists/{id}/execute (`?activity=&occurrence=` when it answers an activity's occurrence,
 * `?draft=<clientId>` to resume one): the checklist's form, kept on this device as it is filled
 * and sent when there is a connection. A draft on the device is resumed on the version it began
 * with; a new one takes the template's current version.
 */
export default function ExecutePage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const owner = useDeviceOwner();
  const draftParam = params.get('draft');
  const activityKey = `${params.get('activity') ?? ''}|${params.get('occurrence') ?? ''}`;
  const [local, setLocal] = useState<Local>({ state: 'loading' });
  // Bumped to read the device's copy again (a background send sent it back to a draft).
  const [reading, setReading] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: activityKey stands for the activity params; reading re-reads
  useEffect(() => {
    if (!owner) return;
    let live = true;
    setLocal({ state: 'loading' });
    const activity = activityOf(params);
    (draftParam ? getDraft(draftParam) : findDraft(owner.owner, id, activity))
      .then((found) => {
        const mine = found && found.owner === owner.owner && found.checklistId === id ? found : null;
        if (live) setLocal({ state: 'ready', draft: mine });
      })
      .catch(() => live && setLocal({ state: 'error' }));
    return () => {
      live = false;
    };
  }, [owner?.owner, id, draftParam, activityKey, reading]);

  const needsTemplate = local.state === 'ready' && local.draft === null;
  const checklist = useChecklist(id, needsTemplate);
  const { t } = useTranslation('checklists');

  if (!owner || local.state === 'loading' || (needsTemplate && checklist.isPending)) {
    return (
      <Frame>
        <ListSkeleton label={t('run.form.loading')} />
      </Frame>
    );
  }
  if (local.state === 'error') {
    return (
      <Frame>
        <ListLoadError message={t('run.device.loadError')} onRetry={() => setReading((n) => n + 1)} />
      </Frame>
    );
  }
  if (local.draft) {
    return (
      <Execution
        key={local.draft.clientId}
        initial={local.draft}
        owner={owner.owner}
        personId={owner.personId}
        resumed
        onReread={() => setReading((n) => n + 1)}
      />
    );
  }
  if (checklist.isError) {
    const status = checklist.error instanceof ApiError ? checklist.error.status : 0;
    return (
      <Frame>
        {status === 404 || status === 403 ? (
          <EmptyState
            kind="not-found"
            title={t('run.form.notFound')}
            description={t('run.form.notFoundHint')}
            action={<BackLink />}
          />
        ) : status === 0 && typeof navigator !== 'undefined' && !navigator.onLine ? (
          <EmptyState kind="error" title={t('run.form.offline')} description={t('run.form.offlineHint')} />
        ) : (
          <ListLoadError message={t('run.form.loadError')} onRetry={() => void checklist.refetch()} />
        )}
      </Frame>
    );
  }
  const template = checklist.data;
  if (!template) return null;
  return (
    <NewExecution
      key={`${template.id}:${template.version}`}
      template={template}
      activity={activityOf(params)}
      owner={owner.owner}
      personId={owner.personId}
      onReread={() => setReading((n) => n + 1)}
    />
  );
}

/** A new execution of the template's current version: its device record is made once. */
function NewExecution({
  template,
  activity,
  owner,
  personId,
  onReread,
}: {
  template: Checklist;
  activity: ActivityLink | null;
  owner: string;
  personId: string;
  onReread: () => void;
}) {
  const [fresh] = useState<DraftRecord>(() => {
    const now = new Date().toISOString();
    return {
      clientId: crypto.randomUUID(),
      owner,
      checklistId: template.id,
      version: template.version,
      title: template.title,
      description: template.description,
      scoring: template.scoring,
      definition: template.definition,
      answers: {},
      response: null,
      errors: null,
      startedAt: now,
      updatedAt: now,
      venue: null,
      activity,
      status: 'draft',
    };
  });
  return <Execution initial={fresh} owner={owner} personId={personId} resumed={false} onReread={onReread} />;
}

function BackLink() {
  const { t } = useTranslation('checklists');
  return (
    <Link to="/checklists" className="text-label text-fg-muted underline-offset-2 hover:underline">
      ← {t('run.form.back')}
    </Link>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4 sm:p-6">
      <div className="self-start">
        <BackLink />
      </div>
      {children}
    </div>
  );
}

/** The filling of one execution, from its device record (new or resumed). */
function Execution({
  initial,
  owner,
  personId,
  resumed,
  onReread,
}: {
  initial: DraftRecord;
  owner: string;
  personId: string;
  resumed: boolean;
  onReread: () => void;
}) {
  const { t, i18n } = useTranslation('checklists');
  const navigate = useNavigate();
  const toast = useToast();
  const modal = useModal();
  const upload = useUploadToServer();
  const [phase, setPhase] = useState<'filling' | 'pending'>(
    initial.status === 'pending' ? 'pending' : 'filling',
  );
  const locale = i18n.language === 'en-US' ? 'en-US' : 'es-MX';
  const definition = initial.definition as FormDefinition;
  // Pinned version of a draft begun before the template changed: say so.
  const current = useChecklist(initial.checklistId, resumed);
  const olderVersion = resumed && current.data && current.data.version !== initial.version;

  const saveState = useMemo(() => createSignal<SaveState>(resumed ? 'saved' : 'idle'), [resumed]);
  const writer = useDraftWriter(initial, saveState, resumed, saveDraftOnServer);

  const store: FormStore = useMemo(
    () =>
      createFormStore(definition, {
        initialValues: withDeviceLinks(initial.answers),
        locale,
        downloadUrl: keepDeviceIds(downloadLink),
      }),
    [definition, initial.answers, locale],
  );
  const sections = useMemo(() => sectionsOf(definition), [definition]);
  const [venue, setVenue] = useState(initial.venue);
  const pickVenue = useCallback(
    (next: DraftRecord['venue']) => {
      setVenue(next);
      writer.setVenue(next, store.values());
    },
    [writer, store],
  );
  const services = useMemo(
    () => ({
      ...APP_FORM_SERVICES,
      uploader: deviceUploader(owner, initial.clientId, upload, downloadLink),
      files: deviceFiles(APP_FORM_SERVICES.files),
    }),
    [owner, initial.clientId, upload],
  );

  // The server's messages of a submit it refused while this draft waited: on their fields.
  useEffect(() => {
    const errors = initial.errors;
    if (!errors || Object.keys(errors).length === 0) return;
    void store.submit(() => ({ errors }));
  }, [store, initial.errors]);

  const finish = (outcome: SendOutcome): Record<string, string> | null => {
    if (outcome.kind === 'sent') {
      toast.show({ title: t('run.form.sent'), tone: 'success' });
      navigate(`/checklists/executions/${encodeURIComponent(outcome.execution.id)}`, { replace: true });
    } else if (outcome.kind === 'invalid') {
      writer.resume();
      setPhase('filling');
      return outcome.fields;
    } else if (outcome.kind === 'offline' || outcome.kind === 'failed') setPhase('pending');
    return null;
  };
  const finishRef = useRef(finish);
  finishRef.current = finish;
  const phaseRef = useRef(phase);
  phaseRef.current = phase;

  // Pending executions go when the device is back online. While this one waits, its send (from
  // here, the list or the `online` event) decides what the screen shows; a submit made on the
  // screen follows its own send.
  useEffect(() => watchPending(owner, upload), [owner, upload]);
  useEffect(
    () =>
      onSendOutcome((clientId, outcome) => {
        if (clientId !== initial.clientId || phaseRef.current !== 'pending') return;
        if (outcome.kind === 'invalid') onReread();
        else finishRef.current(outcome);
      }),
    [initial.clientId, onReread],
  );

  async function submit(response: Record<string, unknown>) {
    await writer.submit(store.values(), response);
    const fields = finish(await sendPending(initial.clientId, upload));
    return fields ? { errors: fields } : undefined;
  }

  const discard = async () => {
    const confirmed = await modal.confirm({
      title: t('run.form.discardTitle'),
      description: t('run.form.discardHint'),
      confirmLabel: t('run.form.discard'),
      confirmVariant: 'danger',
    });
    if (!confirmed) return;
    writer.stop();
    await deleteDraft(initial.clientId);
    navigate('/checklists', { replace: true });
  };

  const startedAt = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(initial.startedAt),
  );

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4 pb-24 sm:p-6">
      <div className="self-start">
        <BackLink />
      </div>
      <PageHeader
        title={initial.title}
        description={initial.description ?? undefined}
        actions={<Badge>{t('run.form.version', { version: initial.version })}</Badge>}
      />
      {resumed || initial.activity || olderVersion ? (
        <div className="flex flex-col gap-1 text-label text-fg-muted">
          {resumed ? <p>{t('run.form.resumed', { date: startedAt })}</p> : null}
          {olderVersion ? <p>{t('run.form.olderVersion', { version: initial.version })}</p> : null}
          {initial.activity ? <p>{t('run.form.activity')}</p> : null}
          {resumed && phase === 'filling' ? (
            <div>
              <Button variant="ghost" size="sm" startIcon={<TrashIcon />} onClick={() => void discard()}>
                {t('run.form.discard')}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
      {phase === 'pending' ? (
        <PendingPanel clientId={initial.clientId} upload={upload} onOutcome={finish} />
      ) : (
        <>
          <VenuePicker personId={personId} value={venue} onChange={pickVenue} />
          <LiveHeader
            store={store}
            definition={definition}
            sections={sections}
            scoring={initial.scoring}
            saveState={saveState}
          />
          <Card>
            <div className={flaggedForm} data-checklist-form="">
              <FormRenderer
                definition={definition}
                store={store}
                services={services}
                locale={locale}
                onValuesChange={writer.change}
                onSubmit={submit}
                submitLabel={t('run.form.submit')}
                submittingLabel={t('run.form.submitting')}
                aria-label={t('run.form.formLabel', { title: initial.title })}
              />
            </div>
          </Card>
        </>
      )}
    </div>
  );
}

/** The submitted execution waits for a connection: said plainly, with a retry. */
function PendingPanel({
  clientId,
  upload,
  onOutcome,
}: {
  clientId: string;
  upload: ReturnType<typeof useUploadToServer>;
  onOutcome: (outcome: SendOutcome) => void;
}) {
  const { t } = useTranslation('checklists');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const retry = async () => {
    setSending(true);
    setProblem(null);
    const outcome = await sendPending(clientId, upload);
    setSending(false);
    if (outcome.kind === 'offline') setProblem(t('run.form.stillOffline'));
    else if (outcome.kind === 'failed') setProblem(t('run.form.sendFailed', { message: outcome.message }));
    onOutcome(outcome);
  };

  return (
    <Card>
      <section aria-labelledby="checklist-pending" className="flex flex-col items-start gap-3">
        <h2 id="checklist-pending" className="flex items-center gap-2 text-section-title font-semibold">
          <span className="flex size-7 items-center justify-center rounded-full bg-warning-subtle text-warning-fg">
            <ClockIcon aria-hidden />
          </span>
          {t('run.form.pendingTitle')}
        </h2>
        <p className="text-body text-fg-muted">{t('run.form.pendingHint')}</p>
        <Button onClick={() => void retry()} loading={sending} disabled={sending}>
          {sending ? t('run.form.sending') : t('run.form.retry')}
        </Button>
        <div role="status" className="text-label text-fg-muted">
          {problem}
        </div>
      </section>
    </Card>
  );
}
