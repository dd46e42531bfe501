/**
 * Sign-in by a 6-digit code (SPEC 5): emailed to a person of the organization, used once,
 * refused when wrong or expired, and exchanged for a session of that person.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithCustomToken } from '../../../test/support/identity.ts';
import { ACME_HOST, DEMO_HOST, startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const BRUNO = 'bruno@demo.faena.test';

const send = (email: string, host = DEMO_HOST) =>
  t.app.inject({ method: 'POST', url: '/api/sign-in/code', headers: { host }, payload: { email } });
const verify = (email: string, code: string, host = DEMO_HOST) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sign-in/code/verify',
    headers: { host },
    payload: { email, code },
  });

describe('sign-in by code', () => {
  it('emails a 6-digit code that signs the person in once', async () => {
    const sent = await send('Bruno@Demo.Faena.test');
    expect(sent.statusCode).toBe(202);
    const { code, expires_at } = sent.json();
    expect(code).toMatch(/^\d{6}$/);
    const minutesLeft = (Date.parse(expires_at) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(9);
    expect(minutesLeft).toBeLessThanOrEqual(10);
    expect(t.mail.at(-1)).toMatchObject({ to: BRUNO });
    expect(t.mail.at(-1)?.text).toContain(code);

    const verified = await verify(BRUNO, code);
    expect(verified.statusCode).toBe(200);
    const idToken = await signInWithCustomToken(verified.json().custom_token, t.firebaseTenantId('demo'));
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { host: DEMO_HOST, authorization: `Bearer ${idToken}` },
    });
    expect(me.json()).toMatchObject({ email: BRUNO });

    // Used up: the same code again is wrong.
    expect((await verify(BRUNO, code)).json()).toMatchObject({
      code: 'CODE_INVALID',
      message: 'Código incorrecto. Por favor, vuelve a intentarlo.',
    });
  });

  it('refuses a wrong code, and burns the code after five wrong guesses', async () => {
    const { code } = (await send(BRUNO)).json();
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await verify(BRUNO, wrong);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Código incorrecto. Por favor, vuelve a intentarlo.');
    for (let guess = 0; guess < 4; guess++) await verify(BRUNO, wrong);
    expect((await verify(BRUNO, code)).json().code).toBe('CODE_INVALID');
  });

  it('says when the code expired', async () => {
    const { code } = (await send(BRUNO)).json();
    await t.database.withTenant('demo', (tx) =>
      tx.execute(
        sql`update sign_in_codes set expires_at = now() - interval '1 second' where email = ${BRUNO}`,
      ),
    );
    const expired = await verify(BRUNO, code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      code: 'CODE_EXPIRED',
      message: 'El código expiró. Solicita uno nuevo.',
    });
  });

  it('sends nothing to an address that is no person of the organization', async () => {
    const before = t.mail.length;
    // Ana has an identity in acme's provider but is no member there.
    const refused = await send('ana@demo.faena.test', ACME_HOST);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('No estás registrado en Acme Logística');
    expect(t.mail.length).toBe(before);
  });

  it('keeps codes per organization', async () => {
    const { code } = (await send(BRUNO)).json();
    expect((await verify(BRUNO, code, ACME_HOST)).json().code).toBe('CODE_INVALID');
  });
});
