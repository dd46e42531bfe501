import { buttonVariants } from '@faena/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAppContext } from '@/platform/context';
import { OrganizationLogo } from '@/platform/organization/OrganizationLogo';
import { rememberReturnTo } from '@/platform/session/return-to';

/**
 * /onboarding for a signed-out visitor (SPEC 2.1: a public route; the personal-data form is the
 * signed-in person's own, so it cannot be shown or sent before signing in). In the organisation's
 * frame it says what onboarding is and offers sign-in, which comes back here.
 */
export function OnboardingIntro() {
  const { t } = useTranslation('onboarding');
  const { organization } = useAppContext();
  const { pathname, search } = useLocation();
  return (
    <main className="flex min-h-dvh justify-center bg-bg-subtle px-4 py-8 sm:items-start sm:py-12">
      <section
        aria-labelledby="onboarding-title"
        className="flex w-full max-w-xl flex-col gap-5 self-start rounded-xl bg-surface p-5 shadow-md sm:p-8"
      >
        <header className="flex flex-col gap-3">
          <div className="flex">
            <OrganizationLogo organization={organization} height={40} />
          </div>
          <h1 id="onboarding-title" className="text-2xl font-semibold">
            {t('title')}
          </h1>
        </header>
        <p>{t('introBody', { organization: organization.name })}</p>
        <p className="text-fg-muted">{t('introSignIn')}</p>
        <Link
          to="/sign-in"
          onClick={() => rememberReturnTo(`${pathname}${search}`)}
          className={`${buttonVariants({ variant: 'primary' })} self-stretch sm:self-start`}
        >
          {t('introSignInAction')}
        </Link>
      </section>
    </main>
  );
}
