import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { audit } from './i18n';

/** The API's document, as generated from the server's routes. */
const document = JSON.parse(
  readFileSync(new URL('../../../../../packages/api-client/openapi.json', import.meta.url), 'utf8'),
) as { paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>> };

/** Every write a signed-in person can make: what the audit log may have to name. */
const auditedWrites = Object.values(document.paths).flatMap((operations) =>
  Object.entries(operations)
    .filter(
      ([method, operation]) =>
        ['post', 'put', 'patch', 'delete'].includes(method) && operation.security?.length,
    )
    .map(([, operation]) => operation.operationId ?? ''),
);

describe('the audit log names every write in words', () => {
  it('finds the writes in the API document', () => {
    expect(auditedWrites.length).toBeGreaterThan(20);
  });

  it.each(['es-MX', 'en-US'] as const)('has a sentence for each in %s (a new route needs one)', (locale) => {
    const missing = auditedWrites.filter((id) => !(id in audit[locale].operations));
    expect(missing).toEqual([]);
  });
});
