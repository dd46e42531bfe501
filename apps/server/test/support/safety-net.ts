/**
 * Route-generic safety net: every operation of an app's OpenAPI document, present and
 * future, is checked without writing a test for it.
 *
 * - the document states its access: bearerAuth, or `security: []` with `x-public`;
 * - anonymous and garbage credentials get 401 unless the operation is public;
 * - a valid token of another tenant gets 403/404 and never that tenant's data;
 * - malformed params, queries, bodies and hosts (fast-check, fixed seed) get a 4xx with the
 *   JSON error body, never a 5xx;
 * - text the database cannot store (NUL, unpaired surrogates) in every param, query parameter
 *   and body, and a 10,000-deep body, get a 4xx too;
 * - text of only invisible characters (zero-width, bidi controls, BOM, wide spaces) in every
 *   param, query parameter and string field of the body, and a 10,000-character key and too
 *   many keys in every free-form object of the body: never a 5xx, a 4xx names the problem;
 * - every status the operation answered above is one its document lists.
 */
import fc from 'fast-check';
import type { InjectOptions as LightInjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  isFreeForm,
  listOperations,
  type OpenApiDocument,
  type Operation,
  objectSchemasOf,
  sampleValue,
  stringPathsOf,
  urlFor,
  withValueAt,
} from './openapi-operations.ts';
import { arbitraryFor, type RefResolver, refResolver } from './schema-arbitrary.ts';
import { ACME_HOST, DEMO_HOST, type TestApp } from './test-app.ts';

export const FUZZ_SEED = 20_251_121;
export const FUZZ_RUNS = 25;

/** The operations of the app's live document, so an operation added tomorrow is covered tomorrow. */
export function operationsOf(t: TestApp): Operation[] {
  return listOperations(t.app.swagger() as unknown as OpenApiDocument);
}

// ---- arbitraries for malformed input -------------------------------------------------------

/** Text of only invisible characters: zero-width, bidi controls, BOM, wide spaces. */
export const INVISIBLE_ONLY = ['\u200B\u200D', '\u202E\u2066', '\uFEFF', '\u00A0\u3000'];

/** A key longer than any free-form object allows. */
const LONG_KEY = 'k'.repeat(10_000);

const nastyText = fc.constantFrom(
  '',
  ' ',
  '%',
  '%00',
  '%zz',
  '..',
  '../../etc/passwd',
  'null',
  'undefined',
  'true',
  '-1',
  '0',
  '1.5',
  '1e309',
  'NaN',
  '9007199254740993',
  '00000000-0000-0000-0000-000000000000',
  "' or 1=1 --",
  '"; drop table persons; --',
  '__proto__',
  'constructor',
  '{"$ne":null}',
  '😀',
  'ñandú',
  'x'.repeat(5000),
  // PostgreSQL stores neither NUL nor an unpaired surrogate.
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00',
  // Nothing visible: not a name.
  ...INVISIBLE_ONLY,
);

/** Characters the database cannot store. */
const UNSTORABLE = ['\u0000', '\uD800', '\uDC00'];

/** A 10,000-deep JSON body: no step of the request may walk it recursively. */
const DEEP_BODIES = [
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
];

/**
 * encodeURIComponent refuses an unpaired surrogate; a client can still send its three bytes
 * (what a careless UTF-8 encoder writes), so the safety net does.
 */
