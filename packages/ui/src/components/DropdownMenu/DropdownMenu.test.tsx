import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button.tsx';
import {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuLinkItem,
  DropdownMenuSeparator,
} from './DropdownMenu.tsx';

function renderMenu(onEdit = vi.fn(), onDelete = vi.fn()) {
  const user = userEvent.setup();
  render(
    <DropdownMenu trigger={<Button>Acciones</Button>}>
      <DropdownMenuLabel>Ana López</DropdownMenuLabel>
      <DropdownMenuItem onSelect={onEdit} icon={<svg data-testid="edit-icon" />}>
        Editar
      </DropdownMenuItem>
      <DropdownMenuLinkItem href="/profile">Ver perfil</DropdownMenuLinkItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem onSelect={onDelete} destructive>
        Eliminar
      </DropdownMenuItem>
    </DropdownMenu>,
  );
  return { user, trigger: screen.getByRole('button', { name: 'Acciones' }) };
}

describe('DropdownMenu', { timeout: 20_000 }, () => {
  it('opens from the keyboard, moves with arrows and selects with Enter', async () => {
    const onEdit = vi.fn();
    const { user, trigger } = renderMenu(onEdit);
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Editar',
      'Ver perfil',
      'Eliminar',
    ]);
    expect(screen.getByRole('separator')).toBeInTheDocument();
    expect(screen.getByText('Ana López').getAttribute('role')).toBeNull();
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    // Focus starts on the first item; Enter selects it and closes the menu.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Editar'));
    await user.keyboard('{Enter}');
    expect(onEdit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });

  it('renders links as anchors, destructive items marked, icons hidden', async () => {
    const onDelete = vi.fn();
    const { user, trigger } = renderMenu(undefined, onDelete);
    trigger.focus();
    await user.keyboard('{Enter}');
    const link = await screen.findByRole('menuitem', { name: 'Ver perfil' });
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/profile');
    expect(screen.getByTestId('edit-icon').parentElement?.getAttribute('aria-hidden')).toBe('true');
    const remove = screen.getByRole('menuitem', { name: 'Eliminar' });
    expect(remove.dataset.destructive).toBe('true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(onDelete).not.toHaveBeenCalled();
  });
});
