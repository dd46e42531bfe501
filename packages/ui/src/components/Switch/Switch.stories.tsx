import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Componentes/Switch',
  component: Switch,
  args: { label: 'Mostrar disponibles', onCheckedChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Mostrar disponibles' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await userEvent.click(canvas.getByText('Mostrar disponibles'));
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(3);
  },
};

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Mostrar disponibles' });
    await expect(toggle).toBeChecked();
    await expect(getComputedStyle(toggle).backgroundColor).toBe('rgb(35, 80, 209)');
  },
};

export const WithHint: Story = {
  args: { label: 'Notificaciones por correo', hint: 'Un resumen diario de tus actividades.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('switch', { name: 'Notificaciones por correo' }),
    ).toHaveAccessibleDescription('Un resumen diario de tus actividades.');
  },
};

export const Small: Story = {
  args: { size: 'sm', defaultChecked: true },
  play: async ({ canvas }) => {
    const rect = canvas.getByRole('switch').getBoundingClientRect();
    await expect([rect.width, rect.height]).toEqual([32, 18]);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Mostrar disponibles' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};
