import { ApiError } from '@faena/api-client';
import { FirebaseError } from 'firebase/app';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { session } from './i18n';
import {
  FederatedSignInInProgressError,
  NoEmailError,
  signInErrorKey,
  signInErrorOptions,
} from './sign-in-errors';

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

describe('waiting out a sign-in limit', () => {
  const refused = (code: string, retry_after_seconds?: number) =>
    new ApiError(429, {
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'x',
      code,
      ...(retry_after_seconds ? { retry_after_seconds } : {}),
    });

  it('says in the reader’s language how long a locked-out address or a code limit lasts', async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'es-MX',
      resources: { 'es-MX': { session: session['es-MX'] }, 'en-US': { session: session['en-US'] } },
      interpolation: { escapeValue: false },
    });
    const locked = refused('SIGN_IN_LOCKED', 841);
    expect(signInErrorKey(locked)).toBe('signInLocked');
    expect(i18n.t(signInErrorKey(locked), signInErrorOptions(locked))).toBe(
      'Demasiados códigos incorrectos. Podrás volver a intentarlo dentro de 15 minutos.',
    );
    const limited = refused('CODE_REQUESTS_LIMITED', 60);
    expect(i18n.t(signInErrorKey(limited), { ...signInErrorOptions(limited), lng: 'en-US' })).toBe(
      'We already sent several codes to this address. You can ask for another in 1 minute.',
    );
  });

  it('has no wait to tell when the server named none', () => {
    expect(signInErrorOptions(refused('RATE_LIMITED'))).toEqual({ ns: 'session' });
    expect(signInErrorOptions(new Error('x'))).toEqual({ ns: 'session' });
  });
});
