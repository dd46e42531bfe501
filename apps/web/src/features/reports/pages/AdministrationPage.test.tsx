// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { PublicLinkRow } from '../model';
import { initTexts, json, OPERATIONS, report, serve } from '../test-support';
import AdministrationPage from './AdministrationPage';

vi.mock('@/platform/site-config', () => ({ usePermissions: () => new Set(['MANAGE_REPORTS']) }));

const CATEGORIES = {
  'GET /api/report-categories': () =>
    json({ results: [{ id: OPERATIONS, name: 'Operación', position: 0, reportCount: 2 }] }),
};

const row = (overrides: Partial<PublicLinkRow>): PublicLinkRow => ({
  token: 'token-1',
  url: 'https://demo.faena.app/reports/token-1',
  createdAt: '2026-03-01T10:00:00.000Z',
  expiresAt: null,
  disabledAt: null,
  active: true,
  viewCount: 12,
  lastViewedAt: '2026-03-02T10:00:00.000Z',
  reportId: 'r1',
  reportPublicId: 'rep-completion',
  reportTitle: 'Cumplimiento semanal',
  categoryId: OPERATIONS,
  ...overrides,
});

const show = (path: string) =>
  renderWithProviders(
    [
      { path: '/reports/administration', element: <AdministrationPage /> },
      { path: '/reports/administration/:categoryId', element: <AdministrationPage /> },
    ],
    { route: path },
  );

describe('the report administration', () => {
  beforeAll(() => initTexts());
  afterEach(cleanup);

  it('lists a category’s reports with their kind, audience and public link, and explains a refused delete', async () => {
    serve({
      ...CATEGORIES,
      'GET /api/reports': () =>
        json({
          results: [
            report({
              publicLink: {
                token: 't',
                url: 'https://demo.faena.app/reports/t',
                createdAt: '2026-03-01T10:00:00.000Z',
                expiresAt: null,
                disabledAt: null,
                active: true,
                viewCount: 12,
                lastViewedAt: null,
              },
            }),
            report({
              publicId: 'rep-sales',
              title: 'Ventas',
              kind: 'tableau',
              native: null,
              tableau: { viewUrl: 'https://x/views/a/b', toolbar: 'top' },
              audienceName: 'Gerentes',
            }),
          ],
        }),
      [`DELETE /api/report-categories/${OPERATIONS}`]: () =>
        json(
          { statusCode: 409, error: 'Conflict', code: 'CATEGORY_NOT_EMPTY', message: 'No está vacía.' },
          409,
        ),
    });
    show(`/reports/administration/${OPERATIONS}`);
    const list = await screen.findByRole('list', { name: 'Reportes de Operación' });
    const [native, tableau] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(native).toHaveTextContent('Nativo');
    expect(native).toHaveTextContent('Audiencia: Todas las personas');
    expect(native).toHaveTextContent('Enlace público activo · 12 vistas');
    expect(within(native).getByRole('link', { name: 'Editar Cumplimiento semanal' })).toHaveAttribute(
      'href',
      `/reports/administration/create/${OPERATIONS}?report=rep-completion`,
    );
    expect(tableau).toHaveTextContent('Tableau');
    expect(tableau).toHaveTextContent('Audiencia: Gerentes');
    expect(within(tableau).getByRole('link', { name: 'Editar Ventas' })).toHaveAttribute(
      'href',
      `/reports/categories/${OPERATIONS}/tableau/rep-sales/update`,
    );
    expect(within(tableau).queryByRole('button', { name: 'Enlace público de Ventas' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }),
    );
    expect(
      await screen.findByText(/No se puede eliminar «Operación»: todavía tiene reportes/),
    ).toBeInTheDocument();
  });

  it('lists every public link and revokes one or all after confirming', async () => {
    const seen = serve({
      ...CATEGORIES,
      'GET /api/report-public-links': () =>
        json({
          results: [
            row({}),
            row({
              token: 'token-2',
              reportPublicId: 'rep-old',
              reportTitle: 'Antiguo',
              active: false,
              disabledAt: '2026-02-01T00:00:00.000Z',
            }),
          ],
        }),
      'DELETE /api/reports/rep-completion/public-link': () => new Response(null, { status: 204 }),
      'POST /api/report-public-links/disable-all': () => json({ disabled: 1 }),
    });
    show('/reports/administration?view=links');
    const table = await screen.findByRole('table', { name: 'Enlaces públicos' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Cumplimiento semanal');
    expect(rows[1]).toHaveTextContent('Activo');
    expect(rows[1]).toHaveTextContent('12');
    expect(rows[2]).toHaveTextContent('Desactivado');
    expect(within(rows[2] as HTMLElement).queryByRole('button')).toBeNull();

    await userEvent.click(
      within(table).getByRole('button', { name: 'Revocar el enlace de Cumplimiento semanal' }),
    );
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revocar' }),
    );
    await waitFor(() =>
      expect(
        seen.some(
          (request) =>
            request.method === 'DELETE' && request.path === '/api/reports/rep-completion/public-link',
        ),
      ).toBe(true),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Desactivar todos' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: '¿Desactivar todos los enlaces públicos?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desactivar todos' }));
    await waitFor(() =>
      expect(
        seen.some(
          (request) => request.method === 'POST' && request.path === '/api/report-public-links/disable-all',
        ),
      ).toBe(true),
    );
  });

  it('checks the framing sites before saving the settings, and keeps the secret write-only', async () => {
    const seen = serve({
      ...CATEGORIES,
      'GET /api/report-settings': () =>
        json({
          frameAncestors: ['https://intranet.example.com'],
          publicLinksEnabled: true,
          tableau: {
            clientId: 'client',
            secretId: 'secret-id',
            hasSecret: true,
            username: 'email',
            fixedUsername: null,
          },
        }),
      'PUT /api/report-settings': (request) =>
        json({
          ...(request.body as object),
          tableau: {
            clientId: 'client',
            secretId: 'secret-id',
            hasSecret: true,
            username: 'email',
            fixedUsername: null,
          },
        }),
    });
    show('/reports/administration');
    await userEvent.click(await screen.findByRole('button', { name: 'Configuración' }));
    const secret = await screen.findByLabelText(/Secret value/);
    expect(secret).toHaveAttribute('placeholder', 'Guardado');
    expect(secret).toHaveValue('');
    const sites = screen.getByRole('textbox', { name: /Sitios que pueden insertar/ });
    await userEvent.type(sites, '{enter}http://insecure.example');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar configuración' }));
    expect(await screen.findByText(/«http:\/\/insecure.example» no es un origen https/)).toBeInTheDocument();
    expect(seen.filter((request) => request.method === 'PUT')).toEqual([]);

    await userEvent.clear(sites);
    await userEvent.type(sites, 'https://intranet.example.com{enter}https://portal.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar configuración' }));
    await waitFor(() => expect(seen.filter((request) => request.method === 'PUT')).toHaveLength(1));
    const body = seen.find((request) => request.method === 'PUT')?.body as {
      frameAncestors: string[];
      tableau: object;
    };
    expect(body.frameAncestors).toEqual(['https://intranet.example.com', 'https://portal.example.com']);
    expect(body.tableau).not.toHaveProperty('secretValue');
  });
});
