import type { Feature } from '@/platform/feature';

/**
 * The organization's links (/links): cards that open outside the app, in a new tab; people
 * with MANAGE_LINKS add, edit, reorder and delete them. An area under Herramientas.
 */
export const linksFeature: Feature = {
  id: 'links',
  routes: [
    {
      path: '/links',
      access: { signedIn: true },
      screen: () => import('./LinksPage'),
      titleKey: 'links:title',
    },
  ],
  navigation: [
    {
      place: 'tools',
      id: 'links',
      href: '/links',
      order: 170,
      icon: 'links',
      labelKey: 'links:area.label',
      purposeKey: 'links:area.purpose',
    },
  ],
  i18n: async () => [(await import('./i18n')).links],
};
