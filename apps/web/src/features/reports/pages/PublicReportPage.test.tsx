// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { COMPLETION, initTexts, json, serve } from '../test-support';
import PublicReportPage from './PublicReportPage';

const TOKEN = 'Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cQ';

const show = (search = '') =>
  renderWithProviders(<PublicReportPage />, {
    route: `/reports/${TOKEN}${search}`,
    path: '/reports/:publicId',
  });

describe('the public report page', () => {
  beforeAll(() => initTexts());
  afterEach(cleanup);

  it('asks only for the link’s token, never the address’s parameters, and shows the report', async () => {
    const seen = serve({
      [`GET /api/public/reports/${TOKEN}`]: () =>
        json({
          title: 'Cumplimiento semanal',
          description: 'Actividades por tienda y semana',
          organizationName: 'Tiendas Demo',
          data: COMPLETION,
        }),
    });
    show('?venueId=other&days=3650&timeZone=Asia/Tokyo');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cumplimiento semanal' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Tiendas Demo')).toBeInTheDocument();
    expect(screen.getByText('Actividades por tienda y semana')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'GET', path: `/api/public/reports/${TOKEN}`, search: '' });
  });

  it('says the link is not available for an unknown, disabled or expired link', async () => {
    serve({
      [`GET /api/public/reports/${TOKEN}`]: () =>
        json(
          {
            statusCode: 404,
            error: 'Not Found',
            code: 'REPORT_LINK_NOT_FOUND',
            message: 'El enlace del reporte no existe o ya no está activo.',
          },
          404,
        ),
    });
    show();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Este enlace no está disponible' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Pide un enlace nuevo a quien te lo compartió.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });
});
