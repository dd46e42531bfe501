/**
 * The hand-written http layer of SPEC 7, wrapped around the generated client: base URL
 * from the gateway template and the tenant subdomain, bearer token, the product's empty
 * custom headers, comma-joined query arrays and the retry policy.
 */

import { urlForTenant } from '@faena/contract/env';
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

/**
 * A failed call the session may have to act on (SPEC 8): a network failure, or a 401, 403 or
 * 500 answer with the error body's `code` and `message`. `authorized` says whether the call
 * carried a bearer token (calls made while signed in).
 */
export type AuthFailure =
  | { kind: 'network'; authorized: boolean }
  | { kind: 'response'; authorized: boolean; status: number; code?: string; message?: string };

/** Statuses that can mean the session is no longer valid. */
export const AUTH_FAILURE_STATUSES: readonly number[] = [401, 403, 500];

async function errorBodyOf(response: Response): Promise<{ code?: string; message?: string }> {
  try {
    const body = (await response.clone().json()) as { code?: unknown; message?: unknown } | null;
    return {
      ...(typeof body?.code === 'string' ? { code: body.code } : {}),
      ...(typeof body?.message === 'string' ? { message: body.message } : {}),
    };
  } catch {
    return {};
  }
}

/** Wraps fetch so `onAuthFailure` hears of network failures and 401/403/500 answers. */
export function withAuthFailureHook(
  baseFetch: typeof fetch,
  onAuthFailure: (failure: AuthFailure) => void,
): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const authorized = request.headers.has('authorization');
    let response: Response;
    try {
      response = await baseFetch(request);
    } catch (error) {
      if (!request.signal.aborted) onAuthFailure({ kind: 'network', authorized });
      throw error;
    }
    if (AUTH_FAILURE_STATUSES.includes(response.status)) {
      onAuthFailure({
        kind: 'response',
        authorized,
        status: response.status,
        ...(await errorBodyOf(response)),
      });
    }
    return response;
  };
}

export interface ApiClientOptions {
  gatewayUrl: string;
  subdomain: string;
  /** The current ID token, or null when signed out. */
  getToken: () => Promise<string | null> | string | null;
  fetch?: typeof fetch;
  retry?: RetryOptions;
  /** Told of failures that may end the session (after retries); the web app signs out on some. */
  onAuthFailure?: (failure: AuthFailure) => void;
}

/** Points a generated client at the tenant's gateway with Faena's headers and policies. */
export function configureApiClient(client: Client, options: ApiClientOptions): Client {
  client.setConfig({
    baseUrl: urlForTenant(options.gatewayUrl, options.subdomain),
    fetch: withAuthFailureHook(
      withRetry(options.fetch ?? ((...args) => globalThis.fetch(...args)), options.retry),
      (failure) => options.onAuthFailure?.(failure),
    ),
    headers: CUSTOM_HEADERS,
    auth: async () => (await options.getToken()) ?? undefined,
    // `ids=a,b,c`, not `ids=a&ids=b&ids=c`.
    querySerializer: { array: { explode: false, style: 'form' } },
  });
  return client;
}
