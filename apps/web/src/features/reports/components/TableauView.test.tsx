// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { initTexts, json, report, serve } from '../test-support';
import { TableauView } from './TableauView';

// Tableau's library cannot run here (it talks to Tableau); the element stays an unknown tag.
vi.mock('./tableau-element', () => ({ loadTableauEmbedding: () => Promise.resolve() }));

const TABLEAU = report({
  publicId: 'rep-sales',
  kind: 'tableau',
  title: 'Ventas',
  native: null,
  tableau: { viewUrl: 'https://online.tableau.com/t/demo/views/Ventas/Resumen', toolbar: 'top' },
});

describe('a Tableau report', () => {
  beforeAll(() => initTexts());
  afterEach(cleanup);

  it('embeds <tableau-viz> with the view and the token of the viewer’s ticket', async () => {
    const seen = serve({
      'GET /api/reports/rep-sales/tableau-ticket': () =>
        json({
          viewUrl: 'https://online.tableau.com/t/demo/views/Ventas/Resumen',
          token: 'header.claims.signature',
          expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
        }),
    });
    const { container } = renderWithProviders(<TableauView report={TABLEAU} />);
    expect(await screen.findByRole('region', { name: 'Tablero de Tableau: Ventas' })).toBeInTheDocument();
    const viz = container.querySelector('tableau-viz');
    expect(viz).not.toBeNull();
    expect(viz).toHaveAttribute('src', 'https://online.tableau.com/t/demo/views/Ventas/Resumen');
    expect(viz).toHaveAttribute('token', 'header.claims.signature');
    expect(viz).toHaveAttribute('toolbar', 'top');
    expect(seen.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/reports/rep-sales/tableau-ticket',
    ]);
  });

  it('says Tableau is not configured when the organization has not connected it', async () => {
    serve({
      'GET /api/reports/rep-sales/tableau-ticket': () =>
        json(
          {
            statusCode: 409,
            error: 'Conflict',
            code: 'TABLEAU_NOT_CONFIGURED',
            message: 'Tableau no está configurado.',
          },
          409,
        ),
    });
    const { container } = renderWithProviders(<TableauView report={TABLEAU} />);
    expect(await screen.findByRole('heading', { name: 'Tableau no está configurado' })).toBeInTheDocument();
    expect(container.querySelector('tableau-viz')).toBeNull();
  });
});
