import { AdvancedIcon, EmptyState, ToolsIcon } from '@faena/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFlags } from '@/platform/flags';
import { usePermissions } from '@/platform/site-config';
import { areaIcon } from '../icons';
import { areaEntries } from '../navigation';

/** A hub: the areas of a section one may reach, as cards (icon, name, one line of purpose). */
function HubPage({ section }: { section: 'tools' | 'advanced' }) {
  const { t } = useTranslation('hubs');
  const permissions = usePermissions();
  const flags = useFlags();
  const areas = areaEntries(section, { permissions, flags });

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-4 sm:p-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{t(`${section}.title`)}</h1>
        <p className="text-fg-muted">{t(`${section}.description`)}</p>
      </header>
      {areas.length === 0 ? (
        <EmptyState
          icon={section === 'tools' ? <ToolsIcon /> : <AdvancedIcon />}
          title={t(`${section}.empty`)}
          description={t(`${section}.emptyHint`)}
        />
      ) : (
        <ul aria-label={t('list')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {areas.map((area) => (
            <li key={area.id} className="flex">
              <Link
                to={area.href}
                className="flex w-full items-start gap-3 rounded-lg border border-border bg-surface p-4 text-fg no-underline shadow-sm hover:border-primary hover:bg-bg-subtle focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus-ring"
              >
                <span
                  aria-hidden="true"
                  className="inline-flex shrink-0 rounded-md bg-primary-subtle p-2 text-2xl text-primary-fg"
                >
                  {areaIcon(area.icon)}
                </span>
                <span className="flex min-w-0 flex-col gap-1">
                  <span className="font-semibold">{t(area.labelKey)}</span>
                  {area.purposeKey ? (
                    <span className="text-sm text-fg-muted">{t(area.purposeKey)}</span>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ToolsPage() {
  return <HubPage section="tools" />;
}

export function AdvancedPage() {
  return <HubPage section="advanced" />;
}
