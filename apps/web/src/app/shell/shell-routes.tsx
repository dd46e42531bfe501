import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A route whose screen is a code-split chunk (SPEC 4: a failed chunk reloads once). */
const lazyScreen =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => ({
    Component: (await load()).default,
  });

/** The signed-in screens of the shell's own features, loaded on demand. */
export const SHELL_ROUTES: RouteObject[] = [
  { path: '/settings', lazy: lazyScreen(() => import('../../features/settings/SettingsPage')) },
  { path: '/profile', lazy: lazyScreen(() => import('../../features/profile/ProfilePage')) },
  { path: '/profile/edit', lazy: lazyScreen(() => import('../../features/profile/EditProfilePage')) },
  { path: '/my-account', lazy: lazyScreen(() => import('../../features/account/MyAccountPage')) },
  {
    path: '/notifications',
    lazy: lazyScreen(() => import('../../features/notifications/NotificationsPage')),
  },
];

/** The paths above, which the pending list no longer holds. */
export const SHELL_PATHS = SHELL_ROUTES.map((route) => route.path);
