import type { Feature } from '@/platform/feature';

const ACCESS = { signedIn: true, permission: 'MANAGE_PEOPLE' } as const;

/** /people and /people/:personId: the people directory (MANAGE_PEOPLE), under Avanzado. */
export const peopleFeature: Feature = {
  id: 'people',
  routes: [
    { path: '/people', access: ACCESS, screen: () => import('./PeoplePage'), titleKey: 'people:title' },
    {
      path: '/people/:personId',
      access: ACCESS,
      screen: () => import('./PersonPage'),
      titleKey: 'people:title',
    },
  ],
  navigation: [
    {
      place: 'advanced',
      id: 'people',
      href: '/people',
      order: 210,
      icon: 'people',
      labelKey: 'shell:areas.people.label',
      purposeKey: 'shell:areas.people.purpose',
    },
  ],
  i18n: async () => [(await import('./i18n')).people],
};
