import { ApiError } from '@faena/api-client';
import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { FederatedSignInInProgressError, NoEmailError, signInErrorKey } from './sign-in-errors';

const firebase = (code: string) => new FirebaseError(`auth/${code}`, 'x');

describe('signInErrorKey', () => {
  it('treats every invalid-login code as a wrong password (SPEC 8)', () => {
    for (const code of ['wrong-password', 'user-not-found', 'invalid-email', 'invalid-credential']) {
      expect(signInErrorKey(firebase(code))).toBe('wrongPassword');
    }
  });
  it('names the password-not-allowed, throttling and network cases', () => {
    expect(signInErrorKey(firebase('operation-not-allowed'))).toBe('passwordNotAllowed');
    expect(signInErrorKey(firebase('too-many-requests'))).toBe('tooManyRequests');
    expect(signInErrorKey(firebase('network-request-failed'))).toBe('networkError');
  });
  it('maps the popup errors and the federated guard', () => {
    expect(signInErrorKey(firebase('popup-blocked'))).toBe('popupBlocked');
    expect(signInErrorKey(firebase('popup-closed-by-user'))).toBe('popupClosed');
    expect(signInErrorKey(firebase('cancelled-popup-request'))).toBe('popupClosed');
    expect(signInErrorKey(firebase('admin-restricted-operation'))).toBe('adminRestricted');
    expect(signInErrorKey(new FederatedSignInInProgressError())).toBe('federatedInProgress');
    expect(new FederatedSignInInProgressError().message).toBe(
      'Another federated sign-in method is already in progress',
    );
  });
  it('maps email in use, no email, links and codes', () => {
    expect(signInErrorKey(firebase('email-already-in-use'))).toBe('emailInUse');
    expect(signInErrorKey(new NoEmailError())).toBe('noEmail');
    expect(new NoEmailError().message).toBe('Firebase user has no email');
    expect(signInErrorKey(firebase('invalid-action-code'))).toBe('linkInvalid');
    expect(signInErrorKey(firebase('expired-action-code'))).toBe('linkExpired');
    const body = (code: string) => ({ statusCode: 400, error: 'Bad Request', message: 'x', code });
    expect(signInErrorKey(new ApiError(400, body('CODE_INVALID')))).toBe('codeInvalid');
    expect(signInErrorKey(new ApiError(400, body('CODE_EXPIRED')))).toBe('codeExpired');
    expect(signInErrorKey(new ApiError(409, body('EMAIL_IN_USE')))).toBe('emailInUse');
    expect(signInErrorKey(new ApiError(0, undefined))).toBe('networkError');
  });
  it('falls back to the generic message for anything else', () => {
    expect(signInErrorKey(new Error('boom'))).toBe('unexpected');
  });
});
