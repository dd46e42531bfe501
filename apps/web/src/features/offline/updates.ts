import { SKIP_WAITING_MESSAGE } from '@/platform/service-worker/offline-cache';

/** What of the browser's service worker container the update flow uses. */
export type WorkerContainer = Pick<
  ServiceWorkerContainer,
  'controller' | 'getRegistration' | 'addEventListener' | 'removeEventListener'
>;

/**
 * Calls `onWaiting` with the worker of a new build once it is installed and waiting to take
 * over from the one controlling this page (a first worker, with no page to keep, never waits).
 * Also asks the browser to look for a new build whenever the page comes back into view.
 * Returns the clean-up.
 */
export function watchForNewVersion(
  container: WorkerContainer | undefined,
  onWaiting: (worker: ServiceWorker) => void,
  page: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'> = document,
): () => void {
  if (!container) return () => undefined;
  let stopped = false;
  const cleanups: (() => void)[] = [];
  const offer = (worker: ServiceWorker | null) => {
    if (!stopped && worker && container.controller) onWaiting(worker);
  };
  void container
    .getRegistration('/')
    .then((registration) => {
      if (!registration || stopped) return;
      offer(registration.waiting);
      const onFound = () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed') offer(installing);
        });
      };
      registration.addEventListener('updatefound', onFound);
      const onVisible = () => {
        if (page.visibilityState === 'visible') void registration.update().catch(() => undefined);
      };
      page.addEventListener('visibilitychange', onVisible);
      cleanups.push(() => {
        registration.removeEventListener('updatefound', onFound);
        page.removeEventListener('visibilitychange', onVisible);
      });
    })
    .catch(() => undefined);
  return () => {
    stopped = true;
    for (const cleanup of cleanups) cleanup();
  };
}

/**
 * "Actualizar": the waiting worker takes over and, once it controls the page, the page reloads
 * into the new build. (Pages of the old build left open keep its cached chunks until then;
 * after, a chunk of the old build that is gone follows the chunk-load rule of SPEC 8: one
 * reload, then the apology.)
 */
export function applyNewVersion(
  worker: Pick<ServiceWorker, 'postMessage'>,
  container: Pick<ServiceWorkerContainer, 'addEventListener'>,
  reload: () => void = () => window.location.reload(),
): void {
  container.addEventListener('controllerchange', () => reload(), { once: true });
  worker.postMessage({ type: SKIP_WAITING_MESSAGE });
}
