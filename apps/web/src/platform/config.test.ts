import { urlForTenant } from '@faena/contract/env';
import { describe, expect, it } from 'vitest';
import { gatewayForPage } from './config';

const LOCAL = 'http://{subdomain}.faena.localhost:3000';

describe('gatewayForPage', () => {
  it('calls the page’s own origin when the web app serves the API, with or without a subdomain', () => {
    const config = { webUrl: LOCAL, gatewayUrl: LOCAL };
    expect(gatewayForPage(config, 'http://localhost:3000')).toBe('http://localhost:3000');
    expect(gatewayForPage(config, 'http://faena.localhost:3000')).toBe('http://faena.localhost:3000');
    expect(gatewayForPage(config, 'http://acme.faena.localhost:3000')).toBe(
      'http://acme.faena.localhost:3000',
    );
    // The client fills the template with the tenant: an origin has no placeholder to fill.
    expect(urlForTenant(gatewayForPage(config, 'http://localhost:3000'), 'demo')).toBe(
      'http://localhost:3000',
    );
  });

  it('keeps a gateway of its own as the tenant template', () => {
    const config = {
      webUrl: 'https://{subdomain}.faena.app',
      gatewayUrl: 'https://{subdomain}.api.faena.app',
    };
    expect(gatewayForPage(config, 'https://acme.faena.app')).toBe('https://{subdomain}.api.faena.app');
  });
});
