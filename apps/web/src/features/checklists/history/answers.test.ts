import type { FormDefinition } from '@faena/form-engine/core';
import { describe, expect, it } from 'vitest';
import { answerItems, answerText, answerValues, fileLinks } from './answers';

const FORMAT = {
  yes: 'Sí',
  no: 'No',
  date: (iso: string) => `día ${iso.slice(0, 10)}`,
  dateTime: (iso: string) => `momento ${iso}`,
  number: (value: number) => String(value),
};

const DEFINITION: FormDefinition = {
  id: 'f',
  fields: [
    { id: '1', name: 'abierto', type: 'boolean', label: '¿Abierto?' },
    {
      id: '2',
      name: 'motivo',
      type: 'text',
      label: 'Motivo',
      show_if: { field: 'abierto', operator: 'equals', value: false },
    } as FormDefinition['fields'][number],
    { id: '3', name: 'notas', type: 'text', label: 'Notas', skippable: true, required: true },
    { id: '4', name: 'extra', type: 'text', label: 'Extra', skippable: true },
    { id: '5', name: 'fotos', type: 'files', label: 'Fotos' },
  ],
};

describe("an execution's answers", () => {
  it("mark a skippable field answered null (or with its flag) as 'No aplica'", () => {
    expect(answerValues(DEFINITION, { notas: null })).toEqual({ notas: null, notas_skipped: true });
    const items = answerItems(DEFINITION, { abierto: true, notas: null, extra_skipped: true, fotos: [] });
    expect(items.map((item) => `${item.field.name}:${item.kind}`)).toEqual([
      'abierto:answered',
      'notas:skipped',
      'extra:skipped',
      'fotos:unanswered',
    ]);
  });

  it('leave out the questions their conditions hid', () => {
    const names = (answers: Record<string, unknown>) =>
      answerItems(DEFINITION, answers).map((item) => item.field.name);
    expect(names({ abierto: true })).not.toContain('motivo');
    expect(names({ abierto: false, motivo: 'Inventario' })).toContain('motivo');
  });

  it('read in words by type', () => {
    const field = (type: string, extra: object = {}) =>
      ({ id: 'x', name: 'x', type, ...extra }) as FormDefinition['fields'][number];
    expect(answerText(field('boolean'), false, FORMAT)).toBe('No');
    expect(answerText(field('checkboxes'), ['A', 'B'], FORMAT)).toBe('A, B');
    expect(answerText(field('date'), '2026-03-02', FORMAT)).toBe('día 2026-03-02');
    expect(answerText(field('datetime'), '2026-03-02T14:00:00.000Z', FORMAT)).toBe(
      'momento 2026-03-02T14:00:00.000Z',
    );
    expect(answerText(field('stars', { max: 5 }), 4, FORMAT)).toBe('4 / 5');
    expect(answerText(field('venue'), { id: 'v1', name: 'Tienda Centro' }, FORMAT)).toBe('Tienda Centro');
    expect(answerText(field('num_range'), [1, 5], FORMAT)).toBe('1 – 5');
    expect(fileLinks(field('files'), ['/a', '', '/b'])).toEqual(['/a', '/b']);
    expect(fileLinks(field('image'), '/foto')).toEqual(['/foto']);
    expect(fileLinks(field('text'), '/foto')).toEqual([]);
  });
});
