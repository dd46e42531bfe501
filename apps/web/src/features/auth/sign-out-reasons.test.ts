import { describe, expect, it } from 'vitest';
import type { SignOutReason } from '@/platform/session/session-end';
import { auth } from './i18n';

describe('sign-out reasons', () => {
  it('each has a message in both languages', () => {
    const reasons: SignOutReason[] = [
      'notMember',
      'sessionRevoked',
      'sessionExpired',
      'networkError',
      'noEmail',
      'tooManyRequests',
      'unexpected',
    ];
    for (const reason of reasons) {
      expect(auth['es-MX'][reason]).toMatch(/\S/);
      expect(auth['en-US'][reason]).toMatch(/\S/);
    }
    expect(auth['es-MX'].sessionRevoked).toBe(
      'Tu sesión ha sido revocada por el sistema, probablemente no perteneces a la organización.',
    );
    expect(auth['es-MX'].sessionExpired).toBe('Tu sesión ha expirado. Por favor, inicia sesión nuevamente.');
  });
});
