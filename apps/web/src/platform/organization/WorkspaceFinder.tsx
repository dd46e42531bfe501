import { Button, TextField } from '@faena/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailProblem } from '../session/email-problem';
import { findWorkspaces, type Workspace } from '../session/sign-in-api';
import { signInErrorKey, signInErrorOptions } from '../session/sign-in-errors';
import { signInUrlOf } from './organization-address';

type Result = { email: string; workspaces: Workspace[] } | { error: string } | null;

/**
 * "Which organisations do I belong to?": looks the email up in every organisation
 * (`findWorkspaces`, answered on any host, also one without an organisation) and links to
 * each one's sign-in page. Open from the start where it is the way on (a host without a
 * subdomain, an unknown organisation).
 */
export function WorkspaceFinder({
  email: initialEmail = '',
  webUrl,
  defaultOpen = false,
}: {
  email?: string;
  /** The web URL template (`http://{subdomain}.…`) the sign-in links are made from. */
  webUrl: string;
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation('session');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [result, setResult] = useState<Result>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('workspaceEmail') ?? '').trim();
    const problem = emailProblem(email);
    if (problem) {
      setFieldError(t(problem));
      (form.elements.namedItem('workspaceEmail') as HTMLInputElement | null)?.focus();
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
    <details className="rounded-md border border-border p-3 text-body" open={defaultOpen}>
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
                    href={signInUrlOf(webUrl, workspace.subdomain)}
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
