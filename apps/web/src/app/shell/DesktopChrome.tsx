import { NavigationRail, ProfileMenu } from '@faena/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routerLink } from '@/platform/router-link';
import { ShellLogo } from './ShellLogo';
import { useScrollPadding } from './useScrollPadding';
import type { ShellModel } from './useShellModel';
import { useSidebarExpanded } from './useSidebar';

/** SPEC 2.3 desktop layout (992px and up), left: the navigation rail, or expanded, the labelled sidebar. */
export function DesktopRail({ model }: { model: ShellModel }) {
  const { t } = useTranslation('shell');
  const [expanded, toggle] = useSidebarExpanded();
  return (
    <div className="sticky top-0 h-dvh shrink-0">
      <NavigationRail
        className="h-full"
        items={model.railItems}
        activeId={expanded ? model.activeNavigationId : model.activeRailSection}
        renderLink={routerLink}
        expanded={expanded}
        toggle={{
          onToggle: toggle,
          expandLabel: t('expandNavigation'),
          collapseLabel: t('collapseNavigation'),
        }}
        header={
          <div className="flex w-full justify-center px-2 pt-1 [&_a]:max-w-full [&_svg]:max-w-full">
            <ShellLogo size="sm" />
          </div>
        }
      />
    </div>
  );
}

/** Where the screen sits, ending in its title (SPEC 2.3 desktop top bar). */
function Breadcrumbs({ model }: { model: ShellModel }) {
  const { t } = useTranslation('shell');
  const crumbs = model.breadcrumbs;
  return (
    <nav aria-label={t('breadcrumbs')} className="min-w-0 flex-1">
      <ol className="flex min-w-0 items-center gap-2 text-body">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.href} className={last ? 'min-w-0 truncate' : 'flex shrink-0 items-center gap-2'}>
              {last ? (
                <span aria-current="page" className="text-body font-semibold text-fg">
                  {crumb.label}
                </span>
              ) : (
                <>
                  <Link
                    to={crumb.href}
                    className="text-fg-muted underline-offset-2 hover:text-fg hover:underline"
                  >
                    {crumb.label}
                  </Link>
                  <span aria-hidden="true" className="text-fg-muted">
                    ›
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** SPEC 2.3 desktop layout, above the screen: breadcrumbs and title, the bell and the profile menu. */
export function DesktopHeader({ model }: { model: ShellModel }) {
  const barRef = useScrollPadding('top');
  return (
    <header
      ref={barRef}
      className="sticky top-0 z-10 flex min-h-14 items-center gap-2 border-b border-border bg-surface px-6 py-2"
    >
      <Breadcrumbs model={model} />
      {model.notificationsHref
        ? model.headerActions.map((Action) => <Action key={Action.name} href={model.notificationsHref!} />)
        : null}
      {model.user ? (
        <ProfileMenu
          user={model.user}
          renderLink={routerLink}
          onLogout={model.logout}
          {...(model.editProfileHref ? { editProfileHref: model.editProfileHref } : {})}
          {...(model.settingsHref ? { settingsHref: model.settingsHref } : {})}
        />
      ) : null}
    </header>
  );
}
