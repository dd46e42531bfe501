import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_HOST, DEMO_HOST, startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const getOrganization = (host: string) =>
  t.app.inject({ method: 'GET', url: '/api/organizations/current', headers: { host } });

describe('GET /api/organizations/current', () => {
  it('answers the organization of the host, with the SPEC 3 field names', async () => {
    const response = await getOrganization(DEMO_HOST);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: 'demo',
      subdomain: 'demo',
      name: 'Demo Faena',
      firebase_tenant_id: t.firebaseTenantId('demo'),
      firebase_sign_in_methods: ['PASSWORD', 'GOOGLE'],
      sign_in_methods: [{ type: 'PASSWORD' }, { type: 'GOOGLE' }],
      logo_url: '/assets/logos/demo.svg',
      brand: { primary: null, accent: null },
      wording: { 'es-MX': {}, 'en-US': {} },
      hidden_field_types: [],
      strip_image_metadata: true,
    });
  });

  it('answers another organization for another subdomain', async () => {
    const response = await getOrganization(ACME_HOST);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: 'acme',
      name: 'Acme Logística',
      firebase_tenant_id: t.firebaseTenantId('acme'),
      firebase_sign_in_methods: ['PASSWORD', 'GOOGLE', 'MAGIC_LINK', 'OIDC', 'SAML'],
      sign_in_methods: [
        { type: 'PASSWORD' },
        { type: 'GOOGLE' },
        { type: 'MAGIC_LINK' },
        { type: 'OIDC', provider_id: 'oidc.acme' },
        { type: 'SAML', provider_id: 'saml.acme' },
      ],
      logo_url: '/assets/logos/acme.svg',
      brand: { primary: '#0f766e', accent: null },
      wording: {
        'es-MX': { 'formBuilder:type_venue': 'Tienda', 'formBuilder:type_venues': 'Tiendas' },
        'en-US': { 'formBuilder:type_venue': 'Store', 'formBuilder:type_venues': 'Stores' },
      },
      hidden_field_types: ['location', 'locations'],
    });
  });

  it('answers the seeded feria organization with its own wording', async () => {
    const response = await getOrganization('feria.faena.localhost');
    expect(response.json()).toMatchObject({
      name: 'Feria Expo',
      wording: {
        'es-MX': { 'formBuilder:type_venue': 'Pabellón', 'formBuilder:type_locations': 'Recintos' },
      },
    });
  });

  it('drops environment labels and ports from the host', async () => {
    const response = await getOrganization('acme.staging.faena.localhost:3000');
    expect(response.json()).toMatchObject({ id: 'acme' });
  });

  it.each(['127.0.0.1', '127.0.0.1:3000', 'localhost', 'faena.localhost', '10.0.0.7'])(
    'falls back to the default tenant for a host without a subdomain (%s)',
    async (host) => {
      const response = await getOrganization(host);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: 'demo' });
    },
  );

  it('answers 404 TENANT_NOT_FOUND in the product wording for an unknown organization', async () => {
    const response = await getOrganization('nope.faena.localhost');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'TENANT_NOT_FOUND',
      message: 'No encontramos la organización nope.',
    });
  });
});

describe('other public surfaces', () => {
  it('GET /api/health needs neither a tenant nor a user', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: 'nope.faena.localhost' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it.each(['demo', 'acme'])('serves the %s logo as SVG', async (tenant) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/assets/logos/${tenant}.svg`,
      headers: { host: DEMO_HOST },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('<svg');
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/does-not-exist?x=1',
      headers: { host: DEMO_HOST },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'ROUTE_NOT_FOUND',
      message: 'Route POST /api/does-not-exist not found',
    });
  });

  it('serves the interactive API docs at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/', headers: { host: DEMO_HOST } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
  });
});
