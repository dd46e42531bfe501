import type { Feature } from '@/platform/feature';

const SIGNED_IN = { signedIn: true } as const;
/** SPEC 9: creating (and so editing) activities is behind its flag, off by default. */
const MANAGE = { signedIn: true, flag: 'createNewActivity', permission: 'MANAGE_ACTIVITIES' } as const;

/**
 * Activities (SPEC 2.2): the day view, one occurrence, and the activity's form with its
 * recurrence editor.
 */
export const activitiesFeature: Feature = {
  id: 'activities',
  routes: [
    {
      path: '/activities',
      access: SIGNED_IN,
      screen: () => import('./ActivitiesPage'),
      titleKey: 'activities:title',
    },
    {
      path: '/activities/create',
      access: MANAGE,
      screen: () => import('./ActivityFormPage'),
      titleKey: 'activities:form.createTitle',
    },
    {
      path: '/activities/create/:id',
      access: MANAGE,
      screen: () => import('./ActivityFormPage'),
      titleKey: 'activities:form.editTitle',
    },
    {
      path: '/activities/:id/:recurrenceId',
      access: SIGNED_IN,
      screen: () => import('./OccurrencePage'),
      titleKey: 'activities:title',
    },
  ],
  navigation: [
    {
      place: 'tools',
      id: 'activities',
      href: '/activities',
      order: 110,
      icon: 'activities',
      labelKey: 'shell:areas.activities.label',
      purposeKey: 'shell:areas.activities.purpose',
    },
    { place: 'tab', id: 'activities', href: '/activities', labelKey: 'shell:tabs.activities', order: 20 },
  ],
  i18n: async () => [(await import('./i18n')).activities],
};
