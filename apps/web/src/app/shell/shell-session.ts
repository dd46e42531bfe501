import { useCallback } from 'react';
import { useSession } from '../../auth/session';

/** What the shell needs from the session: the person, the user's own logout and impersonation. */
export function useShellSession() {
  const { session, logout: sessionLogout, impersonating } = useSession();
  // Signed out, the protected routes send the user to /login.
  const logout = useCallback(async () => {
    await sessionLogout();
  }, [sessionLogout]);
  const person = session.status === 'signedIn' ? session.person : null;
  return { person, logout, impersonating };
}
