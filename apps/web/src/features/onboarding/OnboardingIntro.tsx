import { buttonVariants } from '@faena/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAppContext } from '@/platform/context';
import { rememberReturnTo } from '@/platform/session/return-to';
import { OnboardingFrame } from './OnboardingFrame';

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
    <OnboardingFrame>
      <p>{t('introBody', { organization: organization.name })}</p>
      <p className="text-fg-muted">{t('introSignIn')}</p>
      <Link
        to="/sign-in"
        onClick={() => rememberReturnTo(`${pathname}${search}`)}
        className={`${buttonVariants({ variant: 'primary' })} self-stretch sm:self-start`}
      >
        {t('introSignInAction')}
      </Link>
    </OnboardingFrame>
  );
}
