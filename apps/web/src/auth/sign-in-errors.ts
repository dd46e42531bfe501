import { FirebaseError } from 'firebase/app';

/** Translation keys (namespace `auth`) for the identity provider's sign-in error codes (SPEC 8). */
export function signInErrorKey(error: unknown): string {
  const code = error instanceof FirebaseError ? error.code : '';
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
    default:
      return 'unexpected';
  }
}
