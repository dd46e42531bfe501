import { useTranslation } from 'react-i18next';
import { clearMagicLinkEmail, readMagicLinkEmail } from '@/platform/session/local-flags';
import { EmailLinkCompletion } from './EmailLinkCompletion';

/** /from-magic-link: arrival from a sign-in email link. */
export function MagicLinkPage() {
  const { t } = useTranslation('auth');
  return (
    <EmailLinkCompletion
      title={t('magicLinkTitle')}
      knownEmail={readMagicLinkEmail()}
      askEmailText={t('magicLinkConfirmEmail')}
      workingText={t('magicLinkCompleting')}
      submitLabel={t('submit')}
      afterSignIn={async () => clearMagicLinkEmail()}
    />
  );
}
