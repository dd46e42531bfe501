import { type Feature, PROTECTED } from '@/platform/feature';
import { organization as strings } from './i18n';

/** /organization: name, logo, brand colours, wording and field types (MANAGE_ORGANIZATION). */
export const organization: Feature = {
  id: 'organization',
  routes: [
    {
      path: '/organization',
      access: PROTECTED,
      screen: () => import('./OrganizationPage').then((module) => ({ default: module.OrganizationPage })),
    },
  ],
  navigation: [{ place: 'rail', id: 'organization', href: '/organization', order: 30 }],
  i18n: [strings],
};
