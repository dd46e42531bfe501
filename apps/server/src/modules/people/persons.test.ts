/**
 * Administrators list the organization's people.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('GET /api/persons', () => {
  it('lists the organization’s people by name, with the total', async () => {
    const response = await t.getAs('/api/persons');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      count: 2,
      count_capped: false,
      results: [
        {
          id: '0a5e7d1c-3b52-4c1e-9f0a-000000000001',
          name: 'Ana Torres',
          email: 'ana@demo.faena.test',
          disabled: false,
          photo_url: null,
          company: null,
          documents: [],
          phones: [],
        },
        {
          id: '0a5e7d1c-3b52-4c1e-9f0a-000000000002',
          name: 'Bruno Díaz',
          email: 'bruno@demo.faena.test',
          disabled: false,
          photo_url: null,
          company: null,
          documents: [],
          phones: [],
        },
      ],
    });
  });

  it('searches name or email, case-insensitively, and limits the page', async () => {
    expect(
      (await t.getAs('/api/persons?search=BRUNO')).json().results.map((p: { name: string }) => p.name),
    ).toEqual(['Bruno Díaz']);
    expect((await t.getAs('/api/persons?search=torres')).json().count).toBe(1);
    expect((await t.getAs('/api/persons?search=%25')).json()).toEqual({
      count: 0,
      count_capped: false,
      results: [],
    });
    const page = (await t.getAs('/api/persons?limit=1')).json();
    expect(page.count).toBe(2);
    expect(page.results).toHaveLength(1);
  });

  it('refuses a limit above 50 and people without MANAGE_PEOPLE', async () => {
    expect((await t.getAs('/api/persons?limit=51')).statusCode).toBe(400);
    expect((await t.getAs('/api/persons', 'bruno@demo.faena.test')).statusCode).toBe(403);
  });
});
