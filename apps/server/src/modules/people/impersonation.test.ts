import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithCustomToken } from '../../../test/support/identity.ts';
import { DEMO_HOST, startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { personPermissions } from '../../platform/auth/tables.ts';
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

function call(token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) {
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
    const self = await impersonate(ANA.email, ANA.id);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ message: 'No puedes suplantarte a ti mismo.' });
    const acmePerson = await impersonate(ANA.email, '0a5e7d1c-3b52-4c1e-9f0a-000000000003');
    expect(acmePerson.statusCode).toBe(404);
  });

  describe('as a person who holds only IMPERSONATE, acting as the administrator', () => {
    let anaAsBruno: string;
    beforeAll(async () => {
      const anaToken = await t.tokenOf(ANA.email, 'demo');
      await call(anaToken, 'PUT', `/api/permissions/by-passport/${BRUNO.id}`, {
        permissions: ['VIEW_HOME', 'IMPERSONATE'],
      });
      const started = await impersonate(BRUNO.email, ANA.id);
      expect(started.statusCode).toBe(201);
      anaAsBruno = await signInWithCustomToken(started.json().custom_token, t.firebaseTenantId('demo'));
    });
    afterAll(async () => {
      await call(await t.tokenOf(ANA.email, 'demo'), 'PUT', `/api/permissions/by-passport/${BRUNO.id}`, {
        permissions: ['VIEW_HOME', 'VIEW_SETTINGS', 'VIEW_NOTIFICATIONS'],
      });
    });

    it('holds only what both hold', async () => {
      const me = await call(anaAsBruno, 'GET', '/api/me');
      expect(me.json()).toMatchObject({ id: ANA.id, impersonated_by: { id: BRUNO.id } });
      expect((await call(anaAsBruno, 'GET', '/api/site-config/me')).json().permissions.sort()).toEqual([
        'IMPERSONATE',
        'VIEW_HOME',
      ]);
      const people = await call(anaAsBruno, 'GET', '/api/persons');
      expect(people.statusCode).toBe(403);
      expect(people.json()).toMatchObject({ code: 'FORBIDDEN' });
      const others = await call(anaAsBruno, 'GET', `/api/permissions/by-passport/${BRUNO.id}`);
      expect(others.statusCode).toBe(403);
    });

    it('cannot change permissions, impersonate or change the organization', async () => {
      const refusals = [
        await call(anaAsBruno, 'PUT', `/api/permissions/by-passport/${BRUNO.id}`, {
          permissions: ['IMPERSONATE'],
        }),
        await call(anaAsBruno, 'POST', '/api/impersonations', { person_id: BRUNO.id }),
        await call(anaAsBruno, 'PATCH', '/api/organizations/current', { name: 'Tomada' }),
        await call(anaAsBruno, 'PUT', '/api/organizations/current/logo', {
          content_type: 'image/png',
          data: 'AAAA',
        }),
      ];
      for (const refused of refusals) {
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({
          statusCode: 403,
          error: 'Forbidden',
          code: 'IMPERSONATING',
          message: 'No puedes realizar esta acción mientras suplantas a otra persona.',
        });
      }
      const permissions = await t.database.privileged
        .select()
        .from(personPermissions)
        .where(eq(personPermissions.personId, BRUNO.id));
      expect(permissions[0]?.permissions).toEqual(['VIEW_HOME', 'IMPERSONATE']);
    });

    it('is refused those even when both hold every permission', async () => {
      const anaToken = await t.tokenOf(ANA.email, 'demo');
      const all = (await call(anaToken, 'GET', '/api/permissions'))
        .json()
        .results.map((p: { code: string }) => p.code);
      await call(anaToken, 'PUT', `/api/permissions/by-passport/${BRUNO.id}`, { permissions: all });
      const started = await impersonate(ANA.email, BRUNO.id);
      const brunoWithAll = await signInWithCustomToken(
        started.json().custom_token,
        t.firebaseTenantId('demo'),
      );
      expect((await call(brunoWithAll, 'GET', '/api/site-config/me')).json().permissions.sort()).toEqual(
        [...all].sort(),
      );
      expect((await call(brunoWithAll, 'GET', '/api/persons')).statusCode).toBe(200);
      for (const refused of [
        await call(brunoWithAll, 'PUT', `/api/permissions/by-passport/${ANA.id}`, { permissions: all }),
        await call(brunoWithAll, 'POST', '/api/impersonations', { person_id: ANA.id }),
        await call(brunoWithAll, 'PATCH', '/api/organizations/current', { name: 'Tomada' }),
      ]) {
        expect(refused.json()).toMatchObject({ statusCode: 403, code: 'IMPERSONATING' });
      }
    });
  });

  it('ends when the administrator loses the permission', async () => {
    // Nobody may change their own permissions, and demo has no other administrator.
    await t.database.privileged
      .update(personPermissions)
      .set({ permissions: ['VIEW_HOME', 'MANAGE_PERMISSIONS'] })
      .where(eq(personPermissions.personId, ANA.id));
    const me = await call(brunoAsAna, 'GET', '/api/me');
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
