import { FEATURE_FLAG_DEFAULTS } from '@faena/contract/flags';
import { describe, expect, it } from 'vitest';
import { fromApiMethod, providerDisplayName, signInMethodName, signInOptions } from './sign-in-methods';

const labels = {
  magicLink: 'vínculo mágico',
  password: 'correo y contraseña',
  code: 'código de 6 dígitos',
  unknown: '[método desconocido]',
};
const everything = [
  { type: 'PASSWORD' as const },
  { type: 'GOOGLE' as const },
  { type: 'MAGIC_LINK' as const },
  { type: 'OIDC' as const, providerId: 'oidc.acme' },
  { type: 'SAML' as const, providerId: 'saml.acme' },
  { type: 'UNKNOWN' as const },
];

describe('signInMethodName (SPEC 3)', () => {
  it('names each method type in Spanish', () => {
    expect(signInMethodName({ type: 'GOOGLE' }, labels)).toBe('Google');
    expect(signInMethodName({ type: 'MAGIC_LINK' }, labels)).toBe('vínculo mágico');
    expect(signInMethodName({ type: 'PASSWORD' }, labels)).toBe('correo y contraseña');
    expect(signInMethodName({ type: 'UNKNOWN' }, labels)).toBe('[método desconocido]');
  });
  it('names SAML and OIDC by their capitalised provider', () => {
    expect(signInMethodName({ type: 'SAML', providerId: 'saml.acme' }, labels)).toBe('Acme');
    expect(signInMethodName({ type: 'OIDC', providerId: 'oidc.okta-corp' }, labels)).toBe('Okta Corp');
    expect(signInMethodName({ type: 'OIDC' }, labels)).toBe('[método desconocido]');
    expect(providerDisplayName('azure_ad')).toBe('Azure Ad');
  });
});

describe('signInOptions (SPEC 6 and 9)', () => {
  it('offers password and Google always, and only those under the default flags', () => {
    const options = signInOptions(everything, { ...FEATURE_FLAG_DEFAULTS, oidcSignIn: false });
    expect(options).toEqual([{ type: 'PASSWORD' }, { type: 'GOOGLE' }]);
  });
  it('adds the magic link, the code, OIDC and SAML behind their flags', () => {
    const flags = { magicLink: true, magicCode: true, oidcSignIn: true, samlSignIn: true };
    expect(signInOptions(everything, flags)).toEqual([
      { type: 'PASSWORD' },
      { type: 'GOOGLE' },
      { type: 'MAGIC_LINK' },
      { type: 'CODE' },
      { type: 'OIDC', providerId: 'oidc.acme' },
      { type: 'SAML', providerId: 'saml.acme' },
    ]);
    expect(signInOptions([{ type: 'MAGIC_LINK' }], { ...flags, magicLink: false })).toEqual([
      { type: 'CODE' },
    ]);
  });
  it('offers nothing for an organisation without usable methods', () => {
    const flags = { magicLink: false, magicCode: false, oidcSignIn: true, samlSignIn: false };
    expect(signInOptions([{ type: 'UNKNOWN' }, { type: 'SAML', providerId: 'saml.x' }], flags)).toEqual([]);
  });
  it('drops duplicates and providers without an id', () => {
    const flags = { magicLink: false, magicCode: false, oidcSignIn: true, samlSignIn: true };
    expect(signInOptions([{ type: 'GOOGLE' }, { type: 'GOOGLE' }, { type: 'OIDC' }], flags)).toEqual([
      { type: 'GOOGLE' },
    ]);
  });
});

describe('fromApiMethod', () => {
  it('maps the API shape and unknown types', () => {
    expect(fromApiMethod({ type: 'SAML', provider_id: 'saml.acme' })).toEqual({
      type: 'SAML',
      providerId: 'saml.acme',
    });
    expect(fromApiMethod({ type: 'PASSWORD', provider_id: null })).toEqual({ type: 'PASSWORD' });
    expect(fromApiMethod({ type: 'PHONE' })).toEqual({ type: 'UNKNOWN' });
  });
});
