import type { Auth, AuthCredential, AuthProvider, UserCredential } from 'firebase/auth';
import {
  GoogleAuthProvider,
  OAuthProvider,
  SAMLAuthProvider,
  signInWithCredential,
  signInWithPopup,
} from '@/platform/session/firebase';
import { FederatedSignInInProgressError } from '@/platform/session/sign-in-errors';

export type FederatedMethod = { type: 'GOOGLE' } | { type: 'OIDC' | 'SAML'; providerId: string };

/** The test account typed in the emulator dialog. */
export interface EmulatorAccount {
  email: string;
  name: string;
  /**
   * Whether the provider vouches for the email (default true). An unverified email of an
   * existing account makes the provider ask to confirm with the previous method (SPEC 8).
   */
  emailVerified?: boolean;
}

function base64Url(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT: the Auth Emulator reads its claims without checking a signature. */
export function unsignedJwt(claims: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.`;
}

/** A stable subject per email, so the same test account signs in as the same user. */
export function emulatorSubject(email: string): string {
  return `emulator-${email
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}`;
}

/**
 * The Auth Emulator's credential for a provider (no popup: it cannot load Google's scripts).
 * Google takes JSON claims; OIDC and SAML take an unsigned ID token through a generic OAuth
 * credential, which the emulator maps to the provider named by `providerId`.
 */
export function emulatorCredential(method: FederatedMethod, account: EmulatorAccount): AuthCredential {
  const email = account.email.trim().toLowerCase();
  const claims = {
    sub: emulatorSubject(email),
    email,
    email_verified: account.emailVerified ?? true,
    name: account.name.trim(),
  };
  if (method.type === 'GOOGLE') return GoogleAuthProvider.credential(JSON.stringify(claims));
  const idToken = unsignedJwt({
    ...claims,
    iss: `https://${method.providerId}.emulator.faena.test`,
    aud: method.providerId,
    iat: Math.floor(Date.now() / 1000),
  });
  return new OAuthProvider(method.providerId).credential({ idToken });
}

/** The production provider of the popup flow (500×600, SPEC 9: the SDK's own size). */
export function popupProvider(method: FederatedMethod): AuthProvider {
  if (method.type === 'GOOGLE') return new GoogleAuthProvider();
  if (method.type === 'SAML') return new SAMLAuthProvider(method.providerId);
  return new OAuthProvider(method.providerId);
}

let inProgress = false;

/**
 * One federated sign-in at a time: a second one while the first runs is refused with
 * 'Another federated sign-in method is already in progress'. With an emulator account it
 * signs in with the emulator credential, otherwise through the provider's popup.
 */
export async function signInFederated(
  auth: Auth,
  method: FederatedMethod,
  emulatorAccount?: EmulatorAccount,
): Promise<UserCredential> {
  if (inProgress) throw new FederatedSignInInProgressError();
  inProgress = true;
  try {
    return emulatorAccount
      ? await signInWithCredential(auth, emulatorCredential(method, emulatorAccount))
      : await signInWithPopup(auth, popupProvider(method));
  } finally {
    inProgress = false;
  }
}
