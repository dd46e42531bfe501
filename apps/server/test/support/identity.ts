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

async function identityToolkit(method: string, body: object): Promise<Record<string, unknown>> {
  const url = `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/${method}?key=any`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${method} failed: ${JSON.stringify(answer)}`);
  return answer;
}

/** Completes an email sign-in link (its oobCode), as the web SDK's signInWithEmailLink does. */
export async function signInWithEmailLink(
  link: string,
  email: string,
  firebaseTenantId: string | null,
): Promise<string> {
  const oobCode = new URL(link).searchParams.get('oobCode');
  if (!oobCode) throw new Error(`No oobCode in ${link}`);
  const answer = await identityToolkit('accounts:signInWithEmailLink', {
    email,
    oobCode,
    returnSecureToken: true,
    ...(firebaseTenantId ? { tenantId: firebaseTenantId } : {}),
  });
  return String(answer.idToken);
}

/** Signs in with a Google credential the emulator accepts offline, creating or linking the user. */
export async function signInWithGoogle(
  email: string,
  firebaseTenantId: string | null,
  idToken?: string,
): Promise<string> {
  const credential = JSON.stringify({ sub: `google-${email}`, email, email_verified: true });
  const answer = await identityToolkit('accounts:signInWithIdp', {
    requestUri: 'http://localhost',
    postBody: `id_token=${encodeURIComponent(credential)}&providerId=google.com`,
    returnSecureToken: true,
    returnIdpCredential: true,
    ...(idToken ? { idToken } : {}),
    ...(firebaseTenantId ? { tenantId: firebaseTenantId } : {}),
  });
  return String(answer.idToken);
}
