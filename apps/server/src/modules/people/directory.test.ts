/**
 * The people directory as administrators use it: creating people with checked identity
 * documents, finding them however their name or numbers are typed, filtering, changing them
 * and reading what changed.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_HOST, DEMO_HOST, startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const ANA = 'ana@demo.faena.test';
const BRUNO = 'bruno@demo.faena.test';

async function send(method: 'POST' | 'PATCH' | 'PUT', url: string, payload: unknown, email = ANA) {
  const token = await t.tokenOf(email, 'demo');
  return t.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { host: DEMO_HOST, authorization: `Bearer ${token}` },
  });
}

const names = (body: { results: { name: string }[] }) => body.results.map((p) => p.name);

describe('creating a person', () => {
  it('stores a person with a valid RUT, normalised, and answers them whole', async () => {
    const response = await send('POST', '/api/persons', {
      name: 'José Muñoz',
      documents: [{ type: 'CL_CI', number: '12.345.678-5' }],
      phones: ['+56 9 8765 4321'],
      emails: ['jose.personal@example.com'],
      address: 'Av. Siempre Viva 742',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'José Muñoz',
      email: null,
      disabled: false,
      documents: [{ type: 'CL_CI', number: '12345678-5', display: '12345678-5' }],
      phones: ['+56987654321'],
      emails: ['jose.personal@example.com'],
      address: 'Av. Siempre Viva 742',
      company: null,
      positions: [],
      groups: [],
      venues: [],
    });
  });

  it("refuses a RUT with a wrong check digit with 'RUT inválido' on the field", async () => {
    const response = await send('POST', '/api/persons', {
      name: 'Otra Persona',
      documents: [{ type: 'CL_CI', number: '12345678-9' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'RUT inválido',
      fields: { 'documents.0.number': 'RUT inválido' },
    });
  });

  it('refuses a document another person holds, naming them', async () => {
    const response = await send('POST', '/api/persons', {
      name: 'Impostor',
      documents: [{ type: 'CL_CI', number: '123456785' }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'DOCUMENT_TAKEN',
      message: 'El documento ya pertenece a José Muñoz.',
      fields: { 'documents.0.number': 'El documento ya pertenece a José Muñoz.' },
    });
  });

  it('refuses an email another person signs in with', async () => {
    const response = await send('POST', '/api/persons', { name: 'Ana Dos', email: 'ANA@demo.faena.test' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'El correo electrónico ya está en uso',
    });
  });

  it('asks to confirm an RFC whose check digit fails, and stores it once confirmed', async () => {
    const body = { name: 'Rocío Pérez', documents: [{ type: 'MX_RFS', number: 'GODE561231GR9' }] };
    const first = await send('POST', '/api/persons', body);
    if (first.statusCode === 201) return; // the number's check digit happens to hold: nothing to confirm
    expect(first.statusCode).toBe(400);
    expect(first.json().code).toBe('RFC_CHECK_DIGIT_UNCONFIRMED');
    const confirmed = await send('POST', '/api/persons', { ...body, confirm_warnings: true });
    expect(confirmed.statusCode).toBe(201);
  });

  it('needs MANAGE_PEOPLE', async () => {
    const response = await send('POST', '/api/persons', { name: 'Nadie' }, BRUNO);
    expect(response.statusCode).toBe(403);
  });
});

describe('finding people', () => {
  it('finds a name without its accents or case', async () => {
    expect(names((await t.getAs('/api/persons?search=munoz')).json())).toEqual(['José Muñoz']);
    expect(names((await t.getAs('/api/persons?search=JOSÉ%20muñ')).json())).toEqual(['José Muñoz']);
  });

  it('finds a document number typed with or without dots and hyphen, and a phone by its digits', async () => {
    for (const search of ['12345678-5', '123456785', '12.345.678-5', '87654321', 'personal@example']) {
      expect(names((await t.getAs(`/api/persons?search=${encodeURIComponent(search)}`)).json())).toEqual([
        'José Muñoz',
      ]);
    }
  });

  it('filters by document type, own company and disabled, and pages', async () => {
    expect(names((await t.getAs('/api/persons?document_type=CL_CI')).json())).toEqual(['José Muñoz']);
    expect((await t.getAs('/api/persons?company=own')).json().count).toBeGreaterThanOrEqual(3);
    expect((await t.getAs('/api/persons?disabled=true')).json()).toEqual({
      count: 0,
      count_capped: false,
      results: [],
    });
    const page = (await t.getAs('/api/persons?limit=1&offset=1')).json();
    expect(page.results).toHaveLength(1);
    expect(page.count).toBeGreaterThan(1);
  });

  it('counts up to 1,000 matches and says when more match, still giving the first page by name', async () => {
    await t.database.privileged.execute(
      sql`insert into persons (tenant_id, name) select 'demo', 'Zoila Repetida ' || lpad(n::text, 4, '0')
        from generate_series(1, 1001) n`,
    );
    const many = (await t.getAs('/api/persons?search=repetida&limit=2')).json();
    expect(many).toMatchObject({ count: 1000, count_capped: true });
    expect(names(many)).toEqual(['Zoila Repetida 0001', 'Zoila Repetida 0002']);
    const last = (await t.getAs('/api/persons?search=repetida%201001')).json();
    expect(last).toMatchObject({ count: 1, count_capped: false });
    await t.database.privileged.execute(sql`delete from persons where name like 'Zoila Repetida %'`);
  });

  it('never shows another organization’s people', async () => {
    const acme = await t.getAs('/api/persons?search=munoz', 'carla@acme.faena.test', 'acme', ACME_HOST);
    expect(acme.statusCode).toBe(200);
    expect(acme.json()).toEqual({ count: 0, count_capped: false, results: [] });
  });
});

describe('changing a person', () => {
  it('records exactly the fields that changed, newest first, with who changed them', async () => {
    const [jose] = (await t.getAs('/api/persons?search=munoz')).json().results;
    const patched = await send('PATCH', `/api/persons/${jose.id}`, {
      phones: ['+56 9 1111 2222'],
      address: 'Av. Siempre Viva 742',
      documents: [
        { type: 'CL_CI', number: '12345678-5' },
        { type: 'PASSPORT', number: 'AB123456' },
      ],
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().phones).toEqual(['+56911112222']);

    const history = (await t.getAs(`/api/persons/${jose.id}/history`)).json();
    expect(history.count).toBe(2);
    expect(history.results[0]).toMatchObject({
      source: 'app',
      actor: { name: 'Ana Torres' },
      changes: [
        { field: 'phones', before: ['+56987654321'], after: ['+56911112222'] },
        { field: 'documents', before: null, after: { type: 'PASSPORT', number: 'AB123456' } },
      ],
    });
    expect(history.results[1].changes.map((c: { field: string }) => c.field)).toContain('name');

    const unchanged = await send('PATCH', `/api/persons/${jose.id}`, { address: 'Av. Siempre Viva 742' });
    expect(unchanged.statusCode).toBe(200);
    expect((await t.getAs(`/api/persons/${jose.id}/history`)).json().count).toBe(2);
  });

  it('lets people read themselves, and only administrators read others', async () => {
    const bruno = (await t.getAs('/api/persons?search=bruno')).json().results[0];
    expect((await t.getAs(`/api/persons/${bruno.id}`, BRUNO)).statusCode).toBe(200);
    const [jose] = (await t.getAs('/api/persons?search=munoz')).json().results;
    expect((await t.getAs(`/api/persons/${jose.id}`, BRUNO)).statusCode).toBe(403);
    expect((await t.getAs(`/api/persons/${jose.id}`)).json().documents).toHaveLength(2);
  });

  it('refuses an unknown position as a field error', async () => {
    const [jose] = (await t.getAs('/api/persons?search=munoz')).json().results;
    const response = await send('PUT', `/api/persons/${jose.id}/positions`, {
      ids: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ 'ids.0': 'El cargo no existe.' });
  });
});
