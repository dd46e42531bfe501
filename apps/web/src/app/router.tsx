import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { SignInPage } from '../features/auth/SignInPage';
import { NotAvailablePage } from '../features/errors/NotAvailablePage';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { HomePage } from '../features/home/HomePage';
import { RequireAuth } from './RequireAuth';
import { PROTECTED_PENDING_ROUTES, PUBLIC_PENDING_ROUTES } from './routes';

/** The route table (SPEC 2), shared by the app's router and the route test. */
export function appRoutes(): RouteObject[] {
  const home = (
    <RequireAuth>
      <HomePage />
    </RequireAuth>
  );
  const pending = (
    <RequireAuth>
      <NotAvailablePage />
    </RequireAuth>
  );
  return [
    { path: '/', element: home },
    { path: '/home', element: home },
    { path: '/sign-in', element: <SignInPage /> },
    { path: '/login', element: <SignInPage /> },
    { path: '/reports', element: <Navigate to="/reports/list" replace /> },
    ...PUBLIC_PENDING_ROUTES.map((path) => ({ path, element: <NotAvailablePage /> })),
    ...PROTECTED_PENDING_ROUTES.map((path) => ({ path, element: pending })),
    { path: '*', element: <NotFoundPage /> },
  ];
}

export function createRouter() {
  return createBrowserRouter(appRoutes());
}
