import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { baseText, createWordingLayer, layerNamespace, layerWording, parseWordingKey } from './overrides';

const base = {
  'es-MX': {
    formBuilder: { type_venue: 'Sucursal', type_location: 'Ubicación' },
    home: { greeting: 'Hola, {{name}}', menu: { title: 'Menú' } },
  },
  'en-US': {
    formBuilder: { type_venue: 'Venue', type_location: 'Location' },
    home: { greeting: 'Hello, {{name}}', menu: { title: 'Menu' } },
  },
};

async function instance() {
  const i18n = i18next.createInstance();
  await i18n.init({ resources: JSON.parse(JSON.stringify(base)), lng: 'es-MX', fallbackLng: 'es-MX' });
  return i18n;
}

describe('wording keys', () => {
  it('name a namespace and a dotted path, like the server accepts', () => {
    expect(parseWordingKey('home:menu.title')).toEqual({ namespace: 'home', path: ['menu', 'title'] });
    expect(parseWordingKey('formBuilder:type_venue')).toEqual({
      namespace: 'formBuilder',
      path: ['type_venue'],
    });
    for (const bad of ['type_venue', 'Home:x', 'home:', 'home:a..b', 'home:a b', '1x:y', 'home:x.'])
      expect(parseWordingKey(bad), bad).toBeNull();
  });

  it('find the base text of a key', () => {
    expect(baseText(base, 'en-US', 'home:menu.title')).toBe('Menu');
    expect(baseText(base, 'es-MX', 'home:menu')).toBeUndefined();
    expect(baseText(base, 'es-MX', 'nothing:here')).toBeUndefined();
  });
});

describe('layering', () => {
  it('puts overrides on top of a copy of the base, per language', () => {
    const wording = { 'es-MX': { 'formBuilder:type_venue': 'Tienda', 'home:menu.title': 'Opciones' } };
    expect(layerNamespace(base, wording, 'es-MX', 'formBuilder')).toEqual({
      type_venue: 'Tienda',
      type_location: 'Ubicación',
    });
    expect(layerNamespace(base, wording, 'es-MX', 'home')).toEqual({
      greeting: 'Hola, {{name}}',
      menu: { title: 'Opciones' },
    });
    expect(layerNamespace(base, wording, 'en-US', 'formBuilder')).toEqual(base['en-US'].formBuilder);
    expect(base['es-MX'].formBuilder.type_venue).toBe('Sucursal');
  });

  it('ignores blank texts, malformed keys and texts that would replace a group', () => {
    const wording = {
      'es-MX': { 'home:greeting': '  ', 'home:menu': 'x', 'home:greeting.deep': 'y', bad: 'z' },
    };
    expect(layerNamespace(base, wording, 'es-MX', 'home')).toEqual(base['es-MX'].home);
  });

  it('rewrites every namespace touched before or now, so a removed override falls back', () => {
    const before = { 'es-MX': { 'formBuilder:type_venue': 'Tienda' } };
    const after = { 'es-MX': { 'home:menu.title': 'Opciones' }, 'en-US': {} };
    expect(layerWording(base, before, after)).toEqual([
      { language: 'es-MX', namespace: 'formBuilder', texts: base['es-MX'].formBuilder },
      { language: 'es-MX', namespace: 'home', texts: { ...base['es-MX'].home, menu: { title: 'Opciones' } } },
    ]);
    expect(layerWording(base, {}, {})).toEqual([]);
  });
});

describe('applying to i18next', () => {
  it('shows the tenant wording in both languages and restores the base when removed', async () => {
    const i18n = await instance();
    const apply = createWordingLayer(base);
    apply(i18n, {
      'es-MX': { 'formBuilder:type_venue': 'Pabellón', 'formBuilder:type_location': 'Recinto' },
      'en-US': { 'formBuilder:type_venue': 'Pavilion' },
    });
    expect(i18n.t('formBuilder:type_venue')).toBe('Pabellón');
    expect(i18n.t('formBuilder:type_location')).toBe('Recinto');
    await i18n.changeLanguage('en-US');
    expect(i18n.t('formBuilder:type_venue')).toBe('Pavilion');
    expect(i18n.t('formBuilder:type_location')).toBe('Location');

    apply(i18n, { 'es-MX': { 'formBuilder:type_venue': 'Tienda' }, 'en-US': {} });
    expect(i18n.t('formBuilder:type_venue')).toBe('Venue');
    await i18n.changeLanguage('es-MX');
    expect(i18n.t('formBuilder:type_venue')).toBe('Tienda');
    expect(i18n.t('formBuilder:type_location')).toBe('Ubicación');
    expect(i18n.t('home:greeting', { name: 'Ana' })).toBe('Hola, Ana');

    apply(i18n, { 'es-MX': {}, 'en-US': {} });
    expect(i18n.t('formBuilder:type_venue')).toBe('Sucursal');
  });

  it('keeps each i18next instance’s previous wording apart', async () => {
    const [a, b] = [await instance(), await instance()];
    const apply = createWordingLayer(base);
    apply(a, { 'es-MX': { 'formBuilder:type_venue': 'Tienda' } });
    apply(b, {});
    expect(a.t('formBuilder:type_venue')).toBe('Tienda');
    expect(b.t('formBuilder:type_venue')).toBe('Sucursal');
  });
});
