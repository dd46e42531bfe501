import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { EditIcon, MoreIcon, TrashIcon } from '../Icons/Icons.tsx';
import {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuLinkItem,
  DropdownMenuSeparator,
} from './DropdownMenu.tsx';

const onEdit = fn();
const onDuplicate = fn();
const onDelete = fn();

/** Finds the open menu and waits for its opening animation to end. */
async function openMenu(): Promise<HTMLElement> {
  const menu = await screen.findByRole('menu');
  await Promise.all(menu.getAnimations().map((animation) => animation.finished));
  return menu;
}

const meta = {
  title: 'Componentes/DropdownMenu',
  component: DropdownMenu,
  args: {
    trigger: <Button variant="secondary">Acciones</Button>,
    onOpenChange: fn(),
    children: (
      <>
        <DropdownMenuItem icon={<EditIcon />} onSelect={onEdit}>
          Editar
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onDuplicate}>Duplicar</DropdownMenuItem>
        <DropdownMenuItem disabled>Archivar</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<TrashIcon />} destructive onSelect={onDelete}>
          Eliminar
        </DropdownMenuItem>
      </>
    ),
  },
  argTypes: {
    trigger: { control: false },
    children: { control: false },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Actions: Story = {
  play: async ({ args, canvas, step }) => {
    for (const mock of [onEdit, onDuplicate, onDelete]) mock.mockClear();
    const trigger = canvas.getByRole('button', { name: 'Acciones' });

    await step('opens with Enter and focuses the first item', async () => {
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      const menu = await openMenu();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
      await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Editar' })).toHaveFocus());
      await expect(menu).toBeVisible();
    });

    await step('arrows skip the disabled item; Enter selects', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(screen.getByRole('menuitem', { name: 'Duplicar' })).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(screen.getByRole('menuitem', { name: 'Eliminar' })).toHaveFocus();
      await expect(screen.getByRole('menuitem', { name: 'Archivar' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await userEvent.keyboard('{ArrowUp}');
      await userEvent.keyboard('{Enter}');
      await expect(onDuplicate).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      await expect(trigger).toHaveFocus();
    });

    await step('Escape closes without selecting', async () => {
      await userEvent.click(trigger);
      await screen.findByRole('menu');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      await expect(onEdit).not.toHaveBeenCalled();
    });

    await step('a click selects the destructive item', async () => {
      await userEvent.click(trigger);
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
      await expect(onDelete).toHaveBeenCalledTimes(1);
    });

    // Left open, so the accessibility check covers the menu too.
    await userEvent.click(trigger);
    await openMenu();
  },
};

/** The profile menu of SPEC 2.3: an avatar trigger, a label with the user, links and logout. */
export const ProfileMenu: Story = {
  args: {
    align: 'end',
    trigger: <IconButton label="Menú de perfil" icon={<Avatar name="Ana López" size="sm" />} size="lg" />,
    children: (
      <>
        <DropdownMenuLabel>Ana López · ana@faena.mx</DropdownMenuLabel>
        <DropdownMenuLinkItem href="#/profile/edit">Editar perfil</DropdownMenuLinkItem>
        <DropdownMenuLinkItem href="#/settings">Configuración</DropdownMenuLinkItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem destructive>Cerrar sesión</DropdownMenuItem>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menú de perfil' }));
    await openMenu();
    const link = screen.getByRole('menuitem', { name: 'Editar perfil' });
    await expect(link.tagName).toBe('A');
    await expect(link).toHaveAttribute('href', '#/profile/edit');
    await expect(screen.getByText('Ana López · ana@faena.mx')).toBeVisible();
    await expect(screen.getAllByRole('menuitem')).toHaveLength(3);
  },
};

export const IconTrigger: Story = {
  args: { align: 'start', trigger: <IconButton label="Más acciones" icon={<MoreIcon />} /> },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Más acciones' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    trigger.focus();
    await userEvent.keyboard(' ');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
