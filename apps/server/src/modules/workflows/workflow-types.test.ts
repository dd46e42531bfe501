/**
 * Every member lists the workflow types they can start.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_HOST, startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('GET /api/workflow-types/mine', () => {
  it('lists the seeded workflow types of demo in order', async () => {
    const response = await t.getAs('/api/workflow-types/mine', 'bruno@demo.faena.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: expect.any(String), name: 'Solicitudes de compra', icon: 'cart' },
      { id: expect.any(String), name: 'Mantenimiento', icon: 'wrench' },
    ]);
  });

  it('lists none for acme', async () => {
    const response = await t.getAs('/api/workflow-types/mine', 'carla@acme.faena.test', 'acme', ACME_HOST);
    expect(response.json()).toEqual([]);
  });
});
