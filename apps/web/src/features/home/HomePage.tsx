import { Button, Card } from '@faena/ui';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '@/platform/context';
import { OrganizationLogo } from '@/platform/organization/OrganizationLogo';
import { useShellSession } from '@/platform/session/current-person';

/** The home screen (/ and /home): the greeting, the organisation and the account in use. */
export function HomePage() {
  const { t } = useTranslation('home');
  const { organization } = useAppContext();
  const { person, logout } = useShellSession();
  if (!person) return null;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4 sm:p-6">
      <h1 className="text-2xl font-semibold">{t('greeting', { name: person.name })}</h1>
      <Card>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <OrganizationLogo organization={organization} height={40} />
          <div className="flex flex-col">
            <span className="text-sm text-fg-muted">{t('organization')}</span>
            <span className="font-medium">{organization.name}</span>
          </div>
        </div>
      </Card>
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="min-w-0 break-words text-fg-muted">{t('signedInAs', { email: person.email })}</p>
          <Button variant="secondary" size="sm" onClick={() => void logout()}>
            {t('common:logout')}
          </Button>
        </div>
      </Card>
    </div>
  );
}
