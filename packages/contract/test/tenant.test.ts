/**
 * SPEC 2.4, rule by rule: the tenant is the host's first label, unless the host has fewer
 * than 3 labels or that label is numeric; environment labels are removed; without a
 * subdomain the user's tenant id decides (its first non-environment dash part), then the
 * default tenant.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TENANT,
  ENVIRONMENT_LABELS,
  resolveTenant,
  tenantFromHost,
  tenantFromUserTenantId,
} from '../src/tenant.ts';

describe('tenantFromHost', () => {
  it('takes the first label of a host with 3 or more labels', () => {
    expect(tenantFromHost('acme.faena.app')).toBe('acme');
    expect(tenantFromHost('acme.eu.faena.app')).toBe('acme');
  });

  it('ignores the port, the letter case and a trailing dot', () => {
    expect(tenantFromHost('acme.faena.localhost:3000')).toBe('acme');
    expect(tenantFromHost('ACME.Faena.App')).toBe('acme');
    expect(tenantFromHost('acme.faena.app.')).toBe('acme');
  });

  it.each(['faena.app', 'localhost', 'localhost:3000', '', 'faena.localhost:3000'])(
    'names no tenant for a host with fewer than 3 labels (%s)',
    (host) => {
      expect(tenantFromHost(host)).toBeNull();
    },
  );

  it.each(['127.0.0.1', '127.0.0.1:3000', '10.0.0.7', '123.faena.app'])(
    'names no tenant when the first label is purely numeric (%s)',
    (host) => {
      expect(tenantFromHost(host)).toBeNull();
    },
  );

  it('keeps a first label that merely contains digits', () => {
    expect(tenantFromHost('acme2.faena.app')).toBe('acme2');
    expect(tenantFromHost('2acme.faena.app')).toBe('2acme');
  });

  it.each(ENVIRONMENT_LABELS)('removes the environment label %s before counting', (label) => {
    expect(tenantFromHost(`acme.${label}.faena.app`)).toBe('acme');
    expect(tenantFromHost(`${label}.acme.faena.app`)).toBe('acme');
    // Without the environment label only two remain: no subdomain.
    expect(tenantFromHost(`${label}.faena.app`)).toBeNull();
  });

  it('never finds a tenant in an IPv6 literal', () => {
    expect(tenantFromHost('[::1]:3000')).toBeNull();
  });
});

describe('tenantFromUserTenantId', () => {
  it('takes the first dash-separated part that is not an environment label', () => {
    expect(tenantFromUserTenantId('acme-x1y2')).toBe('acme');
    expect(tenantFromUserTenantId('staging-acme-x1y2')).toBe('acme');
    expect(tenantFromUserTenantId('uat-release-acme')).toBe('acme');
  });

  it.each([null, undefined, '', '-', 'staging', 'development-uat'])('names no tenant for %j', (value) => {
    expect(tenantFromUserTenantId(value)).toBeNull();
  });
});

describe('resolveTenant', () => {
  it('prefers the host', () => {
    expect(resolveTenant({ host: 'acme.faena.app', userTenantId: 'demo-1' })).toBe('acme');
  });

  it("falls back to the user's tenant id without a subdomain", () => {
    expect(resolveTenant({ host: 'faena.app', userTenantId: 'staging-acme-x1y2' })).toBe('acme');
    expect(resolveTenant({ host: '127.0.0.1:3000', userTenantId: 'acme-x1y2' })).toBe('acme');
  });

  it('falls back to the default tenant last', () => {
    expect(resolveTenant({ host: 'localhost' })).toBe(DEFAULT_TENANT);
    expect(resolveTenant({ host: 'localhost', userTenantId: 'staging' })).toBe(DEFAULT_TENANT);
    expect(resolveTenant({ host: 'localhost', defaultTenant: 'acme' })).toBe('acme');
  });
});
