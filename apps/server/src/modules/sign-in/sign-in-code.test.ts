/**
 * Sign-in by a 6-digit code (SPEC 5): emailed to a person of the organization, used once,
 * refused when wrong or expired, and exchanged for a session of that person.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithCustomToken } from '../../../test/support/identity.ts';
import { ACME_HOST, DEMO_HOST, startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { selectRows } from '../../platform/database/database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const BRUNO = 'bruno@demo.faena.test';
const ANA = 'ana@demo.faena.test';
const CARLA = 'carla@acme.faena.test';

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

  it('answers an address that is no person of the organization as if sent, and sends nothing', async () => {
    const before = t.mail.length;
    const known = await send(ANA);
    const mailAfterKnown = t.mail.length;
    // Carla is a person of acme, not of demo; nobody has the other address.
    for (const stranger of [CARLA, 'nadie@demo.faena.test']) {
      const answered = await send(stranger);
      expect(answered.statusCode).toBe(known.statusCode);
      expect(Object.keys(answered.json()).sort()).toEqual(Object.keys(known.json()).sort());
      expect(answered.json().expires_at).toEqual(expect.any(String));
      expect(answered.json()).not.toHaveProperty('message');
      // The code it names signs nobody in.
      const code = answered.json().code as string;
      expect(code).toMatch(/^\d{6}$/);
      expect((await verify(stranger, code)).json().code).toBe('CODE_INVALID');
    }
    expect(mailAfterKnown - before).toBe(1);
    expect(t.mail.length).toBe(mailAfterKnown);
  });

  it('counts an unknown address against its hourly limit like a known one', async () => {
    const stranger = 'limit-me@demo.faena.test';
    for (let sent = 0; sent < 5; sent++) expect((await send(stranger)).statusCode).toBe(202);
    const refused = await send(stranger);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('CODE_REQUESTS_LIMITED');
  });

  it('keeps codes per organization', async () => {
    const { code } = (await send(BRUNO)).json();
    expect((await verify(BRUNO, code, ACME_HOST)).json().code).toBe('CODE_INVALID');
  });

  it('sends one address at most five codes an hour, whoever asks, and says how long to wait', async () => {
    const before = t.mail.length;
    for (let sent = 0; sent < 5; sent++) expect((await send(CARLA, ACME_HOST)).statusCode).toBe(202);
    const refused = await send(CARLA, ACME_HOST);
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(refused.json()).toMatchObject({
      code: 'CODE_REQUESTS_LIMITED',
      retry_after_seconds: wait,
      message: expect.stringMatching(
        /^Ya enviamos varios códigos a este correo\. Podrás pedir otro en \d+ minutos?\.$/,
      ),
    });
    expect(t.mail.length - before).toBe(5);
    // Another address of the same organization is not held up.
    expect((await send('Bruno@Demo.Faena.test')).statusCode).toBe(202);
  });

  it('locks an address out after ten wrong guesses across its codes, and lets it in again afterwards', async () => {
    const guessWrong = async (code: string) => verify(ANA, code === '000000' ? '111111' : '000000');
    const first = (await send(ANA)).json().code;
    for (let guess = 0; guess < 5; guess++) expect((await guessWrong(first)).statusCode).toBe(400);
    // A new code is no fresh allowance: five more wrong guesses lock the address out.
    const second = (await send(ANA)).json().code;
    for (let guess = 0; guess < 4; guess++) expect((await guessWrong(second)).statusCode).toBe(400);
    const locked = await guessWrong(second);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'SIGN_IN_LOCKED',
      message: 'Demasiados códigos incorrectos. Podrás volver a intentarlo en 15 minutos.',
      retry_after_seconds: 900,
    });
    // Locked: even the right code is refused, and no new code is sent.
    expect((await verify(ANA, second)).json().code).toBe('SIGN_IN_LOCKED');
    const before = t.mail.length;
    expect((await send(ANA)).json().code).toBe('SIGN_IN_LOCKED');
    expect(t.mail.length).toBe(before);
    // Other addresses are not locked.
    expect((await verify(BRUNO, '000000')).json().code).toBe('CODE_INVALID');

    // Once the lock-out is over, a new code signs in and the count starts afresh.
    await t.database.withTenant('demo', (tx) =>
      tx.execute(
        sql`update sign_in_lockouts set locked_until = now() - interval '1 second' where email = ${ANA}`,
      ),
    );
    const third = (await send(ANA)).json().code;
    expect((await guessWrong(third)).statusCode).toBe(400);
    expect((await verify(ANA, third)).statusCode).toBe(200);
    const rows = await t.database.withTenant('demo', (tx) =>
      selectRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from sign_in_lockouts where email = ${ANA}`,
      ),
    );
    expect(rows).toEqual([{ n: 0 }]);
  });
});
