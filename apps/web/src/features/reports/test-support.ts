import { client, configureApiClient } from '@faena/api-client';
import { addNamespaces, type Namespace } from '@/platform/i18n';
import { initI18n } from '@/test/render';
import { reports } from './i18n';
import type { Report, ReportData } from './model';

export interface SeenRequest {
  method: string;
  path: string;
  /** The raw query string ('' when none was sent). */
  search: string;
  query: URLSearchParams;
  body: unknown;
}

export const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** The app's texts and the feature's, in a language (Spanish, as the screens start). */
export async function initTexts(language: 'es-MX' | 'en-US' = 'es-MX') {
  await initI18n(language);
  addNamespaces([reports as unknown as Namespace]);
}

/** A stand-in for the API: answers 'METHOD /path' routes (404 otherwise) and keeps every request. */
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
      const entry = {
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

export const SALES = '11111111-1111-4111-8111-111111111111';
export const OPERATIONS = '22222222-2222-4222-8222-222222222222';

export function report(overrides: Partial<Report> = {}): Report {
  return {
    id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
    publicId: 'rep-completion',
    categoryId: OPERATIONS,
    categoryName: 'Operación',
    title: 'Cumplimiento semanal',
    description: 'Actividades por tienda y semana',
    kind: 'native',
    native: {
      source: 'activity-completion',
      days: 90,
      venueIds: [],
      checklistId: null,
      workflowTypeId: null,
    },
    tableau: null,
    audienceId: null,
    audienceName: null,
    publicLink: null,
    updatedAt: '2026-03-02T15:30:00.000Z',
    ...overrides,
  };
}

export const COMPLETION: ReportData = {
  title: 'Cumplimiento semanal',
  description: 'Actividades por tienda y semana',
  source: 'activity-completion',
  generatedAt: '2026-03-09T15:00:00.000Z',
  days: 90,
  from: '2025-12-10',
  to: '2026-03-09',
  columns: [
    { key: 'week', label: 'Semana', type: 'date' },
    { key: 'venue', label: 'Lugar', type: 'text' },
    { key: 'completed', label: 'Completadas', type: 'number' },
    { key: 'cancelled', label: 'Canceladas', type: 'number' },
    { key: 'pending', label: 'Pendientes', type: 'number' },
    { key: 'rate', label: 'Cumplimiento', type: 'percent' },
  ],
  rows: [
    { week: '2026-03-02', venue: 'Tienda Centro', completed: 1250, cancelled: 3, pending: 12, rate: 98.8 },
    { week: '2026-02-23', venue: 'Tienda Norte', completed: 40, cancelled: 0, pending: 10, rate: 80 },
  ],
  chart: { type: 'stackedBar', x: 'week', y: ['completed', 'cancelled', 'pending'] },
};
