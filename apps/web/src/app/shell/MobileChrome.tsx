import { BottomTabBar, ImpersonationBanner, type SideDrawerItem, Skeleton, TopBar } from '@faena/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { routerLink } from '@/platform/router-link';
import { sectionIcon } from './icons';
import { searchEntries } from './search';
import { useScrollPadding } from './useScrollPadding';
import type { ShellModel } from './useShellModel';

/** The rail's sections and their areas, as the drawer lists them (what the desktop sidebar holds). */
const drawerItems = (model: ShellModel): SideDrawerItem[] =>
  model.railItems.map((item) => ({
    id: item.id,
    href: item.href,
    label: item.label ?? item.id,
    icon: (item.icon as ReactNode) ?? sectionIcon(item.id),
    ...(item.children
      ? {
          children: item.children.map((child) => ({
            id: child.id,
            href: child.href,
            label: child.label ?? child.id,
            ...(child.icon ? { icon: child.icon as ReactNode } : {}),
          })),
        }
      : {}),
  }));

/** SPEC 2.3 mobile layout (below 992px), above the screen: the top bar with the side drawer. */
export function MobileTopBar({ model }: { model: ShellModel }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const barRef = useScrollPadding('top');
  const results = searchEntries(model.searchEntries, query).map((entry) => ({
    id: entry.id,
    label: entry.label,
    href: entry.href,
    ...(entry.section ? { description: entry.section } : {}),
  }));
  // On the home screen with the task-manager home, the organisation logo takes the menu
  // button's place (SPEC 2.3); the search, bell and avatar stay where every screen has them.
  const topBar = (
    <TopBar
      renderLink={routerLink}
      {...(model.taskManagerTopBar
        ? {
            variant: 'taskManagerHome' as const,
            logo: { src: model.organization.logoUrl, name: model.organization.name, href: '/' },
          }
        : {
            drawer: {
              items: drawerItems(model),
              ...(model.activeNavigationId ? { activeId: model.activeNavigationId } : {}),
              onLogout: model.logout,
              version: model.version,
              ...(model.settingsHref ? { settingsHref: model.settingsHref } : {}),
            },
          })}
      searchValue={query}
      onSearchChange={setQuery}
      searchResults={results}
      searchStatus={
        results.length === 0
          ? t('search.none', { query: query.trim() })
          : t('search.count', { count: results.length })
      }
      onSearchSelect={(result) => void navigate(result.href)}
      {...(model.notificationsHref ? { notificationsHref: model.notificationsHref } : {})}
      unreadCount={model.unreadCount}
      {...(model.user ? { user: model.user } : {})}
      profileHref={model.profileHref}
    />
  );
  return (
    <div ref={barRef} className="sticky top-0 z-10">
      {topBar}
    </div>
  );
}

/** SPEC 2.3 mobile layout, below the screen: the impersonation banner and the bottom tab bar. */
export function MobileBottomBar({ model }: { model: ShellModel }) {
  const { t } = useTranslation('shell');
  const barRef = useScrollPadding('bottom');
  return (
    <div ref={barRef} className="sticky bottom-0 z-10" data-bottom-chrome="">
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
