import { type BottomTab, Button } from '@faena/ui';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAppContext } from '@/platform/context';
import type { ShellParts } from '@/platform/feature';
import { useFlags } from '@/platform/flags';
import type { Organization } from '@/platform/organization/organization';
import { useShellSession } from '@/platform/session/current-person';
import { useSiteConfig } from '@/platform/site-config';
import { tabIcon } from './icons';
import { activeRailSection, activeTab, bottomTabs, menuLinks, usesTaskManagerTopBar } from './navigation';
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
  const links = menuLinks({ permissions, flags });
  const tabs =
    specs?.map((spec) => ({
      id: spec.id,
      href: spec.href,
      label: spec.labelKey ? String(t(spec.labelKey)) : (spec.label ?? spec.id),
      icon: tabIcon(spec.id, spec.icon),
    })) ?? null;

  const failed = siteConfig.isError ? 'siteConfigError' : workflowTypes.isError ? 'workflowTypesError' : null;
  const notice = failed ? (
    <div role="alert" className="flex flex-wrap items-center gap-3 bg-surface px-4 py-2 text-sm text-fg">
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
