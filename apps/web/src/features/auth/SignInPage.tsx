import { tenantFromHost } from '@faena/contract/tenant';
import { Button, TextField, useModal, useToast } from '@faena/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '@/platform/context';
import { useFlags } from '@/platform/flags';
import { OrganizationSwitcher } from '@/platform/organization/OrganizationSwitcher';
import { WorkspaceFinder } from '@/platform/organization/WorkspaceFinder';
import { emailProblem } from '@/platform/session/email-problem';
import { loadFirebase } from '@/platform/session/identity';
import { writeMagicLinkEmail } from '@/platform/session/local-flags';
import { continueUrl } from '@/platform/session/return-to';
import { useSession } from '@/platform/session/session';
import { getSignInOptions, sendSignInCode, verifySignInCode } from '@/platform/session/sign-in-api';
import {
  emailOfError,
  isAccountExistsWithOtherCredential,
  signInErrorKey,
  signInErrorOptions,
} from '@/platform/session/sign-in-errors';
import { type SignInOption, signInOptions } from '@/platform/session/sign-in-methods';
import { useMethodName } from '@/platform/session/use-method-name';
import { AfterSignIn } from './AfterSignIn';
import { CodeStep } from './CodeStep';
import type { EmulatorAccount, FederatedMethod } from './federated';
import { SignInLayout, SignInMessage } from './SignInLayout';

interface FieldErrors {
  email?: string;
  password?: string;
}

type Pending = 'password' | 'link' | 'code' | 'verify' | `federated:${string}` | null;

const federatedKey = (option: FederatedMethod) =>
  `federated:${option.type}:${'providerId' in option ? option.providerId : ''}` as const;

/**
 * The organisation's sign-in page (also /login): its logo and name, a way to reach another
 * organisation or find one's organisations (open from the start on a host without a subdomain,
 * which shows the default organisation), the email, and the methods this organisation allows
 * under the deployment's flags (SPEC 2.1, 6, 9). It never tells whether an email is registered
 * (SPEC 8: an unknown user is an invalid login); signed in, it goes back to the page asked for.
 */
