import { client, configureApiClient } from '@faena/api-client';
import { addNamespaces, type Namespace } from '@/platform/i18n';
import { initI18n } from '@/test/render';
import { checklists } from '../i18n';

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The app's texts and the feature's, in Spanish (as the screens start). */
export async function initTexts() {
  await initI18n('es-MX');
  addNamespaces([checklists as unknown as Namespace]);
}

/**
 * A stand-in for the API: answers 'METHOD /path' routes (404 otherwise) and keeps every request
 * it was sent, in order.
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
      const entry = { method: request.method, path: url.pathname, query: url.searchParams, body };
      seen.push(entry);
      const answer = routes[`${request.method} ${url.pathname}`];
      return answer
        ? answer(entry)
        : json({ statusCode: 404, code: 'NOT_FOUND', message: 'No existe.' }, 404);
    }) as typeof globalThis.fetch,
    retry: { retries: {} },
  });
  return seen;
}
