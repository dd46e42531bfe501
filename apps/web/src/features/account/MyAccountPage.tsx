import { Avatar, buttonVariants, Card, PageHeader, Skeleton } from '@faena/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppContext } from '@/platform/context';
import { useFlags } from '@/platform/flags';
import { canSeeSettings } from '@/platform/permissions';
import { useShellSession } from '@/platform/session/current-person';
import { NotWhileImpersonating } from '@/platform/session/not-while-impersonating';
import { useSiteConfig } from '@/platform/site-config';
import { ImpersonationPicker } from './ImpersonationPicker';

/** /my-account: who is signed in where, with the profile and settings; impersonation for IMPERSONATE. */
export default function MyAccountPage() {
  const { t } = useTranslation('account');
  const { organization } = useAppContext();
  const flags = useFlags();
  const { person, picture } = useShellSession();
  const siteConfig = useSiteConfig();
  if (!person) return null;
  const permissions = siteConfig.data?.permissions ?? new Set();

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4 sm:p-6">
      <PageHeader title={t('title')} />
      <Card as="section" title={t('summary')} titleAs="h2">
        <div className="flex items-center gap-4">
          <Avatar name={person.name} src={picture} size="md" />
          <div className="min-w-0">
            <p className="font-medium">{person.name}</p>
            <p className="break-all text-fg-muted">{person.email}</p>
            <p className="text-body text-fg-muted">
              {t('organization')}: {organization.name}
            </p>
          </div>
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          <Link to="/profile" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            {t('profile')}
          </Link>
          {canSeeSettings(permissions, flags) ? (
            <Link to="/settings" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
              {t('settings')}
            </Link>
          ) : null}
        </div>
      </Card>
      {siteConfig.isPending ? <Skeleton lines={3} /> : null}
      {permissions.has('IMPERSONATE') ? (
        <Card as="section" title={t('impersonation')} titleAs="h2">
          <NotWhileImpersonating>
            <ImpersonationPicker />
          </NotWhileImpersonating>
        </Card>
      ) : null}
    </div>
  );
}
