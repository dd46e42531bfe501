import { Button, TextField } from '@faena/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppContext } from '@/platform/context';
import { emailProblem } from '@/platform/session/email-problem';
import { getFirebaseAuth, isSignInWithEmailLink, signInWithEmailLink } from '@/platform/session/firebase';
import { NEXT_PARAM } from '@/platform/session/return-to';
import { useSession } from '@/platform/session/session';
import { signInErrorKey, signInErrorOptions } from '@/platform/session/sign-in-errors';
import { AfterSignIn } from './AfterSignIn';
import { SignInLayout, SignInMessage } from './SignInLayout';

type Step = { name: 'working' } | { name: 'askEmail'; error?: string } | { name: 'failed'; message: string };

/**
 * Completes a sign-in from an email link (magic link or invitation): signs in with the email
 * remembered on this device, or asks for it (link opened on another device), then runs
 * `afterSignIn`. Signed in, the app goes to the page the link names (`?next=`, the page asked
 * for before signing in), else to / (SPEC 4).
 */
export function EmailLinkCompletion({
  title,
  knownEmail,
  askEmailText,
  workingText,
  submitLabel,
  afterSignIn,
}: {
  title: string;
  knownEmail: string | null;
  askEmailText: string;
  workingText: string;
  submitLabel: string;
  afterSignIn?: () => Promise<void>;
}) {
  const { t } = useTranslation('auth');
  const { config, organization } = useAppContext();
  const { session } = useSession();
  const auth = getFirebaseAuth(config, organization.firebaseTenantId);
  const link = window.location.href;
  const validLink = isSignInWithEmailLink(auth, link);
  const [step, setStep] = useState<Step>(() =>
    !validLink
      ? { name: 'failed', message: t('magicLinkInvalidUrl') }
      : knownEmail
        ? { name: 'working' }
        : { name: 'askEmail' },
  );
  const started = useRef(false);
  const [done, setDone] = useState(false);

  async function complete(email: string) {
    if (started.current) return;
    started.current = true;
    setStep({ name: 'working' });
    try {
      await signInWithEmailLink(auth, email, link);
      await afterSignIn?.();
      setDone(true);
    } catch (error) {
      setStep({ name: 'failed', message: t(signInErrorKey(error), signInErrorOptions(error)) });
    }
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the email known on arrival.
  useEffect(() => {
    if (validLink && knownEmail) void complete(knownEmail);
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    const problem = emailProblem(email);
    if (problem) {
      setStep({ name: 'askEmail', error: t(problem, { ns: 'session' }) });
      return;
    }
    void complete(email);
  }

  const signedIn = session.status === 'signedIn';
  if (done || (signedIn && !started.current))
    return <AfterSignIn next={new URL(link).searchParams.get(NEXT_PARAM)} />;
  // Signed in by the link but refused by the organisation (the session says why).
  const ended = started.current && session.status === 'signedOut' && session.reason ? session.reason : null;

  return (
    <SignInLayout title={title} subtitle={organization.name}>
      {ended && step.name === 'working' ? (
        <SignInMessage tone="error">{t(ended, { ns: 'session' })}</SignInMessage>
      ) : null}
      {step.name === 'working' && !ended ? <SignInMessage tone="info">{workingText}</SignInMessage> : null}
      {step.name === 'failed' ? <SignInMessage tone="error">{step.message}</SignInMessage> : null}
      {step.name === 'askEmail' ? (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <p>{askEmailText}</p>
          <TextField
            label={t('email')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            error={step.error}
          />
          <Button type="submit" fullWidth>
            {submitLabel}
          </Button>
        </form>
      ) : null}
      {step.name === 'failed' || ended ? (
        <Link className="text-center font-medium text-primary-fg underline" to="/sign-in">
          {t('backToSignIn')}
        </Link>
      ) : null}
    </SignInLayout>
  );
}
