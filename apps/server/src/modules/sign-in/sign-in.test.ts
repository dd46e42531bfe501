/**
 * The questions the sign-in screens ask anonymously: is this email registered here and how
 * does it already sign in, and which organizations does it belong to (on the bare host).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signInWithGoogle } from '../../../test/support/identity.ts';
import { ACME_HOST, DEMO_HOST, startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { firebaseAuth } from '../../platform/auth/firebase.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const options = (email: string, host = DEMO_HOST) =>
  t.app.inject({ method: 'POST', url: '/api/sign-in/options', headers: { host }, payload: { email } });
const workspaces = (email: string, host = 'faena.localhost') =>
  t.app.inject({ method: 'POST', url: '/api/sign-in/workspaces', headers: { host }, payload: { email } });

describe('POST /api/sign-in/options', () => {
  it('tells a registered email and the methods it already uses', async () => {
    const response = await options('Ana@Demo.Faena.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ registered: true, methods: [{ type: 'PASSWORD' }] });
  });

  it('tells an identity without a person: not registered, yet it has methods', async () => {
    // Ana has a password identity in acme's provider but is no member there.
    expect((await options('ana@demo.faena.test', ACME_HOST)).json()).toEqual({
      registered: false,
      methods: [{ type: 'PASSWORD' }],
    });
  });

  it('tells an unknown email: not registered, no methods', async () => {
    expect((await options('nadie@demo.faena.test')).json()).toEqual({ registered: false, methods: [] });
  });

  it('lists every provider linked to the identity (Google next to the password)', async () => {
    const password = await signIn('bruno@demo.faena.test', t.firebaseTenantId('demo'));
    await signInWithGoogle('bruno@demo.faena.test', t.firebaseTenantId('demo'), password);
    expect((await options('bruno@demo.faena.test')).json()).toEqual({
      registered: true,
      methods: expect.arrayContaining([{ type: 'PASSWORD' }, { type: 'GOOGLE' }]),
    });
  });

  it('names the provider of OIDC and SAML identities', async () => {
    const users = firebaseAuth(t.config.firebase.projectId)
      .tenantManager()
      .authForTenant(t.firebaseTenantId('acme'));
    await users.createUser({ uid: 'acme-sso', email: 'sso@acme.faena.test' });
    await users.updateUser('acme-sso', {
      providerToLink: { providerId: 'oidc.acme', uid: 'oidc-sso', email: 'sso@acme.faena.test' },
    });
    await users.updateUser('acme-sso', {
      providerToLink: { providerId: 'saml.acme', uid: 'saml-sso', email: 'sso@acme.faena.test' },
    });
    const methods = (await options('sso@acme.faena.test', ACME_HOST)).json().methods;
    expect(methods).toEqual(
      expect.arrayContaining([
        { type: 'OIDC', provider_id: 'oidc.acme' },
        { type: 'SAML', provider_id: 'saml.acme' },
      ]),
    );
  });

  it('refuses something that is not an email with a 400', async () => {
    const response = await options('no-es-correo');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('POST /api/sign-in/workspaces', () => {
  it('answers on the bare host the organizations the email belongs to', async () => {
    const response = await workspaces('ANA@demo.faena.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ workspaces: [{ subdomain: 'demo', name: 'Demo Faena' }] });
  });

  it('works on any host, even one naming no organization', async () => {
    const response = await workspaces('carla@acme.faena.test', 'nope.faena.localhost');
    expect(response.json()).toEqual({ workspaces: [{ subdomain: 'acme', name: 'Acme Logística' }] });
  });

  it('answers an empty list for an unknown email, and leaves out disabled people', async () => {
    expect((await workspaces('nadie@faena.test')).json()).toEqual({ workspaces: [] });
    const admin = `Bearer ${await t.tokenOf('ana@demo.faena.test', 'demo')}`;
    const bruno = '0a5e7d1c-3b52-4c1e-9f0a-000000000002';
    const disable = (disabled: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/persons/${bruno}`,
        headers: { host: DEMO_HOST, authorization: admin },
        payload: { disabled },
      });
    expect((await disable(true)).statusCode).toBe(200);
    expect((await workspaces('bruno@demo.faena.test')).json()).toEqual({ workspaces: [] });
    await disable(false);
  });
});
