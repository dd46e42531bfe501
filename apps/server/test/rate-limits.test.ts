/**
 * Sign-in-adjacent routes are rate-limited per client address, tenant and route, with the
 * counters in the database: a second server on the same database sees the same count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type FaenaApp } from '../src/app.ts';
import { ACME_HOST, capturingMailer, DEMO_HOST, startTestApp, type TestApp } from './support/test-app.ts';

const LIMIT = 3;
let t: TestApp;
let second: FaenaApp;
beforeAll(async () => {
  t = await startTestApp({
    env: { FAENA_RATE_LIMIT_SIGN_IN: String(LIMIT), FAENA_RATE_LIMIT_ME: String(LIMIT) },
  });
  // Another instance of the server, same database: as two processes behind a load balancer.
  second = await buildApp({ config: t.config, database: t.database, mailer: capturingMailer() });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const lookup = (app: FaenaApp, host = DEMO_HOST, remoteAddress = '203.0.113.7') =>
  app.inject({
    method: 'POST',
    url: '/api/sign-in/options',
    headers: { host },
    remoteAddress,
    payload: { email: 'ana@demo.faena.test' },
  });

describe('rate limits', () => {
  it('answers 429 RATE_LIMITED with Retry-After past the limit, counted across server instances', async () => {
    expect((await lookup(t.app)).statusCode).toBe(200);
    expect((await lookup(second)).statusCode).toBe(200);
    expect((await lookup(t.app)).statusCode).toBe(200);

    const refused = await lookup(second);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Demasiados intentos. Espera un momento e inténtalo nuevamente.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json().retry_after_seconds).toBe(Number(refused.headers['retry-after']));
  });

  it('counts each client address and each organization apart', async () => {
    expect((await lookup(t.app, DEMO_HOST, '198.51.100.1')).statusCode).toBe(200);
    expect((await lookup(t.app, ACME_HOST)).statusCode).toBe(200);
  });

  it('limits the workspace lookup on the bare host and /api/me too', async () => {
    const workspaces = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/sign-in/workspaces',
        headers: { host: 'faena.localhost' },
        remoteAddress: '192.0.2.50',
        payload: { email: 'ana@demo.faena.test' },
      });
    const statuses = [];
    for (let i = 0; i <= LIMIT; i++) statuses.push((await workspaces()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);

    const token = await t.tokenOf('ana@demo.faena.test', 'demo');
    const me = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { host: DEMO_HOST, authorization: `Bearer ${token}` },
        remoteAddress: '192.0.2.51',
      });
    const meStatuses = [];
    for (let i = 0; i <= LIMIT; i++) meStatuses.push((await me()).statusCode);
    expect(meStatuses).toEqual([200, 200, 200, 429]);
  });

  it('counts the forwarded client address apart behind a trusted proxy, and ignores the header otherwise', async () => {
    const PROXY = '203.0.113.200';
    const behindProxy = await buildApp({
      config: { ...t.config, trustProxy: [PROXY] },
      database: t.database,
      mailer: capturingMailer(),
    });
    try {
      const via = (app: FaenaApp, client: string) =>
        app.inject({
          method: 'POST',
          url: '/api/sign-in/options',
          headers: { host: DEMO_HOST, 'x-forwarded-for': client },
          remoteAddress: PROXY,
          payload: { email: 'ana@demo.faena.test' },
        });
      const statuses = [];
      for (let i = 0; i <= LIMIT; i++) statuses.push((await via(behindProxy, '198.51.100.20')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      // Another client through the same proxy has its own count.
      expect((await via(behindProxy, '198.51.100.21')).statusCode).toBe(200);

      // Not trusted: whatever the header says, the proxy's address is the client's.
      const ignored = [];
      for (let i = 0; i <= LIMIT; i++) ignored.push((await via(t.app, `198.51.100.${30 + i}`)).statusCode);
      expect(ignored).toEqual([200, 200, 200, 429]);
    } finally {
      await behindProxy.close();
    }
  });
});
