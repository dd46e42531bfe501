/**
 * Signing in through the Auth Emulator's REST API, as the web SDK would.
 */
import { inject } from 'vitest';
import { SEED_PASSWORD } from '../../src/seed-data.ts';

export function emulatorHost(): string {
  return inject('authEmulatorHost');
}

export async function signIn(
  email: string,
  firebaseTenantId: string | null,
  password = SEED_PASSWORD,
): Promise<string> {
  const url = `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password,
      returnSecureToken: true,
      ...(firebaseTenantId ? { tenantId: firebaseTenantId } : {}),
    }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!response.ok || !body.idToken) throw new Error(`Sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** Exchanges a custom token for an ID token, as the web SDK's signInWithCustomToken does. */
export async function signInWithCustomToken(
  customToken: string,
  firebaseTenantId: string | null,
): Promise<string> {
  const url = `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=any`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      token: customToken,
      returnSecureToken: true,
      ...(firebaseTenantId ? { tenantId: firebaseTenantId } : {}),
    }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!response.ok || !body.idToken) throw new Error(`Custom token sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}
