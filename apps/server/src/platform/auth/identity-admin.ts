/**
 * What the server asks of the identity provider besides verifying tokens. Behind an
 * interface so routes do not depend on firebase-admin directly.
 */
import type { Auth, TenantAwareAuth } from 'firebase-admin/auth';
import { ApiError } from '../http/errors.ts';
import { methodOfProvider, type SignInMethod, sameMethod } from './sign-in-methods.ts';

/** Custom claim naming the person who is acting as the token's user. */
export const IMPERSONATOR_CLAIM = 'faena_impersonator';

export interface IdentityAdmin {
  /** A custom token the web SDK exchanges for an ID token of `uid` (in the tenant's Firebase tenant). */
  createCustomToken(
    firebaseTenantId: string | null,
    uid: string,
    claims: Record<string, string>,
  ): Promise<string>;
  /** The methods the user with this email already signs in with; empty when there is no such user. */
  signInMethodsOf(firebaseTenantId: string | null, email: string): Promise<SignInMethod[]>;
  /** The uid of the user with this email, created (without a password) when missing. */
  ensureUser(firebaseTenantId: string | null, email: string, displayName: string): Promise<string>;
  /** An email sign-in link that lands on `continueUrl`. */
  emailSignInLink(firebaseTenantId: string | null, email: string, continueUrl: string): Promise<string>;
  /** Disables (and signs out everywhere) or re-enables a user. */
  setUserDisabled(firebaseTenantId: string | null, uid: string, disabled: boolean): Promise<void>;
}

function hasCode(error: unknown, code: string): boolean {
  return (error as { code?: unknown } | null)?.code === code;
}

/** The provider refusing an address (malformed for it, say) is the caller's mistake. */
function rethrowInvalidEmail(error: unknown): never {
  if (hasCode(error, 'auth/invalid-email')) {
    throw new ApiError(400, 'VALIDATION_ERROR', 'El correo electrónico no es válido.', {
      email: 'El correo electrónico no es válido.',
    });
  }
  throw error;
}

export function firebaseIdentityAdmin(auth: Auth): IdentityAdmin {
  const scoped = (firebaseTenantId: string | null): Auth | TenantAwareAuth =>
    firebaseTenantId ? auth.tenantManager().authForTenant(firebaseTenantId) : auth;

  return {
    createCustomToken(firebaseTenantId, uid, claims) {
      return scoped(firebaseTenantId).createCustomToken(uid, claims);
    },

    async signInMethodsOf(firebaseTenantId, email) {
      try {
        const user = await scoped(firebaseTenantId).getUserByEmail(email);
        const methods: SignInMethod[] = [];
        for (const provider of user.providerData) {
          const method = methodOfProvider(provider.providerId, Boolean(user.passwordHash));
          if (!methods.some((known) => sameMethod(known, method))) methods.push(method);
        }
        return methods;
      } catch (error) {
        if (hasCode(error, 'auth/user-not-found') || hasCode(error, 'auth/invalid-email')) return [];
        throw error;
      }
    },

    async ensureUser(firebaseTenantId, email, displayName) {
      const users = scoped(firebaseTenantId);
      try {
        return (await users.getUserByEmail(email)).uid;
      } catch (error) {
        if (!hasCode(error, 'auth/user-not-found')) rethrowInvalidEmail(error);
      }
      try {
        return (await users.createUser({ email, displayName, emailVerified: false })).uid;
      } catch (error) {
        // Created by a concurrent request in between.
        if (hasCode(error, 'auth/email-already-exists')) return (await users.getUserByEmail(email)).uid;
        rethrowInvalidEmail(error);
      }
    },

    async emailSignInLink(firebaseTenantId, email, continueUrl) {
      try {
        return await scoped(firebaseTenantId).generateSignInWithEmailLink(email, {
          url: continueUrl,
          handleCodeInApp: true,
        });
      } catch (error) {
        rethrowInvalidEmail(error);
      }
    },

    async setUserDisabled(firebaseTenantId, uid, disabled) {
      const users = scoped(firebaseTenantId);
      try {
        await users.updateUser(uid, { disabled });
        // Every refresh token issued so far stops working; ID tokens are checked for
        // revocation on each call, so the person is out at once.
        if (disabled) await users.revokeRefreshTokens(uid);
      } catch (error) {
        // A person whose identity was removed from the provider has nothing left to disable.
        if (!hasCode(error, 'auth/user-not-found')) throw error;
      }
    },
  };
}
