/**
 * Input validation and error bodies, through a probe route that takes params, query and body
 * (test/support/probe-routes.ts), plus the safety net run over that probe.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { MODULES } from '../src/modules/index.ts';
import { databaseRejection } from '../src/platform/http/errors.ts';
import { findUnsafeInput } from '../src/platform/http/input-guard.ts';
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
    [{ name: '', count: 1 }, 'body/name must NOT have fewer than 1 characters', 'Este campo es requerido'],
    [{ count: 1 }, "body must have required property 'name'", 'Este campo es requerido'],
  ])('refuses body %j and says which field in `fields`: %s', async (body, message, fieldMessage) => {
    const response = await probe({ body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION_ERROR',
      message,
      fields: { name: fieldMessage },
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

describe('text the database cannot store', () => {
  async function send(method: 'GET' | 'PATCH' | 'POST', url: string, payload?: string) {
    return t.app.inject({
      method,
      url,
      headers: {
        host: DEMO_HOST,
        authorization: `Bearer ${await t.tokenOf('ana@demo.faena.test', 'demo')}`,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload }),
    });
  }
  const refusal = (field: string) => ({
    statusCode: 400,
    error: 'Bad Request',
    code: 'VALIDATION_ERROR',
    message: expect.stringContaining(field),
  });

  it('refuses a NUL in the organisation name', async () => {
    const response = await send('PATCH', '/api/organizations/current', '{"name":"Demo\\u0000Faena"}');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('body.name'));
  });

  it('refuses a NUL in a person search', async () => {
    const response = await send('GET', '/api/persons?search=an%00a');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('query.search'));
  });

  it('refuses a NUL in an onboarding answer', async () => {
    const response = await send(
      'POST',
      '/api/onboarding',
      '{"response":{"phone":"+52 55 1234 5678","address":"Av.\\u0000Reforma"}}',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('body.response.address'));
  });

  it('refuses a lone surrogate in device info, in a value or a key', async () => {
    const inValue = await send(
      'POST',
      '/api/notifications/devices',
      '{"token":"fcm:x","device_info":{"platform":"web\\uD800"}}',
    );
    expect(inValue.statusCode).toBe(400);
    expect(inValue.json()).toEqual(refusal('body.device_info.platform'));
    const inKey = await send(
      'POST',
      '/api/notifications/devices',
      '{"token":"fcm:x","device_info":{"\\uDC00":1}}',
    );
    expect(inKey.statusCode).toBe(400);
    expect(inKey.json()).toEqual(refusal('body.device_info'));
  });

  it('refuses a NUL in a path parameter', async () => {
    const response = await send('POST', '/api/probe/people/%00?limit=1', '{"name":"Ana","count":1}');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('params.personId'));
  });

  it('accepts well-formed text: surrogate pairs and other control characters', async () => {
    const response = await probe({ body: { name: 'Ana 😀\t\u0001', count: 1 } });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a body nested 10,000 levels deep', async () => {
    const deepArray = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const arrayResponse = await send('PATCH', '/api/organizations/current', deepArray);
    expect(arrayResponse.statusCode).toBe(400);
    expect(arrayResponse.json()).toEqual(refusal('nested more than 64 levels'));
    const deepObject = `{"name":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`;
    const objectResponse = await send('PATCH', '/api/organizations/current', deepObject);
    expect(objectResponse.statusCode).toBe(400);
    expect(objectResponse.json()).toEqual(refusal('body.name.a'));
  });

  it('walks without recursion and names the field', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnsafeInput(deep, 'body')?.message).toBe(
      `body${'.0'.repeat(64)} is nested more than 64 levels deep`,
    );
    expect(findUnsafeInput({ a: [{ b: 'ok' }, { c: 'no\u0000' }] }, 'body')?.message).toBe(
      'body.a.1.c must not contain NUL characters or unpaired surrogates',
    );
    expect(findUnsafeInput({ a: ['😀', 'ñandú', '\uD83D\uDE00'] }, 'body')).toBeNull();
  });
});

describe('database refusals', () => {
  const pg = (code: string) => Object.assign(new Error('database said no'), { code });

  it.each([
    ['22P05', 400, 'VALIDATION_ERROR'],
    ['22021', 400, 'VALIDATION_ERROR'],
    ['22001', 400, 'VALIDATION_ERROR'],
    ['22P02', 400, 'VALIDATION_ERROR'],
    ['23505', 409, 'CONFLICT'],
    ['23503', 409, 'CONFLICT'],
  ])('maps SQLSTATE %s to %i %s', (code, statusCode, apiCode) => {
    expect(databaseRejection(pg(code))).toMatchObject({
      statusCode,
      code: apiCode,
      message: expect.any(String),
    });
    // Drizzle wraps the driver's error.
    const wrapped = Object.assign(new Error('Failed query'), { cause: pg(code) });
    expect(databaseRejection(wrapped)).toMatchObject({ statusCode, code: apiCode });
  });

  it('leaves other errors, system codes included, to the 500', () => {
    expect(databaseRejection(pg('57P01'))).toBeNull();
    expect(databaseRejection(pg('EPIPE'))).toBeNull();
    expect(databaseRejection(new Error('boom'))).toBeNull();
    expect(databaseRejection(null)).toBeNull();
  });

  it('answers a real refusal of the database with a 4xx, not a 500', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/probe/database-refusal',
      headers: { host: DEMO_HOST },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
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
