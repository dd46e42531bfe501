/**
 * The app's one service worker (push-sw.ts): offline use, pushes and notification taps. Built
 * on its own into `/push-sw.js` (vite.worker.config.ts); the dev server serves the module
 * source. Registering the same script again (the notifications feature does, once allowed) is
 * the same registration.
 */
export const WORKER_URL = import.meta.env.DEV ? '/src/platform/service-worker/push-sw.ts' : '/push-sw.js';

/** Registers the worker for the whole app; null where the browser has none or refuses it. */
export async function registerAppWorker(
  container: Pick<ServiceWorkerContainer, 'register'> | undefined = navigator.serviceWorker,
): Promise<ServiceWorkerRegistration | null> {
  if (!container) return null;
  try {
    return await container.register(WORKER_URL, {
      scope: '/',
      type: import.meta.env.DEV ? 'module' : 'classic',
    });
  } catch {
    return null;
  }
}
