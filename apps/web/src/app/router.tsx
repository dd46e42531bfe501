import { createBrowserRouter } from 'react-router';
import { SignInPage } from '../features/auth/SignInPage';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { HomePage } from '../features/home/HomePage';
import { RequireAuth } from './RequireAuth';

export function createRouter() {
  const home = (
    <RequireAuth>
      <HomePage />
    </RequireAuth>
  );
  return createBrowserRouter([
    { path: '/', element: home },
    { path: '/home', element: home },
    { path: '/sign-in', element: <SignInPage /> },
    { path: '/login', element: <SignInPage /> },
    { path: '*', element: <NotFoundPage /> },
  ]);
}
