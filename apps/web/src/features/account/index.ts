import { type Feature, PROTECTED } from '@/platform/feature';

/** /my-account: the account's summary and, with IMPERSONATE, the impersonation picker. */
export const account: Feature = {
  id: 'account',
  routes: [
    {
      path: '/my-account',
      access: PROTECTED,
      screen: () => import('./MyAccountPage'),
      titleKey: 'shell:titles.myAccount',
    },
  ],
  navigation: [{ place: 'rail', id: 'myAccount', href: '/my-account', order: 50 }],
  i18n: async () => [(await import('./i18n')).account],
};
