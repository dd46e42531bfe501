import { client, configureApiClient } from '@faena/api-client';

/** A request the stand-in API was sent. */
export interface SeenRequest {
  method: string;
  path: string;
  /** The raw query string ('' when none was sent). */
  search: string;
  query: URLSearchParams;
  /** The JSON body (undefined for GET or a body that is not JSON). */
  body: unknown;
}

/** A JSON answer (no body for 204). */
export const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export const noContent = () => new Response(null, { status: 204 });

/**
 * A stand-in for the API: configures the generated client with a fake fetch that answers
 * 'METHOD /path' routes (404 otherwise) and keeps every request it was sent, in order.
 */
export function serve(routes: Record<string, (request: SeenRequest) => Response>): SeenRequest[] {
  const seen: SeenRequest[] = [];
  configureApiClient(client, {
    gatewayUrl: 'http://demo.faena.localhost',
    subdomain: 'demo',
    getToken: () => 'token',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const body = request.method === 'GET' ? undefined : await request.json().catch(() => undefined);
      const entry: SeenRequest = {
        method: request.method,
        path: url.pathname,
        search: url.search,
        query: url.searchParams,
        body,
      };
      seen.push(entry);
      const answer = routes[`${request.method} ${url.pathname}`];
      return answer
        ? answer(entry)
        : json({ statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'No existe.' }, 404);
    }) as typeof globalThis.fetch,
    retry: { retries: {} },
  });
  return seen;
}
