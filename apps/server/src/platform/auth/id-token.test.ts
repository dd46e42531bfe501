import { describe, expect, it } from 'vitest';
import { tokenRevoked } from '../http/errors.ts';
import { cachingTokenVerifier, type TokenVerifier, type VerifiedIdentity } from './id-token.ts';

const START = Date.UTC(2030, 0, 1);

/** An unsigned JWT-shaped token: the fake identity provider below reads it. */
function token(uid: string, expSeconds: number, extra: Record<string, unknown> = {}): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part({ uid, exp: expSeconds, ...extra })}.sig`;
}

/**
 * A fake identity provider that counts its calls: it accepts a token until its uid is revoked
 * (or its `exp` has passed) and can be held so calls stay in flight.
 */
function identityProvider(clock: { now: number }) {
  const revoked = new Set<string>();
  const calls: string[] = [];
  let held: Array<() => void> | null = null;
  const verifier: TokenVerifier = {
    async verify(idToken) {
      calls.push(idToken);
      if (held) await new Promise<void>((resolve) => held?.push(resolve));
      const payload = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()) as {
        uid: string;
        exp: number;
      };
      if (revoked.has(payload.uid) || payload.exp * 1000 <= clock.now) throw tokenRevoked();
      return { uid: payload.uid, impersonatorId: null } satisfies VerifiedIdentity;
    },
  };
  return {
    verifier,
    calls,
    revoke: (uid: string) => revoked.add(uid),
    hold: () => {
      held = [];
    },
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const resolve of waiting) resolve();
    },
  };
}

function setUp(options: { maxEntries?: number; recheckMs?: number } = {}) {
  const clock = { now: START };
  const provider = identityProvider(clock);
  const cache = cachingTokenVerifier(provider.verifier, { ...options, now: () => clock.now });
  return { clock, provider, cache };
}

const inAnHour = START / 1000 + 3600;

describe('the verified-token cache', () => {
  it('asks the identity provider once for a token used again soon after', async () => {
    const { provider, cache } = setUp();
    const ana = token('ana', inAnHour);
    for (let i = 0; i < 5; i++) {
      await expect(cache.verify(ana, 'tenant-demo')).resolves.toEqual({ uid: 'ana', impersonatorId: null });
    }
    expect(provider.calls).toHaveLength(1);
  });

  it('asks again once the recheck interval has passed, so a revocation made elsewhere is noticed', async () => {
    const { clock, provider, cache } = setUp({ recheckMs: 30_000 });
    const ana = token('ana', inAnHour);
    await cache.verify(ana, null);
    provider.revoke('ana');
    clock.now += 29_000;
    await expect(cache.verify(ana, null)).resolves.toMatchObject({ uid: 'ana' });
    clock.now += 1_000;
    await expect(cache.verify(ana, null)).rejects.toMatchObject({ code: 'TOKEN_REVOKED' });
    expect(provider.calls).toHaveLength(2);
  });

  it('never takes a token as verified past its expiry', async () => {
    const { clock, provider, cache } = setUp({ recheckMs: 600_000 });
    const shortLived = token('ana', START / 1000 + 10);
    await cache.verify(shortLived, null);
    clock.now += 9_000;
    await cache.verify(shortLived, null);
    expect(provider.calls).toHaveLength(1);
    clock.now += 1_000;
    await expect(cache.verify(shortLived, null)).rejects.toMatchObject({ code: 'TOKEN_REVOKED' });
    expect(provider.calls).toHaveLength(2);
  });

  it('does not remember a rejected token', async () => {
    const { provider, cache } = setUp();
    provider.revoke('bruno');
    const bruno = token('bruno', inAnHour);
    await expect(cache.verify(bruno, null)).rejects.toMatchObject({ code: 'TOKEN_REVOKED' });
    await expect(cache.verify(bruno, null)).rejects.toMatchObject({ code: 'TOKEN_REVOKED' });
    expect(provider.calls).toHaveLength(2);
    expect(cache.size).toBe(0);
  });

  it('does not remember a token without an expiry', async () => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const noExp = `${part({ alg: 'none' })}.${part({ uid: 'ana' })}.sig`;
    let calls = 0;
    const cache = cachingTokenVerifier({
      verify: async () => {
        calls += 1;
        return { uid: 'ana', impersonatorId: null };
      },
    });
    await cache.verify(noExp, null);
    await cache.verify(noExp, null);
    expect(calls).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('forgets a user’s tokens on request, so their next call is verified anew', async () => {
    const { provider, cache } = setUp();
    const first = token('bruno', inAnHour, { n: 1 });
    const second = token('bruno', inAnHour, { n: 2 });
    const ana = token('ana', inAnHour);
    await Promise.all([cache.verify(first, null), cache.verify(second, null), cache.verify(ana, null)]);
    provider.revoke('bruno');
    cache.forget?.('bruno');
    await expect(cache.verify(first, null)).rejects.toMatchObject({ code: 'TOKEN_REVOKED' });
    await expect(cache.verify(second, null)).rejects.toMatchObject({ code: 'TOKEN_REVOKED' });
    await expect(cache.verify(ana, null)).resolves.toMatchObject({ uid: 'ana' });
    expect(provider.calls).toHaveLength(5);
  });

  it('does not remember a verification that was under way when a user was forgotten', async () => {
    const { provider, cache } = setUp();
    const bruno = token('bruno', inAnHour);
    provider.hold();
    const underWay = cache.verify(bruno, null);
    cache.forget?.('bruno');
    provider.release();
    await underWay;
    expect(cache.size).toBe(0);
    await cache.verify(bruno, null);
    expect(provider.calls).toHaveLength(2);
  });

  it('shares one call among concurrent verifications of a token', async () => {
    const { provider, cache } = setUp();
    const ana = token('ana', inAnHour);
    provider.hold();
    const all = Promise.all(Array.from({ length: 10 }, () => cache.verify(ana, null)));
    provider.release();
    expect((await all).every((identity) => identity.uid === 'ana')).toBe(true);
    expect(provider.calls).toHaveLength(1);
  });

  it('verifies a token separately for each Firebase tenant', async () => {
    const { provider, cache } = setUp();
    const ana = token('ana', inAnHour);
    await cache.verify(ana, 'tenant-demo');
    await cache.verify(ana, 'tenant-acme');
    await cache.verify(ana, null);
    expect(provider.calls).toHaveLength(3);
  });

  it('holds at most maxEntries tokens, dropping the least recently used', async () => {
    const { provider, cache } = setUp({ maxEntries: 2 });
    const [a, b, c] = ['a', 'b', 'c'].map((uid) => token(uid, inAnHour)) as [string, string, string];
    await cache.verify(a, null);
    await cache.verify(b, null);
    await cache.verify(a, null); // a is now the most recently used
    await cache.verify(c, null); // drops b
    expect(cache.size).toBe(2);
    expect(provider.calls).toHaveLength(3);
    await cache.verify(a, null);
    await cache.verify(c, null);
    expect(provider.calls).toHaveLength(3);
    await cache.verify(b, null);
    expect(provider.calls).toHaveLength(4);
  });
});
