import { describe, expect, it } from 'vitest';
import { validateForm, validateSubmission } from './submission.ts';
import type { FormDefinition } from './types.ts';

const FORM_ERROR = 'El formulario tiene errores. Por favor, revisa los campos marcados en rojo.';

const definition: FormDefinition = {
  id: 'inspection',
  fields: [
    {
      id: '1',
      name: 'ok',
      type: 'multiple_choice',
      required: true,
      choices: [{ choice: 'Sí' }, { choice: 'No' }],
    },
    {
      id: '2',
      name: 'why',
      type: 'text',
      required: true,
      skippable: true,
      validators: [{ type: 'min_length', limit_value: 5 }],
      show_if: { field: 'ok', operator: 'equals', value: 'No' },
    },
    { id: '3', name: 'score', type: 'integer', min: 0, max: 10 },
    { id: '4', name: 'photo', type: 'image', show_if: { field: 'why', operator: 'is_skipped' } },
    { id: '5', name: 'at', type: 'datetime' },
    { id: '6', name: 'intro', type: 'display_text', text: 'Hola' },
  ],
};

describe('validateForm', () => {
  it('validates visible fields only and points at the first invalid one', () => {
    const result = validateForm(definition, { ok: 'Sí', why: '', score: 11 });
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual({ score: 'Debe ser a lo más 10' });
    expect(result.firstInvalid).toBe('score');
    expect(result.formError).toBe(FORM_ERROR);
    expect([...result.hidden].sort()).toEqual(['photo', 'why']);
  });

  it('counts a skipped field as valid', () => {
    expect(validateForm(definition, { ok: 'No', why_skipped: true }).valid).toBe(true);
  });

  it('validates a field once it shows', () => {
    const result = validateForm(definition, { ok: 'No', why: 'ab' }, { locale: 'en-US' });
    expect(result.errors).toEqual({ why: 'Must have at least 5 characters' });
    expect(result.formError).toBe('The form has errors. Please review the fields marked in red.');
  });

  it('is valid with no form error when everything passes', () => {
    expect(validateForm(definition, { ok: 'Sí' })).toMatchObject({
      valid: true,
      errors: {},
      formError: null,
      firstInvalid: null,
    });
  });
});

describe('validateSubmission', () => {
  it('accepts a valid response and returns its canonical value', () => {
    expect(
      validateSubmission(definition, {
        ok: 'No',
        why: 'Se rompió',
        score: 3,
        at: '2024-03-10T09:30:00-03:00',
      }),
    ).toEqual({
      ok: true,
      value: { ok: 'No', why: 'Se rompió', score: 3, at: '2024-03-10T12:30:00.000Z' },
    });
  });

  it('applies the browser’s field rules', () => {
    expect(validateSubmission(definition, { ok: 'Quizá', score: 2.5 })).toEqual({
      ok: false,
      errors: { ok: 'La opción no es válida', score: 'Debe ser múltiplo de 1' },
      formError: FORM_ERROR,
    });
    expect(validateSubmission(definition, {})).toEqual({
      ok: false,
      errors: { ok: 'Este campo es requerido' },
      formError: FORM_ERROR,
    });
  });

  it('speaks the requested locale', () => {
    expect(validateSubmission(definition, {}, { locale: 'en-US' })).toEqual({
      ok: false,
      errors: { ok: 'This field is required' },
      formError: 'The form has errors. Please review the fields marked in red.',
    });
  });

  it('accepts null for a skipped required field (the wire form) and lets conditions see the skip', () => {
    expect(validateSubmission(definition, { ok: 'No', why: null, photo: 'https://cdn/p.jpg' })).toEqual({
      ok: true,
      value: { ok: 'No', why: null, photo: 'https://cdn/p.jpg' },
    });
  });

  it('accepts an explicit skip flag', () => {
    expect(validateSubmission(definition, { ok: 'No', why_skipped: true })).toEqual({
      ok: true,
      value: { ok: 'No', why: null },
    });
  });

  it('refuses answers to hidden fields', () => {
    expect(validateSubmission(definition, { ok: 'Sí', why: 'Se rompió' })).toEqual({
      ok: false,
      errors: { why: 'Este campo está oculto y no admite respuesta' },
      formError: FORM_ERROR,
    });
    expect(validateSubmission(definition, { ok: 'Sí', why_skipped: true })).toMatchObject({
      ok: false,
      errors: { why: 'Este campo está oculto y no admite respuesta' },
    });
  });

  it('refuses unknown names, static text and skip flags of fields that cannot be skipped', () => {
    expect(validateSubmission(definition, { ok: 'Sí', hack: 1, intro: 'x', score_skipped: true })).toEqual({
      ok: false,
      errors: {
        hack: 'Este campo no existe en el formulario',
        intro: 'Este campo no existe en el formulario',
        score_skipped: 'Este campo no existe en el formulario',
      },
      formError: FORM_ERROR,
    });
  });

  it('refuses temporary uploads and non-objects', () => {
    expect(
      validateSubmission(definition, { ok: 'No', why: null, photo: { temporary_upload: 't' } }),
    ).toMatchObject({
      ok: false,
      errors: { photo: 'El archivo no es válido' },
    });
    expect(validateSubmission(definition, [1])).toEqual({ ok: false, errors: {}, formError: FORM_ERROR });
  });

  it('keeps a file link only when it is a path of the app or an http(s) URL', () => {
    const photo = (link: unknown) => validateSubmission(definition, { ok: 'No', why: null, photo: link });
    expect(photo('/api/filepond/abc/download')).toMatchObject({ ok: true });
    expect(photo('https://files.example.org/a.jpg')).toMatchObject({ ok: true });
    for (const unsafe of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      '//evil.example/a.jpg',
      'foto.jpg',
      '/api/filepond/a b/download',
      '/api/filepond/a\u0000/download',
    ]) {
      expect(photo(unsafe), unsafe).toMatchObject({
        ok: false,
        errors: { photo: 'El archivo no es válido' },
      });
    }
  });

  it('refuses datetimes without a time zone (they would be read in the server’s zone)', () => {
    expect(validateSubmission(definition, { ok: 'Sí', at: '2024-03-10T09:30:00' })).toMatchObject({
      ok: false,
      errors: { at: 'La fecha y hora no es válida' },
    });
    expect(validateSubmission(definition, { ok: 'Sí', at: 1710063000000 })).toMatchObject({ ok: false });
    expect(validateSubmission(definition, { ok: 'Sí', at: '2024-03-10T09:30:00.123Z' })).toEqual({
      ok: true,
      value: { ok: 'Sí', at: '2024-03-10T09:30:00.123Z' },
    });
  });

  it('omits optional empty answers from the value', () => {
    expect(validateSubmission(definition, { ok: 'Sí', score: null, at: '' })).toEqual({
      ok: true,
      value: { ok: 'Sí' },
    });
  });
});
