import { type Feature, PROTECTED } from '@/platform/feature';
import { canEditProfile } from '@/platform/permissions';

/** /profile and /profile/edit (flag `editProfile`). */
export const profile: Feature = {
  id: 'profile',
  routes: [
    {
      path: '/profile',
      access: PROTECTED,
      screen: () => import('./ProfilePage'),
      titleKey: 'shell:titles.profile',
    },
    {
      path: '/profile/edit',
      access: { signedIn: true, flag: 'editProfile' },
      screen: () => import('./EditProfilePage'),
      titleKey: 'shell:titles.editProfile',
    },
  ],
  navigation: [
    { place: 'menu', id: 'profile', href: '/profile', order: 10 },
    {
      place: 'menu',
      id: 'editProfile',
      href: '/profile/edit',
      order: 20,
      visible: ({ flags }) => canEditProfile(flags),
    },
  ],
  // The edit form's messages are the form engine's (`form:required`).
  i18n: async () => [
    (await import('./i18n')).profile,
    ...(await import('@/platform/i18n/form-namespaces')).FORM_NAMESPACES,
  ],
};
