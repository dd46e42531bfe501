import { describe, expect, it } from 'vitest';
import { emailProblem } from './email-problem';
import { session } from './i18n';

describe('emailProblem', () => {
  it('says a blank email is required, in SPEC 5 words', () => {
    expect(emailProblem('')).toBe('emailRequired');
    expect(emailProblem('   ')).toBe('emailRequired');
    expect(emailProblem('\u200b')).toBe('emailRequired');
    expect(session['es-MX'].emailRequired).toBe('Este campo es requerido');
    expect(session['en-US'].emailRequired).toBe('This field is required');
  });

  it('says anything else that is no address is invalid', () => {
    expect(emailProblem('ana')).toBe('emailInvalid');
    expect(emailProblem('ana@demo')).toBe('emailInvalid');
    expect(session['es-MX'].emailInvalid).toBe('Email inválido');
  });

  it('accepts an address', () => {
    expect(emailProblem(' ana@demo.faena.test ')).toBeNull();
  });
});
