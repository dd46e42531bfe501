// @vitest-environment jsdom
import { client, configureApiClient } from '@faena/api-client';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, renderWithProviders } from '../../test/render';
import MyAccountPage from './MyAccountPage';

const state = vi.hoisted(() => ({ impersonating: null as { name: string } | null }));
vi.mock('@/platform/session/session', () => ({
  useSession: () => ({
    session: {
      status: 'signedIn',
      user: { photoURL: null },
      person: { id: 'ana', name: 'Ana Torres', email: 'ana@demo.faena.test' },
    },
    startImpersonation: vi.fn(),
    logout: vi.fn(),
    impersonating: state.impersonating,
  }),
}));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const NOT_AVAILABLE = 'No disponible mientras actúas como otra persona.';

describe('while acting as someone else', () => {
  beforeAll(async () => {
    await initI18n('es-MX');
  });
  beforeEach(() => {
    // Both people hold every permission the controls need (the server still refuses them).
    configureApiClient(client, {
      gatewayUrl: 'http://demo.faena.localhost',
      subdomain: 'demo',
      getToken: () => 'token',
      fetch: (async () =>
        json({ permissions: ['IMPERSONATE', 'MANAGE_ORGANIZATION'] })) as unknown as typeof globalThis.fetch,
      retry: { retries: {} },
    });
  });
  afterEach(() => {
    cleanup();
    state.impersonating = null;
  });

  it('offers impersonating in an ordinary session', async () => {
    renderWithProviders(<MyAccountPage />, { route: '/my-account' });
    expect(await screen.findByLabelText('Buscar persona')).toBeInTheDocument();
    expect(screen.queryByText(NOT_AVAILABLE)).not.toBeInTheDocument();
  });

  it('replaces the impersonation search with the reason it is not there', async () => {
    state.impersonating = { name: 'Ana Torres' };
    renderWithProviders(<MyAccountPage />, { route: '/my-account' });
    expect(await screen.findByRole('note')).toHaveTextContent(NOT_AVAILABLE);
    expect(screen.queryByLabelText('Buscar persona')).not.toBeInTheDocument();
  });
});
