import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { resolveUiLocale, type UiTexts, uiResources } from '../../i18n/resources.ts';
import { NotificationBell } from './NotificationBell.tsx';

const meta = {
  title: 'Patrones/NotificationBell',
  component: NotificationBell,
  args: { onClick: fn((event) => event.preventDefault()) },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    renderLink: { control: false },
  },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

const textsFor = (globals: Record<string, unknown>): UiTexts =>
  uiResources[resolveUiLocale(String(globals.locale ?? ''))];
const unreadName = (t: UiTexts, count: string) => t.notificationBell.unread.replace('{{count}}', count);

export const NoUnread: Story = {
  play: async ({ args, canvas, globals }) => {
    const button = canvas.getByRole('button', { name: textsFor(globals).notificationBell.label });
    await expect(button.querySelector('[data-slot="badge"]')).toBeNull();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Unread: Story = {
  args: { unreadCount: 7 },
  play: async ({ canvas, globals }) => {
    const button = canvas.getByRole('button', { name: unreadName(textsFor(globals), '7') });
    await expect(button.querySelector('[data-slot="badge"]')).toHaveTextContent('7');
  },
};

export const OverCap: Story = {
  args: { unreadCount: 120 },
  play: async ({ canvas, globals }) => {
    const button = canvas.getByRole('button', { name: unreadName(textsFor(globals), '99+') });
    await expect(button.querySelector('[data-slot="badge"]')).toHaveTextContent('99+');
  },
};

export const AsLink: Story = {
  args: { unreadCount: 3, href: '/notifications' },
  play: async ({ args, canvas, globals }) => {
    const link = canvas.getByRole('link', { name: unreadName(textsFor(globals), '3') });
    await expect(link).toHaveAttribute('href', '/notifications');
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const CurrentPage: Story = {
  args: { href: '/notifications', current: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('aria-current', 'page');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <NotificationBell {...args} size="sm" unreadCount={2} />
      <NotificationBell {...args} size="md" unreadCount={42} />
      <NotificationBell {...args} size="lg" unreadCount={999} />
    </div>
  ),
  play: async ({ canvas }) => {
    const sizes = canvas.getAllByRole('button').map((button) => button.getBoundingClientRect().height);
    await expect(sizes).toEqual([32, 40, 48]);
  },
};
