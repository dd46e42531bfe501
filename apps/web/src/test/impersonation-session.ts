/**
 * For screens that hide what an impersonation session may not do: a signed-in Ana whose session
 * acts as someone else while `impersonation.impersonating` is set, and an API answering that she
 * holds every permission those controls need (the server would still refuse them).
 *
 * A test file mocks the session module with it:
 * `vi.mock('@/platform/session/session', () => import('../../test/impersonation-session'))`.
 */
import { client, configureApiClient } from '@faena/api-client';
import { vi } from 'vitest';

export const NOT_AVAILABLE = 'No disponible mientras actúas como otra persona.';

export const impersonation = { impersonating: null as { name: string } | null };

export function useSession() {
  return {
    session: {
      status: 'signedIn',
      user: { photoURL: null },
      person: { id: 'ana', name: 'Ana Torres', email: 'ana@demo.faena.test' },
    },
    startImpersonation: vi.fn(),
    logout: vi.fn(),
    impersonating: impersonation.impersonating,
  };
}

export function grantEveryPermission(): void {
  configureApiClient(client, {
    gatewayUrl: 'http://demo.faena.localhost',
    subdomain: 'demo',
    getToken: () => 'token',
    fetch: (async () =>
      new Response(JSON.stringify({ permissions: ['IMPERSONATE', 'MANAGE_ORGANIZATION'] }), {
        headers: { 'Content-Type': 'application/json' },
      })) as unknown as typeof globalThis.fetch,
    retry: { retries: {} },
  });
}
