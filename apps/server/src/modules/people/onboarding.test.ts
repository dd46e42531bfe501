/**
 * The onboarding form: a form-engine definition the web renders, answers checked with the
 * same rules, stored per person, and /api/me telling whether the person is onboarded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOST, startTestApp, type TestApp } from '../../../test/support/test-app.ts';

const BRUNO = 'bruno@demo.faena.test';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

async function call(method: 'GET' | 'POST', url: string, payload?: object, email = BRUNO) {
  return t.app.inject({
    method,
    url,
    headers: { host: DEMO_HOST, authorization: `Bearer ${await t.tokenOf(email, 'demo')}` },
    ...(payload ? { payload } : {}),
  });
}

const VALID = {
  phone: '+52 55 1234 5678',
  birth_date: '1990-04-12',
  identity_document_type: 'MX_CURP',
  identity_document_number: 'diab900412hdfzrr04',
  address: 'Av. Reforma 222, Ciudad de México',
};

describe('onboarding', () => {
  it('serves a personal-data form with Spanish labels and the identity document types', async () => {
    const response = await call('GET', '/api/onboarding/form');
    expect(response.statusCode).toBe(200);
    const form = response.json();
    expect(form.fields.map((field: { name: string }) => field.name)).toEqual([
      'phone',
      'birth_date',
      'identity_document_type',
      'identity_document_number',
      'address',
    ]);
    expect(form.fields[0].label).toBe('Teléfono');
    expect(form.fields[2]).toMatchObject({
      type: 'multiple_choice',
      label: 'Tipo de documento de identidad',
      choices: [
        'CL_CI',
        'PASSPORT',
        'PE_DNI',
        'CO_CC',
        'MX_CURP',
        'MX_RFS',
        'MX_INE',
        'MX_NSS',
        'SV_DUI',
      ].map((choice) => ({ choice })),
    });
  });

  it('is not onboarded before sending the form', async () => {
    expect((await call('GET', '/api/me')).json().onboarded_at).toBeNull();
  });

  it('refuses an invalid response with each field’s message', async () => {
    const response = await call('POST', '/api/onboarding', {
      response: { ...VALID, phone: 'llámame', identity_document_type: 'LICENCIA', address: '' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('INVALID_FORM_RESPONSE');
    expect(body.fields).toMatchObject({
      phone: 'Ingresa un teléfono válido, por ejemplo +52 55 1234 5678',
      address: 'Este campo es requerido',
    });
    expect(body.fields.identity_document_type).toEqual(expect.any(String));
    expect((await call('GET', '/api/me')).json().onboarded_at).toBeNull();
  });

  it("checks the number by its document type's rule: a CURP with a wrong check digit is refused", async () => {
    const response = await call('POST', '/api/onboarding', {
      response: { ...VALID, identity_document_number: 'DIAB900412HDFZRR09' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      identity_document_number: expect.stringMatching(/CURP/),
    });
    expect((await call('GET', '/api/me')).json().onboarded_at).toBeNull();
  });

  it('checks a simulated response without storing it', async () => {
    const invalid = await call('POST', '/api/onboarding?simulate=true', {
      response: { ...VALID, address: '' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toMatchObject({ address: 'Este campo es requerido' });
    const response = await call('POST', '/api/onboarding?simulate=true', { response: VALID });
    expect(response.statusCode).toBe(204);
    expect((await call('GET', '/api/me')).json().onboarded_at).toBeNull();
  });

  it('stores a valid response and /api/me then says when', async () => {
    const response = await call('POST', '/api/onboarding', { response: VALID });
    expect(response.statusCode).toBe(204);
    const onboardedAt = (await call('GET', '/api/me')).json().onboarded_at;
    expect(new Date(onboardedAt).toString()).not.toBe('Invalid Date');
    // Only Bruno is onboarded.
    expect((await call('GET', '/api/me', undefined, 'ana@demo.faena.test')).json().onboarded_at).toBeNull();
  });

  it('leaves an onboarded person’s record as it was when they simulate onboarding again', async () => {
    const before = (await call('GET', '/api/me')).json().onboarded_at;
    expect(before).not.toBeNull();
    const response = await call('POST', '/api/onboarding?simulate=true', {
      response: { ...VALID, phone: '+52 33 9999 0000', address: 'Otra calle 1' },
    });
    expect(response.statusCode).toBe(204);
    expect((await call('GET', '/api/me')).json().onboarded_at).toBe(before);
  });
});
