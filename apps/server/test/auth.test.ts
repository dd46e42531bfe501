import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_HOST, DEMO_HOST, startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const getMe = (host: string, authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/me',
    headers: { host, ...(authorization ? { authorization } : {}) },
  });

describe('GET /api/me', () => {
  it('answers the signed-in person of the host tenant', async () => {
    const token = await t.tokenOf('ana@demo.faena.test', 'demo');
    const response = await getMe(DEMO_HOST, `Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: '0a5e7d1c-3b52-4c1e-9f0a-000000000001',
      tenant_id: 'demo',
      name: 'Ana Torres',
      email: 'ana@demo.faena.test',
      impersonated_by: null,
      onboarded_at: null,
    });
  });

  it('answers the person of acme at the acme host', async () => {
    const token = await t.tokenOf('carla@acme.faena.test', 'acme');
    const response = await getMe(ACME_HOST, `Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ tenant_id: 'acme', name: 'Carla Méndez' });
  });

  it('answers 401 UNAUTHENTICATED without a token, with a Bearer challenge', async () => {
    const response = await getMe(DEMO_HOST);
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.json()).toMatchObject({
      statusCode: 401,
      error: 'Unauthorized',
      code: 'UNAUTHENTICATED',
    });
  });

  it.each([
    'Bearer garbage',
    'Bearer a.b.c',
    'Bearer eyJhbGciOiJub25lIn0.bm90IGpzb24.',
    'Basic YW5hOnNlY3JldA==',
    'Bearer',
  ])('answers 401 UNAUTHENTICATED for a malformed credential (%s)', async (authorization) => {
    const response = await getMe(DEMO_HOST, authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('answers 401 for a token of the right tenant that fails verification', async () => {
    const token = await t.tokenOf('ana@demo.faena.test', 'demo');
    const [header, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = Buffer.from(JSON.stringify({ ...claims, aud: 'another-project' })).toString('base64url');
    const response = await getMe(DEMO_HOST, `Bearer ${header}.${tampered}.`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('answers 403 TENANT_MISMATCH for a demo token at the acme host', async () => {
    const token = await t.tokenOf('ana@demo.faena.test', 'demo');
    const response = await getMe(ACME_HOST, `Bearer ${token}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      code: 'TENANT_MISMATCH',
      message: 'Tenant in token is not valid',
    });
  });

  it('answers 403 NOT_A_MEMBER for an acme identity without a person in acme', async () => {
    // Ana of demo has an identity in acme's Firebase tenant, but acme has no person for her.
    const token = await t.tokenOf('ana@demo.faena.test', 'acme');
    const response = await getMe(ACME_HOST, `Bearer ${token}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      code: 'NOT_A_MEMBER',
      message: 'No perteneces a la organización',
    });
  });

  it('answers 404 for an unknown organization before looking at the token', async () => {
    const token = await t.tokenOf('ana@demo.faena.test', 'demo');
    const response = await getMe('nope.faena.localhost', `Bearer ${token}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'TENANT_NOT_FOUND' });
  });
});
