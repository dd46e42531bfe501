/**
 * What the server asks of the identity provider besides verifying tokens. Behind an
 * interface so routes do not depend on firebase-admin directly.
 */
import type { Auth } from 'firebase-admin/auth';

/** Custom claim naming the person who is acting as the token's user. */
export const IMPERSONATOR_CLAIM = 'faena_impersonator';

export interface IdentityAdmin {
  /** A custom token the web SDK exchanges for an ID token of `uid` (in the tenant's Firebase tenant). */
  createCustomToken(
    firebaseTenantId: string | null,
    uid: string,
    claims: Record<string, string>,
  ): Promise<string>;
}

export function firebaseIdentityAdmin(auth: Auth): IdentityAdmin {
  return {
    createCustomToken(firebaseTenantId, uid, claims) {
      const scoped = firebaseTenantId ? auth.tenantManager().authForTenant(firebaseTenantId) : auth;
      return scoped.createCustomToken(uid, claims);
    },
  };
}
