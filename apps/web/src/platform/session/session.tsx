import { ApiError, type GetMeResponse, getMe, unwrap } from '@faena/api-client';
import { useModal } from '@faena/ui';
import type { User } from 'firebase/auth';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '../context';
import type { SignOutContext } from '../feature';
import { listenToAuthFailures } from './auth-failures';
import { loadFirebase } from './identity';
import {
  clearImpersonation,
  clearSessionMarker,
  readImpersonation,
  readSessionMarker,
  writeImpersonation,
  writeSessionMarker,
} from './local-flags';
import {
  firstCallWhenOnline,
  isNetworkError,
  isSessionEndingFirebaseError,
  judgeFailure,
  type SignOutReason,
  sessionEndReason,
} from './session-end';
import { startImpersonation as startImpersonationCall } from './sign-in-api';
import { providerDisplayName } from './sign-in-methods';
import { createTokenRefresher } from './token-schedule';

export type { SignOutReason };
export type Person = GetMeResponse;

export type Session =
  | { status: 'loading' }
  | { status: 'signedOut'; reason?: SignOutReason }
  | { status: 'signedIn'; user: User; person: Person };

export interface SessionApi {
  session: Session;
  /** Ends the session (with the reason the sign-in page explains, if any). */
  signOut: (reason?: SignOutReason) => Promise<void>;
  /**
   * The user's own logout: after SAML/OIDC sign-in it first asks to confirm that the provider's
   * session stays open; resets the impersonation flag; the app then shows /login. Resolves
   * false when the user changed their mind.
   */
  logout: () => Promise<boolean>;
  /** Acts as another person of the organisation (IMPERSONATE permission). */
  startImpersonation: (personId: string) => Promise<void>;
  /** The person being acted as, while impersonating. */
  impersonating: { name: string } | null;
  /** Takes the server's newer copy of the signed-in person (after the profile is edited). */
  replacePerson: (person: Person) => void;
}

const SessionContext = createContext<SessionApi | null>(null);

/** When the last revocation message was shown (it is throttled to once per 30 s). */
let lastRevokedShownAt: number | null = null;

function lastSignInOf(user: User): number | null {
  const at = Date.parse(user.metadata.lastSignInTime ?? '');
  return Number.isNaN(at) ? null : at;
}

/** The provider the user signed in with when it keeps its own session (SAML, OIDC). */
async function externalProviderOf(user: User): Promise<string | null> {
  try {
    const provider = (await user.getIdTokenResult()).signInProvider ?? '';
    return /^(saml|oidc)\./.test(provider) ? provider : null;
  } catch {
    return null;
  }
}

/**
 * The signed-in state: a Firebase user of the organisation's identity tenant whose person the
 * server found in this organisation. Failed calls that mean the session is over (SPEC 8) sign
 * the user out with the reason the sign-in page shows; the ID token is refreshed 5 minutes
 * before it expires (SPEC 4).
 */
const NO_HOOKS: readonly never[] = [];

