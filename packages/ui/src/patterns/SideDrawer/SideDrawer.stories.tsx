import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../components/Button/Button.tsx';
import { resolveUiLocale, type UiTexts, uiResources } from '../../i18n/resources.ts';
import { SideDrawer } from './SideDrawer.tsx';

const meta = {
  title: 'Patrones/SideDrawer',
  component: SideDrawer,
  args: {
    trigger: <Button>Menú</Button>,
    settingsHref: '#/settings',
    onLogout: fn(),
    onOpenChange: fn(),
    version: '1.2.146',
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['left', 'right'] },
    trigger: { control: false },
    renderLink: { control: false },
  },
} satisfies Meta<typeof SideDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const textsFor = (globals: Record<string, unknown>): UiTexts =>
  uiResources[resolveUiLocale(String(globals.locale ?? ''))];

/** Waits for the slide-in to end so positions and axe colours are final. */
async function openDrawer(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  const finite = document
    .getAnimations()
    .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY);
  await Promise.all(finite.map((animation) => animation.finished));
  return dialog;
}

export const Default: Story = {
  play: async ({ args, canvas, globals, step }) => {
    const t = textsFor(globals).sideDrawer;
    const trigger = canvas.getByRole('button', { name: 'Menú' });

    await step('opens from the keyboard, with focus inside', async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      const dialog = await openDrawer(t.title);
      await expect(dialog).toHaveTextContent(t.version.replace('{{version}}', '1.2.146'));
      await expect(dialog.contains(document.activeElement)).toBe(true);
      await expect(Math.round(dialog.getBoundingClientRect().left)).toBe(0);
    });

    await step('focus is trapped', async () => {
      const dialog = screen.getByRole('dialog');
      for (let i = 0; i < 5; i += 1) {
        await userEvent.tab();
        await expect(dialog.contains(document.activeElement)).toBe(true);
      }
    });

    await step('Escape closes and focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(trigger).toHaveFocus();
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    });
  },
};

export const Logout: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = textsFor(globals).sideDrawer;
    await userEvent.click(canvas.getByRole('button', { name: 'Menú' }));
    await openDrawer(t.title);
    await userEvent.click(screen.getByRole('button', { name: t.logout }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const CloseButton: Story = {
  play: async ({ canvas, globals }) => {
    const t = textsFor(globals).sideDrawer;
    await userEvent.click(canvas.getByRole('button', { name: 'Menú' }));
    await openDrawer(t.title);
    await expect(screen.getByRole('link', { name: t.settings })).toHaveAttribute('href', '#/settings');
    await userEvent.click(screen.getByRole('button', { name: t.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const RightSide: Story = {
  args: { side: 'right' },
  play: async ({ canvas, globals }) => {
    const t = textsFor(globals).sideDrawer;
    await userEvent.click(canvas.getByRole('button', { name: 'Menú' }));
    const dialog = await openDrawer(t.title);
    await expect(Math.round(dialog.getBoundingClientRect().right)).toBe(document.documentElement.clientWidth);
    await userEvent.keyboard('{Escape}');
  },
};

export const VersionOnly: Story = {
  args: { settingsHref: undefined, onLogout: undefined },
  play: async ({ canvas, globals }) => {
    const t = textsFor(globals).sideDrawer;
    await userEvent.click(canvas.getByRole('button', { name: 'Menú' }));
    const dialog = await openDrawer(t.title);
    await expect(dialog.querySelector('ul')).toBeNull();
    await expect(dialog.querySelector('[data-slot="version"]')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};
