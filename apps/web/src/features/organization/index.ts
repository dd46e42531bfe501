import { type Feature, PROTECTED } from '@/platform/feature';

/** /organization: name, logo, brand colours, wording and field types (MANAGE_ORGANIZATION). */
export const organization: Feature = {
  id: 'organization',
  routes: [
    {
      path: '/organization',
      access: PROTECTED,
      titleKey: 'shell:titles.organization',
      screen: () => import('./OrganizationPage').then((module) => ({ default: module.OrganizationPage })),
    },
  ],
  navigation: [
    {
      place: 'rail',
      id: 'organization',
      href: '/organization',
      order: 30,
      // Only administrators have anything to do there.
      visible: ({ permissions }) => permissions.has('MANAGE_ORGANIZATION'),
    },
  ],
  i18n: async () => [
    (await import('./i18n')).organization,
    ...(await import('@/platform/i18n/form-namespaces')).FORM_NAMESPACES,
  ],
};
