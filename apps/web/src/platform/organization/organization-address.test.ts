import { describe, expect, it } from 'vitest';
import { signInUrlOf, subdomainFromAddress } from './organization-address';

describe('subdomainFromAddress', () => {
  it('reads a bare subdomain, a host or a URL', () => {
    expect(subdomainFromAddress('acme')).toBe('acme');
    expect(subdomainFromAddress(' ACME ')).toBe('acme');
    expect(subdomainFromAddress('acme.faena.app')).toBe('acme');
    expect(subdomainFromAddress('https://acme.staging.faena.app/sign-in')).toBe('acme');
    expect(subdomainFromAddress('http://feria.faena.localhost:3410')).toBe('feria');
  });
  it('refuses what names no organisation', () => {
    expect(subdomainFromAddress('')).toBeNull();
    expect(subdomainFromAddress('faena.app')).toBeNull();
    expect(subdomainFromAddress('not a url')).toBeNull();
  });
});

describe('signInUrlOf', () => {
  it('fills the web URL template', () => {
    expect(signInUrlOf('http://{subdomain}.faena.localhost:3410', 'acme')).toBe(
      'http://acme.faena.localhost:3410/sign-in',
    );
  });
});
