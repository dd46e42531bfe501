// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { PublicLink } from '../model';
import { initTexts, json, report, serve } from '../test-support';
import { PublicLinkPanel } from './PublicLinkPanel';

const link = (token: string, overrides: Partial<PublicLink> = {}): PublicLink => ({
  token,
  url: `https://demo.faena.app/reports/${token}`,
  createdAt: '2026-03-01T10:00:00.000Z',
  expiresAt: null,
  disabledAt: null,
  active: true,
  viewCount: 7,
  lastViewedAt: '2026-03-02T10:00:00.000Z',
  ...overrides,
});

const SETTINGS = {
  frameAncestors: [],
  publicLinksEnabled: true,
  tableau: { clientId: '', secretId: '', hasSecret: false, username: 'email', fixedUsername: null },
};

const calls = (seen: ReturnType<typeof serve>) =>
  seen.filter((request) => request.path !== '/api/report-settings').map((r) => `${r.method} ${r.path}`);

describe('a report’s public link', () => {
  beforeAll(() => initTexts());
  afterEach(cleanup);

  it('creates a link that expires on the chosen day', async () => {
    const seen = serve({
      'GET /api/report-settings': () => json(SETTINGS),
      'POST /api/reports/rep-completion/public-link': () =>
        json(
          link('first-token', { viewCount: 0, lastViewedAt: null, expiresAt: '2099-01-31T23:59:59.000Z' }),
        ),
    });
    renderWithProviders(<PublicLinkPanel report={report()} />);
    expect(screen.getByText('Este reporte no tiene un enlace público activo.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Vence el/), '2099-01-31');
    await userEvent.click(screen.getByRole('button', { name: 'Crear enlace público' }));
    expect(await screen.findByDisplayValue('https://demo.faena.app/reports/first-token')).toBeInTheDocument();
    expect(calls(seen)).toEqual(['POST /api/reports/rep-completion/public-link']);
    const sent = (seen.find((request) => request.method === 'POST')?.body ?? {}) as { expiresAt: string };
    expect(new Date(sent.expiresAt).getFullYear()).toBe(2099);
    expect(screen.getByText(/Sin vistas todavía/)).toBeInTheDocument();
  });

  it('refuses an expiry in the past without calling the API', async () => {
    const seen = serve({ 'GET /api/report-settings': () => json(SETTINGS) });
    renderWithProviders(<PublicLinkPanel report={report()} />);
    await userEvent.type(screen.getByLabelText(/Vence el/), '2001-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Crear enlace público' }));
    expect(await screen.findByText('Elige una fecha futura.')).toHaveAttribute('role', 'alert');
    expect(calls(seen)).toEqual([]);
  });

  it('rotates the link after warning that the old one dies at once, then turns it off', async () => {
    const seen = serve({
      'GET /api/report-settings': () => json({ ...SETTINGS, publicLinksEnabled: false }),
      'POST /api/reports/rep-completion/public-link/rotate': () =>
        json(link('second-token', { viewCount: 0 })),
      'DELETE /api/reports/rep-completion/public-link': () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<PublicLinkPanel report={report({ publicLink: link('first-token') })} />);
    expect(screen.getByDisplayValue('https://demo.faena.app/reports/first-token')).toBeInTheDocument();
    expect(screen.getByText(/7 vistas/)).toBeInTheDocument();
    expect(await screen.findByText(/Los enlaces públicos están desactivados/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cambiar enlace' }));
    const rotate = await screen.findByRole('alertdialog', { name: '¿Cambiar el enlace público?' });
    expect(rotate).toHaveTextContent('El enlace anterior dejará de funcionar de inmediato.');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar enlace' }));
    expect(
      await screen.findByDisplayValue('https://demo.faena.app/reports/second-token'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Desactivar enlace' }));
    await screen.findByRole('alertdialog', { name: '¿Desactivar el enlace público?' });
    const confirms = screen.getAllByRole('button', { name: 'Desactivar enlace' });
    await userEvent.click(confirms.at(-1) as HTMLElement);
    expect(await screen.findByText('Este reporte no tiene un enlace público activo.')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls(seen)).toEqual([
        'POST /api/reports/rep-completion/public-link/rotate',
        'DELETE /api/reports/rep-completion/public-link',
      ]),
    );
  });
});
