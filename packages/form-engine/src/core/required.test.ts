import { describe, expect, it } from 'vitest';
import { isEmpty, validateRequired } from './required.ts';

describe('isEmpty', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an empty string', ''],
    ['a blank string', '  \t\n '],
    ['zero-width characters', '\u200B\u200D'],
    ['bidi controls', '\u202E\u2066'],
    ['a byte order mark', '\uFEFF'],
    ['no-break and ideographic spaces', '\u00A0\u3000'],
    ['an empty list', []],
  ])('treats %s as empty', (_, value) => {
    expect(isEmpty(value)).toBe(true);
  });

  it.each([
    ['text', 'a'],
    ['text with spaces around', '  a  '],
    ['text with invisible characters around', '\u200Ba\uFEFF'],
    ['zero', 0],
    ['false', false],
    ['a list with one item', ['x']],
    ['an object', { start: '2024-01-01' }],
  ])('treats %s as an answer', (_, value) => {
    expect(isEmpty(value)).toBe(false);
  });
});

describe('validateRequired', () => {
  it('gives the Spanish default message for an empty required field', () => {
    expect(validateRequired('')).toBe('Este campo es requerido');
    expect(validateRequired(undefined, { locale: 'es-MX' })).toBe('Este campo es requerido');
  });

  it('gives the English default message in en-US', () => {
    expect(validateRequired(null, { locale: 'en-US' })).toBe('This field is required');
  });

  it('prefers the custom required message', () => {
    expect(validateRequired([], { requiredMessage: 'Elige al menos uno' })).toBe('Elige al menos uno');
  });

  it('falls back to the default when the custom message is blank', () => {
    expect(validateRequired(' ', { requiredMessage: '  ', locale: 'en-US' })).toBe('This field is required');
  });

  it('accepts a filled required field', () => {
    expect(validateRequired('hola')).toBeNull();
    expect(validateRequired(0)).toBeNull();
    expect(validateRequired(false)).toBeNull();
    expect(validateRequired(['a'])).toBeNull();
  });

  it('accepts an empty optional field', () => {
    expect(validateRequired('', { optional: true })).toBeNull();
  });

  it('counts a skipped field as valid even when empty and required', () => {
    expect(validateRequired(undefined, { skipped: true })).toBeNull();
    expect(validateRequired('', { skipped: true, requiredMessage: 'x' })).toBeNull();
  });
});
