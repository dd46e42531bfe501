import type { PermissionCode } from '@faena/api-client';
import type { WebConfig } from '@faena/contract/env';
import type { FeatureFlag, FeatureFlags } from '@faena/contract/flags';
import type { ComponentType } from 'react';
import type { Namespace } from './i18n';
import type { Permissions } from './site-config';

/**
 * Who may open a route: anyone (`public`), or signed-in people inside the shell (`protected`),
 * optionally only with a feature flag (off → the "not available" screen) or a permission
 * (missing → the not-found screen).
 */
export type RouteAccess = 'public' | { signedIn: true; flag?: FeatureFlag; permission?: PermissionCode };

export const PROTECTED: RouteAccess = { signedIn: true };

/** A screen module, loaded when its route is first visited (its own chunk). */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

export interface FeatureRoute {
  path: string;
  access: RouteAccess;
  screen?: ScreenLoader;
  /** A path this one sends to instead of a screen (history entry replaced). */
  redirect?: string;
  /** The screen's title in the desktop top bar, its breadcrumbs and the document title (`namespace:key`). */
  titleKey?: string;
}

/** What a navigation entry's visibility may depend on. */
export interface NavigationContext {
  permissions: Permissions;
  flags: FeatureFlags;
}

/** The icons a navigation entry may name (the shell draws them). */
export type NavigationIcon =
  | 'activities'
  | 'checklists'
  | 'reports'
  | 'workflows'
  | 'posts'
  | 'files'
  | 'people'
  | 'orgChart'
  | 'positions'
  | 'locations'
  | 'audiences'
  | 'administration'
  | 'auditLog'
  | 'links'
  | 'sync';

/**
 * An entry of the shell's navigation: a section of the desktop rail, a tab of the mobile bottom
 * bar, a link of the profile menu and the mobile drawer, or an area listed under the rail's
 * Herramientas (`tools`: the work areas) or Avanzado (`advanced`: the administration) — in the
 * sidebar, the drawer, the /tools and /advanced hubs and the search. `order` places it among the others.
 *
 * The shell shows an entry only when a feature claims its `href` as a route, the route's flag is
 * on and its permission held, and `visible` (if any) agrees.
 */
export interface NavigationEntry {
  place: 'rail' | 'tab' | 'menu' | 'tools' | 'advanced';
  /** The rail section / tab id (`@faena/ui` names rail sections by it), the menu link's role, or the area's id. */
  id: string;
  href: string;
  order: number;
  /** The tab's or area's label, an i18next key (`namespace:key`). */
  labelKey?: string;
  /** `tools` / `advanced`: what the area is for, in one line (`namespace:key`). */
  purposeKey?: string;
  /** `tools` / `advanced`: its icon. */
  icon?: NavigationIcon;
  /** Whether a path is in this section (default: the href and the paths below it). */
  activeOn?: (pathname: string) => boolean;
  visible?: (context: NavigationContext) => boolean;
}

/** The parts a feature adds to the shell around every signed-in screen. */
export interface ShellParts {
  /** Beside the profile menu on desktop (e.g. the notifications bell). */
  HeaderAction?: ComponentType<{ href: string }>;
  /** Rendered above every signed-in screen (work in the background and its alerts). */
  Background?: ComponentType;
  /** A count the mobile top bar shows on its bell. */
  useUnreadCount?: () => number;
}

/**
 * A card of the home dashboard (/home with the task-manager home on): part of the person's day,
 * brought by a feature. The card shows its own loading, empty and error states; `order` places it.
 */
export interface HomeCard {
  id: string;
  order: number;
  /** The card's module, loaded with the home screen (its own chunk). */
  card: () => Promise<{ default: ComponentType }>;
  /** Whether the person sees it (default: always). */
  visible?: (context: NavigationContext) => boolean;
}

export interface SignOutContext {
  config: WebConfig;
}

/** One area of the app, as the app composes it: everything it brings, from one object. */
export interface Feature {
  id: string;
  routes?: FeatureRoute[];
  navigation?: NavigationEntry[];
  /** Its texts, loaded with its screens (and with the shell for its shell parts or navigation `labelKey`s). */
  i18n?: () => Promise<Namespace[]>;
  /** The shell parts, loaded with the shell (not on public screens). */
  shell?: () => Promise<ShellParts>;
  /** Its cards on the home dashboard. */
  homeCards?: HomeCard[];
  /** Runs on a chosen sign-out, while the token still works. */
  onSignOut?: (context: SignOutContext) => Promise<void>;
  /** Started once the app runs; returns its clean-up. */
  onStart?: (context: { navigate: (href: string) => void }) => () => void;
}
