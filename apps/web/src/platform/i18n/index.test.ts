// @vitest-environment jsdom
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyWording, baseTextOf, changeLanguage, initI18n, LANGUAGE_STORAGE_KEY } from '.';
import { FORM_NAMESPACES } from './form-namespaces';

describe('the app’s i18n', () => {
  beforeAll(async () => {
    await initI18n(FORM_NAMESPACES, 'es-MX');
  });

  it('registers the form engine’s and the form builder’s namespaces in both languages', () => {
    expect(i18next.t('form:required')).toBe('Este campo es requerido');
    expect(i18next.t('formBuilder:type_venue')).toBe('Sucursal');
    expect(i18next.t('formBuilder:type_venue', { lng: 'en-US' })).toBe('Venue');
  });

  it('switches language: remembered, on <html lang>, tenant wording kept for each language', async () => {
    applyWording({
      'es-MX': { 'formBuilder:type_venue': 'Tienda' },
      'en-US': { 'formBuilder:type_venue': 'Store' },
    });
    await changeLanguage('en-US');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    expect(i18next.t('formBuilder:type_venue')).toBe('Store');
    await changeLanguage('es-MX');
    expect(i18next.t('formBuilder:type_venue')).toBe('Tienda');
    expect(baseTextOf('es-MX', 'formBuilder', 'type_venue')).toBe('Sucursal');
    applyWording({ 'es-MX': {}, 'en-US': {} });
    expect(i18next.t('formBuilder:type_venue')).toBe('Sucursal');
  });
});
