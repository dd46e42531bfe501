// @vitest-environment jsdom
import { ApiError, client, configureApiClient } from '@faena/api-client';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, type Namespace } from '@/platform/i18n';
import { renderWithProviders } from '../../test/render';
import { ImpersonationPicker } from './ImpersonationPicker';
import { account } from './i18n';

const startImpersonation = vi.fn();
vi.mock('@/platform/session/session', () => ({
  useSession: () => ({
    session: { status: 'signedIn', user: {}, person: { id: 'ana', name: 'Ana' } },
    startImpersonation,
    impersonating: null,
  }),
}));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A stand-in for the API's person search. */
function servePersons(answer: () => Response) {
  configureApiClient(client, {
    gatewayUrl: 'http://demo.faena.localhost',
    subdomain: 'demo',
    getToken: () => 'token',
    fetch: (async () => answer()) as typeof globalThis.fetch,
    retry: { retries: {} },
  });
}

describe('ImpersonationPicker', () => {
  // /my-account opened directly: the platform's texts and the account feature's, not the sign-in screens'.
  beforeAll(async () => {
    await initI18n([account as unknown as Namespace], 'es-MX');
  });
  afterEach(cleanup);

  it('explains a failed impersonation in words', async () => {
    servePersons(() => json({ results: [{ id: 'beto', name: 'Beto', email: 'beto@demo.mx' }], count: 1 }));
    startImpersonation.mockRejectedValueOnce(
      new ApiError(429, { statusCode: 429, error: 'Too Many Requests', message: 'x', code: 'RATE_LIMITED' }),
    );
    renderWithProviders(<ImpersonationPicker />, { route: '/my-account' });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Buscar persona'), 'Beto');
    await user.click(await screen.findByRole('button', { name: 'Suplantar a Beto' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Suplantar' }),
    );

    expect(await screen.findByText('No pudimos iniciar la suplantación.')).toBeInTheDocument();
    expect(
      await screen.findByText('Demasiados intentos. Espera un momento e inténtalo nuevamente.'),
    ).toBeInTheDocument();
    expect(startImpersonation).toHaveBeenCalledWith('beto');
  });

  it('does not offer the person themself', async () => {
    servePersons(() =>
      json({
        results: [
          { id: 'ana', name: 'Ana', email: 'ana@demo.mx' },
          { id: 'anabel', name: 'Anabel', email: 'anabel@demo.mx' },
        ],
        count: 2,
      }),
    );
    renderWithProviders(<ImpersonationPicker />, { route: '/my-account' });

    await userEvent.setup().type(screen.getByLabelText('Buscar persona'), 'Ana');

    expect(await screen.findByRole('button', { name: 'Suplantar a Anabel' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Suplantar a Ana' })).toBeNull();
    expect(screen.queryByText('ana@demo.mx')).toBeNull();
  });

  it('explains a failed search in words', async () => {
    servePersons(() => json({ statusCode: 500, error: 'Internal Server Error', message: 'x' }, 500));
    renderWithProviders(<ImpersonationPicker />, { route: '/my-account' });

    await userEvent.setup().type(screen.getByLabelText('Buscar persona'), 'Beto');

    expect(await screen.findByText('Vaya, algo salió mal. Inténtalo nuevamente.')).toHaveAttribute(
      'role',
      'alert',
    );
  });
});
