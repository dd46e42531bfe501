import {
  AdvancedIcon,
  EmptyState,
  LinkCard,
  LinkCardGrid,
  LinkCardGridItem,
  PageHeader,
  ToolsIcon,
} from '@faena/ui';
import { useTranslation } from 'react-i18next';
import { useFlags } from '@/platform/flags';
import { routerLink } from '@/platform/router-link';
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
      <PageHeader title={t(`${section}.title`)} description={t(`${section}.description`)} />
      {areas.length === 0 ? (
        <EmptyState
          icon={section === 'tools' ? <ToolsIcon /> : <AdvancedIcon />}
          title={t(`${section}.empty`)}
          description={t(`${section}.emptyHint`)}
        />
      ) : (
        <LinkCardGrid label={t('list')}>
          {areas.map((area) => (
            <LinkCardGridItem key={area.id}>
              <LinkCard
                href={area.href}
                title={t(area.labelKey)}
                {...(area.purposeKey ? { description: t(area.purposeKey) } : {})}
                icon={areaIcon(area.icon)}
                renderLink={routerLink}
              />
            </LinkCardGridItem>
          ))}
        </LinkCardGrid>
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
