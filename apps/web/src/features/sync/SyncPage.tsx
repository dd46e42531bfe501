import {
  Badge,
  type BadgeTone,
  Button,
  buttonVariants,
  Card,
  EmptyState,
  PageHeader,
  useToast,
} from '@faena/ui';
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatSize } from '@/platform/files/size';
import { relativeTime } from '@/platform/i18n/relative-time';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
import {
  type PendingItem,
  type PendingWorkHook,
  type PendingWorkState,
  pendingWorkSources,
} from '@/platform/pending-work';
import { sortedItems } from './model';

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};
const useOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine !== false,
    () => true,
  );

/**
 * /sync: what this device has not sent — checklist drafts and submissions, files being
 * uploaded — from every source the features registered; each with when it was saved, its state,
 * a retry that sends it now and a way to open it. Offline, it says all of it will go when the
 * device is back online.
 */
export default function SyncPage() {
  const { t } = useTranslation('sync');
  const online = useOnline();
  const [hooks, setHooks] = useState<PendingWorkHook[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    Promise.all(pendingWorkSources().map((source) => source.load()))
      .then((loaded) => live && setHooks(loaded))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4 sm:p-6">
      <PageHeader title={t('title')} description={t('description')} />
      {online ? null : (
        <p
          role="status"
          className="rounded-md border border-border bg-warning-subtle px-3 py-2 text-body text-fg"
        >
          {t('offline')}
        </p>
      )}
      {failed ? (
        <ListLoadError message={t('loadError')} onRetry={() => window.location.reload()} />
      ) : hooks === null ? (
        <ListSkeleton label={t('loading')} />
      ) : (
        <Gather hooks={hooks} gathered={[]}>
          {(states) => <Pending states={states} />}
        </Gather>
      )}
    </div>
  );
}

type Render = (states: PendingWorkState[]) => ReactNode;

/** Calls every source's hook, one component each (their order never changes), then renders. */
function Gather({
  hooks,
  gathered,
  children,
}: {
  hooks: PendingWorkHook[];
  gathered: PendingWorkState[];
  children: Render;
}) {
  const [first, ...rest] = hooks;
  if (!first) return <>{children(gathered)}</>;
  return (
    <GatherOne useSource={first} rest={rest} gathered={gathered}>
      {children}
    </GatherOne>
  );
}

function GatherOne({
  useSource,
  rest,
  gathered,
  children,
}: {
  useSource: PendingWorkHook;
  rest: PendingWorkHook[];
  gathered: PendingWorkState[];
  children: Render;
}) {
  const state = useSource();
  return (
    <Gather hooks={rest} gathered={[...gathered, state]}>
      {children}
    </Gather>
  );
}

function Pending({ states }: { states: PendingWorkState[] }) {
  const { t } = useTranslation('sync');
  if (states.some((state) => state.loading)) return <ListSkeleton label={t('loading')} />;
  const items = sortedItems(states.flatMap((state) => state.items));
  const error = states.some((state) => state.error);
  if (items.length === 0 && error)
    return <ListLoadError message={t('loadError')} onRetry={() => window.location.reload()} />;
  if (items.length === 0) return <EmptyState title={t('allSent')} description={t('allSentHint')} />;
  return (
    <ul aria-label={t('listLabel')} className="flex flex-col gap-2">
      {items.map((item) => (
        <Row key={`${item.kind}-${item.id}`} item={item} />
      ))}
    </ul>
  );
}

const STATE_TONES: Record<PendingItem['state'], BadgeTone> = {
  draft: 'neutral',
  waiting: 'warning',
  sending: 'info',
  failed: 'danger',
};

function Row({ item }: { item: PendingItem }) {
  const { t, i18n } = useTranslation('sync');
  const toast = useToast();
  const [retrying, setRetrying] = useState(false);
  const headingId = `sync-${item.kind}-${item.id}`;

  const retry = async () => {
    if (!item.retry) return;
    setRetrying(true);
    try {
      const outcome = await item.retry();
      if (outcome === 'sent') toast.show({ tone: 'success', title: t('sent', { title: item.title }) });
      else if (outcome === 'resumed')
        toast.show({ tone: 'info', title: t('resumed', { title: item.title }) });
      else if (outcome === 'offline')
        toast.show({ tone: 'info', title: t('stillOffline', { title: item.title }) });
      else toast.show({ tone: 'error', closable: true, title: t('failed', { title: item.title }) });
    } catch {
      toast.show({ tone: 'error', closable: true, title: t('failed', { title: item.title }) });
    } finally {
      setRetrying(false);
    }
  };

  return (
    <li aria-labelledby={headingId}>
      <Card>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <span className="text-caption text-fg-muted">{t(`kind.${item.kind}`)}</span>
            <h2 id={headingId} className="truncate font-medium text-fg">
              {item.title}
            </h2>
            <div className="flex flex-wrap items-center gap-2 text-caption text-fg-muted">
              <Badge tone={STATE_TONES[item.state]}>{t(`state.${item.state}`)}</Badge>
              {item.savedAt ? (
                <time dateTime={item.savedAt}>
                  {t('savedAt', { when: relativeTime(new Date(item.savedAt), new Date(), i18n.language) })}
                </time>
              ) : null}
              {item.progress ? (
                <span>
                  {t('progress', {
                    sent: formatSize(item.progress.sent, i18n.language),
                    size: formatSize(item.progress.size, i18n.language),
                  })}
                </span>
              ) : null}
            </div>
            {item.message ? <p className="text-caption text-danger-fg">{item.message}</p> : null}
          </div>
          <div className="flex flex-wrap gap-2">
            {item.retry ? (
              <Button
                size="sm"
                variant="secondary"
                loading={retrying || item.state === 'sending'}
                aria-label={t('retryLabel', { title: item.title })}
                onClick={() => void retry()}
              >
                {t('retry')}
              </Button>
            ) : null}
            {item.cancel ? (
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('cancelLabel', { title: item.title })}
                onClick={item.cancel}
              >
                {t('cancel')}
              </Button>
            ) : null}
            {item.href ? (
              <Link
                to={item.href}
                aria-label={t('openLabel', { title: item.title })}
                className={buttonVariants({ variant: 'secondary', size: 'sm' })}
              >
                {t('open')}
              </Link>
            ) : null}
          </div>
        </div>
      </Card>
    </li>
  );
}
