import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOST, startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.tokenOf('bruno@demo.faena.test', 'demo');
});
afterAll(() => t?.close());

const inspection = {
  id: 'inspection',
  fields: [
    { id: '1', name: 'ok', type: 'boolean', label: '¿Todo en orden?', required: true },
    {
      id: '2',
      name: 'issue',
      type: 'text',
      label: 'Problema',
      required: true,
      show_if: { field: 'ok', operator: 'equals', value: false },
    },
    { id: '3', name: 'temperature', type: 'integer', min: 0, max: 10, skippable: true, required: true },
    { id: '4', name: 'visited_at', type: 'datetime' },
  ],
};

function validate(body: object, language = 'es-MX') {
  return t.app.inject({
    method: 'POST',
    url: '/api/forms/validate-response',
    headers: { host: DEMO_HOST, authorization: `Bearer ${token}`, 'accept-language': language },
    payload: body,
  });
}

describe('form responses are checked with the form engine’s rules', () => {
  it('answers the canonical response: datetimes in UTC with milliseconds, skipped required as null', async () => {
    const reply = await validate({
      definition: inspection,
      response: { ok: true, temperature: null, visited_at: '2026-11-21T09:30:00-06:00' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      value: { ok: true, temperature: null, visited_at: '2026-11-21T15:30:00.000Z' },
    });
  });

  it('refuses what the renderer refuses, field by field, in the caller’s language', async () => {
    const reply = await validate({
      definition: inspection,
      response: { ok: false, temperature: 11, extra: 'x' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      code: 'INVALID_FORM_RESPONSE',
      message: 'El formulario tiene errores. Por favor, revisa los campos marcados en rojo.',
      fields: {
        issue: 'Este campo es requerido',
        temperature: 'Debe ser a lo más 10',
        extra: 'Este campo no existe en el formulario',
      },
    });

    const english = await validate({ definition: inspection, response: { ok: true, issue: 'x' } }, 'en-US');
    expect(english.json().fields).toEqual({
      issue: 'This field is hidden and takes no answer',
      temperature: 'This field is required',
    });
  });

  it('refuses a definition the builder could not have saved, naming the field', async () => {
    const reply = await validate({
      definition: { id: 'f', fields: [{ id: '1', name: 'a', type: 'checkboxes', choices: [] }] },
      response: {},
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().code).toBe('INVALID_FORM_DEFINITION');
    expect(reply.json().message).toBe(
      "Definición de formulario inválida: campo 'a': choices no debe tener menos de 1 elementos",
    );
  });

  it('names the definition problems in English when the client asks for it', async () => {
    const reply = await validate(
      {
        definition: {
          id: 'f',
          fields: [
            { id: '1', name: 'a', type: 'text' },
            { id: '2', name: 'a', type: 'text' },
          ],
        },
        response: {},
      },
      'en-US',
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json().code).toBe('INVALID_FORM_DEFINITION');
    expect(reply.json().message).toBe("Invalid form definition: field 'a': duplicate name");
  });
});
