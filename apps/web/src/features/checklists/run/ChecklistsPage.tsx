import {
  Badge,
  Button,
  buttonVariants,
  ChevronRightIcon,
  EmptyState,
  PageHeader,
  SearchBox,
} from '@faena/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
import { useCategories, useExecutableChecklists } from './api';
import { buildCatalog } from './catalog';
import { useDeviceOwner, useUploadToServer } from './device';
import { listDrafts } from './drafts';
import type { ChecklistSummary, DraftRecord } from './model';
import { onSendOutcome, sendPending, watchPending } from './outbox';

const executePath = (checklistId: string, query?: Record<string, string>) =>
  `/checklists/${encodeURIComponent(checklistId)}/execute${query ? `?${new URLSearchParams(query)}` : ''}`;

/** The link that resumes a device draft (with the occurrence it answers, if any). */
export const resumePath = (draft: DraftRecord) =>
  executePath(draft.checklistId, {
    draft: draft.clientId,
    ...(draft.activity ? { activity: draft.activity.publicId, occurrence: draft.activity.recurrenceId } : {}),
  });

/**
 * /checklists and /checklists/{category_id}: what the person may execute, by category (the tree
 * of those holding one of theirs) or searched by name, each with its question count and whether
 * it is scored; above them, the drafts and the submissions waiting to be sent on this device.
 */
