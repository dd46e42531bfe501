import { type Feature, PROTECTED } from '@/platform/feature';
import { canSeeNotifications } from '@/platform/permissions';

/** The inbox, the bell, the live stream, system notifications and push (VIEW_NOTIFICATIONS). */
export const notifications: Feature = {
  id: 'notifications',
  // Without VIEW_NOTIFICATIONS the screen is the not-found page (checked once the permissions load).
  routes: [
    {
      path: '/notifications',
      access: PROTECTED,
      screen: () => import('./NotificationsPage'),
      titleKey: 'shell:titles.notifications',
    },
  ],
  navigation: [
    {
      place: 'menu',
      id: 'notifications',
      href: '/notifications',
      order: 40,
      visible: ({ permissions }) => canSeeNotifications(permissions),
    },
  ],
  homeCards: [
    {
      id: 'notifications',
      order: 40,
      card: () => import('./HomeNotificationsCard'),
      visible: ({ permissions }) => canSeeNotifications(permissions),
    },
  ],
  i18n: async () => [(await import('./i18n')).notifications],
  shell: () => import('./shell-parts').then((module) => module.shellParts),
  // This browser stops getting the person's pushes (within 3 s).
  onSignOut: async ({ config }) => (await import('./push')).forgetThisBrowser(config),
  // A tap on a system notification or push (handled by the service worker) opens its page here.
  onStart: ({ navigate }) => {
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('./push').then(({ followNotificationTaps }) => {
      if (!stopped) stop = followNotificationTaps(navigate);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  },
};
