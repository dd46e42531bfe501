import type { Feature } from '@/platform/feature';
import { onboarding as strings } from './i18n';

/** /onboarding: the person's data form (flag `onboarding`, checked by the screen). */
export const onboarding: Feature = {
  id: 'onboarding',
  routes: [
    {
      path: '/onboarding',
      access: 'public',
      screen: () => import('./OnboardingPage').then((module) => ({ default: module.OnboardingPage })),
    },
  ],
  i18n: [strings],
};