function encodeText(value: string): string {
  return value
    .split(/(\p{Cs})/u)
    .map((part, i) => {
      if (i % 2 === 0) return encodeURIComponent(part);
      const c = part.charCodeAt(0);
      return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');
}

/** The value with `bad` added to every string, walked iteratively. */
function poisoned(value: unknown, bad: string): unknown {
  const root = { value: structuredClone(value) as unknown };
  const pending: Record<string | number, unknown>[] = [root];
  for (let holder = pending.pop(); holder; holder = pending.pop()) {
    for (const [key, child] of Object.entries(holder)) {
      if (typeof child === 'string') holder[key] = `${child}${bad}`;
      else if (typeof child === 'object' && child !== null) pending.push(child as Record<string, unknown>);
    }
  }
  return root.value;
}

/** The value with a property named `bad`, if it is an object. */
function withKey(value: unknown, bad: string): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? { ...value, [bad]: 'x' }
    : bad;
}

const text = fc.oneof(
  nastyText,
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.integer().map(String),
  fc.uuid(),
);

/** Valid-by-schema most of the time, malformed otherwise: requests reach handlers too. */
function validOrNot(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 1, arbitrary: text },
    { weight: 1, arbitrary: fc.jsonValue() },
  );
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function pathValues(operation: Operation, resolve: RefResolver): fc.Arbitrary<Record<string, string>> {
  const raw = fc.constantFrom('%', '%zz', '..', 'a%2Fb', '%2e%2e', '%00', 'a%00b', '%ED%A0%80');
  return fc.record(
    Object.fromEntries(
      operation.pathParams.map((p) => [
        p.name,
        fc.oneof(
          {
            weight: 4,
            arbitrary: validOrNot(arbitraryFor(p.schema, resolve)).map((v) => encodeText(asText(v))),
          },
          { weight: 1, arbitrary: raw },
        ),
      ]),
    ),
  );
}

function queryString(operation: Operation, resolve: RefResolver): fc.Arbitrary<string> {
  const declared = fc.record(
    Object.fromEntries(
      operation.queryParams.map((p) => [p.name, validOrNot(arbitraryFor(p.schema, resolve))]),
    ),
    { requiredKeys: [] },
  );
  const extraKey = fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'a[b]', 'a.b', 'a\u0000'),
    fc.string(),
  );
  const extra = fc.dictionary(extraKey, fc.oneof(text, fc.array(text, { maxLength: 3 })), { maxKeys: 2 });
  return fc
    .tuple(declared, fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: extra }))
    .map(([known, unknown]) =>
      [...Object.entries(known), ...Object.entries(unknown)]
        .flatMap(([k, v]) =>
          (Array.isArray(v) ? v : [v]).map((item) => `${encodeText(k)}=${encodeText(asText(item))}`),
        )
        .join('&'),
    );
}

interface SentBody {
  payload: string;
  type: string;
}

function bodyFor(operation: Operation, resolve: RefResolver): fc.Arbitrary<SentBody | undefined> {
  const json = (value: unknown) => ({ payload: JSON.stringify(value) ?? 'null', type: 'application/json' });
  const valid = arbitraryFor(operation.bodySchema, resolve);
  // A valid body with one property replaced by anything.
  const mutated = fc
    .tuple(valid, fc.string(), fc.oneof(fc.jsonValue(), text))
    .map(([value, key, replacement]) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return replacement;
      const keys = Object.keys(value);
      const target = keys.length > 0 ? (keys[key.length % keys.length] ?? key) : key;
      return { ...value, [target]: replacement };
    });
  const garbage = fc.oneof(
    fc.jsonValue().map(json),
    fc.string().map((payload) => ({ payload, type: 'application/json' })),
    fc.constantFrom(
      { payload: '{"__proto__":{"polluted":true}}', type: 'application/json' },
      { payload: '{"constructor":{"prototype":{"polluted":true}}}', type: 'application/json' },
      { payload: '{"a":'.repeat(50), type: 'application/json' },
      { payload: '', type: 'application/json' },
      ...DEEP_BODIES.map((payload) => ({ payload, type: 'application/json' })),
    ),
    fc.string().map((payload) => ({ payload, type: 'text/plain' })),
    fc
      .tuple(
        fc.string(),
        fc.constantFrom('application/x-www-form-urlencoded', 'multipart/form-data', 'application/xml'),
      )
      .map(([payload, type]) => ({ payload, type })),
  );
  if (!operation.hasBody) return fc.option(garbage, { nil: undefined });
  return fc.oneof(
    { weight: 3, arbitrary: valid.map(json) },
    { weight: 2, arbitrary: mutated.map(json) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...UNSTORABLE), fc.boolean())
        .map(([value, bad, inKey]) => json(inKey ? withKey(value, bad) : poisoned(value, bad))),
    },
    { weight: 2, arbitrary: garbage },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

