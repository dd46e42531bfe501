import type { Feature } from '@/platform/feature';

const ACCESS = { signedIn: true, permission: 'MANAGE_PEOPLE' } as const;

/** /audiences: saved groups of people by rules (MANAGE_PEOPLE), under Avanzado. */
export const audiencesFeature: Feature = {
  id: 'audiences',
  routes: [
    {
      path: '/audiences',
      access: ACCESS,
      screen: () => import('./AudiencesPage'),
      titleKey: 'audiences:title',
    },
    {
      path: '/audiences/new',
      access: ACCESS,
      screen: () => import('./AudienceEditorPage'),
      titleKey: 'audiences:editor.newTitle',
    },
    {
      path: '/audiences/:audienceId',
      access: ACCESS,
      screen: () => import('./AudienceEditorPage'),
      titleKey: 'audiences:title',
    },
  ],
  navigation: [
    {
      place: 'advanced',
      id: 'audiences',
      href: '/audiences',
      order: 230,
      icon: 'audiences',
      labelKey: 'audiences:area.label',
      purposeKey: 'audiences:area.purpose',
    },
  ],
  i18n: async () => [
    (await import('./i18n')).audiences,
    ...(await import('@/platform/i18n/form-namespaces')).FORM_NAMESPACES,
  ],
};
