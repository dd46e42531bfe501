import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FormField } from './types.ts';
import {
  isIsoDate,
  isMultipleOf,
  markStale,
  parseNumberInput,
  validateField,
  validateNumber,
  validateText,
  validationResult,
} from './validate.ts';

const text = (extra: Partial<FormField> = {}) =>
  ({ id: 't', name: 't', type: 'text', ...extra }) as FormField;

describe('validateField: required and skipped', () => {
  it('rejects an empty required field with the default message, per locale', () => {
    const field = text({ required: true });
    expect(validateField(field, '  ')).toBe('Este campo es requerido');
    expect(validateField(field, undefined, { locale: 'en-US' })).toBe('This field is required');
    expect(
      validateField(
        { id: 'c', name: 'c', type: 'checkboxes', required: true, choices: [{ choice: 'a' }] },
        [],
      ),
    ).toBe('Este campo es requerido');
  });

  it('prefers the custom required message', () => {
    expect(validateField(text({ required: true, required_message: 'Cuéntanos qué pasó' }), '')).toBe(
      'Cuéntanos qué pasó',
    );
  });

  it('accepts an empty optional field (required absent means optional)', () => {
    expect(validateField(text(), '')).toBeNull();
    expect(validateField(text({ validators: [{ type: 'min_length', limit_value: 3 }] }), '')).toBeNull();
  });

  it('counts a skipped field as valid, even a required one with a bad value', () => {
    const field = text({ required: true, skippable: true, validators: [{ type: 'email' }] });
    expect(validateField(field, '', { skipped: true })).toBeNull();
    expect(validateField(field, 'no-es-correo', { skipped: true })).toBeNull();
  });

  it('ignores the skip flag of a field that is not skippable', () => {
    expect(validateField(text({ required: true }), '', { skipped: true })).toBe('Este campo es requerido');
  });

  it('never flags static text', () => {
    expect(
      validateField({ id: 'd', name: 'd', type: 'display_text', text: 'Hola', required: true }, undefined),
    ).toBeNull();
  });
});

describe('validateText', () => {
  it('checks min_length and max_length (limit_value) in characters', () => {
    expect(validateText('ab', [{ type: 'min_length', limit_value: 3 }])).toBe(
      'Debe tener al menos 3 caracteres',
    );
    expect(validateText('ñandú', [{ type: 'max_length', limit_value: 5 }])).toBeNull();
    expect(validateText('abcdef', [{ type: 'max_length', limit_value: 5 }], 'en-US')).toBe(
      'Must have at most 5 characters',
    );
  });

  it('checks regex (pattern) and email', () => {
    expect(validateText('12345678-k', [{ type: 'regex', pattern: '^\\d{7,8}-?[\\dkK]$' }])).toBeNull();
    expect(validateText('12.345.678', [{ type: 'regex', pattern: '^\\d{7,8}-?[\\dkK]$' }])).toBe(
      'El formato no es válido',
    );
    expect(validateText('ana@faena.app', [{ type: 'email' }])).toBeNull();
    expect(validateText('ana@faena', [{ type: 'email' }])).toBe('Email inválido');
    expect(validateText('ana faena.app', [{ type: 'email' }], 'en-US')).toBe('Invalid email');
  });

  it('uses each validator’s custom message', () => {
    expect(validateText('x', [{ type: 'min_length', limit_value: 2, message: 'Muy corto' }])).toBe(
      'Muy corto',
    );
    expect(validateText('x', [{ type: 'regex', pattern: '^\\d+$', message: 'Solo dígitos' }])).toBe(
      'Solo dígitos',
    );
    expect(validateText('x', [{ type: 'email', message: 'Correo, por favor' }])).toBe('Correo, por favor');
  });

  it('reports the first failing validator', () => {
    const validators = [{ type: 'min_length', limit_value: 5 }, { type: 'email' }] as const;
    expect(validateText('a@b', [...validators])).toBe('Debe tener al menos 5 caracteres');
  });

  it('applies validators through validateField', () => {
    expect(validateField(text({ validators: [{ type: 'max_length', limit_value: 2 }] }), 'abc')).toBe(
      'Debe tener a lo más 2 caracteres',
    );
  });
});

describe('numbers', () => {
  it('gives the SPEC messages for min, max and step', () => {
    expect(validateNumber(1, { min: 2 })).toBe('Debe ser al menos 2');
    expect(validateNumber(11, { max: 10 })).toBe('Debe ser a lo más 10');
    expect(validateNumber(3, { step: 2 })).toBe('Debe ser múltiplo de 2');
    expect(validateNumber(3, { step: 2 }, 'en-US')).toBe('Must be a multiple of 2');
    expect(validateNumber(4, { min: 2, max: 10, step: 2 })).toBeNull();
  });

  it('is decimal-safe', () => {
    expect(isMultipleOf(0.3, 0.1)).toBe(true);
    expect(isMultipleOf(1.15, 0.05)).toBe(true);
    expect(isMultipleOf(0.7, 0.1, 0.1)).toBe(true);
    expect(isMultipleOf(0.35, 0.1)).toBe(false);
    expect(isMultipleOf(1e-7, 1e-8)).toBe(true);
    expect(isMultipleOf(-6, 3)).toBe(true);
    expect(isMultipleOf(1e21, 1)).toBe(true);
    expect(isMultipleOf(1, 0)).toBe(false);
    expect(validateNumber(0.3, { step: 0.1 })).toBeNull();
  });

  it('steps number fields by 1 by default', () => {
    const integer = { id: 'n', name: 'n', type: 'integer', min: 0, max: 10 } as const;
    expect(validateField(integer, 2.5)).toBe('Debe ser múltiplo de 1');
    expect(validateField(integer, -1)).toBe('Debe ser al menos 0');
    expect(validateField(integer, 11)).toBe('Debe ser a lo más 10');
    expect(validateField(integer, 0)).toBeNull();
    expect(validateField({ id: 'd', name: 'd', type: 'decimal', step: 0.01 }, '12.34')).toBeNull();
    expect(validateField({ id: 'd', name: 'd', type: 'decimal', step: 0.01 }, 12.345)).toBe(
      'Debe ser múltiplo de 0.01',
    );
  });

  it('rejects a non-number in a number field', () => {
    expect(validateField({ id: 'n', name: 'n', type: 'float' }, 'doce')).toBe('Debe ser un número');
  });

  it('bounds a linear scale by start/stop and counts steps from start', () => {
    const scale = { id: 's', name: 's', type: 'value_in_num_range', start: 1, stop: 10, step: 3 } as const;
    expect(validateField(scale, 4)).toBeNull();
    expect(validateField(scale, 3)).toBe('Debe ser múltiplo de 3');
    expect(validateField(scale, 0)).toBe('Debe ser al menos 1');
    expect(validateField(scale, 13)).toBe('Debe ser a lo más 10');
  });

  it('bounds stars by max', () => {
    expect(validateField({ id: 's', name: 's', type: 'stars', max: 5 }, 6)).toBe('Debe ser a lo más 5');
    expect(validateField({ id: 's', name: 's', type: 'stars', max: 5 }, 5)).toBeNull();
  });
});

