import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { acceptInvitation } from '@/platform/session/sign-in-api';
import { EmailLinkCompletion } from './EmailLinkCompletion';
import { SignInLayout, SignInMessage } from './SignInLayout';

/** /from-invite?invitation=&email=: signs the invitee in with the email link, accepts, goes to /. */
export function InvitePage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const invitation = params.get('invitation');
  if (!invitation) {
    return (
      <SignInLayout title={t('inviteTitle')}>
        <SignInMessage tone="error">{t('inviteInvalid')}</SignInMessage>
      </SignInLayout>
    );
  }
  return (
    <EmailLinkCompletion
      title={t('inviteTitle')}
      knownEmail={params.get('email')}
      askEmailText={t('inviteConfirmEmail')}
      workingText={t('inviteCompleting')}
      submitLabel={t('inviteAccept')}
      afterSignIn={() => acceptInvitation(invitation)}
    />
  );
}
