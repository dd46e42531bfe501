import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiTextProvider } from '../../i18n/UiTextProvider.tsx';
import { TopBar } from './TopBar.tsx';

const user = { name: 'Ana López' };

describe('TopBar', () => {
  it('default: menu button, search box, notifications link and profile link', async () => {
    const onMenuClick = vi.fn();
    const onSearch = vi.fn();
    render(
      <TopBar
        onMenuClick={onMenuClick}
        onSearch={onSearch}
        notificationsHref="/notifications"
        unreadCount={4}
        user={user}
        profileHref="/me"
      />,
    );
    expect(screen.getByRole('banner').dataset.variant).toBe('default');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    expect(onMenuClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('search').contains(screen.getByRole('searchbox'))).toBe(true);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'bodega{Enter}');
    expect(onSearch).toHaveBeenCalledWith('bodega');
    expect(screen.getByRole('link', { name: 'Notificaciones, 4 sin leer' }).getAttribute('href')).toBe(
      '/notifications',
    );
    expect(screen.getByRole('link', { name: 'Mi perfil' }).getAttribute('href')).toBe('/me');
  });

  it("taskManagerHome: logo and badge in the menu button's place, the search where it always is", () => {
    render(
      <TopBar
        variant="taskManagerHome"
        logo={{ name: 'Acme' }}
        badge={<span>Beta</span>}
        user={user}
        onMenuClick={() => {}}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Abrir menú' })).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acme, ir al inicio' }).getAttribute('href')).toBe('/');
    expect(screen.getByText('Beta')).toBeInTheDocument();
  });

  it('opens a side drawer from the menu button', async () => {
    render(<TopBar drawer={{ version: '1.2.146' }} showSearch={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    expect((await screen.findByRole('dialog', { name: 'Menú' })).textContent).toContain('Versión 1.2.146');
  });

  it('speaks en-US and supports a controlled search', async () => {
    const onSearchChange = vi.fn();
    render(
      <UiTextProvider locale="en-US">
        <TopBar searchValue="abc" onSearchChange={onSearchChange} />
      </UiTextProvider>,
    );
    const search = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
    expect(search.value).toBe('abc');
    await userEvent.type(search, 'd');
    expect(onSearchChange).toHaveBeenCalledWith('abcd');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });
});

describe('TopBar search as a combobox', () => {
  const results = [
    { id: 'organization', label: 'Organización', href: '/organization' },
    { id: 'auditLog', label: 'Registro de auditoría', description: 'Avanzado', href: '/settings/audit-log' },
  ];

  it('lists results in a listbox; arrows move, Enter opens the chosen one, Escape closes then clears', async () => {
    const onSearchSelect = vi.fn();
    render(<TopBar searchResults={results} onSearchSelect={onSearchSelect} searchStatus="2 resultados." />);
    const box = screen.getByRole('combobox', { name: 'Buscar' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(box, 'o');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Buscar' });
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Organización',
      'Registro de auditoríaAvanzado',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('2 resultados.');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getAllByRole('option')[1]!;
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('o');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveValue('');
    await userEvent.type(box, 'r');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSearchSelect).toHaveBeenCalledWith(results[1]);
    expect(box).toHaveValue('');
  });

  it('says when nothing matches', async () => {
    render(<TopBar searchResults={[]} searchStatus="Nada coincide con «bodega»." />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Buscar' }), 'bodega');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Nada coincide con «bodega».');
  });
});