const host = fc.oneof(
  { weight: 4, arbitrary: fc.constant(DEMO_HOST) },
  fc.domain(),
  fc.constantFrom(
    '',
    '127.0.0.1',
    '[::1]:3000',
    '1.2.3.4.5',
    'a..b.c',
    'xn--.faena.localhost',
    `${'a'.repeat(300)}.x.y`,
  ),
);

// ---- helpers -------------------------------------------------------------------------------

function validUrl(operation: Operation): string {
  const pathValues = Object.fromEntries(operation.pathParams.map((p) => [p.name, sampleValue(p.schema)]));
  const query = operation.queryParams
    .filter((p) => p.required)
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(sampleValue(p.schema))}`)
    .join('&');
  return urlFor(operation, pathValues, query);
}

function expectErrorBody(response: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(String(response.headers['content-type'])).toContain('application/json');
  const parsed = JSON.parse(response.body) as Record<string, unknown>;
  expect(parsed).toMatchObject({
    statusCode: response.statusCode,
    error: expect.any(String),
    message: expect.any(String),
  });
}

/** Strings that only a tenant's own seeded data contains. */
function dataOf(t: TestApp, tenant: 'demo' | 'acme'): string[] {
  const own =
    tenant === 'acme'
      ? ['acme', 'Acme Logística', 'Carla', 'carla@acme.faena.test']
      : ['Demo Faena', 'Ana Torres', 'ana@demo.faena.test', 'Bruno', 'bruno@demo.faena.test'];
  return [...own, t.firebaseTenantId(tenant)].map((s) => s.toLowerCase());
}

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

type InjectOptions = LightInjectOptions;

/**
 * `inject`, also for an operation that answers with an event stream: that one never ends, so
 * it is read as a stream and, once its headers say it is the event stream, closed unread.
 */
async function injectAnswerOf(t: TestApp, operation: Operation, options: InjectOptions): Promise<Answer> {
  if (!operation.isEventStream) return t.app.inject(options);
  const response = await t.app.inject({ ...options, payloadAsStream: true });
  const stream = response.stream();
  if (String(response.headers['content-type']).startsWith('text/event-stream')) {
    stream.destroy();
    (response.raw.res as { destroy(): void }).destroy();
    return { statusCode: response.statusCode, headers: response.headers, body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    body: Buffer.concat(chunks).toString(),
  };
}

/** Valid values of an operation's params, required query and body, from which one part is spoiled. */
function validSamples(operation: Operation, resolve: RefResolver) {
  const validParams = Object.fromEntries(operation.pathParams.map((p) => [p.name, sampleValue(p.schema)]));
  const requiredQuery = operation.queryParams
    .filter((p) => p.required)
    .map((p) => [p.name, sampleValue(p.schema)] as const);
  const [validBody] = fc.sample(arbitraryFor(operation.bodySchema, resolve), { seed: FUZZ_SEED, numRuns: 1 });
  const sampleBody = operation.hasBody ? JSON.stringify(validBody ?? {}) : undefined;
  return { validParams, requiredQuery, validBody, sampleBody };
}

const queryOf = (entries: readonly (readonly [string, string])[]) =>
  entries.map(([k, v]) => `${encodeText(k)}=${encodeText(v)}`).join('&');

// ---- the suite -----------------------------------------------------------------------------

export function describeSafetyNet(t: TestApp, operations: Operation[]): void {
  const resolve = refResolver(t.app.swagger() as unknown as OpenApiDocument);
  // Every status each operation answered, to compare with its documented responses.
  const answered = new Map<string, Map<number, string>>();
  const injectAnswer = async (t: TestApp, operation: Operation, options: InjectOptions) => {
    const response = await injectAnswerOf(t, operation, options);
    const statuses = answered.get(operation.operationId) ?? new Map<number, string>();
    if (!statuses.has(response.statusCode)) {
      statuses.set(response.statusCode, `${options.method} ${options.url} ${response.body.slice(0, 200)}`);
    }
    answered.set(operation.operationId, statuses);
    return response;
  };
  /** Sends as Ana of demo, a JSON body when there is one. */
  const signedInSender = async (t: TestApp, operation: Operation) => {
    const authorization = `Bearer ${await t.tokenOf('ana@demo.faena.test', 'demo')}`;
    return (url: string, payload: string | undefined) =>
      injectAnswer(t, operation, {
        method: operation.method,
        url,
        headers: {
          host: DEMO_HOST,
          authorization,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(payload === undefined ? {} : { payload }),
      });
  };
  const inject = (operation: Operation, options: { host: string; authorization?: string }) =>
    injectAnswer(t, operation, {
      method: operation.method,
      url: validUrl(operation),
      headers: {
        host: options.host,
        ...(options.authorization ? { authorization: options.authorization } : {}),
      },
      ...(operation.hasBody ? { payload: {} } : {}),
    });

  describe.each(operations)('$operationId ($method $path)', (operation) => {
    it('documents its access: bearerAuth, or security [] with x-public', () => {
      expect(operation.security).toEqual(operation.isPublic ? [] : [{ bearerAuth: [] }]);
    });

    it('refuses anonymous and garbage credentials with 401 unless public', async () => {
      for (const authorization of [undefined, 'Bearer garbage', 'Bearer a.b.c']) {
        const response = await inject(operation, {
          host: DEMO_HOST,
          ...(authorization ? { authorization } : {}),
        });
        if (operation.isPublic) {
          expect(response.statusCode).toBeLessThan(500);
        } else {
          expect(response.statusCode).toBe(401);
          expect(JSON.parse(response.body)).toMatchObject({ code: 'UNAUTHENTICATED' });
        }
      }
    });

    it.each([
      { email: 'carla@acme.faena.test', tokenTenant: 'acme', host: DEMO_HOST, foreign: 'acme' as const },
      { email: 'ana@demo.faena.test', tokenTenant: 'demo', host: ACME_HOST, foreign: 'demo' as const },
    ])(
      'gives a valid $tokenTenant token at $host nothing of $foreign',
      async ({ email, tokenTenant, host, foreign }) => {
        const authorization = `Bearer ${await t.tokenOf(email, tokenTenant)}`;
        const response = await inject(operation, { host, authorization });
        if (!operation.isPublic) {
          expect([403, 404]).toContain(response.statusCode);
          expectErrorBody(response);
        }
        const answer = response.body.toLowerCase();
        for (const secret of dataOf(t, foreign)) expect(answer).not.toContain(secret);
      },
    );

    it('answers text the database cannot store and a 10,000-deep body with a 4xx JSON error', async () => {
      const send = await signedInSender(t, operation);
      const { validParams, requiredQuery, validBody, sampleBody } = validSamples(operation, resolve);

      const cases: { url: string; payload?: string }[] = [];
      for (const bad of UNSTORABLE) {
        for (const p of operation.pathParams) {
          const params = { ...validParams, [p.name]: encodeText(`${sampleValue(p.schema)}${bad}`) };
          cases.push({ url: urlFor(operation, params, queryOf(requiredQuery)), payload: sampleBody });
        }
        for (const p of operation.queryParams) {
          const entries = [
            ...requiredQuery.filter(([k]) => k !== p.name),
            [p.name, `${sampleValue(p.schema)}${bad}`] as const,
          ];
          cases.push({ url: urlFor(operation, validParams, queryOf(entries)), payload: sampleBody });
        }
        if (operation.hasBody) {
          for (const body of [poisoned(validBody ?? {}, bad), withKey(validBody ?? {}, bad)]) {
            cases.push({ url: validUrl(operation), payload: JSON.stringify(body) });
          }
        }
      }
      for (const payload of DEEP_BODIES) cases.push({ url: validUrl(operation), payload });

      for (const { url, payload } of cases) {
        const response = await send(url, payload);
        expect(response.statusCode, `${url} ${response.statusCode} ${response.body}`).toBeLessThan(500);
        if (response.statusCode >= 400) expectErrorBody(response);
      }
    });

    it('answers invisible-only text, 10,000-character keys and too many keys with no 5xx', async () => {
      const send = await signedInSender(t, operation);
      const { validParams, requiredQuery, validBody, sampleBody } = validSamples(operation, resolve);

      const cases: { url: string; payload?: string; what: string }[] = [];
      for (const invisible of INVISIBLE_ONLY) {
        for (const p of operation.pathParams) {
          const params = { ...validParams, [p.name]: encodeText(invisible) };
          cases.push({
            url: urlFor(operation, params, queryOf(requiredQuery)),
            payload: sampleBody,
            what: p.name,
          });
        }
        for (const p of operation.queryParams) {
          const entries = [...requiredQuery.filter(([k]) => k !== p.name), [p.name, invisible] as const];
          cases.push({
            url: urlFor(operation, validParams, queryOf(entries)),
            payload: sampleBody,
            what: p.name,
          });
        }
        for (const path of operation.hasBody ? stringPathsOf(operation.bodySchema, resolve) : []) {
          const payload = JSON.stringify(withValueAt(validBody ?? {}, path, invisible));
          cases.push({ url: validUrl(operation), payload, what: path.join('.') });
        }
      }
      const freeForm = operation.hasBody
        ? objectSchemasOf(operation.bodySchema, resolve).filter(
            ({ path, schema }) => isFreeForm(schema) && !path.includes('*') && !path.includes('0'),
          )
        : [];
      for (const { path, schema } of freeForm) {
        const tooMany = (typeof schema.maxProperties === 'number' ? schema.maxProperties : 1000) + 1;
        const manyKeys = Object.fromEntries(Array.from({ length: tooMany }, (_, i) => [`k${i}`, 'x']));
        for (const map of [{ [LONG_KEY]: 'x' }, manyKeys]) {
          const payload = JSON.stringify(withValueAt(validBody ?? {}, path, map));
          cases.push({ url: validUrl(operation), payload, what: `${path.join('.') || 'body'} keys` });
        }
      }

      for (const { url, payload, what } of cases) {
        const response = await send(url, payload);
        const context = `${what}: ${url} ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect(response.statusCode, context).toBeLessThan(500);
        if (response.statusCode >= 400) expectErrorBody(response);
        if (what.endsWith(' keys')) expect(response.statusCode, context).toBeGreaterThanOrEqual(400);
      }
    });

    it('answers malformed input with a 4xx JSON error, never a 5xx', async () => {
      const authorization = `Bearer ${await t.tokenOf('ana@demo.faena.test', 'demo')}`;
      await fc.assert(
        fc.asyncProperty(
          pathValues(operation, resolve),
          queryString(operation, resolve),
          bodyFor(operation, resolve),
          host,
          async (params, query, sent, hostHeader) => {
            const response = await injectAnswer(t, operation, {
              method: operation.method,
              url: urlFor(operation, params, query),
              headers: { host: hostHeader, authorization, ...(sent ? { 'content-type': sent.type } : {}) },
              ...(sent ? { payload: sent.payload } : {}),
            });
            expect(response.statusCode, `${response.statusCode} ${response.body}`).toBeLessThan(500);
            if (response.statusCode >= 400) expectErrorBody(response);
            expect(({} as Record<string, unknown>).polluted, 'prototype pollution').toBeUndefined();
          },
        ),
        { seed: FUZZ_SEED, numRuns: FUZZ_RUNS },
      );
    });

    // Last: the tests above recorded what the operation answered.
    it('lists every status it answered among its documented responses', () => {
      const statuses = answered.get(operation.operationId) ?? new Map<number, string>();
      expect(statuses.size).toBeGreaterThan(0);
      const undocumented = [...statuses].filter(([status]) => !operation.responses.includes(String(status)));
      expect(Object.fromEntries(undocumented)).toEqual({});
    });
  });
}
