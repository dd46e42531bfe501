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

export interface VerifiedIdentity {
  uid: string;
  /** The person acting as this user, when the token came from an impersonation. */
  impersonatorId: string | null;
}

export interface TokenVerifier {
  /** Verifies signature, expiry, audience, tenant and revocation; throws 401 when rejected. */
  verify(idToken: string, firebaseTenantId: string | null): Promise<VerifiedIdentity>;
}

/** Firebase error codes that mean "this token is no good", as opposed to an outage. */
function isRejectedToken(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('auth/') && code !== 'auth/internal-error';
}

export function firebaseTokenVerifier(auth: Auth): TokenVerifier {
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
