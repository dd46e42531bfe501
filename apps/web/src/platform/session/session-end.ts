import type { AuthFailure } from '@faena/api-client';
import { firebaseErrorCode } from './firebase-error';

/** Why the last session ended, shown on the sign-in page (keys of the `session` namespace). */
export type SignOutReason =
  | 'notMember'
  | 'sessionRevoked'
  | 'sessionExpired'
  | 'networkError'
  | 'noEmail'
  | 'tooManyRequests'
  | 'unexpected';

/** What a failed call means for the session: end it, end it as "not a member", or nothing. */
export type FailureVerdict = 'endSession' | 'notMember' | null;

/** Session-ending API codes (the server's error body `code`). */
const ENDING_CODES = [
  'USER_DISABLED',
  'TOKEN_REVOKED',
  'TOKEN_EXPIRED',
  'UNAUTHENTICATED',
  'TENANT_MISMATCH',
];

/**
 * SPEC 8 forced logouts: a network failure on the first call while signed in; a 500 with a
 * missing passport; 403 'Tenant in token is not valid'; 401 (disabled user, revoked or expired
 * token). A 403 NOT_A_MEMBER ends it with 'No perteneces a la organización'. Only calls made
 * with a token count. A network failure while the device is offline ends nothing: the app
 * opens offline with what the device kept (`offline`: `!navigator.onLine` by default).
 */
export function judgeFailure(
  failure: AuthFailure,
  { firstCall, offline = isDeviceOffline() }: { firstCall: boolean; offline?: boolean },
): FailureVerdict {
  if (!failure.authorized) return null;
  if (failure.kind === 'network') return firstCall && !offline ? 'endSession' : null;
  const { status, code = '', message = '' } = failure;
  if (status === 401) return 'endSession';
  if (status === 403 && code === 'NOT_A_MEMBER') return 'notMember';
  if (status === 403 && (code === 'TENANT_MISMATCH' || message === 'Tenant in token is not valid'))
    return 'endSession';
  if (status === 500 && (code === 'MISSING_PASSPORT' || /passport/i.test(message))) return 'endSession';
  if (ENDING_CODES.includes(code) && status !== 403) return 'endSession';
  return null;
}

/** The identity provider's codes that mean the user is signed out (SPEC 8). */
export function isSessionEndingFirebaseError(error: unknown): boolean {
  return [
    'auth/user-disabled',
    'auth/user-token-expired',
    'auth/user-not-found',
    'auth/invalid-user-token',
  ].includes(firebaseErrorCode(error) ?? '');
}

/** Whether the browser knows it has no connection (then a failed call is no reason to sign out). */
export function isDeviceOffline(scope: { navigator?: Pick<Navigator, 'onLine'> } = globalThis): boolean {
  return scope.navigator?.onLine === false;
}

/**
 * Runs the first call of a session (SPEC 8). When it fails for want of a connection while the
 * device is offline, it is tried again once the browser is back online, instead of the failure
 * ending the session: a signed-in person opening the installed app offline stays signed in.
 * Any other failure is thrown.
 */
export async function firstCallWhenOnline<T>(
  call: () => Promise<T>,
  isNetworkFailure: (error: unknown) => boolean,
  scope: Pick<Window, 'addEventListener' | 'removeEventListener'> & {
    navigator?: Pick<Navigator, 'onLine'>;
  } = window,
): Promise<T> {
  for (;;) {
    try {
      return await call();
    } catch (error) {
      if (!isNetworkFailure(error) || !isDeviceOffline(scope)) throw error;
      await new Promise<void>((resolve) => {
        const online = () => {
          scope.removeEventListener('online', online);
          resolve();
        };
        scope.addEventListener('online', online);
      });
    }
  }
}

export function isNetworkError(error: unknown): boolean {
  return firebaseErrorCode(error) === 'auth/network-request-failed';
}

/** A session ended by the system within this long of signing in means a revoked membership. */
export const REVOKED_WINDOW_MS = 60_000;
/** The revocation message is shown at most once in this long. */
export const REVOKED_THROTTLE_MS = 30_000;

/**
 * The message after a forced end (SPEC 8): 'sessionRevoked' when the user signed in under a
 * minute earlier (at most once per 30 s: otherwise no message), else 'sessionExpired'.
 */
export function sessionEndReason(
  lastSignInAt: number | null,
  now: number,
  lastRevokedShownAt: number | null,
): SignOutReason | undefined {
  const recent = lastSignInAt !== null && now - lastSignInAt < REVOKED_WINDOW_MS;
  if (!recent) return 'sessionExpired';
  if (lastRevokedShownAt !== null && now - lastRevokedShownAt < REVOKED_THROTTLE_MS) return undefined;
  return 'sessionRevoked';
}
