import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { resolveUiLocale, type UiTexts, uiResources } from '../../i18n/resources.ts';
import { ProfileMenu } from './ProfileMenu.tsx';

const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#1d40a8"/><circle cx="32" cy="26" r="12" fill="#d9e6ff"/><rect x="12" y="42" width="40" height="22" rx="11" fill="#d9e6ff"/></svg>',
)}`;

const meta = {
  title: 'Patrones/ProfileMenu',
  component: ProfileMenu,
  args: {
    user: { name: 'Ana María López', email: 'ana.lopez@acme.mx' },
    editProfileHref: '/profile/edit',
    settingsHref: '/settings',
    onLogout: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    renderLink: { control: false },
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof ProfileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const textsFor = (globals: Record<string, unknown>): UiTexts =>
  uiResources[resolveUiLocale(String(globals.locale ?? ''))];

export const AllEntries: Story = {
  play: async ({ args, canvas, globals, step }) => {
    const t = textsFor(globals).profileMenu;
    const trigger = canvas.getByRole('button', { name: t.trigger });

    await step('opens from the keyboard with name, email and entries', async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      const menu = await screen.findByRole('menu');
      await expect(menu).toHaveTextContent('Ana María López');
      await expect(menu).toHaveTextContent('ana.lopez@acme.mx');
      const items = screen.getAllByRole('menuitem');
      await expect(items.map((item) => item.textContent)).toEqual([t.editProfile, t.settings, t.logout]);
      await expect(screen.getByRole('menuitem', { name: t.editProfile })).toHaveAttribute(
        'href',
        '/profile/edit',
      );
    });

    await step('Escape closes and returns focus', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      await expect(trigger).toHaveFocus();
    });

    await step('logout from the keyboard', async () => {
      await userEvent.keyboard('{Enter}');
      await screen.findByRole('menu');
      await userEvent.keyboard('{End}');
      await expect(screen.getByRole('menuitem', { name: t.logout })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onLogout).toHaveBeenCalledOnce();
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    });
  },
};

export const LogoutOnly: Story = {
  args: { editProfileHref: undefined, settingsHref: undefined },
  play: async ({ canvas, globals }) => {
    const t = textsFor(globals).profileMenu;
    await userEvent.click(canvas.getByRole('button', { name: t.trigger }));
    await screen.findByRole('menu');
    await expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([t.logout]);
    await userEvent.keyboard('{Escape}');
  },
};

export const WithPicture: Story = {
  args: { user: { name: 'Ana María López', email: 'ana.lopez@acme.mx', picture }, size: 'md' },
  play: async ({ canvas, globals }) => {
    const trigger = canvas.getByRole('button', { name: textsFor(globals).profileMenu.trigger });
    await expect(trigger.querySelector('img')).toHaveAttribute('src', picture);
  },
};

export const Open: Story = {
  tags: ['!autodocs'],
  args: { defaultOpen: true },
  play: async () => {
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await expect(screen.getAllByRole('menuitem')).toHaveLength(3);
  },
};
