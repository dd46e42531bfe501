import { Button, TextField } from '@faena/ui';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useAppContext } from '../../app/app-context';
import { getFirebaseAuth } from '../../auth/firebase';
import { useSession } from '../../auth/session';
import { signInErrorKey } from '../../auth/sign-in-errors';
import { OrganizationLogo } from '../organization/OrganizationLogo';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface FieldErrors {
  email?: string;
  password?: string;
}

/** Email and password sign-in for the host's organisation (also served at /login). */
export function SignInPage() {
  const { t } = useTranslation('auth');
  const { config, organization } = useAppContext();
  const { session } = useSession();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  if (session.status === 'signedIn') return <Navigate to="/" replace />;

  const passwordEnabled = organization.signInMethods.includes('PASSWORD');
  const sessionMessage = session.status === 'signedOut' && session.reason ? t(session.reason) : null;
  const shownError = formError ?? sessionMessage;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const errors: FieldErrors = {};
    if (!EMAIL.test(email)) errors.email = t('emailInvalid');
    if (password === '') errors.password = t('passwordRequired');
    setFieldErrors(errors);
    setFormError(null);
    if (errors.email || errors.password) {
      const firstInvalid = event.currentTarget.elements.namedItem(errors.email ? 'email' : 'password');
      (firstInvalid as HTMLInputElement | null)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await signInWithEmailAndPassword(
        getFirebaseAuth(config, organization.firebaseTenantId),
        email,
        password,
      );
      // The session provider takes over: it checks membership and redirects or explains.
    } catch (error) {
      setFormError(t(signInErrorKey(error)));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <main className="flex min-h-dvh items-center justify-center bg-bg-subtle p-4">
      <section
        aria-labelledby="sign-in-title"
        className="flex w-full max-w-sm flex-col gap-6 rounded-xl bg-surface p-6 shadow-md sm:p-8"
      >
        <header className="flex flex-col items-center gap-3 text-center">
          <OrganizationLogo organization={organization} height={48} />
          <h1 id="sign-in-title" className="text-2xl font-semibold">
            {t('title')}
          </h1>
          <p className="text-fg-muted">{t('subtitle', { organization: organization.name })}</p>
        </header>
        {shownError && (
          <p role="alert" className="rounded-md bg-danger-subtle p-3 text-sm text-danger">
            {shownError}
          </p>
        )}
        {passwordEnabled ? (
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
            <TextField
              label={t('email')}
              name="email"
              type="email"
              autoComplete="username"
              inputMode="email"
              required
              error={fieldErrors.email}
            />
            <TextField
              label={t('password')}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              error={fieldErrors.password}
            />
            <Button type="submit" fullWidth loading={submitting}>
              {submitting ? t('submitting') : t('submit')}
            </Button>
          </form>
        ) : (
          <p>{t('noPasswordMethod')}</p>
        )}
      </section>
    </main>
  );
}