describe('parseNumberInput', () => {
  it('rounds integer input to zero decimals', () => {
    expect(parseNumberInput('2.6', { integer: true })).toBe(3);
    expect(parseNumberInput(2.4, { integer: true })).toBe(2);
    expect(parseNumberInput('-1.5', { integer: true })).toBe(-1);
  });

  it('keeps decimals for non-integer fields', () => {
    expect(parseNumberInput(' 12.50 ')).toBe(12.5);
    expect(parseNumberInput('.5')).toBe(0.5);
  });

  it('ignores non-numeric input, keeping the previous value', () => {
    expect(parseNumberInput('12a', { previous: 12 })).toBe(12);
    expect(parseNumberInput('abc')).toBeUndefined();
    expect(parseNumberInput(Number.NaN, { previous: 3 })).toBe(3);
    expect(parseNumberInput('1e999', { previous: 3 })).toBe(3);
  });

  it('clears the value on blank input', () => {
    expect(parseNumberInput('  ', { previous: 12 })).toBeUndefined();
    expect(parseNumberInput(null, { previous: 12 })).toBeUndefined();
  });
});

describe('choices', () => {
  const checkboxes = {
    id: 'c',
    name: 'c',
    type: 'checkboxes',
    choices: [{ choice: 'a' }, { choice: 'b' }, { choice: 'c' }],
    min_answers: 2,
    max_answers: 2,
  } satisfies FormField;

  it('enforces min_answers and max_answers', () => {
    expect(validateField(checkboxes, ['a'])).toBe('Selecciona al menos 2 opciones');
    expect(validateField(checkboxes, ['a', 'b', 'c'], { locale: 'en-US' })).toBe('Select at most 2 options');
    expect(validateField(checkboxes, ['a', 'b'])).toBeNull();
  });

  it('rejects answers that are not choices', () => {
    expect(validateField(checkboxes, ['a', 'z'])).toBe('La opción no es válida');
    const select = {
      id: 'm',
      name: 'm',
      type: 'multiple_choice',
      choices: [{ choice: 'Sí' }],
    } satisfies FormField;
    expect(validateField(select, 'No')).toBe('La opción no es válida');
    expect(validateField(select, 'Sí')).toBeNull();
  });
});

describe('dates and other types', () => {
  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('29/02/2024')).toBe(false);
    const date = { id: 'd', name: 'd', type: 'date' } as const;
    expect(validateField(date, '10-03-2024')).toBe('Format different from default not supported by frontend');
    expect(validateField(date, '2024-03-10')).toBeNull();
  });

  it('rejects an unparseable datetime', () => {
    const datetime = { id: 'd', name: 'd', type: 'datetime' } as const;
    expect(validateField(datetime, 'mañana')).toBe('La fecha y hora no es válida');
    expect(validateField(datetime, '2024-03-10T12:00:00Z')).toBeNull();
  });

  it('enforces max_files', () => {
    const files = { id: 'f', name: 'f', type: 'files', max_files: 1 } as const;
    expect(validateField(files, ['a', 'b'])).toBe('Puedes adjuntar a lo más 1 archivos');
  });
});

describe('validation results', () => {
  it('starts fresh and can be marked stale', () => {
    const result = validationResult('Debe ser al menos 2');
    expect(result).toEqual({ error: 'Debe ser al menos 2', stale: false });
    const stale = markStale(result);
    expect(stale).toEqual({ error: 'Debe ser al menos 2', stale: true });
    expect(result.stale).toBe(false);
    expect(markStale(stale)).toBe(stale);
    expect(validationResult(null)).toEqual({ error: null, stale: false });
  });
});

describe('isMultipleOf (property)', () => {
  it('accepts every k·step and rejects k·step + step/2, for decimal steps', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.integer({ min: 1, max: 999 }),
        fc.integer({ min: 0, max: 4 }),
        (k, units, decimals) => {
          // step = units / 10^decimals and value = k * step, both written exactly as decimal text.
          const step = Number(`${units}e-${decimals}`);
          const value = Number(`${k * units}e-${decimals}`);
          const half = Number(`${2 * k * units + units}e-${decimals}`) / 2;
          expect(isMultipleOf(value, step)).toBe(true);
          expect(isMultipleOf(half, step)).toBe(false);
        },
      ),
    );
  });
});