export function SessionProvider({
  children,
  onSignOut = NO_HOOKS,
}: {
  children: ReactNode;
  /** Work to do on a chosen sign-out while the token still works (e.g. forgetting push devices). */
  onSignOut?: readonly ((context: SignOutContext) => Promise<void>)[];
}) {
  const { t } = useTranslation('session');
  const modal = useModal();
  const { config, organization } = useAppContext();
  const tenantId = organization.firebaseTenantId;
  // The identity SDK arrives on its own; the session stays `loading` until it has.
  const identity = useMemo(
    () => loadFirebase().then((sdk) => ({ sdk, auth: sdk.getFirebaseAuth(config, tenantId) })),
    [config, tenantId],
  );
  const [session, setSession] = useState<Session>({ status: 'loading' });
  const [impersonationFlag, setImpersonationFlag] = useState(readImpersonation);
  const sessionRef = useRef<Session>(session);
  sessionRef.current = session;
  /** Set while the app itself signs out, so the sign-out is not taken for a forced one. */
  const signingOut = useRef(false);
  /** Until the first call of a session succeeds, a network failure ends it (SPEC 8). */
  const firstCallDone = useRef(false);

  const signOut = useCallback(
    async (reason?: SignOutReason) => {
      signingOut.current = true;
      clearImpersonation();
      clearSessionMarker();
      setImpersonationFlag(null);
      try {
        // A chosen sign-out, while the token still works: this browser stops getting the
        // person's pushes. (After a forced end the call would be refused; the next person
        // to sign in here takes the browser's token over instead.)
        if (!reason) await Promise.all(onSignOut.map((hook) => hook({ config })));
        const { sdk, auth } = await identity;
        await sdk.signOut(auth);
      } finally {
        signingOut.current = false;
        // A second end of the same session (two refused calls at once; a throttled revocation)
        // keeps the reason the first one gave, so the sign-in page still says why.
        setSession((current) =>
          reason
            ? { status: 'signedOut', reason }
            : current.status === 'signedOut'
              ? current
              : { status: 'signedOut' },
        );
      }
    },
    [identity, config, onSignOut],
  );

  /** A session the system ended: revoked right after sign-in, expired otherwise. */
  const endSession = useCallback(
    async (lastSignInAt: number | null) => {
      const now = Date.now();
      const reason = sessionEndReason(lastSignInAt, now, lastRevokedShownAt);
      if (reason === 'sessionRevoked') lastRevokedShownAt = now;
      await signOut(reason);
    },
    [signOut],
  );

  /** Why the first call of a session failed, as the reason the sign-in page shows. */
  const firstCallFailure = useCallback(
    async (error: unknown, lastSignInAt: number | null): Promise<[SignOutReason?]> => {
      if (!(error instanceof ApiError) || error.status === 0) return ['networkError'];
      const failure = { kind: 'response' as const, authorized: true, status: error.status };
      const verdict = judgeFailure(
        { ...failure, ...(error.code ? { code: error.code } : {}), message: error.message },
        { firstCall: true },
      );
      if (verdict === 'notMember') return ['notMember'];
      if (verdict === 'endSession') {
        const reason = sessionEndReason(lastSignInAt, Date.now(), lastRevokedShownAt);
        if (reason === 'sessionRevoked') lastRevokedShownAt = Date.now();
        return [reason];
      }
      return [error.status === 429 ? 'tooManyRequests' : 'unexpected'];
    },
    [],
  );

  const refresher = useMemo(
    () =>
      createTokenRefresher({
        refresh: async () => {
          const user = (await identity).auth.currentUser;
          if (!user) throw new Error('signed out');
          await user.getIdToken(true);
          return Date.parse((await user.getIdTokenResult()).expirationTime);
        },
        isRetryable: isNetworkError,
        onFatal: (error) => {
          const current = sessionRef.current;
          if (isSessionEndingFirebaseError(error) && current.status === 'signedIn')
            void endSession(lastSignInOf(current.user));
        },
      }),
    [identity, endSession],
  );

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void identity.then(({ sdk, auth }) => {
      if (cancelled) return;
      unsubscribe = sdk.onAuthStateChanged(auth, async (user) => {
        refresher.stop();
        if (!user) {
          const previous = sessionRef.current;
          if (previous.status === 'signedIn' && !signingOut.current) {
            // The identity provider ended it (disabled user, expired or revoked refresh token).
            await endSession(lastSignInOf(previous.user));
            return;
          }
          const marker = readSessionMarker();
          if (previous.status === 'loading' && marker && !signingOut.current) {
            // It ended while the page was closed: the provider dropped the stored user.
            await endSession(marker.lastSignInAt);
            return;
          }
          setSession((current) => (current.status === 'signedOut' ? current : { status: 'signedOut' }));
          return;
        }
        if (!user.email) {
          await signOut('noEmail');
          return;
        }
        firstCallDone.current = false;
        setSession({ status: 'loading' });
        try {
          // Offline, the service worker answers with the person it kept; with nothing kept,
          // the call waits for the connection instead of ending the session (SPEC 8).
          const person = await firstCallWhenOnline(
            () => unwrap(getMe()),
            (error) => !(error instanceof ApiError) || error.status === 0 || isNetworkError(error),
          );
          firstCallDone.current = true;
          if (!person.impersonated_by) {
            clearImpersonation();
            setImpersonationFlag(null);
          }
          writeSessionMarker(lastSignInOf(user));
          setSession({ status: 'signedIn', user, person });
          const token = await user.getIdTokenResult();
          refresher.schedule(Date.parse(token.expirationTime));
        } catch (error) {
          await signOut(...(await firstCallFailure(error, lastSignInOf(user))));
        }
      });
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [identity, endSession, firstCallFailure, refresher, signOut]);

  useEffect(() => () => refresher.stop(), [refresher]);

  // Failed calls made while signed in (the api-client's onAuthFailure hook).
  useEffect(
    () =>
      listenToAuthFailures((failure) => {
        if (sessionRef.current.status !== 'signedIn' || signingOut.current) return;
        const verdict = judgeFailure(failure, { firstCall: !firstCallDone.current });
        if (verdict === 'notMember') void signOut('notMember');
        else if (verdict === 'endSession') {
          const current = sessionRef.current;
          void endSession(current.status === 'signedIn' ? lastSignInOf(current.user) : null);
        }
      }),
    [endSession, signOut],
  );

  const logout = useCallback(async () => {
    const user = (await identity).auth.currentUser;
    const provider = user ? await externalProviderOf(user) : null;
    if (provider) {
      const confirmed = await modal.confirm({
        title: t('logoutTitle'),
        description: t('providerSessionStaysOpen', { provider: providerDisplayName(provider) }),
        confirmLabel: t('logoutConfirm'),
      });
      if (!confirmed) return false;
    }
    await signOut();
    return true;
  }, [identity, modal, signOut, t]);

  const startImpersonation = useCallback(
    async (personId: string) => {
      const { custom_token, person } = await startImpersonationCall(personId);
      signingOut.current = true;
      try {
        writeImpersonation(person.name);
        setImpersonationFlag({ name: person.name });
        const { sdk, auth } = await identity;
        await sdk.signInWithCustomToken(auth, custom_token);
      } catch (error) {
        clearImpersonation();
        setImpersonationFlag(null);
        throw error;
      } finally {
        signingOut.current = false;
      }
    },
    [identity],
  );

  const impersonating = useMemo(() => {
    if (session.status !== 'signedIn') return null;
    if (impersonationFlag) return impersonationFlag;
    return session.person.impersonated_by ? { name: session.person.name } : null;
  }, [session, impersonationFlag]);

  const replacePerson = useCallback((person: Person) => {
    setSession((current) => (current.status === 'signedIn' ? { ...current, person } : current));
  }, []);

  const value = useMemo<SessionApi>(
    () => ({ session, signOut, logout, startImpersonation, impersonating, replacePerson }),
    [session, signOut, logout, startImpersonation, impersonating, replacePerson],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionApi {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
