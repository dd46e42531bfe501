import { createBrowserRouter } from 'react-router';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { SignInPage } from '../features/auth/SignInPage';
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
