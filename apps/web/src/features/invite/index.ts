import type { Feature } from '@/platform/feature';

const INVITE = { signedIn: true, flag: 'inviteFromFrontend', permission: 'MANAGE_PEOPLE' } as const;

/**
 * Inviting people from the app (/invite): SPEC 9's "invite from the frontend" flag (off by
 * default) and MANAGE_PEOPLE, the permission the invitation route checks. An area under Avanzado.
 */
export const inviteFeature: Feature = {
  id: 'invite',
  routes: [
    {
      path: '/invite',
      access: INVITE,
      screen: () => import('./InvitePage'),
      titleKey: 'invite:title',
    },
  ],
  navigation: [
    {
      place: 'advanced',
      id: 'invite',
      href: '/invite',
      order: 215,
      icon: 'people',
      labelKey: 'invite:area.label',
      purposeKey: 'invite:area.purpose',
    },
  ],
  i18n: async () => [(await import('./i18n')).invite],
};
