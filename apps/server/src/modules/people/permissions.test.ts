import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/support/identity.ts';
import { DEMO_HOST, startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { firebaseAuth } from '../../platform/auth/firebase.ts';

const ANA = { email: 'ana@demo.faena.test', id: '0a5e7d1c-3b52-4c1e-9f0a-000000000001' };
const BRUNO = { email: 'bruno@demo.faena.test', id: '0a5e7d1c-3b52-4c1e-9f0a-000000000002' };
const ALL = [
  'VIEW_HOME',
  'VIEW_SETTINGS',
  'VIEW_NOTIFICATIONS',
  'MANAGE_ACTIVITIES',
  'MANAGE_CHECKLISTS',
  'MANAGE_POSTS',
  'MANAGE_REPORTS',
  'MANAGE_PEOPLE',
  'MANAGE_ASSETS',
  'MANAGE_LINKS',
  'MANAGE_WORKFLOWS',
  'MANAGE_PERMISSIONS',
  'MANAGE_ORGANIZATION',
  'MANAGE_ORGANIZATION_STRUCTURE',
  'IMPERSONATE',
  'VIEW_AUDIT_LOG',
];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

async function call(email: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) {
  return callWith(await t.tokenOf(email, 'demo'), method, url, payload);
}

function callWith(token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { host: DEMO_HOST, authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

describe('site config and permissions', () => {
  it('gives a person the default permission flags and an administrator all of them', async () => {
    expect((await call(BRUNO.email, 'GET', '/api/site-config/me')).json()).toEqual({
      permissions: ['VIEW_HOME', 'VIEW_SETTINGS', 'VIEW_NOTIFICATIONS'],
    });
    expect((await call(ANA.email, 'GET', '/api/site-config/me')).json().permissions.sort()).toEqual(
      [...ALL].sort(),
    );
  });

  it('lists every available permission with its description', async () => {
    const body = (await call(BRUNO.email, 'GET', '/api/permissions')).json();
    expect(body.count).toBe(ALL.length);
    expect(body.results.map((p: { code: string }) => p.code)).toEqual(ALL);
    expect(body.results.every((p: { description: string }) => p.description.length > 0)).toBe(true);
  });

  it('lets a person read their own permissions but not somebody else’s', async () => {
    const own = await call(BRUNO.email, 'GET', `/api/permissions/by-passport/${BRUNO.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({
      passport_id: BRUNO.id,
      permissions: ['VIEW_HOME', 'VIEW_SETTINGS', 'VIEW_NOTIFICATIONS'],
    });
    const other = await call(BRUNO.email, 'GET', `/api/permissions/by-passport/${ANA.id}`);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('lets an administrator change a person’s permissions, which their site config then shows', async () => {
    const put = await call(ANA.email, 'PUT', `/api/permissions/by-passport/${BRUNO.id}`, {
      permissions: ['VIEW_HOME', 'MANAGE_PEOPLE'],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ passport_id: BRUNO.id, permissions: ['VIEW_HOME', 'MANAGE_PEOPLE'] });
    expect((await call(BRUNO.email, 'GET', '/api/site-config/me')).json()).toEqual({
      permissions: ['VIEW_HOME', 'MANAGE_PEOPLE'],
    });
  });

  it('refuses a change from a person without MANAGE_PERMISSIONS', async () => {
    const put = await call(BRUNO.email, 'PUT', `/api/permissions/by-passport/${BRUNO.id}`, {
      permissions: [...ALL],
    });
    expect(put.statusCode).toBe(403);
    expect(put.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'No tienes permiso para realizar esta acción.',
    });
  });

  it('answers 404 for a passport of nobody in this organization, and 400 for an unknown permission', async () => {
    const missing = await call(
      ANA.email,
      'GET',
      '/api/permissions/by-passport/0a5e7d1c-3b52-4c1e-9f0a-00000000ffff',
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    const acmePerson = await call(
      ANA.email,
      'GET',
      '/api/permissions/by-passport/0a5e7d1c-3b52-4c1e-9f0a-000000000003',
    );
    expect(acmePerson.statusCode).toBe(404);
    const bad = await call(ANA.email, 'PUT', `/api/permissions/by-passport/${BRUNO.id}`, {
      permissions: ['BE_KING'],
    });
    expect(bad.statusCode).toBe(400);
  });

  it('never lets anybody change their own permissions', async () => {
    const own = await call(ANA.email, 'PUT', `/api/permissions/by-passport/${ANA.id}`, {
      permissions: ['VIEW_HOME'],
    });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({
      code: 'OWN_PERMISSIONS',
      message: 'No puedes cambiar tus propios permisos.',
    });
    expect((await call(ANA.email, 'GET', '/api/site-config/me')).json().permissions.sort()).toEqual(
      [...ALL].sort(),
    );
  });

  it('lets a person with MANAGE_PERMISSIONS grant only permissions they hold', async () => {
    const invited = await call(ANA.email, 'POST', '/api/invitations', {
      email: 'elena@demo.faena.test',
      name: 'Elena Ruiz',
    });
    expect(invited.statusCode).toBe(201);
    const found = await call(ANA.email, 'GET', '/api/persons?search=elena');
    const elenaId: string = found.json().results[0].id;
    await call(ANA.email, 'PUT', `/api/permissions/by-passport/${BRUNO.id}`, {
      permissions: ['VIEW_HOME', 'MANAGE_PERMISSIONS'],
    });
    try {
      const beyond = await call(BRUNO.email, 'PUT', `/api/permissions/by-passport/${elenaId}`, {
        permissions: ['VIEW_HOME', 'MANAGE_ORGANIZATION', 'IMPERSONATE'],
      });
      expect(beyond.statusCode).toBe(403);
      expect(beyond.json()).toMatchObject({
        code: 'PERMISSIONS_NOT_HELD',
        message: 'No puedes otorgar permisos que no tienes: MANAGE_ORGANIZATION, IMPERSONATE.',
      });
      const self = await call(BRUNO.email, 'PUT', `/api/permissions/by-passport/${BRUNO.id}`, {
        permissions: [...ALL],
      });
      expect(self.statusCode).toBe(403);
      expect(self.json()).toMatchObject({ code: 'OWN_PERMISSIONS' });
      const held = await call(BRUNO.email, 'PUT', `/api/permissions/by-passport/${elenaId}`, {
        permissions: ['VIEW_HOME', 'MANAGE_PERMISSIONS'],
      });
      expect(held.statusCode).toBe(200);
      // What a person already holds may stay while a lesser manager edits the rest.
      await call(ANA.email, 'PUT', `/api/permissions/by-passport/${elenaId}`, {
        permissions: ['IMPERSONATE'],
      });
      const kept = await call(BRUNO.email, 'PUT', `/api/permissions/by-passport/${elenaId}`, {
        permissions: ['VIEW_HOME', 'IMPERSONATE'],
      });
      expect(kept.statusCode).toBe(200);
    } finally {
      await call(ANA.email, 'PUT', `/api/permissions/by-passport/${BRUNO.id}`, {
        permissions: ['VIEW_HOME', 'VIEW_SETTINGS', 'VIEW_NOTIFICATIONS'],
      });
    }
  });
});

describe('disabling a person', () => {
  it('disables the identity, ends every session at once, and lets the person back in when re-enabled', async () => {
    const demoTenant = t.firebaseTenantId('demo');
    const bruno = await signIn(BRUNO.email, demoTenant);
    // Revocation has a one-second resolution: the session must have started before it.
    const authTime = Number(
      JSON.parse(Buffer.from(bruno.split('.')[1] ?? '', 'base64url').toString()).auth_time,
    );
    while (Math.floor(Date.now() / 1000) <= authTime) await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await callWith(bruno, 'GET', '/api/me')).statusCode).toBe(200);

    const disable = await call(ANA.email, 'PATCH', `/api/persons/${BRUNO.id}`, { disabled: true });
    expect(disable.statusCode).toBe(200);
    expect(disable.json()).toMatchObject({ id: BRUNO.id, disabled: true });
    const users = firebaseAuth(t.config.firebase.projectId).tenantManager().authForTenant(demoTenant);
    expect((await users.getUser('demo-bruno')).disabled).toBe(true);

    const refused = await callWith(bruno, 'GET', '/api/me');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'USER_DISABLED' });
    await expect(signIn(BRUNO.email, demoTenant)).rejects.toThrow(/USER_DISABLED/);

    await call(ANA.email, 'PATCH', `/api/persons/${BRUNO.id}`, { disabled: false });
    expect((await users.getUser('demo-bruno')).disabled).toBe(false);
    // The old session stays closed; a new sign-in works.
    const stale = await callWith(bruno, 'GET', '/api/me');
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ code: 'TOKEN_REVOKED' });
    const fresh = await signIn(BRUNO.email, demoTenant);
    expect((await callWith(fresh, 'GET', '/api/me')).statusCode).toBe(200);
  });

  it('needs MANAGE_PEOPLE and never lets an administrator lock themself out', async () => {
    await call(ANA.email, 'PUT', `/api/permissions/by-passport/${BRUNO.id}`, { permissions: ['VIEW_HOME'] });
    // Bruno's earlier sessions were revoked above: a fresh one.
    const bruno = await signIn(BRUNO.email, t.firebaseTenantId('demo'));
    expect((await callWith(bruno, 'PATCH', `/api/persons/${ANA.id}`, { disabled: true })).statusCode).toBe(
      403,
    );
    const self = await call(ANA.email, 'PATCH', `/api/persons/${ANA.id}`, { disabled: true });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ code: 'CANNOT_DISABLE_SELF' });
    expect((await call(ANA.email, 'GET', '/api/me')).statusCode).toBe(200);
  });
});
