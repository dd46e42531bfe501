import { describe, expect, it } from 'vitest';
import { filepondDownloadUrl, normalizeSubmission, selectValue } from './normalize.ts';
import type { FormDefinition } from './types.ts';

const definition: FormDefinition = {
  id: 'inspection',
  fields: [
    { id: '1', name: 'visited_on', type: 'date' },
    { id: '2', name: 'started_at', type: 'datetime' },
    { id: '3', name: 'photo', type: 'image' },
    { id: '4', name: 'evidence', type: 'files' },
    { id: '5', name: 'ok', type: 'multiple_choice', choices: [{ choice: 'Sí' }, { choice: 'No' }] },
    { id: '6', name: 'why', type: 'text', required: true, skippable: true },
    { id: '7', name: 'extra', type: 'text', skippable: true },
    { id: '8', name: 'notes', type: 'text' },
    {
      id: '9',
      name: 'follow_up',
      type: 'text',
      required: true,
      show_if: { field: 'ok', operator: 'equals', value: 'No' },
    },
    { id: '10', name: 'count', type: 'integer' },
    { id: '11', name: 'intro', type: 'display_text', text: 'Hola' },
  ],
};

const downloadUrl = (id: string) => `https://api.faena.app/filepond/${id}/download`;

describe('normalizeSubmission', () => {
  it('sends datetimes as UTC ISO strings with milliseconds', () => {
    const result = normalizeSubmission(definition, { started_at: '2024-03-10T09:30:00-03:00' });
    expect(result).toEqual({ ok: true, value: { started_at: '2024-03-10T12:30:00.000Z' } });
    expect(
      normalizeSubmission(definition, { started_at: new Date(Date.UTC(2024, 0, 2, 3, 4, 5, 6)) }),
    ).toEqual({
      ok: true,
      value: { started_at: '2024-01-02T03:04:05.006Z' },
    });
  });

  it('keeps YYYY-MM-DD dates and rejects any other format', () => {
    expect(normalizeSubmission(definition, { visited_on: '2024-03-10' })).toEqual({
      ok: true,
      value: { visited_on: '2024-03-10' },
    });
    expect(normalizeSubmission(definition, { visited_on: '10/03/2024' })).toEqual({
      ok: false,
      errors: { visited_on: 'Format different from default not supported by frontend' },
      formError: 'El formulario tiene errores. Por favor, revisa los campos marcados en rojo.',
    });
  });

  it('turns temporary uploads into download links: one for an image, a list for files', () => {
    const result = normalizeSubmission(
      definition,
      {
        photo: { temporary_upload: 'tmp-1' },
        evidence: [{ upload_id: 'up-2' }, { temporary_upload: 'tmp-3' }, 'https://cdn/x.pdf'],
      },
      { downloadUrl },
    );
    expect(result).toEqual({
      ok: true,
      value: {
        photo: 'https://api.faena.app/filepond/tmp-1/download',
        evidence: [
          'https://api.faena.app/filepond/up-2/download',
          'https://api.faena.app/filepond/tmp-3/download',
          'https://cdn/x.pdf',
        ],
      },
    });
  });

  it('links to /filepond/{upload_id}/download by default', () => {
    expect(filepondDownloadUrl('a b')).toBe('/filepond/a%20b/download');
    expect(normalizeSubmission(definition, { photo: [{ upload_id: 'u1' }] })).toEqual({
      ok: true,
      value: { photo: '/filepond/u1/download' },
    });
  });

  it('rejects an upload it cannot link', () => {
    expect(normalizeSubmission(definition, { photo: { file: 'x' } }, { locale: 'en-US' })).toMatchObject({
      ok: false,
      errors: { photo: 'The file is not valid' },
    });
  });

  it('gives a select whose value is not among its options the first option', () => {
    expect(normalizeSubmission(definition, { ok: 'Tal vez' })).toEqual({ ok: true, value: { ok: 'Sí' } });
    expect(normalizeSubmission(definition, { ok: 'No', follow_up: 'x' })).toEqual({
      ok: true,
      value: { ok: 'No', follow_up: 'x' },
    });
  });

  it('exposes the select rule for renderers', () => {
    const field = { choices: [{ choice: 'Sí' }, { choice: 'No' }] };
    expect(selectValue(field, 'No')).toBe('No');
    expect(selectValue(field, 'Quizá')).toBe('Sí');
    expect(selectValue(field, 3)).toBe('Sí');
  });

  it('sends a skipped required field as null and omits optional skipped or empty ones', () => {
    const result = normalizeSubmission(definition, {
      why: 'ignored',
      why_skipped: true,
      extra: 'also ignored',
      extra_skipped: true,
      notes: '   ',
    });
    expect(result).toEqual({ ok: true, value: { why: null } });
  });

  it('omits hidden fields and static text', () => {
    const result = normalizeSubmission(definition, { ok: 'Sí', follow_up: 'stale answer', intro: 'x' });
    expect(result).toEqual({ ok: true, value: { ok: 'Sí' } });
  });

  it('rounds integers', () => {
    expect(normalizeSubmission(definition, { count: '4.6' })).toEqual({ ok: true, value: { count: 5 } });
  });

  it('uses the hidden set it is given', () => {
    expect(normalizeSubmission(definition, { notes: 'x' }, { hidden: new Set(['notes']) })).toEqual({
      ok: true,
      value: {},
    });
  });
});
