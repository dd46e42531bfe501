import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '@/platform/context';
import { OrganizationLogo } from '@/platform/organization/OrganizationLogo';

/**
 * The onboarding screens' frame: one card in the organisation's colours, headed by its logo and
 * the onboarding title (`note` under the title), `children` below.
 */
export function OnboardingFrame({ note, children }: { note?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('onboarding');
  const { organization } = useAppContext();
  return (
    <main className="flex min-h-dvh justify-center bg-bg-subtle px-4 py-8 sm:items-start sm:py-12">
      <section
        aria-labelledby="onboarding-title"
        className="flex w-full max-w-xl flex-col gap-6 self-start rounded-xl bg-surface p-5 shadow-md sm:p-8"
      >
        <header className="flex flex-col gap-3">
          <div className="flex">
            <OrganizationLogo organization={organization} height={40} />
          </div>
          <h1 id="onboarding-title" className="text-page-title font-semibold">
            {t('title')}
          </h1>
          {note}
        </header>
        {children}
      </section>
    </main>
  );
}
