/**
 * The safety net (test/support/safety-net.ts) over every operation of the product's API.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { describeSafetyNet, operationsOf } from './support/safety-net.ts';
import { startTestApp } from './support/test-app.ts';

const t = await startTestApp();
afterAll(() => t.close());
const operations = operationsOf(t);

describe('safety net', () => {
  it('sees the operations of the document', () => {
    expect(operations.map((o) => o.operationId)).toEqual(
      expect.arrayContaining(['getHealth', 'getCurrentOrganization', 'getMe']),
    );
  });

  describeSafetyNet(t, operations);
});
