import type { Feature } from '@/platform/feature';
import { forgetKeptReads } from '@/platform/service-worker/offline-cache';
import { registerAppWorker } from '@/platform/service-worker/register';

/**
 * The installable app: the service worker that keeps the app and a person's first reads for
 * use offline is registered as the app starts; above every signed-in screen, the offline
 * indicator and the new-version prompt. A chosen sign-out deletes the reads kept on this device.
 */
export const offlineFeature: Feature = {
  id: 'offline',
  routes: [],
  i18n: async () => [(await import('./i18n')).offline],
  shell: () => import('./shell-parts').then((module) => module.shellParts),
  onStart: () => {
    void registerAppWorker();
    return () => undefined;
  },
  onSignOut: () => forgetKeptReads(),
};
