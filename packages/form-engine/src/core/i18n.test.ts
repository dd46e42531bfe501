import { describe, expect, it } from 'vitest';
import { FORM_LOCALES, type FormMessageKey, formMessage, formResources } from './i18n.ts';

/** Dotted paths of every leaf, so nested namespaces are compared too. */
function keyPaths(resource: object, prefix = ''): string[] {
  return Object.entries(resource).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? keyPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('form i18n resources', () => {
  it('has a resource object for every locale', () => {
    expect(Object.keys(formResources).sort()).toEqual([...FORM_LOCALES].sort());
  });

  it.each(FORM_LOCALES)('%s has exactly the keys of every other locale', (locale) => {
    const keys = keyPaths(formResources[locale]).sort();
    for (const other of FORM_LOCALES) {
      expect(keys, `${locale} vs ${other}`).toEqual(keyPaths(formResources[other]).sort());
    }
  });

  it.each(FORM_LOCALES)('%s has no blank message', (locale) => {
    for (const path of keyPaths(formResources[locale])) {
      const value = path
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], formResources[locale]);
      expect(typeof value === 'string' && value.trim() !== '', path).toBe(true);
    }
  });
});

describe('formMessage', () => {
  it('fills {{placeholders}} the way i18next does', () => {
    expect(formMessage('min_value', 'es-MX', { min: 2 })).toBe('Debe ser al menos 2');
    expect(formMessage('step', 'en-US', { step: 0.5 })).toBe('Must be a multiple of 0.5');
  });

  it('defaults to es-MX and leaves unknown placeholders alone', () => {
    expect(formMessage('required')).toBe('Este campo es requerido');
    expect(formMessage('max_value')).toBe('Debe ser a lo más {{max}}');
  });

  it('gives the SPEC form-level message', () => {
    expect(formMessage('form_has_errors')).toBe(
      'El formulario tiene errores. Por favor, revisa los campos marcados en rojo.',
    );
  });

  it.each(FORM_LOCALES)('%s uses the same placeholders as es-MX for every key', (locale) => {
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
    for (const key of Object.keys(formResources['es-MX']) as FormMessageKey[]) {
      expect(placeholders(formResources[locale][key]), key).toEqual(
        placeholders(formResources['es-MX'][key]),
      );
    }
  });
});
