import { FirebaseError } from 'firebase/app';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  firstCallWhenOnline,
  isSessionEndingFirebaseError,
  judgeFailure,
  sessionEndReason,
} from './session-end';

const signed = { authorized: true } as const;
const response = (status: number, code?: string, message?: string) => ({
  kind: 'response' as const,
  ...signed,
  status,
  ...(code ? { code } : {}),
  ...(message ? { message } : {}),
});

describe('judgeFailure (SPEC 8 forced logouts)', () => {
  it('ends the session on a network failure of the first call only', () => {
    expect(judgeFailure({ kind: 'network', ...signed }, { firstCall: true })).toBe('endSession');
    expect(judgeFailure({ kind: 'network', ...signed }, { firstCall: false })).toBeNull();
  });
  it('ends it on 401 (disabled user, revoked or expired token)', () => {
    for (const code of ['USER_DISABLED', 'TOKEN_REVOKED', 'TOKEN_EXPIRED', 'UNAUTHENTICATED']) {
      expect(judgeFailure(response(401, code), { firstCall: false })).toBe('endSession');
    }
  });
  it("ends it on 403 'Tenant in token is not valid' and on a 500 with a missing passport", () => {
    expect(judgeFailure(response(403, 'TENANT_MISMATCH'), { firstCall: false })).toBe('endSession');
    expect(judgeFailure(response(403, undefined, 'Tenant in token is not valid'), { firstCall: false })).toBe(
      'endSession',
    );
    expect(judgeFailure(response(500, undefined, 'Missing passport'), { firstCall: false })).toBe(
      'endSession',
    );
  });
  it('says "not a member" for NOT_A_MEMBER and ignores other failures', () => {
    expect(judgeFailure(response(403, 'NOT_A_MEMBER'), { firstCall: false })).toBe('notMember');
    expect(judgeFailure(response(403, 'FORBIDDEN'), { firstCall: false })).toBeNull();
    expect(judgeFailure(response(500, 'INTERNAL'), { firstCall: true })).toBeNull();
  });
  it('ignores calls made without a token', () => {
    expect(
      judgeFailure({ ...response(401, 'UNAUTHENTICATED'), authorized: false }, { firstCall: true }),
    ).toBeNull();
    expect(judgeFailure({ kind: 'network', authorized: false }, { firstCall: true })).toBeNull();
  });
});

describe('sessionEndReason (SPEC 8 messages)', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-01-01T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('says revoked when the user signed in under a minute earlier, expired otherwise', () => {
    const signedInAt = Date.now();
    vi.advanceTimersByTime(59_999);
    expect(sessionEndReason(signedInAt, Date.now(), null)).toBe('sessionRevoked');
    vi.advanceTimersByTime(1);
    expect(sessionEndReason(signedInAt, Date.now(), null)).toBe('sessionExpired');
    expect(sessionEndReason(null, Date.now(), null)).toBe('sessionExpired');
  });
  it('shows the revocation message at most once per 30 s', () => {
    const shownAt = Date.now();
    vi.advanceTimersByTime(29_999);
    expect(sessionEndReason(Date.now() - 1_000, Date.now(), shownAt)).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(sessionEndReason(Date.now() - 1_000, Date.now(), shownAt)).toBe('sessionRevoked');
  });
});

describe('isSessionEndingFirebaseError', () => {
  it('recognises the provider codes that sign the user out', () => {
    expect(isSessionEndingFirebaseError(new FirebaseError('auth/user-disabled', 'x'))).toBe(true);
    expect(isSessionEndingFirebaseError(new FirebaseError('auth/user-token-expired', 'x'))).toBe(true);
    expect(isSessionEndingFirebaseError(new FirebaseError('auth/network-request-failed', 'x'))).toBe(false);
  });
});

describe('offline (the installed app opened without a connection)', () => {
  it('does not end the session on a network failure of the first call while offline', () => {
    expect(judgeFailure({ kind: 'network', ...signed }, { firstCall: true, offline: true })).toBeNull();
    // Offline changes nothing else: a refused token still ends it.
    expect(judgeFailure(response(401, 'TOKEN_REVOKED'), { firstCall: true, offline: true })).toBe(
      'endSession',
    );
  });

  function browser(onLine: boolean) {
    const target = new EventTarget();
    return Object.assign(target, { navigator: { onLine } }) as EventTarget & {
      navigator: { onLine: boolean };
    } & Pick<Window, 'addEventListener' | 'removeEventListener'>;
  }
  const isNetwork = (error: unknown) => error instanceof TypeError;

  it('tries the first call again once back online, instead of failing it', async () => {
    const scope = browser(false);
    const call = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce('Ana');
    const person = firstCallWhenOnline(call, isNetwork, scope);
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    let settled = false;
    void person.finally(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    scope.navigator.onLine = true;
    scope.dispatchEvent(new Event('online'));
    await expect(person).resolves.toBe('Ana');
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('fails the first call as before when online, or for anything but the network', async () => {
    await expect(
      firstCallWhenOnline(() => Promise.reject(new TypeError('Failed to fetch')), isNetwork, browser(true)),
    ).rejects.toThrow('Failed to fetch');
    await expect(
      firstCallWhenOnline(() => Promise.reject(new Error('401')), isNetwork, browser(false)),
    ).rejects.toThrow('401');
  });
});
