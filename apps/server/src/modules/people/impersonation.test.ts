import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithCustomToken } from '../../../test/support/identity.ts';
import { DEMO_HOST, startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { impersonations } from './tables.ts';

const ANA = { email: 'ana@demo.faena.test', id: '0a5e7d1c-3b52-4c1e-9f0a-000000000001', name: 'Ana Torres' };
const BRUNO = {
  email: 'bruno@demo.faena.test',
  id: '0a5e7d1c-3b52-4c1e-9f0a-000000000002',
  name: 'Bruno Díaz',
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

function call(token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { host: DEMO_HOST, authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

async function impersonate(asEmail: string, personId: string) {
  return call(await t.tokenOf(asEmail, 'demo'), 'POST', '/api/impersonations', { person_id: personId });
}

describe('impersonation', () => {
  let brunoAsAna: string;

  it('gives an administrator a session as another person, recorded and visible in /me', async () => {
    const started = await impersonate(ANA.email, BRUNO.id);
    expect(started.statusCode).toBe(201);
    expect(started.json().person).toEqual({ id: BRUNO.id, name: BRUNO.name });

    brunoAsAna = await signInWithCustomToken(started.json().custom_token, t.firebaseTenantId('demo'));
    const me = await call(brunoAsAna, 'GET', '/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: BRUNO.id, impersonated_by: { id: ANA.id, name: ANA.name } });

    // The session has the impersonated person's permissions, not the administrator's.
    expect((await call(brunoAsAna, 'GET', '/api/site-config/me')).json().permissions).not.toContain(
      'IMPERSONATE',
    );

    const recorded = await t.database.privileged
      .select()
      .from(impersonations)
      .where(and(eq(impersonations.impersonatorId, ANA.id), eq(impersonations.personId, BRUNO.id)));
    expect(recorded).toHaveLength(1);
  });

  it('shows no impersonator in an ordinary session', async () => {
    const me = await call(await t.tokenOf(BRUNO.email, 'demo'), 'GET', '/api/me');
    expect(me.json().impersonated_by).toBeNull();
  });

  it('needs the IMPERSONATE permission', async () => {
    const refused = await impersonate(BRUNO.email, ANA.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses impersonating oneself or a person the organization does not have', async () => {
    expect((await impersonate(ANA.email, ANA.id)).json()).toMatchObject({ code: 'CANNOT_IMPERSONATE_SELF' });
    const acmePerson = await impersonate(ANA.email, '0a5e7d1c-3b52-4c1e-9f0a-000000000003');
    expect(acmePerson.statusCode).toBe(404);
  });

  it('ends when the administrator loses the permission', async () => {
    const anaToken = await t.tokenOf(ANA.email, 'demo');
    await call(anaToken, 'PUT', `/api/permissions/by-passport/${ANA.id}`, {
      permissions: ['VIEW_HOME', 'MANAGE_PERMISSIONS'],
    });
    const me = await call(brunoAsAna, 'GET', '/api/me');
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
