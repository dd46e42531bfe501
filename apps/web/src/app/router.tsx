import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { InvitePage } from '../features/auth/InvitePage';
import { MagicLinkPage } from '../features/auth/MagicLinkPage';
import { SignInPage } from '../features/auth/SignInPage';
import { NotAvailablePage } from '../features/errors/NotAvailablePage';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { HomePage } from '../features/home/HomePage';
import { RequireAuth } from './RequireAuth';
import { PROTECTED_PENDING_ROUTES, PUBLIC_PENDING_ROUTES } from './routes';
import { AppShell } from './shell/AppShell';
import { SHELL_ROUTES } from './shell/shell-routes';

/** The route table (SPEC 2), shared by the app's router and the route test. */
export function appRoutes(): RouteObject[] {
  return [
    // Public screens (SPEC 2.1).
    { path: '/sign-in', element: <SignInPage /> },
    { path: '/login', element: <SignInPage /> },
    { path: '/from-magic-link', element: <MagicLinkPage /> },
    { path: '/from-invite', element: <InvitePage /> },
    {
      path: '/onboarding',
      lazy: async () => ({
        Component: (await import('../features/onboarding/OnboardingPage')).OnboardingPage,
      }),
    },
    ...PUBLIC_PENDING_ROUTES.map((path) => ({ path, element: <NotAvailablePage /> })),
    // Protected screens (SPEC 2.2), inside the app shell.
    {
      element: (
        <RequireAuth>
          <AppShell />
        </RequireAuth>
      ),
      errorElement: <RouteErrorPage />,
      children: [
        { path: '/', element: <HomePage /> },
        ...SHELL_ROUTES,
        { path: '/home', element: <HomePage /> },
        { path: '/reports', element: <Navigate to="/reports/list" replace /> },
        {
          path: '/organization',
          lazy: async () => ({
            Component: (await import('../features/organization/OrganizationPage')).OrganizationPage,
          }),
        },
        ...PROTECTED_PENDING_ROUTES.map((path) => ({ path, element: <NotAvailablePage /> })),
      ],
    },
    { path: '*', element: <NotFoundPage /> },
  ];
}

export function createRouter() {
  // Every top-level route falls back to the unknown-error screen (SPEC 8) and the chunk-reload policy.
  return createBrowserRouter(appRoutes().map((route) => ({ errorElement: <RouteErrorPage />, ...route })));
}
