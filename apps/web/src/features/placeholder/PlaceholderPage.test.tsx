// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/platform/i18n';
import { initI18n, renderWithProviders } from '@/test/render';
import PlaceholderPage from './PlaceholderPage';

const show = (route: string) =>
  renderWithProviders(<PlaceholderPage />, { route, path: '/lorem-ipsum/:title/:id' });

describe('the placeholder screen', () => {
  beforeAll(() => initI18n('es-MX'), 30_000);
  afterEach(async () => {
    cleanup();
    await changeLanguage('es-MX');
  });

  it('shows the decoded title and the id, a lorem text and a way back', async () => {
    show('/lorem-ipsum/Manual%20de%20bienvenida/42');
    expect(await screen.findByRole('heading', { name: 'Manual de bienvenida' })).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();
    expect(screen.getByText(/Lorem ipsum/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it('renders markup in the title as text, never as elements', async () => {
    const { container } = show(`/lorem-ipsum/${encodeURIComponent('<img src=x onerror=alert(1)>')}/7`);
    expect(await screen.findByRole('heading', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('speaks English when the person chose it', async () => {
    await changeLanguage('en-US');
    show('/lorem-ipsum/Welcome/abc');
    expect(await screen.findByRole('link', { name: 'Back to the start' })).toBeInTheDocument();
    expect(screen.getByText('Identifier:')).toBeInTheDocument();
  });
});
