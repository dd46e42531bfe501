import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithCustomToken } from '../../../test/support/identity.ts';
import { ACME_HOST, DEMO_HOST, startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { auditLog } from '../../platform/audit/tables.ts';

const ANA = { email: 'ana@demo.faena.test', id: '0a5e7d1c-3b52-4c1e-9f0a-000000000001', name: 'Ana Torres' };
const BRUNO = {
  email: 'bruno@demo.faena.test',
  id: '0a5e7d1c-3b52-4c1e-9f0a-000000000002',
  name: 'Bruno Díaz',
};
const CARLA = { email: 'carla@acme.faena.test' };
const DEVICE = { device_info: { platform: 'web' } };
const BRUNO_DEFAULTS = ['VIEW_HOME', 'VIEW_SETTINGS', 'VIEW_NOTIFICATIONS'];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
function call(token: string, method: Method, url: string, payload?: object, host = DEMO_HOST) {
  return t.app.inject({
    method,
    url,
    headers: { host, authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

async function impersonate(asEmail: string, personId: string): Promise<string> {
  const started = await call(await t.tokenOf(asEmail, 'demo'), 'POST', '/api/impersonations', {
    person_id: personId,
  });
  expect(started.statusCode).toBe(201);
  return signInWithCustomToken(started.json().custom_token, t.firebaseTenantId('demo'));
}

async function setPermissions(personId: string, permissions: string[]) {
  const set = await call(
    await t.tokenOf(ANA.email, 'demo'),
    'PUT',
    `/api/permissions/by-passport/${personId}`,
    {
      permissions,
    },
  );
  expect(set.statusCode).toBe(200);
}

const allRows = () => t.database.privileged.select().from(auditLog);

describe('the audit log of impersonation', () => {
  let brunoAsAna: string;
  beforeAll(async () => {
    brunoAsAna = await impersonate(ANA.email, BRUNO.id);
  });

  it('records a write made while impersonating, naming both people, and not the reads', async () => {
    const before = (await allRows()).length;
    expect((await call(brunoAsAna, 'GET', '/api/me')).statusCode).toBe(200);
    expect((await call(brunoAsAna, 'GET', '/api/notifications')).statusCode).toBe(200);
    expect(await allRows()).toHaveLength(before);

    const registered = await call(brunoAsAna, 'POST', '/api/notifications/devices?why=audit', {
      token: 'token-as-bruno',
      ...DEVICE,
    });
    expect(registered.statusCode).toBe(200);
    const removed = await call(brunoAsAna, 'DELETE', '/api/notifications/devices/token-as-bruno');
    expect(removed.statusCode).toBe(204);

    const log = await call(await t.tokenOf(ANA.email, 'demo'), 'GET', '/api/audit-log');
    expect(log.statusCode).toBe(200);
    const [newest, older] = log.json().results;
    expect(newest).toMatchObject({
      person: { id: BRUNO.id, name: BRUNO.name },
      impersonator: { id: ANA.id, name: ANA.name },
      method: 'DELETE',
      route: '/api/notifications/devices/:token',
      operation_id: 'unregisterNotificationDevice',
      params: { token: 'token-as-bruno' },
      status: 204,
    });
    // The route's pattern, without the query; no body is kept.
    expect(older).toEqual({
      id: expect.any(String),
      at: expect.any(String),
      person: { id: BRUNO.id, name: BRUNO.name },
      impersonator: { id: ANA.id, name: ANA.name },
      method: 'POST',
      route: '/api/notifications/devices',
      operation_id: 'registerNotificationDevice',
      params: {},
      status: 200,
    });
    expect(Date.parse(newest.at)).toBeGreaterThanOrEqual(Date.parse(older.at));
  });

  it('records a refused write with its status', async () => {
    const refused = await call(brunoAsAna, 'PATCH', '/api/organizations/current', { name: 'Tomada' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'IMPERSONATING' });
    const missing = await call(brunoAsAna, 'DELETE', '/api/notifications/devices/never-registered');
    expect(missing.statusCode).toBe(404);
    const invalid = await call(brunoAsAna, 'POST', '/api/notifications/devices', { token: '' });
    expect(invalid.statusCode).toBe(400);

    const log = await call(await t.tokenOf(ANA.email, 'demo'), 'GET', '/api/audit-log?pageSize=3');
    expect(
      log
        .json()
        .results.map((row: { method: string; route: string; status: number }) => [
          row.method,
          row.route,
          row.status,
        ]),
    ).toEqual([
      ['POST', '/api/notifications/devices', 400],
      ['DELETE', '/api/notifications/devices/:token', 404],
      ['PATCH', '/api/organizations/current', 403],
    ]);
  });

  it('does not record the writes of an ordinary session', async () => {
    const before = (await allRows()).length;
    const bruno = await t.tokenOf(BRUNO.email, 'demo');
    expect(
      (await call(bruno, 'POST', '/api/notifications/devices', { token: 'token-of-bruno', ...DEVICE }))
        .statusCode,
    ).toBe(200);
    expect((await call(bruno, 'DELETE', '/api/notifications/devices/token-of-bruno')).statusCode).toBe(204);
    expect(await allRows()).toHaveLength(before);
  });

  it('refuses the write when its audit row cannot be stored', async () => {
    await t.database.privileged.execute(sql`revoke insert on table audit_log from app_user`);
    try {
      const refused = await call(brunoAsAna, 'POST', '/api/notifications/devices', {
        token: 'token-unaudited',
        ...DEVICE,
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ code: 'AUDIT_UNAVAILABLE' });
    } finally {
      await t.database.privileged.execute(sql`grant insert on table audit_log to app_user`);
    }
    const bruno = await t.tokenOf(BRUNO.email, 'demo');
    expect((await call(bruno, 'DELETE', '/api/notifications/devices/token-unaudited')).statusCode).toBe(404);
  });

  it('keeps what a row says: only an unset status may be set', async () => {
    const [row] = await t.database.privileged
      .select()
      .from(auditLog)
      .where(sql`${auditLog.status} is not null`)
      .limit(1);
    if (!row) throw new Error('no audit row');
    const rewritten = await t.database.withTenant('demo', (tx) =>
      tx.update(auditLog).set({ status: 200 }).where(eq(auditLog.id, row.id)).returning(),
    );
    expect(rewritten).toEqual([]);
    await expect(
      t.database.withTenant('demo', (tx) =>
        tx.update(auditLog).set({ route: '/x' }).where(eq(auditLog.id, row.id)),
      ),
    ).rejects.toThrow();
    await expect(
      t.database.withTenant('demo', (tx) => tx.delete(auditLog).where(eq(auditLog.id, row.id))),
    ).rejects.toThrow();
  });

  it('pages newest first and filters by person', async () => {
    const ana = await t.tokenOf(ANA.email, 'demo');
    const all = (await call(ana, 'GET', '/api/audit-log')).json();
    const page2 = (await call(ana, 'GET', '/api/audit-log?pageSize=2&pageNumber=2')).json();
    expect(page2.count).toBe(all.count);
    expect(page2.results.map((row: { id: string }) => row.id)).toEqual(
      all.results.slice(2, 4).map((row: { id: string }) => row.id),
    );
    expect((await call(ana, 'GET', `/api/audit-log?person_id=${ANA.id}`)).json().count).toBe(all.count);
    const acmePerson = '0a5e7d1c-3b52-4c1e-9f0a-000000000003';
    expect((await call(ana, 'GET', `/api/audit-log?person_id=${acmePerson}`)).json()).toEqual({
      results: [],
      count: 0,
    });
  });

  it('is readable with VIEW_AUDIT_LOG only', async () => {
    const refused = await call(await t.tokenOf(BRUNO.email, 'demo'), 'GET', '/api/audit-log');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  describe('in an impersonation session', () => {
    afterAll(() => setPermissions(BRUNO.id, BRUNO_DEFAULTS));

    it('is readable only when both people hold VIEW_AUDIT_LOG', async () => {
      // Ana holds it, Bruno does not: acting as Bruno, no.
      expect((await call(brunoAsAna, 'GET', '/api/audit-log')).statusCode).toBe(403);

      await setPermissions(BRUNO.id, [...BRUNO_DEFAULTS, 'VIEW_AUDIT_LOG']);
      expect((await call(brunoAsAna, 'GET', '/api/audit-log')).statusCode).toBe(200);

      // Bruno may impersonate but not read the log: acting as Ana (who may), no.
      await setPermissions(BRUNO.id, [...BRUNO_DEFAULTS, 'IMPERSONATE']);
      const anaAsBruno = await impersonate(BRUNO.email, ANA.id);
      expect((await call(anaAsBruno, 'GET', '/api/audit-log')).statusCode).toBe(403);
    });
  });

  it("keeps each organization's log to itself", async () => {
    const demoRows = await allRows();
    expect(demoRows.length).toBeGreaterThan(0);
    const seenFromAcme = await t.database.withTenant('acme', (tx) => tx.select().from(auditLog));
    expect(seenFromAcme).toEqual([]);
    const acme = await call(
      await t.tokenOf(CARLA.email, 'acme'),
      'GET',
      '/api/audit-log',
      undefined,
      ACME_HOST,
    );
    expect(acme.statusCode).toBe(200);
    expect(acme.json()).toEqual({ results: [], count: 0 });
  });
});
