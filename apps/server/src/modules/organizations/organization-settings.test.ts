/**
 * An administrator edits the organization (name, brand, wording, hidden field types) and
 * uploads its logo; everybody else is refused and the other tenant never changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_HOST, DEMO_HOST, startTestApp, type TestApp } from '../../../test/support/test-app.ts';

const ANA = 'ana@demo.faena.test';
const BRUNO = 'bruno@demo.faena.test';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

async function call(email: string, method: 'PATCH' | 'PUT', url: string, payload: object) {
  const token = await t.tokenOf(email, 'demo');
  return t.app.inject({
    method,
    url,
    headers: { host: DEMO_HOST, authorization: `Bearer ${token}` },
    payload,
  });
}

const update = (payload: object, email = ANA) => call(email, 'PATCH', '/api/organizations/current', payload);
const uploadLogo = (payload: object, email = ANA) =>
  call(email, 'PUT', '/api/organizations/current/logo', payload);
const getOrganization = (host = DEMO_HOST) =>
  t.app.inject({ method: 'GET', url: '/api/organizations/current', headers: { host } });

// The smallest valid PNG: a 1×1 transparent pixel.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
).toString('base64');

describe('editing the organization', () => {
  it('changes name, brand, wording and hidden field types, and everybody sees them', async () => {
    const response = await update({
      name: '  Demo Renombrada  ',
      brand: { primary: '#1D4ED8', accent: '#f59e0b' },
      wording: { 'es-MX': { 'formBuilder:type_venue': 'Sucursal' } },
      hidden_field_types: ['location', 'stars'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Demo Renombrada',
      brand: { primary: '#1d4ed8', accent: '#f59e0b' },
      wording: { 'es-MX': { 'formBuilder:type_venue': 'Sucursal' }, 'en-US': {} },
      hidden_field_types: ['location', 'stars'],
    });
    expect((await getOrganization()).json()).toMatchObject({
      name: 'Demo Renombrada',
      brand: { primary: '#1d4ed8', accent: '#f59e0b' },
    });
  });

  it('changes only what the body names; null brings a brand colour back to the default', async () => {
    const response = await update({ brand: { accent: null } });
    expect(response.json()).toMatchObject({
      name: 'Demo Renombrada',
      brand: { primary: '#1d4ed8', accent: null },
      wording: { 'es-MX': { 'formBuilder:type_venue': 'Sucursal' } },
    });
  });

  it('leaves the other organization untouched', async () => {
    expect((await getOrganization(ACME_HOST)).json()).toMatchObject({
      name: 'Acme Logística',
      brand: { primary: '#0f766e', accent: null },
      hidden_field_types: ['location', 'locations'],
    });
  });

  it('says in Spanish what is wrong with each field', async () => {
    const response = await update({
      name: '  Demo Renombrada ',
      brand: { primary: 'red' },
      wording: { 'en-US': { 'not a key': 'x', 'form:ok': '' } },
      hidden_field_types: ['hologram'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Usa un color en formato #rrggbb.',
      fields: {
        'brand.primary': 'Usa un color en formato #rrggbb.',
        'wording.en-US.not a key': 'La clave debe tener la forma espacio:ruta.del.texto.',
        'wording.en-US.form:ok': 'El texto debe tener entre 1 y 200 caracteres.',
        hidden_field_types: 'Tipo de campo desconocido: hologram.',
      },
    });
    expect((await getOrganization()).json().name).toBe('Demo Renombrada');
  });

  it('refuses a blank or invisible name, a name over 80 characters, too many wording entries and long keys', async () => {
    for (const name of ['   ', '\u200B\u200D', '\u202E\u2066', '\uFEFF', '\u00A0\u3000']) {
      const response = await update({ name });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ name: 'Este campo es requerido' });
    }
    expect((await update({ name: 'x'.repeat(81) })).json().fields).toEqual({
      name: 'Debe tener a lo más 80 caracteres',
    });
    const many = Object.fromEntries(Array.from({ length: 301 }, (_, i) => [`form:k${i}`, 'x']));
    expect((await update({ wording: { 'es-MX': many } })).json().fields).toEqual({
      'wording.es-MX': 'Debe tener a lo más 300 entradas',
    });
    const longKey = await update({ wording: { 'en-US': { [`form:${'k'.repeat(10_000)}`]: 'x' } } });
    expect(longKey.statusCode).toBe(400);
    expect(longKey.json().fields).toEqual({
      'wording.en-US': 'Cada clave debe tener a lo más 200 caracteres',
    });
    expect((await getOrganization()).json().name).toBe('Demo Renombrada');
  });

  it('stores the name without invisible characters at its ends', async () => {
    const response = await update({ name: '\u200B\u00A0Demo Renombrada\uFEFF\u3000' });
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe('Demo Renombrada');
  });

  it('turns the stripping of photo metadata off and on; only a boolean is taken', async () => {
    expect((await getOrganization()).json().strip_image_metadata).toBe(true);
    const off = await update({ strip_image_metadata: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ strip_image_metadata: false, name: 'Demo Renombrada' });
    const wrong = await update({ strip_image_metadata: 'no' });
    expect(wrong.statusCode).toBe(400);
    expect((await getOrganization()).json().strip_image_metadata).toBe(false);
    expect((await update({ strip_image_metadata: true })).json().strip_image_metadata).toBe(true);
    expect((await getOrganization(ACME_HOST)).json().strip_image_metadata).toBe(true);
  });

  it('tells an administrator how much of the storage quota the files take', async () => {
    const storage = async (email: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/organizations/current/storage',
        headers: { host: DEMO_HOST, authorization: `Bearer ${await t.tokenOf(email, 'demo')}` },
      });
    const before = (await storage(ANA)).json();
    expect(before.quota_bytes).toBeGreaterThan(0);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/filepond/process',
      headers: {
        host: DEMO_HOST,
        authorization: `Bearer ${await t.tokenOf(ANA, 'demo')}`,
        'content-type': 'text/plain',
        'x-file-name': 'nota.txt',
      },
      payload: 'hola, mundo',
    });
    expect(upload.statusCode).toBeLessThan(300);
    expect((await storage(ANA)).json()).toEqual({
      used_bytes: before.used_bytes + 'hola, mundo'.length,
      quota_bytes: before.quota_bytes,
    });
    expect((await storage(BRUNO)).statusCode).toBe(403);
  });

  it('needs MANAGE_ORGANIZATION', async () => {
    const response = await update({ name: 'De Bruno' }, BRUNO);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    const logo = await uploadLogo({ content_type: 'image/png', data: PNG }, BRUNO);
    expect(logo.statusCode).toBe(403);
  });
});

describe('the organization logo', () => {
  it('is uploaded, linked from the organization and served with safe headers', async () => {
    const response = await uploadLogo({ content_type: 'image/png', data: PNG });
    expect(response.statusCode).toBe(200);
    const logoUrl: string = response.json().logo_url;
    expect(logoUrl).toMatch(/^\/api\/organizations\/current\/logo\?v=[0-9a-f]{16}$/);
    expect((await getOrganization()).json().logo_url).toBe(logoUrl);

    const served = await t.app.inject({ method: 'GET', url: logoUrl, headers: { host: DEMO_HOST } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(Buffer.from(PNG, 'base64'))).toBe(true);

    const again = await t.app.inject({
      method: 'GET',
      url: logoUrl,
      headers: { host: DEMO_HOST, 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves an SVG logo under a policy that keeps its scripts from running', async () => {
    const response = await uploadLogo({ content_type: 'image/svg+xml', data: SVG });
    expect(response.statusCode).toBe(200);
    const served = await t.app.inject({
      method: 'GET',
      url: '/api/organizations/current/logo',
      headers: { host: DEMO_HOST },
    });
    expect(served.headers['content-type']).toContain('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['cache-control']).toBe('no-cache');
  });

  it('is not another organization’s logo', async () => {
    const acme = await t.app.inject({
      method: 'GET',
      url: '/api/organizations/current/logo',
      headers: { host: ACME_HOST },
    });
    expect(acme.statusCode).toBe(404);
    expect((await getOrganization(ACME_HOST)).json().logo_url).toBe('/assets/logos/acme.svg');
  });

  it.each([
    [{ content_type: 'image/gif', data: PNG }, 'Formato no permitido: usa una imagen PNG, JPEG, WebP o SVG.'],
    [
      { content_type: 'image/png', data: 'no es base64!' },
      'El archivo no se pudo leer: la imagen no está codificada en base64.',
    ],
    [
      { content_type: 'image/png', data: Buffer.alloc(256 * 1024 + 1).toString('base64') },
      'La imagen pesa más de 256 KB. Usa una imagen más liviana.',
    ],
    [{ content_type: 'image/jpeg', data: PNG }, 'El archivo no es una imagen del formato indicado.'],
  ])('refuses %# with a Spanish message', async (payload, message) => {
    const response = await uploadLogo(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_LOGO', message });
  });
});
