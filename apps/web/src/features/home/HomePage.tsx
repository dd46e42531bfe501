import { Button } from '@faena/ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAppContext } from '../../app/app-context';
import { useSession } from '../../auth/session';
import { OrganizationLogo } from '../organization/OrganizationLogo';

export function HomePage() {
  const { t } = useTranslation('home');
  const { config, organization } = useAppContext();
  const { session, signOut } = useSession();
  const navigate = useNavigate();
  if (session.status !== 'signedIn') return null;
  const { person } = session;

  async function onSignOut() {
    await signOut();
    navigate('/login', { replace: true });
  }

  return (
    <div className="flex min-h-dvh flex-col bg-bg-subtle">
      <header className="flex items-center justify-between gap-4 bg-surface px-4 py-3 shadow-sm">
        <Link to="/" className="flex items-center rounded-md">
          <OrganizationLogo organization={organization} height={36} />
        </Link>
        <Button variant="secondary" size="sm" onClick={onSignOut}>
          {t('common:logout')}
        </Button>
      </header>
      <main className="mx-auto flex w-full max-w-3xl flex-col gap-2 p-6">
        <p className="text-sm font-medium text-fg-muted">
          {t('organization')}: <span className="text-fg">{organization.name}</span>
        </p>
        <h1 className="text-2xl font-semibold">{t('greeting', { name: person.name })}</h1>
        <p className="text-fg-muted">{t('signedInAs', { email: person.email })}</p>
      </main>
      <footer className="p-4 text-center text-xs text-fg-muted">
        {t('common:version', { version: config.version })}
      </footer>
    </div>
  );
}
