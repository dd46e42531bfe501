import { describe, expect, it } from 'vitest';
import { hasSignInMethod, parseSignInMethod, type RawOrganization, toOrganization } from './organization';

const GATEWAY = 'http://{subdomain}.faena.localhost:3000';

const raw = (extra: Partial<RawOrganization> = {}): RawOrganization =>
  ({
    id: 'acme',
    subdomain: 'acme',
    name: 'Acme Logística',
    firebase_tenant_id: 'acme-x1y2',
    firebase_sign_in_methods: ['PASSWORD', 'GOOGLE'],
    logo_url: null,
    ...extra,
  }) as RawOrganization;

describe('toOrganization', () => {
  it('maps the API fields (SPEC 3) with brand, wording and hidden field types', () => {
    const organization = toOrganization(
      raw({
        logo_url: '/api/organizations/current/logo?v=abc',
        sign_in_methods: [{ type: 'PASSWORD' }, { type: 'SAML', provider_id: 'saml.acme' }],
        brand: { primary: '#0F766E', accent: null },
        wording: {
          'es-MX': { 'formBuilder:type_venue': 'Tienda' },
          'en-US': { 'formBuilder:type_venue': 'Store' },
        },
        hidden_field_types: ['location', 'locations'],
        strip_image_metadata: false,
      }),
      GATEWAY,
    );
    expect(organization).toEqual({
      id: 'acme',
      name: 'Acme Logística',
      subdomain: 'acme',
      logoUrl: expect.stringMatching(/\/api\/organizations\/current\/logo\?v=abc$/),
      firebaseTenantId: 'acme-x1y2',
      signInMethods: [{ type: 'PASSWORD' }, { type: 'SAML', providerId: 'saml.acme' }],
      brand: { primary: '#0f766e', accent: null },
      wording: {
        'es-MX': { 'formBuilder:type_venue': 'Tienda' },
        'en-US': { 'formBuilder:type_venue': 'Store' },
      },
      hiddenFieldTypes: ['location', 'locations'],
      stripImageMetadata: false,
    });
    expect(organization.logoUrl).toMatch(/^http:\/\/acme\.faena\.localhost:3000\//);
  });

  it('falls back to the method strings and to no brand, wording or hidden types', () => {
    const organization = toOrganization(
      raw({ firebase_sign_in_methods: ['PASSWORD', 'oidc.okta', 'SOMETHING'] }),
      GATEWAY,
    );
    expect(organization.signInMethods).toEqual([
      { type: 'PASSWORD' },
      { type: 'OIDC', providerId: 'oidc.okta' },
      { type: 'UNKNOWN' },
    ]);
    expect(organization.brand).toEqual({ primary: null, accent: null });
    expect(organization.wording).toEqual({ 'es-MX': {}, 'en-US': {} });
    expect(organization.hiddenFieldTypes).toEqual([]);
    // Stripping photos' metadata is the default: only an explicit false turns it off.
    expect(organization.stripImageMetadata).toBe(true);
    expect(organization.logoUrl).toBeNull();
  });

  it('drops colours that are not #rrggbb and blank wording', () => {
    const organization = toOrganization(
      raw({
        brand: { primary: 'red; background: url(x)', accent: '#abc' },
        wording: { 'es-MX': { 'home:x': ' ' }, 'en-US': { 'home:x': 'Hi' } },
      }),
      GATEWAY,
    );
    expect(organization.brand).toEqual({ primary: null, accent: null });
    expect(organization.wording).toEqual({ 'es-MX': {}, 'en-US': { 'home:x': 'Hi' } });
  });
});

describe('sign-in methods', () => {
  it('parse legacy strings and answer hasSignInMethod', () => {
    expect(parseSignInMethod('MAGIC_LINK')).toEqual({ type: 'MAGIC_LINK' });
    expect(parseSignInMethod('saml.acme')).toEqual({ type: 'SAML', providerId: 'saml.acme' });
    expect(parseSignInMethod('OIDC:oidc.acme')).toEqual({ type: 'OIDC', providerId: 'oidc.acme' });
    const organization = {
      signInMethods: [{ type: 'PASSWORD' as const }, { type: 'OIDC' as const, providerId: 'oidc.x' }],
    };
    expect(hasSignInMethod(organization, 'PASSWORD')).toBe(true);
    expect(hasSignInMethod(organization, 'OIDC')).toBe(true);
    expect(hasSignInMethod(organization, 'GOOGLE')).toBe(false);
  });
});
