import { Button, RefreshIcon } from '@faena/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from './connection';
import { applyNewVersion, type WorkerContainer, watchForNewVersion } from './updates';

type ConnectionScope = Parameters<typeof useOnline>[0];

/**
 * Above every signed-in screen: the offline indicator, and the prompt to move to a new build.
 * (The browser's service worker container and connection are parameters for tests.)
 */
export function OfflineParts({
  container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker,
  scope,
  reload,
}: {
  container?: (WorkerContainer & Pick<ServiceWorkerContainer, 'addEventListener'>) | undefined;
  scope?: ConnectionScope;
  reload?: () => void;
}) {
  return (
    <>
      <OfflineIndicator {...(scope ? { scope } : {})} />
      <NewVersionPrompt container={container} {...(reload ? { reload } : {})} />
    </>
  );
}

/**
 * "Sin conexión — mostrando lo guardado en este dispositivo" while the browser is offline. The
 * live region stays in the page so its text is announced when it appears.
 */
export function OfflineIndicator({ scope }: { scope?: ConnectionScope }) {
  const { t } = useTranslation('offline');
  const online = useOnline(scope);
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <p className="flex items-center justify-center gap-2 border-b border-warning bg-warning-subtle px-4 py-2 text-center text-label font-medium text-fg">
          <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-warning" />
          {t('offline')}
        </p>
      )}
    </div>
  );
}

/** "Hay una nueva versión de Faena": once a new build's worker waits, "Actualizar" or "Más tarde". */
export function NewVersionPrompt({
  container,
  reload,
}: {
  container: (WorkerContainer & Pick<ServiceWorkerContainer, 'addEventListener'>) | undefined;
  reload?: () => void;
}) {
  const { t } = useTranslation('offline');
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const [updating, setUpdating] = useState(false);
  useEffect(
    () =>
      watchForNewVersion(container, (worker) => {
        setWaiting(worker);
        setDismissed(false);
      }),
    [container],
  );
  if (!waiting || dismissed || !container) return null;
  return (
    <section
      aria-labelledby="new-version-title"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-border bg-surface px-4 py-2"
    >
      <span aria-hidden="true" className="text-primary-fg">
        <RefreshIcon width="1.1rem" height="1.1rem" />
      </span>
      <p id="new-version-title" role="status" className="min-w-0 flex-1 text-body font-medium text-fg">
        {t('newVersion')}
      </p>
      <div className="flex gap-2">
        <Button size="sm" variant="ghost" onClick={() => setDismissed(true)} disabled={updating}>
          {t('later')}
        </Button>
        <Button
          size="sm"
          onClick={() => {
            setUpdating(true);
            applyNewVersion(waiting, container, reload);
          }}
          disabled={updating}
        >
          {updating ? t('updating') : t('update')}
        </Button>
      </div>
    </section>
  );
}
