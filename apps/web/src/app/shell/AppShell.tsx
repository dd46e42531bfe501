import { Outlet } from 'react-router';

/** The frame of every signed-in screen (SPEC 2.3). */
export function AppShell() {
  return <Outlet />;
}
