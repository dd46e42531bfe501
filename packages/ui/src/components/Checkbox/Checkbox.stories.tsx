import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Componentes/Checkbox',
  component: Checkbox,
  args: { label: 'No aplica', name: 'skipped', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'No aplica' });
    await userEvent.click(canvas.getByText('No aplica'));
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'No aplica' })).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { label: 'Seleccionar todas', indeterminate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Seleccionar todas' })).toBePartiallyChecked();
  },
};

export const WithHintAndError: Story = {
  args: {
    label: 'Acepto los términos',
    hint: 'Necesario para continuar.',
    error: 'Debes aceptar los términos',
    required: true,
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Acepto los términos' });
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription('Necesario para continuar. Debes aceptar los términos');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'No aplica' });
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};
