import {
  ApiError,
  type PersonDetail,
  type PersonHistoryEntry,
  unwrap,
  updatePerson,
} from '@faena/api-client';
import { getPersonOptions, listPersonHistoryOptions } from '@faena/api-client/query';
import { IDENTITY_DOCUMENT_MESSAGES, IDENTITY_DOCUMENT_TYPES } from '@faena/contract/identity-documents';
import {
  Badge,
  Button,
  EmptyState,
  IconButton,
  SaveBar,
  Select,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  TextField,
  TrashIcon,
  useToast,
} from '@faena/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
import { usePersonDocumentsView } from '@/platform/person-documents';
import { useUnsavedChangesGuard } from '@/platform/unsaved-changes/useUnsavedChangesGuard';
import { Assignments } from './Assignments';
import { ContactFields } from './ContactFields';
import { type DocumentDraft, documentFeedback, documentLocale, listOf } from './documents';
import { PersonPhoto } from './PersonPhoto';

const TABS = ['profile', 'documents', 'history', 'places', 'roles'] as const;
type Tab = (typeof TABS)[number];

/** /people/:personId — the person's header and their tabs (the tab is in the address). */
export default function PersonPage() {
  const { t } = useTranslation('people');
  const { personId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'profile';
  const person = useQuery(getPersonOptions({ path: { personId } }));
  // The person's files (the files feature's explorer on their documents folder), when it is there.
  const PersonFiles = usePersonDocumentsView();
  // The organisation's word for a venue ('Tienda'), from its wording of the org texts.
  const venueWord = t('org:venue.one', { defaultValue: t('venue.one') });

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 p-4 pb-24 sm:p-6">
      <Link to="/people" className="text-label text-fg-muted underline-offset-2 hover:underline">
        {t('person.back')}
      </Link>
      {person.isPending ? (
        <ListSkeleton label={t('loading')} />
      ) : person.isError ? (
        person.error instanceof ApiError && person.error.status === 404 ? (
          <EmptyState title={t('person.notFound')} />
        ) : (
          <ListLoadError message={t('person.loadError')} onRetry={() => void person.refetch()} />
        )
      ) : (
        <>
          <header className="flex items-center gap-4">
            <PersonPhoto person={person.data} />
            <div className="flex min-w-0 flex-col gap-1">
              <h1 className="truncate text-page-title font-semibold">{person.data.name}</h1>
              <p className="flex flex-wrap items-center gap-2 text-body text-fg-muted">
                <span>{person.data.company?.name ?? t('ownCompany')}</span>
                <Badge tone={person.data.disabled ? 'neutral' : 'success'}>
                  {person.data.disabled ? t('status.disabled') : t('status.enabled')}
                </Badge>
              </p>
            </div>
          </header>
          <Tabs
            value={tab}
            onValueChange={(value) =>
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  next.set('tab', value);
                  return next;
                },
                { replace: true },
              )
            }
          >
            <TabsList aria-label={t('person.tabsLabel')} className="overflow-x-auto">
              {TABS.map((value) => (
                <TabsTrigger key={value} value={value}>
                  {t(`person.tabs.${value}`)}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="profile">
              <ProfileForm key={JSON.stringify(person.data)} person={person.data} />
            </TabsContent>
            <TabsContent value="documents" className="flex flex-col gap-6">
              <DocumentsTab person={person.data} />
              {PersonFiles ? <PersonFiles personId={person.data.id} /> : null}
            </TabsContent>
            <TabsContent value="history">
              <HistoryTab personId={person.data.id} />
            </TabsContent>
            <TabsContent value="places">
              <Assignments
                person={person.data}
                kind="venues"
                title={t('person.tabs.places')}
                empty={t('person.noPlaces')}
                addLabel={t('assign.add', { thing: venueWord })}
              />
            </TabsContent>
            <TabsContent value="roles" className="flex flex-col gap-6">
              <Assignments
                person={person.data}
                kind="positions"
                title={t('person.positions')}
                empty={t('person.noPositions')}
                addLabel={t('assign.addPosition')}
              />
              <Assignments
                person={person.data}
                kind="groups"
                title={t('person.groups')}
                empty={t('person.noGroups')}
                addLabel={t('assign.addGroup')}
              />
            </TabsContent>
          </Tabs>
        </>
      )}
    </div>
  );
}

/** Saves a change to the person and puts the answer in the cache (and the history out of date). */
function useSavePerson(personId: string) {
  const queryClient = useQueryClient();
  return async (body: NonNullable<Parameters<typeof updatePerson>[0]>['body']) => {
    const saved = await unwrap(updatePerson({ path: { personId }, body }));
    queryClient.setQueryData(getPersonOptions({ path: { personId } }).queryKey, saved);
    await queryClient.invalidateQueries({ queryKey: [{ _id: 'listPersonHistory' }] });
    await queryClient.invalidateQueries({ queryKey: [{ _id: 'listPersons' }] });
    return saved;
  };
}

interface ProfileDraft {
  name: string;
  email: string;
  phones: string;
  emails: string;
  address: string;
}

const profileOf = (person: PersonDetail): ProfileDraft => ({
  name: person.name,
  email: person.email ?? '',
  phones: person.phones.join(', '),
  emails: person.emails.join(', '),
  address: person.address ?? '',
});

/** The profile tab: the person's details with the save bar and the unsaved-changes guard. */
function ProfileForm({ person }: { person: PersonDetail }) {
  const { t } = useTranslation('people');
  const toast = useToast();
  const save = useSavePerson(person.id);
  const saved = profileOf(person);
  const [draft, setDraft] = useState(saved);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  useUnsavedChangesGuard(dirty);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    setFormError(null);
    try {
      await save({
        name: draft.name,
        email: draft.email.trim() || null,
        phones: listOf(draft.phones),
        emails: listOf(draft.emails),
        address: draft.address.trim() || null,
      });
      setFieldErrors({});
      toast.show({ title: t('person.saved'), tone: 'success' });
    } catch (error) {
      if (error instanceof ApiError) setFieldErrors(error.fields);
      setFormError(error instanceof ApiError && error.status < 500 ? error.message : t('form.saveError'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <TextField
        label={t('form.name')}
        required
        maxLength={120}
        value={draft.name}
        onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        error={fieldErrors.name}
      />
      <TextField
        label={t('form.email')}
        type="email"
        optional
        hint={t('form.emailHint')}
        value={draft.email}
        onChange={(event) => setDraft({ ...draft, email: event.target.value })}
        error={fieldErrors.email}
      />
      <ContactFields draft={draft} setDraft={setDraft} fieldErrors={fieldErrors} />
      <SaveBar
        dirty={dirty}
        saving={saving}
        error={formError}
        errorId="person-profile-error"
        onDiscard={() => {
          setDraft(saved);
          setFieldErrors({});
          setFormError(null);
        }}
        labels={{
          region: t('person.saveBar.region'),
          dirty: t('person.saveBar.dirty'),
          clean: t('person.saveBar.clean'),
          save: t('form.save'),
          saving: t('form.saving'),
          discard: t('person.saveBar.discard'),
        }}
      />
    </form>
  );
}

/** The documents tab: each document, removable; a new one checked as it is typed. */
function DocumentsTab({ person }: { person: PersonDetail }) {
  const { t, i18n } = useTranslation('people');
  const save = useSavePerson(person.id);
  const types = IDENTITY_DOCUMENT_MESSAGES[documentLocale(i18n.language)].types;
  const [draft, setDraft] = useState<DocumentDraft>({ type: 'CL_CI', number: '' });
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState(false);
  const feedback = documentFeedback(i18n.language, draft);
  const current = person.documents.map(({ type, number }) => ({ type, number }));

  const store = async (documents: DocumentDraft[], confirmWarnings = false) => {
    setServerError(null);
    try {
      await save({ documents, ...(confirmWarnings ? { confirm_warnings: true } : {}) });
      return true;
    } catch (error) {
      setServerError(error instanceof ApiError ? error.message : t('form.saveError'));
      return false;
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {person.documents.length === 0 ? (
        <p className="text-body text-fg-muted">{t('person.noDocuments')}</p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border bg-surface">
          {person.documents.map((document) => (
            <li
              key={`${document.type}:${document.number}`}
              className="flex items-center justify-between gap-2 px-3 py-2"
            >
              <span className="flex flex-col">
                <span className="text-caption text-fg-muted">{types[document.type]}</span>
                <span className="tabular-nums">{document.display}</span>
              </span>
              <IconButton
                label={t('person.removeDocumentNamed', { document: document.display })}
                icon={<TrashIcon />}
                size="sm"
                onClick={() =>
                  void store(current.filter((d) => d.type !== document.type || d.number !== document.number))
                }
              />
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        className="grid grid-cols-1 items-start gap-2 sm:grid-cols-[1fr_1fr_auto]"
        onSubmit={async (event) => {
          event.preventDefault();
          if (feedback.error || draft.number.trim() === '') return;
          if (feedback.warning && !confirm) {
            setConfirm(true);
            return;
          }
          if (await store([...current, draft], confirm)) {
            setDraft({ type: draft.type, number: '' });
            setConfirm(false);
          }
        }}
      >
        <Select
          label={t('form.documentType')}
          value={draft.type}
          onChange={(event) => setDraft({ ...draft, type: event.target.value as DocumentDraft['type'] })}
          options={IDENTITY_DOCUMENT_TYPES.map((type) => ({ value: type, label: types[type] }))}
        />
        <TextField
          label={t('form.documentNumber')}
          autoComplete="off"
          value={draft.number}
          onChange={(event) => {
            setDraft({ ...draft, number: event.target.value });
            setConfirm(false);
          }}
          error={feedback.error ?? serverError ?? undefined}
          hint={feedback.warning}
        />
        <Button type="submit" variant="secondary" className="sm:mt-6">
          {confirm ? t('form.confirmRfc') : t('form.addDocument')}
        </Button>
      </form>
    </div>
  );
}

function useHistoryText() {
  const { t, i18n } = useTranslation('people');
  const absolute = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const relative = new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' });
  const value = (v: unknown): string => {
    if (v === null || v === undefined || (Array.isArray(v) && v.length === 0))
      return t('history.empty_value');
    if (Array.isArray(v)) return v.join(', ');
    if (typeof v === 'boolean') return v ? t('status.disabled') : t('status.enabled');
    return String(v);
  };
  return {
    absolute: (at: string) => absolute.format(new Date(at)),
    relative: (at: string) => {
      const minutes = Math.round((new Date(at).getTime() - Date.now()) / 60_000);
      if (Math.abs(minutes) < 60) return relative.format(minutes, 'minute');
      const hours = Math.round(minutes / 60);
      if (Math.abs(hours) < 24) return relative.format(hours, 'hour');
      return relative.format(Math.round(hours / 24), 'day');
    },
    lines: (entry: PersonHistoryEntry): string[] => {
      const actor = entry.actor?.name ?? t('history.someone');
      const created =
        entry.changes.length > 0 &&
        entry.changes.every((c) => c.before === null || (Array.isArray(c.before) && c.before.length === 0)) &&
        entry.changes.some((c) => c.field === 'name');
      if (created) return [t('history.created', { actor })];
      return entry.changes.map((change) => {
        if (change.field === 'documents') {
          const document = (change.after ?? change.before) as { number?: string } | null;
          return t(change.after ? 'history.documentAdded' : 'history.documentRemoved', {
            actor,
            document: document?.number ?? '',
          });
        }
        const field = t(`history.fields.${change.field}`, { defaultValue: change.field });
        const empty = (v: unknown) => v === null || (Array.isArray(v) && v.length === 0);
        if (empty(change.before)) return t('history.set', { actor, field, after: value(change.after) });
        if (empty(change.after)) return t('history.cleared', { actor, field, before: value(change.before) });
        return t('history.changed', {
          actor,
          field,
          before: value(change.before),
          after: value(change.after),
        });
      });
    },
  };
}

/** The history tab: a timeline of what changed, newest first, each with relative and absolute time. */
function HistoryTab({ personId }: { personId: string }) {
  const { t } = useTranslation('people');
  const text = useHistoryText();
  const history = useQuery(listPersonHistoryOptions({ path: { personId }, query: { limit: 50 } }));
  if (history.isPending) return <ListSkeleton label={t('history.label')} />;
  if (history.isError)
    return <ListLoadError message={t('history.loadError')} onRetry={() => void history.refetch()} />;
  if (history.data.results.length === 0)
    return <p className="text-body text-fg-muted">{t('history.empty')}</p>;
  return (
    <ol aria-label={t('history.label')} className="flex flex-col gap-3 border-l border-border pl-4">
      {history.data.results.map((entry) => (
        <li key={entry.id} className="flex flex-col gap-0.5">
          {text.lines(entry).map((line) => (
            <p key={line} className="text-body">
              {line}
              {entry.source.startsWith('bulk-load') ? ` (${t('history.bulkLoad')})` : ''}
            </p>
          ))}
          <time dateTime={entry.at} title={text.absolute(entry.at)} className="text-caption text-fg-muted">
            {text.relative(entry.at)} · {text.absolute(entry.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
