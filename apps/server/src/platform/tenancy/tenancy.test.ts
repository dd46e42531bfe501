import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the organization of a host', () => {
  it.each([
    "o'brien.faena.localhost",
    'back\\slash.faena.localhost',
    "x');delete from tenants;--.faena.localhost",
    "demo'--.faena.localhost",
  ])(
    'is unknown for a subdomain with quotes or backslashes (%s): 404, and nothing else happens',
    async (host) => {
      const token = await t.tokenOf('ana@demo.faena.test', 'demo');
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { host, authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'TENANT_NOT_FOUND' });
      expect((await t.getAs('/api/me')).statusCode).toBe(200);
    },
  );
});
