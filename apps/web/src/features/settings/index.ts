import { type Feature, PROTECTED } from '@/platform/feature';
import { canSeeSettings } from '@/platform/permissions';

/** /settings: language, first day of the week, invitations and the simulations. */
export const settings: Feature = {
  id: 'settings',
  // VIEW_SETTINGS and the `settings` flag, checked by the screen (others get the not-found page).
  routes: [
    {
      path: '/settings',
      access: PROTECTED,
      screen: () => import('./SettingsPage'),
      titleKey: 'shell:titles.settings',
    },
  ],
  navigation: [
    {
      place: 'menu',
      id: 'settings',
      href: '/settings',
      order: 30,
      visible: ({ permissions, flags }) => canSeeSettings(permissions, flags),
    },
  ],
  i18n: async () => [(await import('./i18n')).settings],
};
