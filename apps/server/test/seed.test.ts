import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firebaseAuth } from '../src/platform/auth/firebase.ts';
import { organizations, persons } from '../src/platform/database/tenant-table.ts';
import { seedDemoData } from '../src/seed.ts';
import { DEMO_CREDENTIALS } from '../src/seed-data.ts';
import { signIn } from './support/identity.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('seed', () => {
  it('is idempotent: a second run keeps the Firebase tenants and the rows', async () => {
    const before = await t.database.privileged.select().from(organizations).orderBy(organizations.id);
    const again = await seedDemoData({
      database: t.database,
      emulatorAuth: firebaseAuth(t.config.firebase.projectId),
      directory: false,
    });
    const after = await t.database.privileged.select().from(organizations).orderBy(organizations.id);
    expect(after).toEqual(before);
    expect(again.firebaseTenantIds).toEqual({
      demo: t.firebaseTenantId('demo'),
      acme: t.firebaseTenantId('acme'),
      feria: t.firebaseTenantId('feria'),
    });
    expect(await t.database.privileged.select().from(persons)).toHaveLength(4);
  });

  it('lets every published demo credential sign in to its tenant', async () => {
    for (const credential of DEMO_CREDENTIALS) {
      await expect(
        signIn(credential.email, t.firebaseTenantId(credential.tenant), credential.password),
      ).resolves.toMatch(/\./);
    }
  });

  it('keeps sessions valid across a re-seed (existing users are not rewritten)', async () => {
    const token = await t.tokenOf('bruno@demo.faena.test', 'demo');
    await seedDemoData({ database: t.database, emulatorAuth: firebaseAuth(t.config.firebase.projectId) });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { host: 'demo.faena.localhost', authorization: `Bearer ${token}` },
    });
    expect(response.json()).toMatchObject({ name: 'Bruno Díaz' });
  });
});
