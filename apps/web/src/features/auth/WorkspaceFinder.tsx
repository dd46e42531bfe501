import { Button, TextField } from '@faena/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '@/platform/context';
import { isEmail } from '@/platform/email';
import { findWorkspaces, type Workspace } from '@/platform/session/sign-in-api';
import { signInErrorKey, signInErrorOptions } from '@/platform/session/sign-in-errors';
import { signInUrlOf } from './organization-address';

type Result = { email: string; workspaces: Workspace[] } | { error: string } | null;

/** "Which organisations do I belong to?": looks the email up in every organisation. */
export function WorkspaceFinder({ email: initialEmail }: { email: string }) {
  const { t } = useTranslation('auth');
  const { config } = useAppContext();
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [result, setResult] = useState<Result>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('workspaceEmail') ?? '').trim();
    if (!isEmail(email)) {
      setFieldError(t('emailInvalid'));
      return;
    }
    setFieldError(undefined);
    setPending(true);
    try {
      setResult({ email, workspaces: await findWorkspaces(email) });
    } catch (error) {
      setResult({ error: t(signInErrorKey(error), signInErrorOptions(error)) });
    } finally {
      setPending(false);
    }
  }

  return (
    <details className="rounded-md border border-border p-3 text-sm">
      <summary className="cursor-pointer font-medium text-primary-fg">{t('findWorkspaces')}</summary>
      <form noValidate onSubmit={onSubmit} className="mt-3 flex flex-col gap-3">
        <TextField
          label={t('workspaceEmail')}
          name="workspaceEmail"
          type="email"
          inputMode="email"
          autoComplete="email"
          defaultValue={initialEmail}
          key={initialEmail}
          error={fieldError}
        />
        <Button type="submit" variant="secondary" loading={pending}>
          {t('findWorkspacesSubmit')}
        </Button>
      </form>
      <div aria-live="polite" className="mt-3 empty:hidden">
        {result && 'error' in result ? <p role="alert">{result.error}</p> : null}
        {result && 'workspaces' in result && result.workspaces.length === 0 ? (
          <p>{t('noWorkspaces', { email: result.email })}</p>
        ) : null}
        {result && 'workspaces' in result && result.workspaces.length > 0 ? (
          <>
            <p>{t('workspacesFound')}</p>
            <ul className="mt-2 flex flex-col gap-1">
              {result.workspaces.map((workspace) => (
                <li key={workspace.subdomain}>
                  <a
                    className="font-medium text-primary-fg underline"
                    href={signInUrlOf(config.webUrl, workspace.subdomain)}
                  >
                    {workspace.name}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </details>
  );
}
