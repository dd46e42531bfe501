import { FEATURE_FLAG_DEFAULTS, type FeatureFlags } from '@faena/contract/flags';
import type { NavigationRailItem } from '@faena/ui';
import type { Feature, FeatureRoute, NavigationContext, NavigationEntry } from '@/platform/feature';
import type { Permissions } from '@/platform/site-config';
import { FEATURES } from '../features';
import { PENDING_NAVIGATION } from '../spec-routes';

export interface WorkflowTypeTab {
  id: string;
  name: string;
  icon: string;
}

export type BottomTabId = string;

export interface BottomTabSpec {
  id: BottomTabId;
  href: string;
  /** An i18next key (`namespace:key`), or the workflow type's own name. */
  labelKey?: string;
  label?: string;
  /** The workflow type's icon name. */
  icon?: string;
}

/**
 * The shell's navigation (SPEC 2.3): the features' entries, and the areas still to come for
 * whatever no feature's entry leads to yet (a feature that lands brings its own entry, which
 * replaces the placeholder rather than standing beside it).
 */
export function navigationOf(
  features: readonly Feature[],
  pending: readonly NavigationEntry[] = PENDING_NAVIGATION,
): NavigationEntry[] {
  const own = features.flatMap((feature) => feature.navigation ?? []);
  const taken = new Set(own.map((entry) => entry.href));
  return [...pending.filter((entry) => !taken.has(entry.href)), ...own].sort((a, b) => a.order - b.order);
}

export const NAVIGATION: readonly NavigationEntry[] = navigationOf(FEATURES);

/** The routes the features claim, by path (what a navigation entry may lead to). */
export function claimedRoutes(features: readonly Feature[] = FEATURES): ReadonlyMap<string, FeatureRoute> {
  return new Map(features.flatMap((feature) => feature.routes ?? []).map((route) => [route.path, route]));
}

const CLAIMED = claimedRoutes();

/**
 * Whether an entry may be shown: its `visible` rule agrees and, for the areas under Herramientas
 * and Avanzado, a feature claims its route, with the route's flag on and its permission held (an
 * area not built yet is hidden rather than leading to 'not available').
 */
export function isShown(
  entry: NavigationEntry,
  context: NavigationContext,
  routes: ReadonlyMap<string, FeatureRoute> = CLAIMED,
): boolean {
  if (!(entry.visible?.(context) ?? true)) return false;
  if (entry.place !== 'tools' && entry.place !== 'advanced') return true;
  const route = routes.get(entry.href);
  if (!route || route.access === 'public') return false;
  if (route.access.flag && !context.flags[route.access.flag]) return false;
  if (route.access.permission && !context.permissions.has(route.access.permission)) return false;
  return true;
}

const entriesAt = (
  place: NavigationEntry['place'],
  context: NavigationContext,
  entries: readonly NavigationEntry[] = NAVIGATION,
  routes: ReadonlyMap<string, FeatureRoute> = CLAIMED,
) => entries.filter((entry) => entry.place === place && isShown(entry, context, routes));

/** An area under Herramientas or Avanzado, as the sidebar, drawer, hubs and search show it. */
export interface AreaEntry {
  id: string;
  href: string;
  labelKey: string;
  purposeKey: string | undefined;
  icon: NavigationEntry['icon'];
}

/** The areas one may reach under Herramientas (`tools`) or Avanzado (`advanced`), in order. */
export function areaEntries(
  section: 'tools' | 'advanced',
  context: NavigationContext,
  entries: readonly NavigationEntry[] = NAVIGATION,
  routes: ReadonlyMap<string, FeatureRoute> = CLAIMED,
): AreaEntry[] {
  return entriesAt(section, context, entries, routes).map((entry) => ({
    id: entry.id,
    href: entry.href,
    labelKey: entry.labelKey ?? entry.id,
    purposeKey: entry.purposeKey,
    icon: entry.icon,
  }));
}

/** SPEC 2.3 tabs: Home (VIEW_HOME), Activities, Reports, one per workflow type of the user. */
export function bottomTabs(
  permissions: Permissions,
  workflowTypes: readonly WorkflowTypeTab[],
  flags: FeatureFlags = FEATURE_FLAG_DEFAULTS,
  entries: readonly NavigationEntry[] = NAVIGATION,
): BottomTabSpec[] {
  return [
    ...entriesAt('tab', { permissions, flags }, entries).map(
      (entry): BottomTabSpec => ({ id: entry.id, href: entry.href, labelKey: entry.labelKey ?? entry.id }),
    ),
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

/** SPEC 2.3 rail sections on larger screens (home, tools, organization, advanced, my account) one may see. */
export function railItems(
  context: NavigationContext,
  entries: readonly NavigationEntry[] = NAVIGATION,
): NavigationRailItem[] {
  return entriesAt('rail', context, entries).map(({ id, href }) => ({ id, href }));
}

/** The profile menu's and drawer's links (profile, edit profile, settings, notifications) one may see. */
export function menuLinks(context: NavigationContext, entries = NAVIGATION): Record<string, string> {
  return Object.fromEntries(entriesAt('menu', context, entries).map((entry) => [entry.id, entry.href]));
}

export {
  canEditProfile,
  canInvite,
  canSeeNotifications,
  canSeeSettings,
} from '@/platform/permissions';

const isActive = (entry: NavigationEntry, pathname: string) =>
  entry.activeOn
    ? entry.activeOn(pathname)
    : pathname === entry.href || pathname.startsWith(`${entry.href}/`);

/** Which tab or rail section a path belongs to. */
export function activeTab(pathname: string, entries = NAVIGATION): BottomTabId | undefined {
  const tab = entries.find((entry) => entry.place === 'tab' && isActive(entry, pathname));
  if (tab) return tab.id;
  const workflow = /^\/workflows\/([^/]+)\/dispatch-action/.exec(pathname);
  return workflow ? `workflow:${decodeURIComponent(workflow[1]!)}` : undefined;
}

/** The area (under Herramientas or Avanzado) a path is in. */
export function activeArea(pathname: string, entries = NAVIGATION): NavigationEntry | undefined {
  return entries.find(
    (entry) => (entry.place === 'tools' || entry.place === 'advanced') && isActive(entry, pathname),
  );
}

/** The rail section a path is in; an area's is its hub's (Herramientas or Avanzado). */
export function activeRailSection(pathname: string, entries = NAVIGATION): string | undefined {
  const area = activeArea(pathname, entries);
  if (area) return area.place;
  return entries.find((entry) => entry.place === 'rail' && isActive(entry, pathname))?.id;
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
 * The task-manager home top bar (organisation logo + badge in the menu button's place) applies on
 * the home screen only, so the menu (settings, logout, version) stays one tap away elsewhere.
 */
export const usesTaskManagerTopBar = (pathname: string, flags: Pick<FeatureFlags, 'taskManagerHome'>) =>
  flags.taskManagerHome && (pathname === '/' || pathname === '/home');
