import { type Feature, PROTECTED } from '@/platform/feature';
import { addNamespaces, type Namespace } from '@/platform/i18n';
import { providePersonDocuments } from '@/platform/person-documents';

/**
 * The file explorer (/assets, SPEC 2.2): the organization's folders and documents, uploads,
 * previews, sharing with audiences and the trash; and a person's documents on their profile.
 * Its area under Herramientas ('files', declared in the app's pending navigation) shows once
 * this route is claimed.
 */
export const assetsFeature: Feature = {
  id: 'assets',
  routes: [
    {
      path: '/assets',
      access: PROTECTED,
      screen: () => import('./AssetsPage'),
      titleKey: 'assets:title',
    },
  ],
  i18n: async () => [(await import('./i18n')).assets],
  // The profile's documents tab shows the person's folder: its code and texts load with it.
  onStart: () =>
    providePersonDocuments(async () => {
      const [view, texts] = await Promise.all([import('./PersonDocuments'), import('./i18n')]);
      addNamespaces([texts.assets as unknown as Namespace]);
      return view;
    }),
};