export default function ChecklistsPage() {
  const { categoryId = null } = useParams();
  const { t, i18n } = useTranslation('checklists');
  const categories = useCategories();
  const checklists = useExecutableChecklists();
  const [query, setQuery] = useState('');
  const collator = useMemo(() => new Intl.Collator(i18n.language), [i18n.language]);
  const catalog = useMemo(
    () => buildCatalog(categories.data ?? [], checklists.data ?? [], collator),
    [categories.data, checklists.data, collator],
  );

  const loading = categories.isPending || checklists.isPending;
  const failed = categories.isError || checklists.isError;
  const current = categoryId ? catalog.byId.get(categoryId) : undefined;
  const path = current ? catalog.path(current.id) : [];
  const searching = query.trim() !== '';

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 p-4 sm:p-6">
      <PageHeader title={current?.name ?? t('run.title')} description={t('run.description')} />
      <DeviceDrafts />
      <SearchBox label={t('run.search')} value={query} onValueChange={setQuery} />
      {categoryId ? (
        <nav aria-label={t('run.breadcrumbs')}>
          <ol className="flex flex-wrap items-center gap-1 text-label text-fg-muted">
            <li>
              <Link to="/checklists" className="underline-offset-2 hover:underline">
                {t('run.all')}
              </Link>
            </li>
            {path.map((category, index) => (
              <li key={category.id} className="flex items-center gap-1">
                <ChevronRightIcon aria-hidden />
                {index === path.length - 1 ? (
                  <span aria-current="page" className="font-medium text-fg">
                    {category.name}
                  </span>
                ) : (
                  <Link
                    to={`/checklists/${encodeURIComponent(category.id)}`}
                    className="underline-offset-2 hover:underline"
                  >
                    {category.name}
                  </Link>
                )}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {loading ? (
        <ListSkeleton label={t('run.loading')} />
      ) : failed ? (
        <ListLoadError
          message={t('run.loadError')}
          onRetry={() => {
            void categories.refetch();
            void checklists.refetch();
          }}
        />
      ) : searching ? (
        <SearchResults
          results={catalog.search(query, current?.id ?? null)}
          query={query.trim()}
          catalog={catalog}
        />
      ) : categoryId && (!current || catalog.countBelow(current.id) === 0) ? (
        <EmptyState
          kind="not-found"
          title={t('run.unknownCategory')}
          action={
            <Link to="/checklists" className={buttonVariants({ variant: 'secondary' })}>
              {t('run.all')}
            </Link>
          }
        />
      ) : (checklists.data ?? []).length === 0 ? (
        <EmptyState title={t('run.empty')} description={t('run.emptyHint')} />
      ) : (
        <Browse catalog={catalog} categoryId={current?.id ?? null} />
      )}
    </div>
  );
}

type Catalog = ReturnType<typeof buildCatalog>;

function Browse({ catalog, categoryId }: { catalog: Catalog; categoryId: string | null }) {
  const { t } = useTranslation('checklists');
  const children = catalog.children(categoryId);
  const here = categoryId ? catalog.checklistsIn(categoryId) : [];
  return (
    <>
      {children.length > 0 ? (
        <section aria-labelledby="checklists-categories" className="flex flex-col gap-2">
          <h2 id="checklists-categories" className="text-label font-medium text-fg-muted">
            {t('run.categories')}
          </h2>
          <ul className="grid gap-2 sm:grid-cols-2">
            {children.map((category) => (
              <li key={category.id}>
                <Link
                  to={`/checklists/${encodeURIComponent(category.id)}`}
                  aria-label={t('run.openCategory', { name: category.name })}
                  className="flex items-center gap-3 rounded-lg border border-border bg-surface px-4 py-3 hover:bg-bg-subtle focus-visible:outline-2 focus-visible:outline-focus-ring"
                >
                  <span className="min-w-0 flex-1 truncate font-medium">{category.name}</span>
                  <span className="text-label text-fg-muted">
                    {t('run.categoryCount', { count: catalog.countBelow(category.id) })}
                  </span>
                  <ChevronRightIcon aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {categoryId ? (
        here.length > 0 ? (
          <ChecklistList checklists={here} />
        ) : children.length === 0 ? (
          <EmptyState title={t('run.emptyCategory')} description={t('run.emptyCategoryHint')} />
        ) : null
      ) : null}
    </>
  );
}

function SearchResults({
  results,
  query,
  catalog,
}: {
  results: ChecklistSummary[];
  query: string;
  catalog: Catalog;
}) {
  const { t } = useTranslation('checklists');
  if (results.length === 0)
    return <EmptyState title={t('run.noMatches', { query })} description={t('run.noMatchesHint')} />;
  return <ChecklistList checklists={results} catalog={catalog} />;
}

function ChecklistList({ checklists, catalog }: { checklists: ChecklistSummary[]; catalog?: Catalog }) {
  const { t } = useTranslation('checklists');
  return (
    <section aria-labelledby="checklists-list" className="flex flex-col gap-2">
      <h2 id="checklists-list" className="text-label font-medium text-fg-muted">
        {t('run.checklists')}
      </h2>
      <ul className="divide-y divide-border rounded-lg border border-border bg-surface">
        {checklists.map((checklist) => {
          const where =
            catalog && checklist.categoryId
              ? catalog
                  .path(checklist.categoryId)
                  .map((category) => category.name)
                  .join(' › ')
              : '';
          return (
            <li key={checklist.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3">
              <div className="min-w-0 flex-1 basis-56">
                <p className="font-medium">{checklist.title}</p>
                {checklist.description ? (
                  <p className="line-clamp-2 text-label text-fg-muted">{checklist.description}</p>
                ) : null}
                <p className="mt-1 flex flex-wrap items-center gap-2 text-label text-fg-muted">
                  {where ? <span>{where}</span> : null}
                  <span>{t('run.questions', { count: checklist.questionCount })}</span>
                  {checklist.scoring ? <Badge tone="info">{t('run.scored')}</Badge> : null}
                </p>
              </div>
              <Link
                to={executePath(checklist.id)}
                aria-label={t('run.executeNamed', { title: checklist.title })}
                className={buttonVariants({ variant: 'primary', size: 'sm' })}
              >
                {t('run.execute')}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The device's drafts and waiting submissions of the signed-in person, the newest first. */
function DeviceDrafts() {
  const { t, i18n } = useTranslation('checklists');
  const ownerKey = useDeviceOwner()?.owner ?? null;
  const upload = useUploadToServer();
  const [drafts, setDrafts] = useState<DraftRecord[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState<string | null>(null);

  const read = useCallback(() => {
    if (!ownerKey) return;
    listDrafts(ownerKey).then(
      (found) => {
        setDrafts(found);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, [ownerKey]);

  useEffect(() => {
    read();
    return onSendOutcome(() => read());
  }, [read]);
  useEffect(() => (ownerKey ? watchPending(ownerKey, upload) : undefined), [ownerKey, upload]);

  if (failed) return <p className="text-label text-danger-fg">{t('run.device.loadError')}</p>;
  if (!drafts || drafts.length === 0) return null;
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section aria-labelledby="checklists-device" className="flex flex-col gap-2">
      <h2 id="checklists-device" className="text-section-title font-semibold">
        {t('run.device.title')}
      </h2>
      <ul aria-label={t('run.device.label')} className="flex flex-col gap-2">
        {drafts.map((draft) => (
          <li
            key={draft.clientId}
            className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-border bg-surface px-4 py-3"
          >
            <div className="min-w-0 flex-1 basis-48">
              <p className="truncate font-medium">{draft.title}</p>
              <p className="flex flex-wrap items-center gap-2 text-label text-fg-muted">
                <Badge tone={draft.status === 'pending' ? 'warning' : 'neutral'}>
                  {draft.status === 'pending' ? t('run.device.pending') : t('run.device.draft')}
                </Badge>
                <span>{t('run.device.updated', { date: format.format(new Date(draft.updatedAt)) })}</span>
              </p>
            </div>
            {draft.status === 'pending' ? (
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('run.device.sendNamed', { title: draft.title })}
                loading={sending === draft.clientId}
                disabled={sending !== null}
                onClick={async () => {
                  setSending(draft.clientId);
                  await sendPending(draft.clientId, upload).catch(() => undefined);
                  setSending(null);
                  read();
                }}
              >
                {sending === draft.clientId ? t('run.device.sending') : t('run.device.send')}
              </Button>
            ) : (
              <Link
                to={resumePath(draft)}
                aria-label={t('run.device.resumeNamed', { title: draft.title })}
                className={buttonVariants({ variant: 'primary', size: 'sm' })}
              >
                {t('run.device.resume')}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
