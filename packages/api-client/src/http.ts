/**
 * The hand-written http layer of SPEC 7, wrapped around the generated client: base URL
 * from the gateway template and the tenant subdomain, bearer token, the product's empty
 * custom headers, comma-joined query arrays and the retry policy.
 */

import { urlForTenant } from './env';
import type { Client } from './generated/client';

/** Statuses worth a second try: timeouts, conflicts, throttling and transient server errors. */
export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];

/** Extra attempts per method: GET once; mutations are not retried by default (not idempotent). */
export const DEFAULT_RETRIES: Readonly<Record<string, number>> = { GET: 1 };

/** Sent empty on every request; backends read them when a gateway fills them in. */
export const CUSTOM_HEADERS: Readonly<Record<string, string>> = {
  'X-Username': '',
  'X-Account-Host': '',
  'X-User-Actions': '',
};

/** A path starting with http is absolute; anything else hangs off the tenant's gateway. */
export function apiUrl(path: string, gatewayUrl: string, subdomain: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${urlForTenant(gatewayUrl, subdomain)}${path.startsWith('/') ? '' : '/'}${path}`;
}

export interface RetryOptions {
  retries?: Readonly<Record<string, number>>;
  /** Delay before the first retry; each further retry doubles it. */
  delayMs?: number;
}

/** Wraps fetch with the retry policy. Network errors are retried like retryable statuses. */
export function withRetry(baseFetch: typeof fetch, options: RetryOptions = {}): typeof fetch {
  const { retries = DEFAULT_RETRIES, delayMs = 200 } = options;
  return async (input, init) => {
    const request = new Request(input, init);
    const allowed = retries[request.method.toUpperCase()] ?? 0;
    for (let attempt = 0; ; attempt++) {
      const canRetry = attempt < allowed && !request.signal.aborted;
      // Clone while the original body is unread, so a retry can send it again.
      const sent = canRetry ? request.clone() : request;
      try {
        const response = await baseFetch(sent);
        if (!canRetry || !RETRY_STATUSES.includes(response.status)) return response;
      } catch (error) {
        if (!canRetry || request.signal.aborted) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, delayMs * 2 ** attempt));
    }
  };
}

export interface ApiClientOptions {
  gatewayUrl: string;
  subdomain: string;
  /** The current ID token, or null when signed out. */
  getToken: () => Promise<string | null> | string | null;
  fetch?: typeof fetch;
  retry?: RetryOptions;
}

/** Points a generated client at the tenant's gateway with Faena's headers and policies. */
export function configureApiClient(client: Client, options: ApiClientOptions): Client {
  client.setConfig({
    baseUrl: urlForTenant(options.gatewayUrl, options.subdomain),
    fetch: withRetry(options.fetch ?? ((...args) => globalThis.fetch(...args)), options.retry),
    headers: CUSTOM_HEADERS,
    auth: async () => (await options.getToken()) ?? undefined,
    // `ids=a,b,c`, not `ids=a&ids=b&ids=c`.
    querySerializer: { array: { explode: false, style: 'form' } },
  });
  return client;
}
