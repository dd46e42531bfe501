import { ApiError } from '@faena/api-client';
import { type FirebaseErrorLike, firebaseErrorCode } from './firebase-error';

/** Thrown when a federated sign-in starts while another one is still running (SPEC 8). */
export class FederatedSignInInProgressError extends Error {
  constructor() {
    super('Another federated sign-in method is already in progress');
    this.name = 'FederatedSignInInProgressError';
  }
}

/** Thrown when the identity provider signs in a user without an email (SPEC 5). */
export class NoEmailError extends Error {
  constructor() {
    super('Firebase user has no email');
    this.name = 'NoEmailError';
  }
}

/** Translation keys (namespace `session`, loaded at start) for sign-in failures (SPEC 8). */
export function signInErrorKey(error: unknown): string {
  if (error instanceof FederatedSignInInProgressError) return 'federatedInProgress';
  if (error instanceof NoEmailError) return 'noEmail';
  if (error instanceof ApiError) return apiErrorKey(error);
  const code = firebaseErrorCode(error) ?? '';
  switch (code) {
    case 'auth/wrong-password':
    case 'auth/user-not-found':
    case 'auth/invalid-email':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return 'wrongPassword';
    case 'auth/operation-not-allowed':
      return 'passwordNotAllowed';
    case 'auth/too-many-requests':
      return 'tooManyRequests';
    case 'auth/network-request-failed':
      return 'networkError';
    case 'auth/popup-blocked':
      return 'popupBlocked';
    case 'auth/popup-closed-by-user':
    case 'auth/cancelled-popup-request':
    case 'auth/user-cancelled':
      return 'popupClosed';
    case 'auth/admin-restricted-operation':
      return 'adminRestricted';
    case 'auth/email-already-in-use':
    case 'auth/credential-already-in-use':
      return 'emailInUse';
    case 'auth/user-disabled':
      return 'userDisabled';
    case 'auth/invalid-action-code':
      return 'linkInvalid';
    case 'auth/expired-action-code':
      return 'linkExpired';
    case 'auth/invalid-custom-token':
    case 'auth/custom-token-mismatch':
      return 'codeInvalid';
    default:
      return 'unexpected';
  }
}

/**
 * The translation options of `signInErrorKey(error)`'s text: its namespace and, when the server
 * said how long to wait, `wait` in whole minutes (rounded up) for the text's relative time.
 */
export function signInErrorOptions(error: unknown): { ns: 'session'; wait?: number } {
  const seconds = error instanceof ApiError ? error.retryAfterSeconds : undefined;
  return seconds ? { ns: 'session', wait: Math.max(1, Math.ceil(seconds / 60)) } : { ns: 'session' };
}

function apiErrorKey(error: ApiError): string {
  switch (error.code) {
    case 'CODE_INVALID':
      return 'codeInvalid';
    case 'CODE_EXPIRED':
      return 'codeExpired';
    case 'RATE_LIMITED':
      return 'tooManyRequests';
    case 'CODE_REQUESTS_LIMITED':
      return 'codeRequestsLimited';
    case 'SIGN_IN_LOCKED':
      return 'signInLocked';
    case 'EMAIL_IN_USE':
      return 'emailInUse';
    case 'NOT_A_MEMBER':
      return 'notMember';
    default:
      return error.status === 0 ? 'networkError' : 'unexpected';
  }
}

/** The account exists with another credential: the sign-in page offers the other methods. */
export function isAccountExistsWithOtherCredential(error: unknown): error is FirebaseErrorLike {
  return firebaseErrorCode(error) === 'auth/account-exists-with-different-credential';
}

/** The email the provider reported with an account-exists error, if any. */
export function emailOfError(error: FirebaseErrorLike): string | null {
  const email = (error.customData as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email : null;
}
