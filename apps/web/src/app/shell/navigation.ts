import type { FeatureFlags } from '@faena/contract/flags';
import type { NavigationRailItem } from '@faena/ui';
import type { Permissions } from '../site-config';

/** SPEC 2.2 paths the shell links to. */
export const PATHS = {
  home: '/',
  activities: '/activities',
  reports: '/reports/list',
  tools: '/tools',
  organization: '/organization',
  advanced: '/advanced',
  myAccount: '/my-account',
  notifications: '/notifications',
  profile: '/profile',
  editProfile: '/profile/edit',
  settings: '/settings',
} as const;

export interface WorkflowTypeTab {
  id: string;
  name: string;
  icon: string;
}

export type BottomTabId = 'home' | 'activities' | 'reports' | `workflow:${string}`;

export interface BottomTabSpec {
  id: BottomTabId;
  href: string;
  /** A key of the `shell` namespace, or the workflow type's own name. */
  labelKey?: 'tabs.home' | 'tabs.activities' | 'tabs.reports';
  label?: string;
  /** The workflow type's icon name. */
  icon?: string;
}

/** SPEC 2.3 tabs: Home (VIEW_HOME), Activities, Reports, one per workflow type of the user. */
export function bottomTabs(
  permissions: Permissions,
  workflowTypes: readonly WorkflowTypeTab[],
): BottomTabSpec[] {
  return [
    ...(permissions.has('VIEW_HOME')
      ? [{ id: 'home', href: PATHS.home, labelKey: 'tabs.home' } as const]
      : []),
    { id: 'activities', href: PATHS.activities, labelKey: 'tabs.activities' },
    { id: 'reports', href: PATHS.reports, labelKey: 'tabs.reports' },
    ...workflowTypes.map(
      (type): BottomTabSpec => ({
        id: `workflow:${type.id}`,
        href: `/workflows/${encodeURIComponent(type.id)}/dispatch-action`,
        label: type.name,
        icon: type.icon,
      }),
    ),
  ];
}

/** SPEC 2.3 rail sections on larger screens (home, tools, organization, advanced, my account). */
export function railItems(): NavigationRailItem[] {
  return [
    { id: 'home', href: PATHS.home },
    { id: 'tools', href: PATHS.tools },
    { id: 'organization', href: PATHS.organization },
    { id: 'advanced', href: PATHS.advanced },
    { id: 'myAccount', href: PATHS.myAccount },
  ];
}

/** SPEC 6: settings need VIEW_SETTINGS and the settings feature. */
export const canSeeSettings = (permissions: Permissions, flags: Pick<FeatureFlags, 'settings'>) =>
  permissions.has('VIEW_SETTINGS') && flags.settings;

/** SPEC 6: the bell, list and stream need VIEW_NOTIFICATIONS. */
export const canSeeNotifications = (permissions: Permissions) => permissions.has('VIEW_NOTIFICATIONS');

/** SPEC 2.3: edit profile is behind its feature flag. */
export const canEditProfile = (flags: Pick<FeatureFlags, 'editProfile'>) => flags.editProfile;

/** Create invite: the inviteFromFrontend feature and MANAGE_PEOPLE (what createInvitation checks). */
export const canInvite = (permissions: Permissions, flags: Pick<FeatureFlags, 'inviteFromFrontend'>) =>
  flags.inviteFromFrontend && permissions.has('MANAGE_PEOPLE');

/** Which tab or rail section a path belongs to. */
export function activeTab(pathname: string): BottomTabId | undefined {
  if (pathname === '/' || pathname === '/home') return 'home';
  if (pathname.startsWith('/activities')) return 'activities';
  if (pathname.startsWith('/reports')) return 'reports';
  const workflow = /^\/workflows\/([^/]+)\/dispatch-action/.exec(pathname);
  return workflow ? `workflow:${decodeURIComponent(workflow[1]!)}` : undefined;
}

export function activeRailSection(pathname: string): string | undefined {
  if (pathname === '/' || pathname === '/home') return 'home';
  for (const id of ['tools', 'organization', 'advanced'] as const) {
    if (pathname === PATHS[id] || pathname.startsWith(`${PATHS[id]}/`)) return id;
  }
  if (pathname.startsWith(PATHS.myAccount)) return 'myAccount';
  return undefined;
}

/** SPEC 2.3 logo rule: under /public the organisation logo once loaded; elsewhere the default. */
export function logoSource(
  pathname: string,
  organization: { name: string; logoUrl: string | null } | undefined,
): { src: string | null; name: string | null } | null {
  if (!pathname.startsWith('/public')) return { src: null, name: null };
  if (!organization) return null;
  return { src: organization.logoUrl, name: organization.name };
}

/**
 * The task-manager home top bar (organisation logo + badge instead of menu + search) applies on
 * the home screen only, so the menu (settings, logout, version) stays one tap away elsewhere.
 */
export const usesTaskManagerTopBar = (pathname: string, flags: Pick<FeatureFlags, 'taskManagerHome'>) =>
  flags.taskManagerHome && (pathname === '/' || pathname === '/home');
