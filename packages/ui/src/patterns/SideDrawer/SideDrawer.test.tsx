import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiTextProvider } from '../../i18n/UiTextProvider.tsx';
import { SideDrawer } from './SideDrawer.tsx';

describe('SideDrawer', () => {
  it('opens from its trigger as a named dialog with settings, logout and the version', async () => {
    const onLogout = vi.fn();
    render(
      <SideDrawer
        trigger={<button type="button">Abrir</button>}
        settingsHref="/settings"
        onLogout={onLogout}
        version="1.2.146"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menú' });
    expect(dialog.textContent).toContain('Versión 1.2.146');
    expect(screen.getByRole('link', { name: 'Configuración' }).getAttribute('href')).toBe('/settings');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on Escape and with the close button, returning focus', async () => {
    const onOpenChange = vi.fn();
    render(<SideDrawer trigger={<button type="button">Abrir</button>} onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Abrir' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar menú' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange.mock.calls.map(([open]) => open)).toEqual([true, false, true, false]);
  });

  it('speaks en-US and hides absent entries', () => {
    render(
      <UiTextProvider locale="en-US">
        <SideDrawer defaultOpen version="2.0.0" />
      </UiTextProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Menu' }).textContent).toContain('Version 2.0.0');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });
});

describe('SideDrawer sections', () => {
  it('lists the sections and their entries, marks the current one and closes on a choice', async () => {
    render(
      <SideDrawer
        defaultOpen
        activeId="auditLog"
        items={[
          { id: 'home', href: '/', label: 'Inicio' },
          {
            id: 'advanced',
            href: '/advanced',
            label: 'Avanzado',
            children: [{ id: 'auditLog', href: '/settings/audit-log', label: 'Registro de auditoría' }],
          },
        ]}
        renderLink={({ href, children, onClick, ...rest }) => (
          <a
            href={href}
            {...rest}
            onClick={(event) => {
              event.preventDefault();
              onClick?.(event);
            }}
          >
            {children}
          </a>
        )}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Menú' });
    expect(within(dialog).getByRole('list', { name: 'Avanzado' })).toBeInTheDocument();
    const current = within(dialog).getByRole('link', { name: 'Registro de auditoría' });
    expect(current).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(dialog).getByRole('link', { name: 'Inicio' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
