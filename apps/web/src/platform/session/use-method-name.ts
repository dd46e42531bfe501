import { useTranslation } from 'react-i18next';
import { type SignInMethodType, signInMethodName } from './sign-in-methods';

/** SPEC 3 display names in the current language. */
export function useMethodName() {
  const { t } = useTranslation('session');
  const labels = {
    magicLink: t('methodMagicLink'),
    password: t('methodPassword'),
    code: t('methodCode'),
    unknown: t('methodUnknown'),
  };
  return (method: { type: SignInMethodType | 'CODE'; providerId?: string }) =>
    signInMethodName(method, labels);
}
