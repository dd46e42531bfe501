import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { signInErrorKey } from './sign-in-errors';

describe('signInErrorKey', () => {
  it('treats every invalid-login code as a wrong password (SPEC 8)', () => {
    for (const code of ['wrong-password', 'user-not-found', 'invalid-email', 'invalid-credential']) {
      expect(signInErrorKey(new FirebaseError(`auth/${code}`, 'x'))).toBe('wrongPassword');
    }
  });
  it('names the password-not-allowed, throttling and network cases', () => {
    expect(signInErrorKey(new FirebaseError('auth/operation-not-allowed', 'x'))).toBe('passwordNotAllowed');
    expect(signInErrorKey(new FirebaseError('auth/too-many-requests', 'x'))).toBe('tooManyRequests');
    expect(signInErrorKey(new FirebaseError('auth/network-request-failed', 'x'))).toBe('networkError');
  });
  it('falls back to the generic message for anything else', () => {
    expect(signInErrorKey(new Error('boom'))).toBe('unexpected');
  });
});