export function SignInPage() {
  const { t } = useTranslation('auth');
  const { config, organization } = useAppContext();
  const flags = useFlags();
  const toast = useToast();
  const modal = useModal();
  const methodName = useMethodName();
  const { session } = useSession();
  const [email, setEmail] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [codeStep, setCodeStep] = useState<{ email: string; expiresAt: Date; error?: string } | null>(null);

  if (session.status === 'signedIn') return <AfterSignIn />;

  // The identity SDK is loaded in parallel with the page; a sign-in waits for it if need be.
  const firebase = async () => {
    const sdk = await loadFirebase();
    return { sdk, auth: sdk.getFirebaseAuth(config, organization.firebaseTenantId) };
  };
  const options = signInOptions(organization.signInMethods, flags);
  // A host without a subdomain (SPEC 2.4) shows the default organisation: finding one's own is
  // offered from the start.
  const bareHost = tenantFromHost(window.location.host) === null;
  const has = (type: SignInOption['type']) => options.some((option) => option.type === type);
  const emailMethods = has('PASSWORD') || has('MAGIC_LINK') || has('CODE');
  const federated = options.filter((option): option is FederatedMethod & SignInOption =>
    ['GOOGLE', 'OIDC', 'SAML'].includes(option.type),
  );
  const sessionMessage =
    session.status === 'signedOut' && session.reason ? t(session.reason, { ns: 'session' }) : null;
  const shownError = error ?? (info ? null : sessionMessage);

  function reset() {
    setError(null);
    setInfo(null);
  }

  /** False (and the field marked: required, or invalid) when the email is not an address. */
  function checkEmail(form?: HTMLFormElement | null): boolean {
    const problem = emailProblem(email);
    if (!problem) return true;
    setFieldErrors((current) => ({ ...current, email: t(problem, { ns: 'session' }) }));
    (form?.elements.namedItem('email') as HTMLInputElement | null)?.focus();
    return false;
  }

  /**
   * A failed sign-in, said the same for a known and an unknown email (SPEC 8: user not found
   * is an invalid login); only someone who did sign in but is no member hears so (the session).
   */
  function explain(caught: unknown) {
    const key = signInErrorKey(caught);
    if (key === 'passwordNotAllowed') {
      toast.show({ title: t(key, { ns: 'session' }), tone: 'error' });
      return;
    }
    setError(t(key, signInErrorOptions(caught)));
  }

  async function onPasswordSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!has('PASSWORD')) {
      if (has('MAGIC_LINK')) await onSendLink(form);
      else if (has('CODE')) await onSendCode(form);
      return;
    }
    const password = String(new FormData(form).get('password') ?? '');
    const errors: FieldErrors = {};
    const problem = emailProblem(email);
    if (problem) errors.email = t(problem, { ns: 'session' });
    if (password === '') errors.password = t('passwordRequired');
    setFieldErrors(errors);
    reset();
    if (errors.email || errors.password) {
      (form.elements.namedItem(errors.email ? 'email' : 'password') as HTMLInputElement | null)?.focus();
      return;
    }
    setPending('password');
    try {
      const { sdk, auth } = await firebase();
      await sdk.signInWithEmailAndPassword(auth, email.trim(), password);
      // The session provider takes over: it checks membership and redirects or explains.
    } catch (caught) {
      explain(caught);
    } finally {
      setPending(null);
    }
  }

  async function onSendLink(form?: HTMLFormElement | null) {
    reset();
    setFieldErrors({});
    if (!checkEmail(form)) return;
    const address = email.trim();
    setPending('link');
    try {
      // Sent whoever asks: the answer never says whether the address is a person here.
      const { sdk, auth } = await firebase();
      await sdk.sendSignInLinkToEmail(auth, address, {
        // The page asked for travels with the link, which may open in another tab.
        url: continueUrl(window.location.origin, '/from-magic-link'),
        handleCodeInApp: true,
      });
      writeMagicLinkEmail(address);
      setInfo(t('magicLinkSent', { email: address }));
    } catch (caught) {
      explain(caught);
    } finally {
      setPending(null);
    }
  }

  async function onSendCode(form?: HTMLFormElement | null) {
    reset();
    setFieldErrors({});
    if (!codeStep && !checkEmail(form)) return;
    const address = codeStep?.email ?? email.trim();
    setPending('code');
    try {
      // The server answers alike for an unknown address (and sends nothing).
      const sent = await sendSignInCode(address);
      setCodeStep({ email: address, expiresAt: new Date(sent.expires_at) });
    } catch (caught) {
      explain(caught);
    } finally {
      setPending(null);
    }
  }

  async function onVerifyCode(code: string) {
    if (!codeStep) return;
    reset();
    setPending('verify');
    try {
      const { custom_token } = await verifySignInCode(codeStep.email, code);
      const { sdk, auth } = await firebase();
      await sdk.signInWithCustomToken(auth, custom_token);
    } catch (caught) {
      setCodeStep({ ...codeStep, error: t(signInErrorKey(caught), signInErrorOptions(caught)) });
    } finally {
      setPending(null);
    }
  }

  async function onFederated(method: FederatedMethod) {
    reset();
    let account: EmulatorAccount | undefined;
    if (config.firebase.emulatorUrl) {
      // Only the emulator asks for an account: its dialog (and the dialog primitives) load then.
      const { EmulatorAccountDialog } = await import('./EmulatorAccountDialog');
      const answer = await modal.open<EmulatorAccount>((controls) => (
        <EmulatorAccountDialog method={methodName(method)} email={email.trim()} controls={controls} />
      ));
      if (answer.status !== 'answered') return;
      account = answer.value;
    }
    setPending(federatedKey(method));
    try {
      const [{ auth }, { signInFederated }] = await Promise.all([firebase(), import('./federated')]);
      await signInFederated(auth, method, account);
    } catch (caught) {
      if (isAccountExistsWithOtherCredential(caught)) await explainOtherMethods(caught, method, account);
      else explain(caught);
    } finally {
      setPending(null);
    }
  }

  /** SPEC 8 "Need confirm": the email already signs in with other methods; name them. */
  async function explainOtherMethods(
    caught: Parameters<typeof emailOfError>[0],
    current: FederatedMethod,
    account?: EmulatorAccount,
  ) {
    const address = emailOfError(caught) ?? account?.email ?? email.trim();
    let previous: string[] = [];
    try {
      previous = (await getSignInOptions(address)).methods.map(methodName);
    } catch {
      // Without the list the message still says which method was refused.
    }
    setError(
      t('needConfirm', {
        email: address,
        current: methodName(current),
        previous: previous.length > 0 ? previous.join(', ') : t('session:methodUnknown'),
      }),
    );
  }

  const buttonLabel = (option: SignInOption) =>
    option.type === 'OIDC' || option.type === 'SAML'
      ? `${t('continueWith', { method: methodName(option) })} (${option.type})`
      : t('continueWith', { method: methodName(option) });

  return (
    <SignInLayout title={t('title')} subtitle={t('subtitle', { organization: organization.name })}>
      {shownError ? <SignInMessage tone="error">{shownError}</SignInMessage> : null}
      {info ? <SignInMessage tone="info">{info}</SignInMessage> : null}
      {options.length === 0 ? (
        <SignInMessage tone="error">{t('noSignInMethods')}</SignInMessage>
      ) : codeStep ? (
        <CodeStep
          email={codeStep.email}
          expiresAt={codeStep.expiresAt}
          pending={pending === 'verify' || pending === 'code'}
          {...(codeStep.error ? { error: codeStep.error } : {})}
          onVerify={onVerifyCode}
          onResend={() => onSendCode()}
          onChangeEmail={() => {
            setCodeStep(null);
            reset();
          }}
        />
      ) : (
        <div className="flex flex-col gap-4">
          {emailMethods ? (
            <form noValidate onSubmit={onPasswordSubmit} className="flex flex-col gap-4">
              <TextField
                label={t('email')}
                name="email"
                type="email"
                autoComplete="username"
                inputMode="email"
                required
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                error={fieldErrors.email}
              />
              {has('PASSWORD') ? (
                <>
                  <TextField
                    label={t('password')}
                    name="password"
                    type="password"
                    autoComplete="current-password"
                    required
                    error={fieldErrors.password}
                  />
                  <Button type="submit" fullWidth loading={pending === 'password'}>
                    {pending === 'password' ? t('submitting') : t('submit')}
                  </Button>
                </>
              ) : null}
              {has('MAGIC_LINK') ? (
                <Button
                  type="button"
                  variant="secondary"
                  fullWidth
                  loading={pending === 'link'}
                  onClick={(event) => onSendLink(event.currentTarget.form)}
                >
                  {t('magicLinkSend')}
                </Button>
              ) : null}
              {has('CODE') ? (
                <Button
                  type="button"
                  variant="secondary"
                  fullWidth
                  loading={pending === 'code'}
                  onClick={(event) => onSendCode(event.currentTarget.form)}
                >
                  {t('codeSend')}
                </Button>
              ) : null}
            </form>
          ) : null}
          {emailMethods && federated.length > 0 ? (
            <div className="flex items-center gap-3 text-body text-fg-muted" aria-hidden="true">
              <span className="h-px flex-1 bg-border" />
              {t('or')}
              <span className="h-px flex-1 bg-border" />
            </div>
          ) : null}
          {federated.map((option) => (
            <Button
              key={federatedKey(option)}
              type="button"
              variant="secondary"
              fullWidth
              loading={pending === federatedKey(option)}
              onClick={() => onFederated(option)}
            >
              {buttonLabel(option)}
            </Button>
          ))}
        </div>
      )}
      <WorkspaceFinder email={email.trim()} webUrl={config.webUrl} defaultOpen={bareHost} />
      <OrganizationSwitcher webUrl={config.webUrl} />
    </SignInLayout>
  );
}
