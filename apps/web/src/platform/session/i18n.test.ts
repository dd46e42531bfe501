import { describe, expect, it } from 'vitest';
import { session } from './i18n';
import type { SignOutReason } from './session-end';

// Every screen explains these with the texts loaded at start, whatever feature it belongs to.
const hasText = (key: string) => {
  for (const texts of [session['es-MX'], session['en-US']] as Record<string, string>[])
    expect(texts[key]).toMatch(/\S/);
};

describe('session texts', () => {
  it('name each sign-out reason in both languages', () => {
    const reasons: SignOutReason[] = [
      'notMember',
      'sessionRevoked',
      'sessionExpired',
      'networkError',
      'noEmail',
      'tooManyRequests',
      'unexpected',
    ];
    for (const reason of reasons) hasText(reason);
    expect(session['es-MX'].sessionRevoked).toBe(
      'Tu sesión ha sido revocada por el sistema, probablemente no perteneces a la organización.',
    );
    expect(session['es-MX'].sessionExpired).toBe(
      'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.',
    );
  });

  it('explain each sign-in failure in both languages', () => {
    for (const key of [
      'wrongPassword',
      'passwordNotAllowed',
      'tooManyRequests',
      'networkError',
      'popupBlocked',
      'popupClosed',
      'adminRestricted',
      'emailInUse',
      'userDisabled',
      'linkInvalid',
      'linkExpired',
      'codeInvalid',
      'codeExpired',
      'federatedInProgress',
      'noEmail',
      'notMember',
      'unexpected',
    ])
      hasText(key);
  });
});
