/** The signed-in person reads and renames themself; nobody else is touched. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOST, startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

async function call(email: string, method: 'GET' | 'PATCH', payload?: object) {
  const token = await t.tokenOf(email, 'demo');
  return t.app.inject({
    method,
    url: '/api/me',
    headers: { host: DEMO_HOST, authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

describe('PATCH /api/me', () => {
  it('renames the signed-in person, trimmed, and only them', async () => {
    const renamed = await call('bruno@demo.faena.test', 'PATCH', { name: '  Bruno D. Díaz  ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Bruno D. Díaz', email: 'bruno@demo.faena.test' });
    expect((await call('bruno@demo.faena.test', 'GET')).json().name).toBe('Bruno D. Díaz');
    expect((await call('ana@demo.faena.test', 'GET')).json().name).toBe('Ana Torres');
    await call('bruno@demo.faena.test', 'PATCH', { name: 'Bruno Díaz' });
  });

  it('refuses a blank or too long name with the field message', async () => {
    const blank = await call('bruno@demo.faena.test', 'PATCH', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ name: 'Este campo es requerido' });
    const long = await call('bruno@demo.faena.test', 'PATCH', { name: 'x'.repeat(81) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ name: 'Debe tener a lo más 80 caracteres' });
    expect((await call('bruno@demo.faena.test', 'PATCH', { name: 'x'.repeat(80) })).statusCode).toBe(200);
    await call('bruno@demo.faena.test', 'PATCH', { name: 'Bruno Díaz' });
    expect((await call('bruno@demo.faena.test', 'GET')).json().name).toBe('Bruno Díaz');
  });

  it.each([
    ['zero-width space and joiner', '\u200B\u200D'],
    ['bidi override and isolate', '\u202E\u2066'],
    ['byte order mark', '\uFEFF'],
    ['no-break and ideographic spaces', '\u00A0\u3000'],
  ])('refuses a name made only of invisible characters (%s)', async (_, name) => {
    const response = await call('bruno@demo.faena.test', 'PATCH', { name });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { name: 'Este campo es requerido' },
    });
    expect((await call('bruno@demo.faena.test', 'GET')).json().name).toBe('Bruno Díaz');
  });

  it('stores the name without invisible characters at its ends, and keeps those inside', async () => {
    const renamed = await call('bruno@demo.faena.test', 'PATCH', {
      name: '\u200B\u00A0Bruno\u200DDíaz\uFEFF\u3000',
    });
    expect(renamed.json().name).toBe('Bruno\u200DDíaz');
    await call('bruno@demo.faena.test', 'PATCH', { name: 'Bruno Díaz' });
  });
});
