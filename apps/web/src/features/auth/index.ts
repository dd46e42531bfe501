import type { Feature } from '@/platform/feature';

const signIn = () => import('./SignInPage').then((module) => ({ default: module.SignInPage }));

/** Signing in (SPEC 2.1): the sign-in page and the email links that complete a sign-in. */
export const auth: Feature = {
  id: 'auth',
  routes: [
    { path: '/sign-in', access: 'public', screen: signIn },
    { path: '/login', access: 'public', screen: signIn },
    {
      path: '/from-magic-link',
      access: 'public',
      screen: () => import('./MagicLinkPage').then((module) => ({ default: module.MagicLinkPage })),
    },
    {
      path: '/from-invite',
      access: 'public',
      screen: () => import('./InvitePage').then((module) => ({ default: module.InvitePage })),
    },
  ],
  i18n: async () => [(await import('./i18n')).auth],
};
