import { BottomTabBar, ImpersonationBanner, Skeleton, TopBar } from '@faena/ui';
import { useTranslation } from 'react-i18next';
import { routerLink } from '@/platform/router-link';
import type { ShellModel } from './useShellModel';

/** SPEC 2.3 mobile layout (below 992px), above the screen: the top bar with the side drawer. */
export function MobileTopBar({ model }: { model: ShellModel }) {
  const topBar = model.taskManagerTopBar ? (
    <TopBar
      variant="taskManagerHome"
      renderLink={routerLink}
      logo={{ src: model.organization.logoUrl, name: model.organization.name, href: '/' }}
      {...(model.notificationsHref ? { notificationsHref: model.notificationsHref } : {})}
      unreadCount={model.unreadCount}
      {...(model.user ? { user: model.user } : {})}
      profileHref={model.profileHref}
    />
  ) : (
    <TopBar
      renderLink={routerLink}
      drawer={{
        onLogout: model.logout,
        version: model.version,
        ...(model.settingsHref ? { settingsHref: model.settingsHref } : {}),
      }}
      {...(model.notificationsHref ? { notificationsHref: model.notificationsHref } : {})}
      unreadCount={model.unreadCount}
      {...(model.user ? { user: model.user } : {})}
      profileHref={model.profileHref}
    />
  );
  return <div className="sticky top-0 z-10">{topBar}</div>;
}

/** SPEC 2.3 mobile layout, below the screen: the impersonation banner and the bottom tab bar. */
export function MobileBottomBar({ model }: { model: ShellModel }) {
  const { t } = useTranslation('shell');
  return (
    <div className="sticky bottom-0 z-10" data-bottom-chrome="">
      {model.impersonating ? (
        <ImpersonationBanner name={model.impersonating.name} onExit={model.logout} position="static" />
      ) : null}
      {model.tabs ? (
        <BottomTabBar
          position="static"
          tabs={model.tabs}
          activeId={model.activeTab}
          renderLink={routerLink}
        />
      ) : (
        <div
          role="status"
          aria-label={t('loadingNavigation')}
          className="grid grid-cols-3 gap-4 bg-surface px-6 py-3"
        >
          <Skeleton shape="rect" height="2.5rem" />
          <Skeleton shape="rect" height="2.5rem" />
          <Skeleton shape="rect" height="2.5rem" />
        </div>
      )}
    </div>
  );
}
