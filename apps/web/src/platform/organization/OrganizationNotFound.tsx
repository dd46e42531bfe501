import { StatusIllustration } from '@faena/ui';
import { useTranslation } from 'react-i18next';
import { OrganizationSwitcher } from './OrganizationSwitcher';
import { WorkspaceFinder } from './WorkspaceFinder';

/**
 * The host names no organisation (SPEC 8: 'No encontramos la organización {x}.'): says so and
 * offers the ways on — type another organisation's address, or find one's organisations by email.
 * The status pattern's no-organisation illustration heads it, as every other status screen.
 */
export function OrganizationNotFound({
  subdomain,
  webUrl,
  go,
}: {
  subdomain: string;
  /** The web URL template (`http://{subdomain}.…`) of the organisations' sign-in pages. */
  webUrl: string;
  go?: (url: string) => void;
}) {
  const { t } = useTranslation('session');
  return (
    <main className="flex min-h-dvh items-start justify-center bg-bg-subtle p-4 sm:items-center">
      <section
        aria-labelledby="organization-not-found-title"
        className="flex w-full max-w-sm flex-col gap-5 rounded-xl bg-surface p-6 shadow-md sm:p-8"
      >
        <header className="flex flex-col items-center gap-2 text-center">
          <StatusIllustration kind="no-organization" className="h-24 w-auto" />
          <h1 id="organization-not-found-title" className="text-page-title font-semibold">
            <span role="alert">{t('organizationNotFound', { subdomain })}</span>
          </h1>
          <p className="text-fg-muted">{t('organizationNotFoundWayOn')}</p>
        </header>
        <OrganizationSwitcher webUrl={webUrl} defaultOpen {...(go ? { go } : {})} />
        <WorkspaceFinder webUrl={webUrl} defaultOpen />
        <p className="text-center text-body text-fg-muted">{t('organizationNotFoundHint')}</p>
      </section>
    </main>
  );
}
