/**
 * What the OpenAPI document promises about input, checked over every operation (present and
 * future) of the live document:
 * - every object of a request body whose keys the caller chooses (additional or pattern
 *   properties) bounds the length of a key (`propertyNames.maxLength`) and their number
 *   (`maxProperties`);
 * - every required "name" or "title" of a request body is a name (`format: name`, a visible
 *   character, with a maximum length);
 * - the error answers each route can give from its config are documented.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { PERSON_NAME_MAX } from '../src/modules/people/me-routes.ts';
import {
  isFreeForm,
  type JsonSchema,
  type OpenApiDocument,
  objectSchemasOf,
} from './support/openapi-operations.ts';
import { operationsOf } from './support/safety-net.ts';
import { refResolver } from './support/schema-arbitrary.ts';
import { DEMO_HOST, startTestApp } from './support/test-app.ts';

const t = await startTestApp();
afterAll(() => t.close());
const document = t.app.swagger() as unknown as OpenApiDocument;
const resolve = refResolver(document);
const operations = operationsOf(t).filter((operation) => operation.bodySchema);

type Raw = Record<string, Record<string, { responses?: Record<string, { description?: string }> }>>;
const responsesOf = (path: string, method: string) =>
  (document.paths as unknown as Raw)[path]?.[method.toLowerCase()]?.responses ?? {};

describe('the OpenAPI document', () => {
  it('has request bodies to check', () => {
    expect(operations.map((o) => o.operationId)).toEqual(
      expect.arrayContaining(['updateMe', 'updateCurrentOrganization', 'registerNotificationDevice']),
    );
  });

  it.each(operations.map((o) => [o.operationId, o] as const))(
    '%s bounds every free-form object of its body (key length and key count)',
    (_, operation) => {
      const unbounded = objectSchemasOf(operation.bodySchema, resolve)
        .filter(({ schema }) => isFreeForm(schema))
        .filter(({ schema }) => {
          const keyLength = (schema.propertyNames as JsonSchema | undefined)?.maxLength;
          return typeof keyLength !== 'number' || typeof schema.maxProperties !== 'number';
        })
        .map(({ path }) => path.join('.') || '(body)');
      expect(unbounded).toEqual([]);
    },
  );

  it.each(operations.map((o) => [o.operationId, o] as const))(
    '%s makes every required name or title of its body a name',
    (_, operation) => {
      const notNames = objectSchemasOf(operation.bodySchema, resolve).flatMap(({ path, schema }) =>
        Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)
          .filter(([name]) => name === 'name' || name === 'title')
          .map(
            ([name, property]) => [name, property.$ref ? resolve(String(property.$ref)) : property] as const,
          )
          .filter(([, property]) => property.format !== 'name' || typeof property.maxLength !== 'number')
          .map(([name]) => [...path, name].join('.')),
      );
      expect(notNames).toEqual([]);
    },
  );

  it('gives the profile name the limit the server enforces', async () => {
    const body = operationsOf(t).find((o) => o.operationId === 'updateMe')?.bodySchema as JsonSchema;
    const name = (body.properties as Record<string, JsonSchema>).name as JsonSchema;
    expect(name).toMatchObject({ format: 'name', minLength: 1, maxLength: PERSON_NAME_MAX });
    const token = await t.tokenOf('bruno@demo.faena.test', 'demo');
    const rename = (value: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/me',
        headers: { host: DEMO_HOST, authorization: `Bearer ${token}` },
        payload: { name: value },
      });
    expect((await rename('x'.repeat(PERSON_NAME_MAX + 1))).statusCode).toBe(400);
    expect((await rename('x'.repeat(PERSON_NAME_MAX))).statusCode).toBe(200);
    expect((await rename('Bruno Díaz')).statusCode).toBe(200);
  });

  it('documents the answers of the route config: impersonation, permissions, rate limits, conflicts', () => {
    const setPermissions = responsesOf('/api/permissions/by-passport/{passportId}', 'PUT');
    expect(Object.keys(setPermissions)).toEqual(expect.arrayContaining(['400', '401', '403', '404', '409']));
    for (const code of ['IMPERSONATING', 'OWN_PERMISSIONS', 'PERMISSIONS_NOT_HELD']) {
      expect(setPermissions['403']?.description).toContain(code);
    }
    const settings = responsesOf('/api/organizations/current', 'PATCH');
    expect(settings['403']?.description).toContain('IMPERSONATING');
    const invite = responsesOf('/api/invitations', 'POST');
    expect(Object.keys(invite)).toEqual(expect.arrayContaining(['400', '401', '403', '409', '429']));
    const health = responsesOf('/api/health', 'GET');
    expect(Object.keys(health)).not.toContain('401');
  });
});
