import type { Feature } from '@/platform/feature';

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
  i18n: async () => [
    (await import('./i18n')).onboarding,
    ...(await import('@/platform/i18n/form-namespaces')).FORM_NAMESPACES,
  ],
};
