import type { Feature } from '@/platform/feature';

/** SPEC's placeholder screen (/lorem-ipsum/{title}/{id}): the title and id it was opened with. */
export const placeholderFeature: Feature = {
  id: 'placeholder',
  routes: [
    {
      path: '/lorem-ipsum/:title/:id',
      access: { signedIn: true },
      screen: () => import('./PlaceholderPage'),
      titleKey: 'placeholder:title',
    },
  ],
  i18n: async () => [(await import('./i18n')).placeholder],
};
