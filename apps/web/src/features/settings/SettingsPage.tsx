import { Button, buttonVariants, Card, PageHeader, Skeleton } from '@faena/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotFoundPage } from '@/platform/errors/NotFoundPage';
import { useFlags } from '@/platform/flags';
import { canInvite, canSeeSettings } from '@/platform/permissions';
import { useSiteConfig } from '@/platform/site-config';
import { InviteDialog } from './InviteDialog';
import { LanguageSetting } from './LanguageSetting';
import { WeekPreview } from './WeekPreview';

/** SPEC 2.3 settings: language, simulate onboarding, create invite, simulate error. */
export default function SettingsPage() {
  const { t } = useTranslation('settings');
  const flags = useFlags();
  const siteConfig = useSiteConfig();
  if (siteConfig.isPending) return <Skeleton lines={6} className="m-6" />;
  const permissions = siteConfig.data?.permissions ?? new Set();
  if (!canSeeSettings(permissions, flags)) return <NotFoundPage />;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4 sm:p-6">
      <PageHeader title={t('title')} />
      {flags.languageSetting ? (
        <Card as="section" title={t('language.title')} titleAs="h2">
          <LanguageSetting />
        </Card>
      ) : null}
      <Card as="section" title={t('week.title')} titleAs="h2">
        <WeekPreview />
      </Card>
      <Card as="section" title={t('onboarding.title')} titleAs="h2">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-fg-muted">{t('onboarding.description')}</p>
          <Link to="/onboarding?simulate=1" className={buttonVariants({ variant: 'secondary' })}>
            {t('onboarding.action')}
          </Link>
        </div>
      </Card>
      {canInvite(permissions, flags) ? (
        <Card as="section" title={t('invite.title')} titleAs="h2">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-fg-muted">{t('invite.description')}</p>
            <InviteDialog />
          </div>
        </Card>
      ) : null}
      {permissions.has('VIEW_AUDIT_LOG') ? (
        <Card as="section" title={t('audit.title')} titleAs="h2">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-fg-muted">{t('audit.description')}</p>
            <Link to="/settings/audit-log" className={buttonVariants({ variant: 'secondary' })}>
              {t('audit.action')}
            </Link>
          </div>
        </Card>
      ) : null}
      {flags.simulateError ? (
        <Card as="section" title={t('error.title')} titleAs="h2">
          <SimulateError />
        </Card>
      ) : null}
    </div>
  );
}

function SimulateError() {
  const { t } = useTranslation('settings');
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error(t('error.message'));
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-fg-muted">{t('error.description')}</p>
      <Button variant="danger" onClick={() => setBroken(true)}>
        {t('error.action')}
      </Button>
    </div>
  );
}
