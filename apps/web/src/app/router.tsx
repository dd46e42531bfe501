import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { NotAvailablePage } from '@/platform/errors/NotAvailablePage';
import { NotFoundPage } from '@/platform/errors/NotFoundPage';
import { RouteErrorPage } from '@/platform/errors/RouteErrorPage';
import { FullPageSpinner } from '@/platform/FullPageSpinner';
import type { Feature, FeatureRoute, RouteAccess, ShellParts } from '@/platform/feature';
import { useFlags } from '@/platform/flags';
import { usePermissions, useSiteConfig } from '@/platform/site-config';
import { FEATURES } from './features';
import { loadTexts } from './i18n';
import { RequireAuth } from './RequireAuth';
import { SPEC_REDIRECTS, SPEC_ROUTES } from './spec-routes';

/** A route pattern with its parameters unnamed: `/people/:id` and `/people/:personId` are one route. */
const shapeOf = (path: string) => path.replace(/:[^/?]+/g, ':');

/** The SPEC routes no feature claims: they say "not available for this demo". */
export function pendingRoutes(features: readonly Feature[] = FEATURES) {
  const claimed = new Set(
    features.flatMap((feature) => feature.routes ?? []).map((route) => shapeOf(route.path)),
  );
  const unclaimed = (paths: readonly string[]) =>
    paths.filter((path) => !claimed.has(shapeOf(path)) && !(path in SPEC_REDIRECTS));
  return { public: unclaimed(SPEC_ROUTES.public), protected: unclaimed(SPEC_ROUTES.protected) };
}

/** A flag or permission guard around a protected screen (SPEC 6 / 9). */
function Guarded({ access, Screen }: { access: Exclude<RouteAccess, 'public'>; Screen: ComponentType }) {
  const flags = useFlags();
  const siteConfig = useSiteConfig();
  const permissions = usePermissions();
  if (access.flag && !flags[access.flag]) return <NotAvailablePage />;
  if (access.permission && !siteConfig.isPending && !permissions.has(access.permission))
    return <NotFoundPage />;
  return <Screen />;
}

/** What the shell reads from the matched route (its title, SPEC 2.3 top bar). */
export interface RouteHandle {
  titleKey?: string;
}

function routeObject(feature: Feature, route: FeatureRoute): RouteObject {
  if (route.redirect) return { path: route.path, element: <Navigate to={route.redirect} replace /> };
  const load = route.screen!;
  const { access } = route;
  return {
    path: route.path,
    ...(route.titleKey ? { handle: { titleKey: route.titleKey } satisfies RouteHandle } : {}),
    // A code-split screen (SPEC 4: a chunk that fails to load reloads the page once).
    lazy: async () => {
      const [{ default: Screen }] = await Promise.all([load(), loadTexts(feature)]);
      if (access === 'public' || (!access.flag && !access.permission)) return { Component: Screen };
      return { element: <Guarded access={access} Screen={Screen} /> };
    },
  };
}

/** Whether the shell shows a feature's texts: its shell parts, or a navigation label of its own. */
const textsInShell = (feature: Feature) =>
  Boolean(feature.shell || feature.navigation?.some((entry) => entry.labelKey));

/** The shell with every feature's parts, loaded with the first signed-in screen. */
function shellLayout(features: readonly Feature[]): RouteObject['lazy'] {
  return async () => {
    const [{ AppShell }, parts] = await Promise.all([
      import('./shell/AppShell'),
      Promise.all(features.flatMap((feature) => (feature.shell ? [feature.shell()] : []))),
      // The texts the shell shows: the features' shell parts and the navigation labels they name
      // (rail sections and menu links are labelled by the design system).
      Promise.all(features.filter(textsInShell).map(loadTexts)),
    ]);
    return {
      element: (
        <RequireAuth>
          <AppShell parts={parts as ShellParts[]} />
        </RequireAuth>
      ),
    };
  };
}

/** The route table (SPEC 2), built from the features; shared by the app's router and the route test. */
export function appRoutes(features: readonly Feature[] = FEATURES): RouteObject[] {
  const routes = features.flatMap((feature) => (feature.routes ?? []).map((route) => ({ feature, route })));
  const pending = pendingRoutes(features);
  return [
    // Public screens (SPEC 2.1).
    ...routes
      .filter(({ route }) => route.access === 'public')
      .map(({ feature, route }) => routeObject(feature, route)),
    ...pending.public.map((path) => ({ path, element: <NotAvailablePage /> })),
    // Protected screens (SPEC 2.2), inside the app shell.
    {
      lazy: shellLayout(features),
      errorElement: <RouteErrorPage />,
      children: [
        ...routes
          .filter(({ route }) => route.access !== 'public')
          .map(({ feature, route }) => routeObject(feature, route)),
        ...Object.entries(SPEC_REDIRECTS).map(([path, to]) => ({
          path,
          element: <Navigate to={to} replace />,
        })),
        ...pending.protected.map((path) => ({ path, element: <NotAvailablePage /> })),
        // An unknown address (SPEC 2.1 `*`) is shown inside the app's chrome, like every status
        // screen; signed out, it asks for sign-in first and comes back to it.
        {
          path: '*',
          element: <NotFoundPage />,
          handle: { titleKey: 'shell:titles.notFound' } satisfies RouteHandle,
        },
      ],
    },
  ];
}

/** Shown while the first screen's code loads. */
function Loading() {
  const { t } = useTranslation();
  return <FullPageSpinner label={t('loading')} />;
}

export function createRouter() {
  // Every top-level route falls back to the unknown-error screen (SPEC 8) and the chunk-reload policy.
  return createBrowserRouter(
    appRoutes().map((route) => ({
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <Loading />,
      ...route,
    })),
  );
}
