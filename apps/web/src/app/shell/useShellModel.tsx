import { type BottomTab, Button, type NavigationRailItem } from '@faena/ui';
import { type ComponentType, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { useAppContext } from '@/platform/context';
import type { ShellParts } from '@/platform/feature';
import { useFlags } from '@/platform/flags';
import type { Organization } from '@/platform/organization/organization';
import { useShellSession } from '@/platform/session/current-person';
import { useSiteConfig } from '@/platform/site-config';
import type { RouteHandle } from '../router';
import { areaIcon, tabIcon } from './icons';
import {
  activeArea,
  activeRailSection,
  activeTab,
  areaEntries,
  bottomTabs,
  menuLinks,
  railItems,
  usesTaskManagerTopBar,
} from './navigation';
import type { SearchEntry } from './search';
import { useMyWorkflowTypes } from './workflow-types';

export interface ShellModel {
  organization: Organization;
  user: { name: string; email: string; picture: string | null } | null;
  logout: () => void;
  impersonating: { name: string } | null;
  /** The bottom tabs; null while the site config or the workflow types load. */
  tabs: BottomTab[] | null;
  activeTab: string | undefined;
  activeRailSection: string | undefined;
  /** The rail's sections one may see, Herramientas' and Avanzado's with their areas as children. */
  railItems: NavigationRailItem[];
  /** The area (under Herramientas or Avanzado) the screen belongs to, else the rail section. */
  activeNavigationId: string | undefined;
  /** Where the screen sits: Inicio › [section ›] its title (the last one is the current page). */
  breadcrumbs: { label: string; href: string }[];
  /** What the search finds: the screens and settings one may reach. */
  searchEntries: SearchEntry[];
  notificationsHref: string | undefined;
  /** The features' actions beside the profile menu (the notifications bell). */
  headerActions: ComponentType<{ href: string }>[];
  /** Unread notifications (the inbox's `totalUnread`; 0 without VIEW_NOTIFICATIONS). */
  unreadCount: number;
  settingsHref: string | undefined;
  profileHref: string;
  editProfileHref: string | undefined;
  taskManagerTopBar: boolean;
  version: string;
  /** A failure to load the navigation, with a retry (never a blank screen). */
  notice: ReactNode;
}

/** Everything the shell shows, from the session, site config, flags and workflow types (SPEC 2.3, 6). */
const noCount = () => 0;

export function useShellModel(parts: readonly ShellParts[] = []): ShellModel {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const { config, organization } = useAppContext();
  const flags = useFlags();
  const { person, picture, logout, impersonating } = useShellSession();
  const siteConfig = useSiteConfig();
  const workflowTypes = useMyWorkflowTypes();
  const useUnreadCount = parts.find((part) => part.useUnreadCount)?.useUnreadCount ?? noCount;
  const unreadCount = useUnreadCount();
  const permissions = siteConfig.data?.permissions ?? new Set();

  const loading = siteConfig.isPending || (workflowTypes.isPending && !workflowTypes.isError);
  const specs = loading ? null : bottomTabs(permissions, workflowTypes.data ?? [], flags);
  const context = { permissions, flags };
  const links = menuLinks(context);
  const sections = railItems(context).map((item): NavigationRailItem => {
    const label = t(`sections.${item.id}`, { defaultValue: item.id });
    const hub = item.id === 'tools' ? 'tools' : item.id === 'advanced' ? 'advanced' : null;
    if (!hub) return { ...item, label };
    const children = areaEntries(hub, context).map((area) => ({
      id: area.id,
      href: area.href,
      label: String(t(area.labelKey)),
      icon: areaIcon(area.icon),
    }));
    return { ...item, label, children };
  });
  const area = activeArea(pathname);
  const matches = useMatches();
  const titleKey = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.titleKey)
    .findLast(Boolean);
  const title = titleKey ? String(t(titleKey)) : area?.labelKey ? String(t(area.labelKey)) : null;
  const home = { label: String(t('sections.home')), href: '/' };
  const isHome = pathname === '/' || pathname === '/home';
  const breadcrumbs = [
    home,
    ...(area ? [{ label: String(t(`sections.${area.place}`)), href: `/${area.place}` }] : []),
    ...(title && !isHome ? [{ label: title, href: pathname }] : []),
  ];
  useEffect(() => {
    document.title = title ? `${title} · ${organization.name}` : organization.name;
  }, [title, organization.name]);
  const searchEntries: SearchEntry[] = [
    ...sections.flatMap((section) => [
      { id: section.id, label: section.label ?? section.id, href: section.href },
      ...(section.children ?? []).map((child) => ({
        id: child.id,
        label: child.label ?? child.id,
        href: child.href,
        section: section.label,
      })),
    ]),
    ...Object.entries(links).map(([id, href]) => ({
      id,
      label: String(t(`menu.${id}`, { defaultValue: id })),
      href,
    })),
  ];
  const tabs =
    specs?.map((spec) => ({
      id: spec.id,
      href: spec.href,
      label: spec.labelKey ? String(t(spec.labelKey)) : (spec.label ?? spec.id),
      icon: tabIcon(spec.id, spec.icon),
    })) ?? null;

  const failed = siteConfig.isError ? 'siteConfigError' : workflowTypes.isError ? 'workflowTypesError' : null;
  const notice = failed ? (
    <div role="alert" className="flex flex-wrap items-center gap-3 bg-surface px-4 py-2 text-body text-fg">
      <span>{t(failed)}</span>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => (failed === 'siteConfigError' ? siteConfig.refetch() : workflowTypes.refetch())}
      >
        {t('common:retry')}
      </Button>
    </div>
  ) : null;

  return {
    organization,
    user: person ? { name: person.name, email: person.email, picture } : null,
    logout: () => void logout(),
    impersonating,
    tabs,
    activeTab: activeTab(pathname),
    activeRailSection: activeRailSection(pathname),
    railItems: sections,
    activeNavigationId: area?.id ?? activeRailSection(pathname),
    breadcrumbs,
    searchEntries,
    notificationsHref: links.notifications,
    headerActions: parts.flatMap((part) => (part.HeaderAction ? [part.HeaderAction] : [])),
    unreadCount,
    settingsHref: links.settings,
    profileHref: links.profile ?? '/profile',
    editProfileHref: links.editProfile,
    taskManagerTopBar: usesTaskManagerTopBar(pathname, flags),
    version: config.version,
    notice,
  };
}
