// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, renderWithProviders } from '../../test/render';
import { OrganizationNotFound } from './OrganizationNotFound';

const api = vi.hoisted(() => ({ findWorkspaces: vi.fn() }));
vi.mock('../session/sign-in-api', () => api);

const WEB_URL = 'http://{subdomain}.faena.localhost:3000';

describe('an unknown organisation', () => {
  beforeAll(async () => {
    await initI18n('es-MX');
  });
  afterEach(cleanup);

  it('is named, and another organisation’s address leads to its sign-in page', async () => {
    const user = userEvent.setup();
    const go = vi.fn();
    renderWithProviders(<OrganizationNotFound subdomain="nadie" webUrl={WEB_URL} go={go} />);
    expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent(
      'No encontramos la organización nadie.',
    );
    const address = screen.getByRole('textbox', { name: /Dirección de tu organización/ });
    expect(address).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ir a la organización' }));
    expect(await screen.findByText('Escribe la dirección o el subdominio de tu organización.')).toBeVisible();
    expect(address).toHaveFocus();
    await user.type(address, 'acme{Enter}');
    expect(go).toHaveBeenCalledWith('http://acme.faena.localhost:3000/sign-in');
  });

  it('finds the organisations of an email, linked to their sign-in pages', async () => {
    const user = userEvent.setup();
    api.findWorkspaces.mockResolvedValue([{ subdomain: 'acme', name: 'Acme Logística' }]);
    renderWithProviders(<OrganizationNotFound subdomain="nadie" webUrl={WEB_URL} />);
    await user.click(screen.getByRole('button', { name: 'Buscar mis organizaciones' }));
    expect(await screen.findByText('Este campo es requerido')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /Tu correo/ }), 'carla@acme.faena.test');
    await user.click(screen.getByRole('button', { name: 'Buscar mis organizaciones' }));
    expect(await screen.findByRole('link', { name: 'Acme Logística' })).toHaveAttribute(
      'href',
      'http://acme.faena.localhost:3000/sign-in',
    );
    expect(api.findWorkspaces).toHaveBeenCalledWith('carla@acme.faena.test');
  });

  it('speaks American English too', async () => {
    renderWithProviders(<OrganizationNotFound subdomain="nobody" webUrl={WEB_URL} />, { locale: 'en-US' });
    const { default: i18next } = await import('i18next');
    await i18next.changeLanguage('en-US');
    expect(await screen.findByText('We could not find the organization nobody.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find my organizations' })).toBeInTheDocument();
    await i18next.changeLanguage('es-MX');
  });
});
