import { Button, EmptyState, PageHeader, Skeleton } from '@faena/ui';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '@/platform/context';
import { NotWhileImpersonating } from '@/platform/session/not-while-impersonating';
import { useSiteConfig } from '@/platform/site-config';
import { OrganizationEditor } from './OrganizationEditor';

/** /organization: administrators (MANAGE_ORGANIZATION) edit it; others are told they cannot. */
export function OrganizationPage() {
  const { t } = useTranslation('organization');
  const { organization } = useAppContext();
  const siteConfig = useSiteConfig();

  return (
    <section
      aria-labelledby="organization-title"
      className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6"
    >
      <PageHeader titleId="organization-title" title={t('title')} description={t('description')} />
      {siteConfig.isPending ? (
        <div role="status" className="flex flex-col gap-4">
          <span className="sr-only">{t('loading')}</span>
          <Skeleton height="8rem" />
          <Skeleton height="14rem" />
        </div>
      ) : siteConfig.isError ? (
        <div className="flex flex-col items-start gap-3">
          <p role="alert" className="rounded-md bg-danger-subtle p-3 text-body text-danger-fg">
            {t('loadError')}
          </p>
          <Button variant="secondary" onClick={() => siteConfig.refetch()}>
            {t('common:retry')}
          </Button>
        </div>
      ) : siteConfig.data.permissions.has('MANAGE_ORGANIZATION') ? (
        <NotWhileImpersonating>
          <OrganizationEditor organization={organization} />
        </NotWhileImpersonating>
      ) : (
        <EmptyState
          kind="not-available"
          title={t('noPermissionTitle')}
          description={t('noPermissionBody', { organization: organization.name })}
        />
      )}
    </section>
  );
}
