import { useCallback } from 'react';
import { useSession } from './session';

/** What the shell needs from the session: the person, the user's own logout and impersonation. */
export function useShellSession() {
  const { session, logout: sessionLogout, impersonating } = useSession();
  // Signed out, the protected routes send the user to /login.
  const logout = useCallback(async () => {
    await sessionLogout();
  }, [sessionLogout]);
  const person = session.status === 'signedIn' ? session.person : null;
  // SPEC 3: the signed-in user's picture is the identity provider's (e.g. Google's photo).
  const picture = session.status === 'signedIn' ? session.user.photoURL : null;
  return { person, picture, logout, impersonating };
}
