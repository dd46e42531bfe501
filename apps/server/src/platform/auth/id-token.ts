/**
 * Reading and verifying Firebase ID tokens.
 */
import type { Auth } from 'firebase-admin/auth';
import { personDisabled, tokenRevoked, unauthenticated } from '../http/errors.ts';
import { IMPERSONATOR_CLAIM } from './identity-admin.ts';

const INVALID_TOKEN = 'Tu sesión no es válida. Por favor, inicia sesión nuevamente.';

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer +(\S+) *$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * The Firebase tenant a token claims (`firebase.tenant`), read WITHOUT verifying it, or null
 * for a project-level token. Used only to pick the verifier and to refuse a token of another
 * tenant early; nothing is trusted before verification. Throws 401 when the token is not a
 * JWT at all.
 */
export function claimedFirebaseTenant(token: string): string | null {
  const parts = token.split('.');
  if (parts.length !== 3) throw unauthenticated(INVALID_TOKEN);
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString('utf8'));
  } catch {
    throw unauthenticated(INVALID_TOKEN);
  }
  if (typeof payload !== 'object' || payload === null) throw unauthenticated(INVALID_TOKEN);
  const firebase = (payload as { firebase?: unknown }).firebase;
  const tenant =
    typeof firebase === 'object' && firebase !== null ? (firebase as { tenant?: unknown }).tenant : null;
  return typeof tenant === 'string' ? tenant : null;
}

/**
 * The Firebase user a bearer token claims (`sub`), read WITHOUT verifying it, or null when
 * there is no token or no such claim. Only to look the user up ahead of verification; the
 * lookup counts only if verification yields the same user.
 */
export function claimedUid(token: string | null): string | null {
  if (!token) return null;
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    const sub = (payload as { sub?: unknown } | null)?.sub;
    return typeof sub === 'string' && sub.length > 0 && sub.length <= 128 ? sub : null;
  } catch {
    return null;
  }
}

export interface VerifiedIdentity {
  uid: string;
  /** The person acting as this user, when the token came from an impersonation. */
  impersonatorId: string | null;
}

export interface TokenVerifier {
  /** Verifies signature, expiry, audience, tenant and revocation; throws 401 when rejected. */
  verify(idToken: string, firebaseTenantId: string | null): Promise<VerifiedIdentity>;
  /**
   * Forgets every token of this user verified so far, so the next one is checked with the
   * identity provider again (revocation included). Called when the user's person is found
   * disabled.
   */
  forget?(uid: string): void;
}

/** Firebase error codes that mean "this token is no good", as opposed to an outage. */
function isRejectedToken(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('auth/') && code !== 'auth/internal-error';
}

/** Tokens remembered at most (about 1 kB each); the least recently used goes first. */
export const VERIFIED_TOKENS_MAX = 10_000;
/**
 * How long a verified token is taken as verified before the identity provider is asked again:
 * the longest a revocation made outside Faena (a password change, the Firebase console) goes
 * unnoticed. Faena's own (disabling a person) is noticed at once: the person is checked in the
 * database on every call, and seeing them disabled makes this cache forget their tokens.
 */
export const REVOCATION_RECHECK_MS = 30_000;

export interface VerifiedTokenCacheOptions {
  maxEntries?: number;
  recheckMs?: number;
  /** Milliseconds since the epoch (tests move it). */
  now?: () => number;
}

/** The `exp` claim (seconds since the epoch) of a token already verified, or null. */
function expiryOf(idToken: string): number | null {
  try {
    const payload = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8'));
    const exp = (payload as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

interface VerifiedToken {
  identity: VerifiedIdentity;
  /** Taken as verified until then (ms): never past the token's `exp`. */
  validUntil: number;
}

/**
 * Remembers what `inner` verified, keyed by the token string (and the Firebase tenant it was
 * verified for), so a token used again within `recheckMs` and before its `exp` costs no call to
 * the identity provider. Only successes are remembered: a rejected token is verified (and
 * rejected) again each time. Concurrent verifications of one token share one call. At most
 * `maxEntries` tokens, the least recently used dropped first.
 */
export function cachingTokenVerifier(
  inner: TokenVerifier,
  {
    maxEntries = VERIFIED_TOKENS_MAX,
    recheckMs = REVOCATION_RECHECK_MS,
    now = Date.now,
  }: VerifiedTokenCacheOptions = {},
): TokenVerifier & { readonly size: number } {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const verified = new Map<string, VerifiedToken>();
  const pending = new Map<string, Promise<VerifiedIdentity>>();
  // Bumped by forget(): a verification begun before it is not remembered when it ends.
  let generation = 0;

  const remember = (key: string, idToken: string, identity: VerifiedIdentity, checkedAt: number) => {
    const exp = expiryOf(idToken);
    if (exp === null) return;
    const validUntil = Math.min(exp * 1000, checkedAt + recheckMs);
    if (validUntil <= now()) return;
    verified.set(key, { identity, validUntil });
    while (verified.size > maxEntries) {
      const oldest = verified.keys().next().value;
      if (oldest === undefined) break;
      verified.delete(oldest);
    }
  };

  return {
    get size() {
      return verified.size;
    },
    verify(idToken, firebaseTenantId) {
      // Tokens are base64url and dots: a space cannot occur in one.
      const key = `${firebaseTenantId ?? ''} ${idToken}`;
      const known = verified.get(key);
      if (known) {
        verified.delete(key);
        if (now() < known.validUntil) {
          verified.set(key, known);
          return Promise.resolve(known.identity);
        }
      }
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const checkedAt = now();
      const startedIn = generation;
      const verification = inner
        .verify(idToken, firebaseTenantId)
        .then((identity) => {
          if (generation === startedIn) remember(key, idToken, identity, checkedAt);
          return identity;
        })
        .finally(() => pending.delete(key));
      pending.set(key, verification);
      return verification;
    },
    forget(uid) {
      generation += 1;
      for (const [key, entry] of verified) if (entry.identity.uid === uid) verified.delete(key);
      inner.forget?.(uid);
    },
  };
}

/** Checks a token with Firebase on every call: signature, expiry, tenant and revocation. */
function uncachedFirebaseVerifier(auth: Auth): TokenVerifier {
  return {
    async verify(idToken, firebaseTenantId) {
      // Tenant users must be verified by their tenant's Auth: the project-level call rejects
      // them (and in the emulator cannot even find them).
      const verifier = firebaseTenantId ? auth.tenantManager().authForTenant(firebaseTenantId) : auth;
      try {
        const decoded = await verifier.verifyIdToken(idToken, true);
        const impersonator = decoded[IMPERSONATOR_CLAIM];
        return { uid: decoded.uid, impersonatorId: typeof impersonator === 'string' ? impersonator : null };
      } catch (error) {
        const code = (error as { code?: unknown } | null)?.code;
        if (code === 'auth/user-disabled') throw personDisabled();
        if (code === 'auth/id-token-revoked') throw tokenRevoked();
        if (isRejectedToken(error)) throw unauthenticated(INVALID_TOKEN);
        throw error;
      }
    },
  };
}

/**
 * Firebase's verification (revocation included, `verifyIdToken(token, true)`: a call to the
 * identity provider) behind a cache of the tokens it accepted: see cachingTokenVerifier.
 */
export function firebaseTokenVerifier(auth: Auth, options: VerifiedTokenCacheOptions = {}): TokenVerifier {
  return cachingTokenVerifier(uncachedFirebaseVerifier(auth), options);
}
