import { ApiError, type GetMeResponse, getMe, unwrap } from '@faena/api-client';
import { signOut as firebaseSignOut, onAuthStateChanged, type User } from 'firebase/auth';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useAppContext } from '../app/app-context';
import { getFirebaseAuth } from './firebase';

export type Person = GetMeResponse;

/** Why the last session ended, shown on the sign-in page (keys of the `auth` namespace). */
export type SignOutReason = 'notMember' | 'sessionRevoked' | 'sessionExpired' | 'networkError';

export type Session =
  | { status: 'loading' }
  | { status: 'signedOut'; reason?: SignOutReason }
  | { status: 'signedIn'; user: User; person: Person };

interface SessionApi {
  session: Session;
  signOut: (reason?: SignOutReason) => Promise<void>;
}

const SessionContext = createContext<SessionApi | null>(null);

/** A session ended by the server right after sign-in most likely means a revoked membership. */
const REVOKED_WINDOW_MS = 60_000;

function reasonFor(error: unknown, user: User): SignOutReason {
  if (error instanceof ApiError) {
    if (error.code === 'NOT_A_MEMBER') return 'notMember';
    const lastSignIn = Date.parse(user.metadata.lastSignInTime ?? '');
    return Date.now() - lastSignIn < REVOKED_WINDOW_MS ? 'sessionRevoked' : 'sessionExpired';
  }
  return 'networkError';
}

/**
 * The signed-in state: a Firebase user of the organisation's identity tenant whose person
 * the server found in this organisation. Anything else signs the user out with a reason.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { config, organization } = useAppContext();
  const auth = getFirebaseAuth(config, organization.firebaseTenantId);
  const [session, setSession] = useState<Session>({ status: 'loading' });

  const signOut = useCallback(
    async (reason?: SignOutReason) => {
      await firebaseSignOut(auth);
      setSession(reason ? { status: 'signedOut', reason } : { status: 'signedOut' });
    },
    [auth],
  );

  useEffect(
    () =>
      onAuthStateChanged(auth, async (user) => {
        if (!user) {
          setSession((current) => (current.status === 'signedOut' ? current : { status: 'signedOut' }));
          return;
        }
        setSession({ status: 'loading' });
        try {
          const person = await unwrap(getMe());
          setSession({ status: 'signedIn', user, person });
        } catch (error) {
          await signOut(reasonFor(error, user));
        }
      }),
    [auth, signOut],
  );

  const value = useMemo(() => ({ session, signOut }), [session, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionApi {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
