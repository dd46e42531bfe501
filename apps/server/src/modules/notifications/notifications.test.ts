/**
 * Notifications: the inbox and its totals, read and delete (own notifications only), push
 * devices, notify → push, and the live stream over a real socket — pings, live events,
 * Last-Event-ID replay, the per-person limit, clean-up, and fan-out between two instances
 * on one database through LISTEN/NOTIFY.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openSse } from '../../../test/support/sse.ts';
import {
  ACME_HOST,
  capturingMailer,
  DEMO_HOST,
  startTestApp,
  type TestApp,
} from '../../../test/support/test-app.ts';
import { buildApp, type FaenaApp } from '../../app.ts';
import { type Database, openDatabase } from '../../platform/database/database.ts';
import { notificationEvents, parseNotificationEvent } from './notify.ts';
import { fcmMessageFor, type RecordingPushSender } from './push.ts';
import { MAX_DEVICES_PER_PERSON } from './queries.ts';
import { notificationDevices, notifications } from './tables.ts';

const ANA = 'ana@demo.faena.test';
const BRUNO = 'bruno@demo.faena.test';
const CARLA = 'carla@acme.faena.test';
const ANA_ID = '0a5e7d1c-3b52-4c1e-9f0a-000000000001';
const BRUNO_ID = '0a5e7d1c-3b52-4c1e-9f0a-000000000002';
const CARLA_ID = '0a5e7d1c-3b52-4c1e-9f0a-000000000003';

let t: TestApp;
let demoUrl: string;
beforeAll(async () => {
  t = await startTestApp({ env: { FAENA_SSE_PING_SECONDS: '0.2', FAENA_SSE_MAX_PER_PERSON: '2' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  // A host without a subdomain is the default tenant, demo.
  demoUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => t?.close());

async function call(
  email: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  options: { payload?: object; host?: string; tenant?: string } = {},
) {
  const tenant = options.tenant ?? (email === CARLA ? 'acme' : 'demo');
  return t.app.inject({
    method,
    url,
    headers: {
      host: options.host ?? (tenant === 'acme' ? ACME_HOST : DEMO_HOST),
      authorization: `Bearer ${await t.tokenOf(email, tenant)}`,
    },
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

const newPost = (n: number) => ({ type: 'NEW_POST', postId: `post-${n}`, title: `Publicación ${n}` });
// What another socket or connection does is waited for, not timed: a loaded machine may take seconds.
const SETTLED = { timeout: 10_000 };
const pushes = () => t.app.notifications.pushSender as RecordingPushSender;

describe('the inbox', () => {
  beforeAll(async () => {
    // 25 for Bruno (newest last), one for Ana.
    for (let n = 1; n <= 25; n++) {
      await t.app.notifications.notify({ organizationId: 'demo', personIds: [BRUNO_ID] }, newPost(n));
    }
    await t.app.notifications.notify({ organizationId: 'demo', personIds: [ANA_ID] }, newPost(100));
  });

  it('pages 20 at a time, newest first, with count and totalUnread', async () => {
    const first = await call(BRUNO, 'GET', '/api/notifications');
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page).toMatchObject({ count: 25, totalUnread: 25 });
    expect(page.results).toHaveLength(20);
    expect(page.results[0]).toEqual({
      id: expect.any(String),
      read: false,
      payload: { type: 'NEW_POST', postId: 'post-25', title: 'Publicación 25' },
      created_at: expect.any(String),
    });
    const second = (await call(BRUNO, 'GET', '/api/notifications?pageNumber=2&pageSize=20')).json();
    expect(second.results.map((n: { payload: { postId: string } }) => n.payload.postId)).toEqual([
      'post-5',
      'post-4',
      'post-3',
      'post-2',
      'post-1',
    ]);
    const beyond = (await call(BRUNO, 'GET', '/api/notifications?pageNumber=9')).json();
    expect(beyond).toEqual({ results: [], count: 25, totalUnread: 25 });
  });

  it('marks read and deletes, persistently, only the own notifications', async () => {
    const [latest, other] = (await call(BRUNO, 'GET', '/api/notifications?pageSize=2')).json().results;
    const read = await call(BRUNO, 'POST', `/api/notifications/${latest.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: latest.id, read: true });
    // Again: still read, still fine.
    expect((await call(BRUNO, 'POST', `/api/notifications/${latest.id}/read`)).statusCode).toBe(200);

    // Ana cannot touch Bruno's, and learns nothing about them.
    for (const [method, url] of [
      ['POST', `/api/notifications/${other.id}/read`],
      ['DELETE', `/api/notifications/${other.id}`],
    ] as const) {
      const refused = await call(ANA, method, url);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'NOT_FOUND', message: 'La notificación no existe.' });
    }

    const deleted = await call(BRUNO, 'DELETE', `/api/notifications/${other.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await call(BRUNO, 'DELETE', `/api/notifications/${other.id}`)).statusCode).toBe(404);

    const page = (await call(BRUNO, 'GET', '/api/notifications')).json();
    expect(page).toMatchObject({ count: 24, totalUnread: 23 });
    expect(page.results[0]).toMatchObject({ id: latest.id, read: true });
    expect(page.results.map((n: { id: string }) => n.id)).not.toContain(other.id);
    expect((await call(ANA, 'GET', '/api/notifications')).json()).toMatchObject({ count: 1, totalUnread: 1 });
  });

  it('refuses bad ids, page numbers and sizes the way other routes do', async () => {
    const badId = await call(BRUNO, 'POST', '/api/notifications/not-a-uuid/read');
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'params/id must match format "uuid"',
    });
    const tooBig = await call(BRUNO, 'GET', '/api/notifications?pageSize=101');
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'querystring/pageSize must be <= 100',
    });
    for (const query of ['pageNumber=0', 'pageNumber=x', 'pageSize=0', 'page=2']) {
      const response = await call(BRUNO, 'GET', `/api/notifications?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code, query).toBe('VALIDATION_ERROR');
    }
  });

  it('keeps tenants apart: acme sees none of demo and cannot touch it', async () => {
    const demoRow = (await call(BRUNO, 'GET', '/api/notifications?pageSize=1')).json().results[0];
    expect((await call(CARLA, 'GET', '/api/notifications')).json()).toEqual({
      results: [],
      count: 0,
      totalUnread: 0,
    });
    expect((await call(CARLA, 'POST', `/api/notifications/${demoRow.id}/read`)).statusCode).toBe(404);
    expect((await call(CARLA, 'DELETE', `/api/notifications/${demoRow.id}`)).statusCode).toBe(404);
    // Carla's token at demo's host is refused outright.
    expect((await call(CARLA, 'GET', '/api/notifications', { host: DEMO_HOST })).statusCode).toBe(403);
    // And notify refuses a person of another tenant (RLS and the foreign key).
    await expect(
      t.app.notifications.notify({ organizationId: 'demo', personIds: [CARLA_ID] }, newPost(1)),
    ).rejects.toThrow();
  });

  it('needs VIEW_NOTIFICATIONS', async () => {
    await t.app.inject({
      method: 'PUT',
      url: `/api/permissions/by-passport/${BRUNO_ID}`,
      headers: { host: DEMO_HOST, authorization: `Bearer ${await t.tokenOf(ANA, 'demo')}` },
      payload: { permissions: ['VIEW_HOME'] },
    });
    try {
      const refused = await call(BRUNO, 'GET', '/api/notifications');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: `/api/permissions/by-passport/${BRUNO_ID}`,
        headers: { host: DEMO_HOST, authorization: `Bearer ${await t.tokenOf(ANA, 'demo')}` },
        payload: { permissions: ['VIEW_HOME', 'VIEW_SETTINGS', 'VIEW_NOTIFICATIONS'] },
      });
    }
    expect((await call(BRUNO, 'GET', '/api/notifications')).statusCode).toBe(200);
  });
});

describe('push devices', () => {
  const deviceRows = () =>
    t.database.privileged
      .select()
      .from(notificationDevices)
      .where(eq(notificationDevices.organizationId, 'demo'));

  it('registers a device, moves a re-registered token to the caller, and unregisters it', async () => {
    const registered = await call(ANA, 'POST', '/api/notifications/devices', {
      payload: { token: 'fcm:token-1', device_info: { platform: 'web', userAgent: 'Firefox' } },
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toMatchObject({
      token: 'fcm:token-1',
      device_info: { platform: 'web', userAgent: 'Firefox' },
    });
    const moved = await call(BRUNO, 'POST', '/api/notifications/devices', {
      payload: { token: 'fcm:token-1', device_info: { platform: 'android' } },
    });
    expect(moved.statusCode).toBe(200);
    expect(await deviceRows()).toEqual([
      expect.objectContaining({
        token: 'fcm:token-1',
        personId: BRUNO_ID,
        deviceInfo: { platform: 'android' },
      }),
    ]);

    // Not Ana's any more; Carla's tenant has no such token at all.
    expect((await call(ANA, 'DELETE', '/api/notifications/devices/fcm:token-1')).statusCode).toBe(404);
    expect((await call(CARLA, 'DELETE', '/api/notifications/devices/fcm:token-1')).statusCode).toBe(404);
    expect(await deviceRows()).toHaveLength(1);
    expect((await call(BRUNO, 'DELETE', '/api/notifications/devices/fcm:token-1')).statusCode).toBe(204);
    expect(await deviceRows()).toEqual([]);
  });

  it('keeps the 20 most recently registered devices of a person and forgets older ones', async () => {
    const register = (token: string) =>
      call(ANA, 'POST', '/api/notifications/devices', {
        payload: { token, device_info: { platform: 'web' } },
      });
    const tokens = Array.from({ length: MAX_DEVICES_PER_PERSON + 1 }, (_, i) => `fcm:cap-${i}`);
    for (const token of tokens.slice(0, MAX_DEVICES_PER_PERSON)) {
      expect((await register(token)).statusCode).toBe(200);
    }
    // The first one comes back (a refresh), so the second is now the least recent.
    await register(tokens[0]!);
    expect((await register(tokens[MAX_DEVICES_PER_PERSON]!)).statusCode).toBe(200);

    const kept = (await deviceRows()).filter((row) => row.personId === ANA_ID).map((row) => row.token);
    expect(kept).toHaveLength(MAX_DEVICES_PER_PERSON);
    expect(kept).toContain(tokens[0]);
    expect(kept).toContain(tokens[MAX_DEVICES_PER_PERSON]);
    expect(kept).not.toContain(tokens[1]);
    for (const token of kept) await call(ANA, 'DELETE', `/api/notifications/devices/${token}`);
  });

  it('refuses malformed registrations', async () => {
    for (const payload of [
      { token: '', device_info: {} },
      { token: 'a b', device_info: {} },
      { token: 'x', device_info: { nested: { a: 1 } } },
      { token: 'x' },
      { token: 'x', device_info: {}, extra: 1 },
    ]) {
      const response = await call(ANA, 'POST', '/api/notifications/devices', { payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('pushes a notification to the devices of its person, with the link to the post', async () => {
    await call(BRUNO, 'POST', '/api/notifications/devices', {
      payload: { token: 'bruno-phone', device_info: { platform: 'ios' } },
    });
    await call(BRUNO, 'POST', '/api/notifications/devices', {
      payload: { token: 'bruno-web', device_info: { platform: 'web' } },
    });
    const before = pushes().sent.length;
    const [row] = await t.app.notifications.notify(
      { organizationId: 'demo', personIds: [BRUNO_ID, ANA_ID] },
      { type: 'NEW_POST', postId: 'p-42', title: 'Bienvenida' },
    );
    const sent = pushes().sent.slice(before);
    // Ana has no device: only Bruno's two are pushed to.
    expect(sent).toHaveLength(1);
    expect(sent[0]?.tokens.sort()).toEqual(['bruno-phone', 'bruno-web']);
    expect(sent[0]?.notification).toMatchObject({
      organizationId: 'demo',
      personId: BRUNO_ID,
      notificationId: row?.id,
    });
    expect(sent[0]?.message).toMatchObject({
      notification: { title: 'Nueva publicación', body: 'Bienvenida' },
      data: { type: 'NEW_POST', link: '/posts/p-42' },
      webpush: { fcmOptions: { link: 'http://demo.faena.localhost:3000/posts/p-42' } },
    });
  });

  it('never throws a push failure at the caller, and forgets unregistered tokens', async () => {
    const failing = {
      send: vi.fn(async (tokens: readonly string[]) => ({
        unregisteredTokens: tokens.filter((x) => x === 'gone'),
      })),
    };
    const app = await buildApp({
      config: t.config,
      database: t.database,
      mailer: capturingMailer(),
      pushSender: failing,
    });
    try {
      await app.ready();
      await t.database.privileged
        .insert(notificationDevices)
        .values({ organizationId: 'demo', personId: ANA_ID, token: 'gone', deviceInfo: {} });
      await app.notifications.notify({ organizationId: 'demo', personIds: [ANA_ID] }, newPost(7));
      expect(failing.send).toHaveBeenCalledWith(['gone'], expect.objectContaining({ personId: ANA_ID }));
      const left = await t.database.privileged
        .select()
        .from(notificationDevices)
        .where(eq(notificationDevices.token, 'gone'));
      expect(left).toEqual([]);

      failing.send.mockRejectedValue(new Error('FCM is down'));
      await call(ANA, 'POST', '/api/notifications/devices', {
        payload: { token: 'ana-web', device_info: {} },
      });
      const rows = await app.notifications.notify(
        { organizationId: 'demo', personIds: [ANA_ID] },
        newPost(8),
      );
      expect(rows).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it("records a feature's notices in its own transaction: gone with a rollback, delivered after the commit", async () => {
    const before = pushes().sent.length;
    await expect(
      t.database.withTenant('demo', async (tx) => {
        await t.app.notifications.record(tx, 'demo', [{ personIds: [BRUNO_ID], payload: newPost(901) }]);
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    const recorded = await t.database.withTenant('demo', (tx) =>
      t.app.notifications.record(tx, 'demo', [
        { personIds: [BRUNO_ID, ANA_ID, BRUNO_ID], payload: newPost(902) },
        { personIds: [ANA_ID], payload: newPost(903) },
        { personIds: [], payload: newPost(904) },
      ]),
    );
    expect(recorded.rows.map((row) => [row.personId, row.payload.postId])).toEqual([
      [BRUNO_ID, 'post-902'],
      [ANA_ID, 'post-902'],
      [ANA_ID, 'post-903'],
    ]);
    await t.app.notifications.deliver(recorded);
    const stored = await t.database.privileged
      .select({ personId: notifications.personId, postId: sql<string>`${notifications.payload}->>'postId'` })
      .from(notifications)
      .where(sql`${notifications.payload}->>'postId' in ('post-901', 'post-902', 'post-903', 'post-904')`)
      .orderBy(notifications.seq);
    expect(stored).toEqual([
      { personId: BRUNO_ID, postId: 'post-902' },
      { personId: ANA_ID, postId: 'post-902' },
      { personId: ANA_ID, postId: 'post-903' },
    ]);
    // Pushed after the commit: Bruno's devices (registered above) get his notification.
    const pushed = pushes()
      .sent.slice(before)
      .map((push) => push.notification.notificationId);
    expect(pushed).toContain(recorded.rows[0]?.id);
    expect(recorded.rows.map((row) => row.id)).toEqual(expect.arrayContaining(pushed));
  });

  it('builds the FCM message as data plus a notification (pure)', () => {
    const message = fcmMessageFor(['t1'], {
      organizationId: 'demo',
      personId: ANA_ID,
      notificationId: 'n1',
      payload: { type: 'SOMETHING', title: 'Hola', count: 3 },
      link: null,
    });
    expect(message).toEqual({
      tokens: ['t1'],
      notification: { title: 'Nueva notificación', body: 'Hola' },
      data: {
        notificationId: 'n1',
        type: 'SOMETHING',
        payload: '{"type":"SOMETHING","title":"Hola","count":3}',
      },
    });
  });

  it('hands out the web push public key from configuration', async () => {
    const response = await call(ANA, 'GET', '/api/notifications/push-config');
    expect(response.json()).toEqual({ webPushPublicKey: null });
    const app = await buildApp({
      config: { ...t.config, notifications: { ...t.config.notifications, webPushPublicKey: 'BPublicKey' } },
      database: t.database,
    });
    try {
      const configured = await app.inject({
        method: 'GET',
        url: '/api/notifications/push-config',
        headers: { host: DEMO_HOST, authorization: `Bearer ${await t.tokenOf(ANA, 'demo')}` },
      });
      expect(configured.json()).toEqual({ webPushPublicKey: 'BPublicKey' });
    } finally {
      await app.close();
    }
  });
});

describe('the event channel', () => {
  it('announces seq runs in parts under the NOTIFY size limit', () => {
    const seqs = Array.from({ length: 3000 }, (_, i) => i * 2);
    const events = notificationEvents('o', 'demo', seqs);
    expect(events.length).toBeGreaterThan(1);
    for (const event of events) expect(Buffer.byteLength(event)).toBeLessThan(8000);
    const back = events.flatMap((event) => parseNotificationEvent(event)?.seqs ?? []);
    expect(back.flatMap(([from, to]) => (from === to ? [from] : [from, to]))).toEqual(seqs);
    expect(notificationEvents('o', 'demo', [5, 6, 7, 9])).toEqual([
      '{"origin":"o","tenantId":"demo","seqs":[[5,7],[9,9]]}',
    ]);
    expect(parseNotificationEvent('nope')).toBeNull();
  });
});

describe('the live stream', () => {
  const sseUrl = () => `${demoUrl}/api/notifications/devices/sse`;
  const bearer = async (email: string) => ({ authorization: `Bearer ${await t.tokenOf(email, 'demo')}` });
  const hub = () => t.app.notifications.hub;

  it('needs a member with VIEW_NOTIFICATIONS', async () => {
    const response = await fetch(sseUrl());
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('sends pings and the notifications made after connecting, then cleans up on disconnect', async () => {
    const stream = await openSse(sseUrl(), await bearer(ANA));
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toBe('text/event-stream');
      expect(stream.response.headers.get('cache-control')).toBe('no-cache');
      expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
      expect(hub().count('demo', ANA_ID)).toBe(1);
      expect((await stream.next((e) => e.event === 'ping')).data).toBe('{}');

      const [row] = await t.app.notifications.notify(
        { organizationId: 'demo', personIds: [ANA_ID] },
        newPost(500),
      );
      const event = await stream.next((e) => e.event === 'notification');
      expect(event.id).toBe(String(row?.seq));
      expect(JSON.parse(event.data)).toEqual({
        id: row?.id,
        read: false,
        payload: newPost(500),
        created_at: row?.createdAt.toISOString(),
      });
      // Someone else's notification does not reach Ana.
      await t.app.notifications.notify({ organizationId: 'demo', personIds: [BRUNO_ID] }, newPost(501));
      const [mine] = await t.app.notifications.notify(
        { organizationId: 'demo', personIds: [ANA_ID] },
        newPost(502),
      );
      const next = await stream.next((e) => e.event === 'notification');
      expect(next.id).toBe(String(mine?.seq));
    } finally {
      stream.close();
    }
    await vi.waitFor(() => expect(hub().count()).toBe(0), SETTLED);
  });

  it('replays what was missed after Last-Event-ID (header or query)', async () => {
    const [first] = await t.app.notifications.notify(
      { organizationId: 'demo', personIds: [ANA_ID] },
      newPost(601),
    );
    const [second] = await t.app.notifications.notify(
      { organizationId: 'demo', personIds: [ANA_ID] },
      newPost(602),
    );
    const [third] = await t.app.notifications.notify(
      { organizationId: 'demo', personIds: [ANA_ID] },
      newPost(603),
    );
    const stream = await openSse(sseUrl(), { ...(await bearer(ANA)), 'last-event-id': String(first?.seq) });
    try {
      const replayed = [
        await stream.next((e) => e.event === 'notification'),
        await stream.next((e) => e.event === 'notification'),
      ];
      expect(replayed.map((e) => e.id)).toEqual([String(second?.seq), String(third?.seq)]);
    } finally {
      stream.close();
    }
    const byQuery = await openSse(`${sseUrl()}?lastEventId=${second?.seq}`, await bearer(ANA));
    try {
      expect((await byQuery.next((e) => e.event === 'notification')).id).toBe(String(third?.seq));
    } finally {
      byQuery.close();
    }
    const bad = await fetch(sseUrl(), { headers: { ...(await bearer(ANA)), 'last-event-id': 'abc' } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    await vi.waitFor(() => expect(hub().count()).toBe(0), SETTLED);
  });

  it('refuses one stream too many per person with 429', async () => {
    const open = [await openSse(sseUrl(), await bearer(ANA)), await openSse(sseUrl(), await bearer(ANA))];
    try {
      const refused = await fetch(sseUrl(), { headers: await bearer(ANA) });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({
        code: 'TOO_MANY_STREAMS',
        message: expect.stringContaining('demasiadas conexiones'),
      });
      // Another person is not affected.
      const bruno = await openSse(sseUrl(), await bearer(BRUNO));
      expect(bruno.response.status).toBe(200);
      bruno.close();
    } finally {
      for (const stream of open) stream.close();
    }
    await vi.waitFor(() => expect(hub().count()).toBe(0), SETTLED);
    const again = await openSse(sseUrl(), await bearer(ANA));
    expect(again.response.status).toBe(200);
    again.close();
    await vi.waitFor(() => expect(hub().count()).toBe(0), SETTLED);
  });

  it('fans out between two instances on one database (LISTEN/NOTIFY)', async () => {
    // Instance B: its own app (and, on PostgreSQL, its own connections) over the same data.
    const ownDatabase = t.database.target.kind === 'postgres';
    const databaseB: Database = ownDatabase ? await openDatabase(t.database.target) : t.database;
    const appB: FaenaApp = await buildApp({
      config: t.config,
      database: databaseB,
      mailer: capturingMailer(),
    });
    try {
      await appB.listen({ port: 0, host: '127.0.0.1' });
      const urlB = `http://127.0.0.1:${(appB.server.address() as { port: number }).port}`;
      const stream = await openSse(`${urlB}/api/notifications/devices/sse`, await bearer(BRUNO));
      try {
        expect(appB.notifications.hub.count('demo', BRUNO_ID)).toBe(1);
        expect(hub().count()).toBe(0);
        // Made through instance A's API (the development route) ...
        const made = await call(ANA, 'POST', '/api/dev/notifications', {
          payload: { person_id: BRUNO_ID, payload: newPost(700) },
        });
        expect(made.statusCode).toBe(201);
        // ... and delivered by instance B.
        const event = await stream.next((e) => e.event === 'notification');
        expect(JSON.parse(event.data)).toMatchObject({ id: made.json().id, payload: newPost(700) });
      } finally {
        stream.close();
      }
      await vi.waitFor(() => expect(appB.notifications.hub.count()).toBe(0), SETTLED);
    } finally {
      await appB.close();
      if (ownDatabase) await databaseB.close();
    }
  });

  it('ends open streams when the app closes', async () => {
    const appC = await buildApp({ config: t.config, database: t.database, mailer: capturingMailer() });
    await appC.listen({ port: 0, host: '127.0.0.1' });
    const urlC = `http://127.0.0.1:${(appC.server.address() as { port: number }).port}`;
    const stream = await openSse(`${urlC}/api/notifications/devices/sse`, await bearer(ANA));
    expect(appC.notifications.hub.count()).toBe(1);
    await appC.close();
    await expect(stream.next(() => false, 2000)).rejects.toThrow(/ended/);
    expect(appC.notifications.hub.count()).toBe(0);
  });
});

describe('Database.listen', () => {
  it('hears NOTIFY from any connection, and stops when asked', async () => {
    const heard: string[] = [];
    const stop = await t.database.listen('faena_test_channel', (payload) => heard.push(payload));
    await t.database.privileged.execute(sql`select pg_notify('faena_test_channel', 'one')`);
    await vi.waitFor(() => expect(heard).toEqual(['one']), SETTLED);
    await stop();
    await t.database.privileged.execute(sql`select pg_notify('faena_test_channel', 'two')`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual(['one']);
    await expect(t.database.listen('bad channel; drop', () => {})).rejects.toThrow(/Invalid channel/);
  });

  // Only PostgreSQL has a listening connection that can drop (PGlite runs in-process): the
  // PostgreSQL run of this suite (CI) defines this test.
  if (process.env.DATABASE_URL !== undefined)
    it('listens again after its connection drops (PostgreSQL)', async () => {
      const heard: string[] = [];
      const stop = await t.database.listen('faena_drop_channel', (payload) => heard.push(payload));
      try {
        await t.database.privileged.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and query ilike 'LISTEN faena_drop_channel%'`,
        );
        await vi.waitFor(
          async () => {
            await t.database.privileged.execute(sql`select pg_notify('faena_drop_channel', 'again')`);
            expect(heard).toContain('again');
          },
          { timeout: 15_000, interval: 500 },
        );
      } finally {
        await stop();
      }
    });
});

describe('the development route', () => {
  it('creates a notification for the caller or a person of the organization', async () => {
    const mine = await call(ANA, 'POST', '/api/dev/notifications', { payload: { payload: newPost(800) } });
    expect(mine.statusCode).toBe(201);
    const [row] = await t.database.privileged
      .select()
      .from(notifications)
      .where(eq(notifications.id, mine.json().id));
    expect(row).toMatchObject({ personId: ANA_ID, payload: newPost(800), read: false });
    const missing = await call(ANA, 'POST', '/api/dev/notifications', {
      payload: { person_id: CARLA_ID, payload: newPost(801) },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lists what was pushed to a device token, as the device receives it', async () => {
    await call(ANA, 'POST', '/api/notifications/devices', {
      payload: { token: 'ana-browser', device_info: { platform: 'web' } },
    });
    const made = await call(ANA, 'POST', '/api/dev/notifications', { payload: { payload: newPost(802) } });
    const listed = await call(ANA, 'GET', '/api/dev/notifications/pushes?token=ana-browser');
    expect(listed.statusCode).toBe(200);
    const { notification, data } = listed.json().messages.at(-1);
    expect(notification).toEqual({ title: 'Nueva publicación', body: 'Publicación 802' });
    expect(data).toEqual({
      notificationId: made.json().id,
      type: 'NEW_POST',
      payload: expect.any(String),
      link: '/posts/post-802',
    });
    expect(JSON.parse(data.payload)).toEqual(newPost(802));
    // Another organization sees none of it.
    const other = await call(CARLA, 'GET', '/api/dev/notifications/pushes?token=ana-browser');
    expect(other.json()).toEqual({ messages: [] });
  });

  it('is for administrators only: anybody else gets 403', async () => {
    const made = await call(BRUNO, 'POST', '/api/dev/notifications', { payload: { payload: newPost(803) } });
    expect(made.statusCode).toBe(403);
    const listed = await call(BRUNO, 'GET', '/api/dev/notifications/pushes?token=ana-browser');
    expect(listed.statusCode).toBe(403);
    expect((await call(ANA, 'GET', '/api/dev/notifications/pushes?token=ana-browser')).statusCode).toBe(200);
  });

  it('does not exist without the Auth Emulator', async () => {
    const app = await buildApp({
      config: { ...t.config, firebase: { ...t.config.firebase, emulatorHost: null } },
      database: t.database,
    });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/dev/notifications',
        headers: { host: DEMO_HOST, authorization: `Bearer ${await t.tokenOf(ANA, 'demo')}` },
        payload: { payload: newPost(1) },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    } finally {
      await app.close();
    }
  });
});
