// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, renderWithProviders } from '../../../test/render';
import { AdvancedPage, ToolsPage } from './HubPage';

const state = vi.hoisted(() => ({ permissions: [] as string[] }));
vi.mock('@/platform/site-config', () => ({
  usePermissions: () => new Set(state.permissions),
}));

beforeAll(async () => {
  await initI18n('es-MX');
});
afterEach(cleanup);

describe('the /tools and /advanced hubs', () => {
  it('shows the areas one may reach as cards: icon, name and purpose, leading to the area', () => {
    state.permissions = ['VIEW_AUDIT_LOG'];
    renderWithProviders(<AdvancedPage />, { route: '/advanced' });
    expect(screen.getByRole('heading', { name: 'Avanzado', level: 1 })).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Áreas' })).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/org-chart',
      '/venues',
      '/settings/audit-log',
    ]);
    expect(cards[2]).toHaveTextContent('Registro de auditoría');
    expect(cards[2]).toHaveTextContent('Lo que se hizo mientras alguien actuaba como otra persona.');
  });

  it('lists the areas built for every member, never an area not built', () => {
    state.permissions = ['VIEW_HOME'];
    renderWithProviders(<ToolsPage />, { route: '/tools' });
    expect(screen.getByRole('heading', { name: 'Herramientas', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/activities',
      '/checklists',
      '/reports/list',
      '/workflows',
      '/posts',
      '/assets',
      '/links',
      '/sync',
    ]);
  });
});
