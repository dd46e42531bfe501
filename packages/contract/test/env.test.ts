import { describe, expect, it } from 'vitest';
import {
  CONFIG_PLACEHOLDER,
  checkServiceUrl,
  injectWebConfig,
  parseWebConfig,
  URL_RULE_MESSAGE,
} from '../src/env';
import { FEATURE_FLAG_DEFAULTS } from '../src/flags';

const valid = {
  webUrl: 'https://{subdomain}.faena.app',
  gatewayUrl: 'https://{subdomain}.faena.app',
  firebase: { apiKey: 'k', projectId: 'p', authDomain: 'p.firebaseapp.com' },
  flags: { settings: 'true', magicLink: 'false' },
  version: '1.2.146',
};

describe('service URLs', () => {
  it('accepts https URLs that do not end with a slash', () => {
    expect(checkServiceUrl('https://{subdomain}.faena.app')).toBeNull();
    expect(checkServiceUrl('https://api.faena.app/gateway')).toBeNull();
  });
  it('rejects a trailing slash, plain http and anything else with the rule message', () => {
    for (const bad of [
      'https://faena.app/',
      'http://faena.app',
      'ftp://faena.app',
      'faena.app',
      '',
      'https://',
      42,
    ]) {
      expect(checkServiceUrl(bad)).toBe(URL_RULE_MESSAGE);
    }
  });
  it('allows http only for loopback development hosts', () => {
    expect(checkServiceUrl('http://{subdomain}.faena.localhost:3000')).toBeNull();
    expect(checkServiceUrl('http://demo.faena.localhost:5173')).toBeNull();
    expect(checkServiceUrl('http://127.0.0.1:3000')).toBeNull();
    expect(checkServiceUrl('http://localhost:3000/')).toBe(URL_RULE_MESSAGE);
    expect(checkServiceUrl('http://10.0.0.5:3000')).toBe(URL_RULE_MESSAGE);
    expect(checkServiceUrl('http://localhost.evil.com')).toBe(URL_RULE_MESSAGE);
  });
});

describe('parseWebConfig', () => {
  it('reads flags given as the strings true and false, on top of SPEC 9 defaults', () => {
    const flags = parseWebConfig({ ...valid, flags: { settings: 'false', magicLink: 'true' } }).flags;
    expect(flags).toMatchObject({ settings: false, magicLink: true, samlSignIn: false, oidcSignIn: true });
    expect(Object.keys(flags).sort()).toEqual(Object.keys(FEATURE_FLAG_DEFAULTS).sort());
  });
  it('keeps the push messaging ids only when both are given', () => {
    const both = { ...valid.firebase, messagingSenderId: '123', appId: '1:123:web:abc' };
    expect(parseWebConfig({ ...valid, firebase: both }).firebase).toEqual(both);
    const one = { ...valid.firebase, messagingSenderId: '123' };
    expect(parseWebConfig({ ...valid, firebase: one }).firebase).toEqual(valid.firebase);
  });

  it('lists every problem at once', () => {
    try {
      parseWebConfig({
        ...valid,
        webUrl: 'https://x/',
        firebase: {},
        flags: { settings: 'yes', nope: 'true' },
      });
      expect.unreachable();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('Error parsing environment variables');
      expect(message).toContain(`webUrl: ${URL_RULE_MESSAGE}`);
      expect(message).toContain('firebase.apiKey: required');
      expect(message).toContain("flags.settings: expected 'true' or 'false'");
      expect(message).toContain('flags.nope: unknown flag');
    }
  });
});

describe('injectWebConfig', () => {
  it('renders the config as a script that no value can break out of', () => {
    const html = `<head>${CONFIG_PLACEHOLDER}</head>`;
    const out = injectWebConfig(html, { name: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('</script><script>alert');
    expect(out).toMatch(/^<head><script>window\.__FAENA_CONFIG__=\{.*\};<\/script><\/head>$/);
  });
});
