import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { SignInPage } from '../features/auth/SignInPage';
import { NotAvailablePage } from '../features/errors/NotAvailablePage';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { HomePage } from '../features/home/HomePage';
import { RequireAuth } from './RequireAuth';
import { PROTECTED_PENDING_ROUTES, PUBLIC_PENDING_ROUTES } from './routes';
import { AppShell } from './shell/AppShell';

/** The route table (SPEC 2), shared by the app's router and the route test. */
export function appRoutes(): RouteObject[] {
  return [
    // Public screens (SPEC 2.1).
    { path: '/sign-in', element: <SignInPage /> },
    { path: '/login', element: <SignInPage /> },
    ...PUBLIC_PENDING_ROUTES.map((path) => ({ path, element: <NotAvailablePage /> })),
    // Protected screens (SPEC 2.2), inside the app shell.
    {
      element: (
        <RequireAuth>
          <AppShell />
        </RequireAuth>
      ),
      children: [
        { path: '/', element: <HomePage /> },
        { path: '/home', element: <HomePage /> },
        { path: '/reports', element: <Navigate to="/reports/list" replace /> },
        ...PROTECTED_PENDING_ROUTES.map((path) => ({ path, element: <NotAvailablePage /> })),
      ],
    },
    { path: '*', element: <NotFoundPage /> },
  ];
}

export function createRouter() {
  return createBrowserRouter(appRoutes());
}
