import type { Feature } from '@/platform/feature';
import { registerPendingWork } from '@/platform/pending-work';

/**
 * What this device has not sent yet (/sync): the pending work every feature registers in
 * `@/platform/pending-work` (checklist drafts and submissions, uploads in progress), with retry.
 */
export const syncFeature: Feature = {
  id: 'sync',
  routes: [
    {
      path: '/sync',
      access: { signedIn: true },
      screen: () => import('./SyncPage'),
      titleKey: 'sync:title',
    },
  ],
  navigation: [
    {
      place: 'tools',
      id: 'sync',
      href: '/sync',
      order: 190,
      icon: 'sync',
      labelKey: 'sync:area.label',
      purposeKey: 'sync:area.purpose',
    },
  ],
  i18n: async () => [(await import('./i18n')).sync],
  // The uploads in progress (platform/files/transfers) are this feature's own source.
  onStart: () =>
    registerPendingWork({
      id: 'uploads',
      order: 20,
      load: () => import('./uploads').then((module) => module.useUploadWork),
    }),
};
