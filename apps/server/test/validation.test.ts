/**
 * Input validation and error bodies, through a probe route that takes params, query and body
 * (test/support/probe-routes.ts), plus the safety net run over that probe.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { MODULES } from '../src/modules/index.ts';
import { probeModule } from './support/probe-routes.ts';
import { describeSafetyNet, operationsOf } from './support/safety-net.ts';
import { ACME_HOST, DEMO_HOST, startTestApp } from './support/test-app.ts';

const t = await startTestApp({ modules: [...MODULES, probeModule] });
afterAll(() => t.close());

const ANA = '0a5e7d1c-3b52-4c1e-9f0a-000000000001';
const CARLA = '0a5e7d1c-3b52-4c1e-9f0a-000000000003';

async function probe(options: {
  personId?: string;
  query?: string;
  body?: unknown;
  rawBody?: string;
  contentType?: string;
  host?: string;
  anonymous?: boolean;
}) {
  const token = await t.tokenOf('ana@demo.faena.test', 'demo');
  const payload = options.rawBody ?? JSON.stringify(options.body ?? { name: 'Ana', count: 1 });
  return t.app.inject({
    method: 'POST',
    url: `/api/probe/people/${options.personId ?? ANA}?${options.query ?? 'limit=5'}`,
    headers: {
      host: options.host ?? DEMO_HOST,
      'content-type': options.contentType ?? 'application/json',
      ...(options.anonymous ? {} : { authorization: `Bearer ${token}` }),
    },
    payload,
  });
}

describe('input validation', () => {
  it('accepts valid input and coerces query text to the declared types', async () => {
    const response = await probe({ query: 'limit=5&verbose=true' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      personName: 'Ana Torres',
      limit: 5,
      verbose: true,
      name: 'Ana',
      count: 1,
    });
  });

  it.each([
    [{ name: 'Ana', count: '5' }, 'body/count must be integer'],
    [{ name: 'Ana', count: 1.5 }, 'body/count must be integer'],
    [{ name: null, count: 1 }, 'body/name must be string'],
    [{ name: 42, count: 1 }, 'body/name must be string'],
    [{ name: 'Ana', count: 1, active: 'yes' }, 'body/active must be boolean'],
    [{ name: 'Ana', count: 1, admin: true }, 'body must NOT have additional properties'],
    [{ name: '', count: 1 }, 'body/name must NOT have fewer than 1 characters'],
    [{ count: 1 }, "body must have required property 'name'"],
    [[], 'body must be object'],
  ])('refuses body %j without coercing it: %s', async (body, message) => {
    const response = await probe({ body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION_ERROR',
      message,
    });
  });

  it.each([
    ['limit=abc', 'querystring/limit must be integer'],
    ['limit=0', 'querystring/limit must be >= 1'],
    ['limit=', 'querystring/limit must be integer'],
    ['', "querystring must have required property 'limit'"],
    ['limit=5&sort=name', 'querystring must NOT have additional properties'],
    ['limit=5&verbose=maybe', 'querystring/verbose must be boolean'],
  ])('refuses query %s: %s', async (query, message) => {
    const response = await probe({ query });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
  });

  it('refuses a malformed path parameter', async () => {
    const response = await probe({ personId: 'not-a-uuid' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'params/personId must match format "uuid"',
    });
  });

  it('answers malformed JSON, an empty body and a foreign media type with 4xx JSON errors', async () => {
    const malformed = await probe({ rawBody: '{"name":' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    const empty = await probe({ rawBody: '' });
    expect(empty.statusCode).toBe(400);
    const xml = await probe({ rawBody: '<a/>', contentType: 'application/xml' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
  });

  it('authenticates before it validates: an anonymous caller learns nothing about the input rules', async () => {
    const response = await probe({ anonymous: true, body: { nonsense: true } });
    expect(response.statusCode).toBe(401);
  });

  it("reads through the request's tenant only: acme's person is not found from demo", async () => {
    const response = await probe({ personId: CARLA });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'PERSON_NOT_FOUND' });
    const atAcme = await probe({ personId: CARLA, host: ACME_HOST });
    expect(atAcme.json()).toMatchObject({ code: 'TENANT_MISMATCH' });
  });

  it('answers a URL that cannot be decoded with a JSON 400', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/probe/people/%E0%A4%A',
      headers: { host: DEMO_HOST },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });
});

describe('unexpected errors', () => {
  it('answer a 500 JSON body that reveals nothing', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/probe/crash',
      headers: { host: DEMO_HOST },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      code: 'INTERNAL',
      message: 'Ocurrió un error inesperado.',
    });
    expect(response.body).not.toContain('secret');
  });
});

describe('safety net over the probe', () => {
  const probeOperation = operationsOf(t).filter((o) => o.operationId === 'probePerson');
  it('finds the probe in the document with its params, query and body', () => {
    expect(probeOperation).toHaveLength(1);
    expect(probeOperation[0]).toMatchObject({ hasBody: true });
    expect(probeOperation[0]!.pathParams.map((p) => p.name)).toEqual(['personId']);
  });
  describeSafetyNet(t, probeOperation);
});
