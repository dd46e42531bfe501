import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiTextProvider } from '../../i18n/UiTextProvider.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';

const user = { name: 'Ana María López', email: 'ana@acme.mx' };

describe('ProfileMenu', () => {
  it('opens from the avatar button and shows name, email and every entry', async () => {
    const onLogout = vi.fn();
    render(
      <ProfileMenu
        user={user}
        editProfileHref="/profile/edit"
        settingsHref="/settings"
        onLogout={onLogout}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Menú de perfil' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(menu.textContent).toContain('Ana María López');
    expect(menu.textContent).toContain('ana@acme.mx');
    expect(screen.getByRole('menuitem', { name: 'Editar perfil' }).getAttribute('href')).toBe(
      '/profile/edit',
    );
    expect(screen.getByRole('menuitem', { name: 'Configuración' }).getAttribute('href')).toBe('/settings');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Cerrar sesión' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('shows only the entries given by props', async () => {
    render(<ProfileMenu user={user} onLogout={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Menú de perfil' }));
    await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Cerrar sesión']);
  });

  it('renders links through renderLink and speaks en-US', async () => {
    render(
      <UiTextProvider locale="en-US">
        <ProfileMenu
          user={user}
          settingsHref="/settings"
          renderLink={({ href, children, ...rest }) => (
            <a {...rest} href={`#${href}`} data-router="yes">
              {children}
            </a>
          )}
        />
      </UiTextProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Profile menu' }));
    const item = await screen.findByRole('menuitem', { name: 'Settings' });
    expect(item.getAttribute('href')).toBe('#/settings');
    expect(item.dataset.router).toBe('yes');
  });
});
