import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BellIcon } from '../Icons/Icons.tsx';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'Componentes/IconButton',
  component: IconButton,
  args: { label: 'Notificaciones', icon: <BellIcon />, onClick: fn() },
  argTypes: {
    icon: { control: false },
    variant: { control: 'inline-radio', options: ['ghost', 'secondary', 'primary'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Notificaciones' });
    await expect(button).toHaveAttribute('title', 'Notificaciones');
    await userEvent.click(button);
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notificaciones' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Notificaciones' });
    await expect(getComputedStyle(button).color).toBe('rgb(255, 255, 255)');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <IconButton {...args} size="sm" label="Pequeño" />
      <IconButton {...args} size="md" label="Mediano" />
      <IconButton {...args} size="lg" label="Grande" />
    </div>
  ),
  play: async ({ canvas }) => {
    const sizes = ['Pequeño', 'Mediano', 'Grande'].map((name) => {
      const rect = canvas.getByRole('button', { name }).getBoundingClientRect();
      return [rect.width, rect.height];
    });
    await expect(sizes).toEqual([
      [32, 32],
      [40, 40],
      [48, 48],
    ]);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Notificaciones' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
