import { urlForTenant } from '@faena/contract/env';
import { tenantFromHost } from '@faena/contract/tenant';

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The subdomain a person typed to reach their organisation: a bare subdomain (`acme`), a host
 * (`acme.faena.app`) or a URL (`https://acme.faena.app/sign-in`). Null when it names none.
 */
export function subdomainFromAddress(input: string): string | null {
  const text = input.trim().toLowerCase();
  if (text === '') return null;
  if (LABEL.test(text)) return text;
  let host = text;
  try {
    host = new URL(/^[a-z]+:\/\//.test(text) ? text : `http://${text}`).host;
  } catch {
    return null;
  }
  const tenant = tenantFromHost(host);
  return tenant && LABEL.test(tenant) ? tenant : null;
}

/** The sign-in page of an organisation, from the web URL template (`http://{subdomain}.…`). */
export function signInUrlOf(webUrlTemplate: string, subdomain: string): string {
  return `${urlForTenant(webUrlTemplate, subdomain)}/sign-in`;
}
