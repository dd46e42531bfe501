import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from '../src/generated/client';
import { type AuthFailure, apiUrl, configureApiClient, withRetry } from '../src/http';

// A real loopback server that answers with a scripted status per request.
let server: Server;
let base: string;
let seen: IncomingMessage[] = [];
let statuses: number[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    const status = statuses.shift() ?? 200;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ status, url: req.url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  seen = [];
  statuses = [];
});

const fetchWithRetry = () => withRetry((...a) => fetch(...a), { delayMs: 1 });

describe('apiUrl', () => {
  it('builds the URL from the gateway template and the tenant subdomain', () => {
    expect(apiUrl('/api/me', 'https://{subdomain}.faena.app', 'acme')).toBe('https://acme.faena.app/api/me');
    expect(apiUrl('api/me', 'https://{subdomain}.faena.app', 'acme')).toBe('https://acme.faena.app/api/me');
  });
  it('leaves paths that start with http alone', () => {
    expect(apiUrl('https://files.example.test/x', 'https://{subdomain}.faena.app', 'acme')).toBe(
      'https://files.example.test/x',
    );
  });
});

describe('retry policy', () => {
  for (const status of [408, 409, 425, 429, 500, 502, 503, 504]) {
    it(`retries a GET once on ${status}`, async () => {
      statuses = [status, 200];
      const res = await fetchWithRetry()(`${base}/x`);
      expect(res.status).toBe(200);
      expect(seen).toHaveLength(2);
    });
  }

  it('gives up after one retry', async () => {
    statuses = [503, 503, 503];
    const res = await fetchWithRetry()(`${base}/x`);
    expect(res.status).toBe(503);
    expect(seen).toHaveLength(2);
  });

  it('does not retry statuses that will not change', async () => {
    statuses = [400, 200];
    expect((await fetchWithRetry()(`${base}/x`)).status).toBe(400);
    statuses = [404];
    expect((await fetchWithRetry()(`${base}/x`)).status).toBe(404);
    expect(seen).toHaveLength(2);
  });

  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
    it(`does not retry ${method} by default`, async () => {
      statuses = [503, 200];
      const res = await fetchWithRetry()(`${base}/x`, { method, body: method === 'DELETE' ? null : '{}' });
      expect(res.status).toBe(503);
      expect(seen).toHaveLength(1);
    });
  }

  it('retries a mutation when asked to, sending the body again', async () => {
    statuses = [503, 200];
    const bodies: string[] = [];
    const recording: typeof fetch = async (input) => {
      const request = input as Request;
      bodies.push(await request.clone().text());
      return fetch(request);
    };
    const res = await withRetry(recording, { retries: { POST: 1 }, delayMs: 1 })(`${base}/x`, {
      method: 'POST',
      body: '{"a":1}',
    });
    expect(res.status).toBe(200);
    expect(bodies).toEqual(['{"a":1}', '{"a":1}']);
  });
});

describe('configured client', () => {
  it('sends the bearer token, the empty custom headers and comma-joined arrays to the tenant gateway', async () => {
    const client = configureApiClient(createClient(), {
      gatewayUrl: base.replace('127.0.0.1', '{subdomain}'),
      subdomain: '127.0.0.1',
      getToken: () => 'token-123',
      retry: { delayMs: 1 },
    });
    await client.get({
      url: '/api/things',
      query: { ids: ['a', 'b', 'c'] },
      security: [{ scheme: 'bearer', type: 'http' }],
    });
    const req = seen[0]!;
    expect(req.url).toBe('/api/things?ids=a,b,c');
    expect(req.headers.authorization).toBe('Bearer token-123');
    expect(req.headers['x-username']).toBe('');
    expect(req.headers['x-account-host']).toBe('');
    expect(req.headers['x-user-actions']).toBe('');
  });

  it('sends no Authorization header when signed out', async () => {
    const client = configureApiClient(createClient(), {
      gatewayUrl: base,
      subdomain: 'x',
      getToken: () => null,
    });
    await client.get({ url: '/api/things', security: [{ scheme: 'bearer', type: 'http' }] });
    expect(seen[0]!.headers.authorization).toBeUndefined();
  });
});

describe('auth failure hook', () => {
  const answering =
    (status: number, body: unknown): typeof fetch =>
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  function clientWith(fetchImpl: typeof fetch, failures: AuthFailure[], token: string | null = 't') {
    return configureApiClient(createClient(), {
      gatewayUrl: 'http://{subdomain}.faena.localhost',
      subdomain: 'demo',
      getToken: () => token,
      fetch: fetchImpl,
      retry: { delayMs: 1 },
      onAuthFailure: (failure) => failures.push(failure),
    });
  }
  const secured = { url: '/api/me', security: [{ scheme: 'bearer' as const, type: 'http' as const }] };

  it('reports a 403 with the error code and message of the body', async () => {
    const failures: AuthFailure[] = [];
    const client = clientWith(
      answering(403, { statusCode: 403, code: 'TENANT_MISMATCH', message: 'Tenant in token is not valid' }),
      failures,
    );
    const { error } = await client.get(secured);
    expect(failures).toEqual([
      {
        kind: 'response',
        authorized: true,
        status: 403,
        code: 'TENANT_MISMATCH',
        message: 'Tenant in token is not valid',
      },
    ]);
    // The caller still reads the body.
    expect(error).toMatchObject({ code: 'TENANT_MISMATCH' });
  });

  it('reports a network failure once, after the retry, and says whether the call was signed', async () => {
    const failures: AuthFailure[] = [];
    const failing: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(
      clientWith(failing, failures, null).get({ ...secured, throwOnError: true }),
    ).rejects.toThrow();
    expect(failures).toEqual([{ kind: 'network', authorized: false }]);
  });

  it('stays quiet on answers that cannot end a session', async () => {
    const failures: AuthFailure[] = [];
    await clientWith(answering(404, { code: 'NOT_FOUND' }), failures).get(secured);
    await clientWith(answering(200, {}), failures).get(secured);
    expect(failures).toEqual([]);
  });
});
