/**
 * The demo directory: the demo organizations' people with valid documents, phones, companies
 * and places, found by the directory as an administrator searches it; seeding again changes
 * nothing.
 */
import { checkIdentityDocument, type IdentityDocumentType } from '@faena/contract/identity-documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_HOST, startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { persons } from '../../platform/database/tenant-table.ts';
import { seedPeople } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedPeople(t.database);
});
afterAll(() => t?.close());

interface Listed {
  name: string;
  documents: { type: IdentityDocumentType; number: string }[];
  phones: string[];
  company: { name: string } | null;
}

describe('the demo directory', () => {
  it('gives demo and acme eight more people each, every one with a valid document and a phone', async () => {
    const demo = (await t.getAs('/api/persons?limit=50')).json();
    const acme = (await t.getAs('/api/persons?limit=50', 'carla@acme.faena.test', 'acme', ACME_HOST)).json();
    expect(demo.count).toBe(2 + 8);
    expect(acme.count).toBe(1 + 8);
    for (const person of [...demo.results, ...acme.results] as Listed[]) {
      expect(person.documents.length, person.name).toBeGreaterThan(0);
      for (const document of person.documents) {
        expect(checkIdentityDocument(document.type, document.number)).toMatchObject({ ok: true });
      }
    }
    const seeded = (demo.results as Listed[]).filter((p) => !['Ana Torres', 'Bruno Díaz'].includes(p.name));
    expect(seeded.every((p) => p.phones.length === 1)).toBe(true);
    expect(seeded.some((p) => p.company !== null)).toBe(true);
  });

  it('places people in positions and venues, found by the directory’s filters and search', async () => {
    const found = (await t.getAs('/api/persons?search=lucia%20hernandez')).json();
    expect(found.results.map((p: Listed) => p.name)).toEqual(['Lucía Hernández']);
    const person = (await t.getAs(`/api/persons/${found.results[0].id}`)).json();
    expect(person.positions.map((p: { name: string }) => p.name)).toEqual(['Gerente de operaciones']);
    expect(person.venues.map((v: { name: string }) => v.name)).toEqual(['Oficina Central']);
  });

  it('changes nothing when seeded again', async () => {
    const before = await t.database.privileged.select().from(persons);
    await seedPeople(t.database);
    expect(await t.database.privileged.select().from(persons)).toHaveLength(before.length);
  });
});
