/**
 * The committed OpenAPI document (packages/api-client/openapi.json, the client's source) must
 * be exactly what the routes produce: run `npm run openapi -w @faena/server` after changing a
 * route.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH, renderOpenApi } from '../src/openapi-document.ts';

let produced: string;
beforeAll(async () => {
  produced = await renderOpenApi();
});

describe('openapi.json', () => {
  it('matches the routes (regenerate with `npm run openapi -w @faena/server`)', () => {
    expect(readFileSync(OPENAPI_PATH, 'utf8')).toBe(produced);
  });

  it('names the shared schemas and gives every operation an id and a security requirement', () => {
    const document = JSON.parse(produced);
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['ErrorBody', 'Organization', 'Me', 'Health']),
    );
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const [path, item] of Object.entries<Record<string, Record<string, unknown>>>(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        expect(operation.operationId, `${method} ${path}`).toEqual(expect.any(String));
        expect(operation.security, `${method} ${path}`).toEqual(expect.any(Array));
      }
    }
  });
});
