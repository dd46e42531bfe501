import { type BottomTab, Button } from '@faena/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useUnreadCount } from '../../features/notifications/inbox';
import type { Organization } from '../../features/organization/organization';
import { useAppContext } from '../app-context';
import { useFlags } from '../flags';
import { useSiteConfig } from '../site-config';
import { tabIcon } from './icons';
import {
  activeRailSection,
  activeTab,
  bottomTabs,
  canEditProfile,
  canSeeNotifications,
  canSeeSettings,
  PATHS,
  usesTaskManagerTopBar,
} from './navigation';
import { useShellSession } from './shell-session';
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
  /** Unread notifications (the inbox's `totalUnread`; 0 without VIEW_NOTIFICATIONS). */
  unreadCount: number;
  settingsHref: string | undefined;
  editProfile: boolean;
  taskManagerTopBar: boolean;
  version: string;
  /** A failure to load the navigation, with a retry (never a blank screen). */
  notice: ReactNode;
}

/** Everything the shell shows, from the session, site config, flags and workflow types (SPEC 2.3, 6). */
export function useShellModel(): ShellModel {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const { config, organization } = useAppContext();
  const flags = useFlags();
  const { person, picture, logout, impersonating } = useShellSession();
  const siteConfig = useSiteConfig();
  const workflowTypes = useMyWorkflowTypes();
  const unreadCount = useUnreadCount();
  const permissions = siteConfig.data?.permissions ?? new Set();

  const loading = siteConfig.isPending || (workflowTypes.isPending && !workflowTypes.isError);
  const specs = loading ? null : bottomTabs(permissions, workflowTypes.data ?? []);
  const tabs =
    specs?.map((spec) => ({
      id: spec.id,
      href: spec.href,
      label: spec.labelKey ? t(spec.labelKey) : (spec.label ?? spec.id),
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
    notificationsHref: canSeeNotifications(permissions) ? PATHS.notifications : undefined,
    unreadCount,
    settingsHref: canSeeSettings(permissions, flags) ? PATHS.settings : undefined,
    editProfile: canEditProfile(flags),
    taskManagerTopBar: usesTaskManagerTopBar(pathname, flags),
    version: config.version,
    notice,
  };
}
