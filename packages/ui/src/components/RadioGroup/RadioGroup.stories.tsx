import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup } from './RadioGroup.tsx';

const meta = {
  title: 'Componentes/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Origen de la imagen',
    onValueChange: fn(),
    options: [
      { value: 'camera', label: 'Cámara' },
      { value: 'gallery', label: 'Galería', description: 'Fotos ya guardadas en el teléfono.' },
      { value: 'camera_and_gallery', label: 'Cámara y galería' },
    ],
  },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Origen de la imagen' });
    await expect(group).toBeVisible();
    await userEvent.click(canvas.getByText('Cámara'));
    const camera = canvas.getByRole('radio', { name: 'Cámara' });
    await expect(camera).toBeChecked();
    await expect(camera).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const gallery = canvas.getByRole('radio', { name: 'Galería' });
    await expect(gallery).toBeChecked();
    await expect(gallery).toHaveAccessibleDescription('Fotos ya guardadas en el teléfono.');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('gallery');
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'camera' },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('radio');
    await expect(first).toBeChecked();
    await expect(first?.getBoundingClientRect().top).toBe(second?.getBoundingClientRect().top);
  },
};

export const WithError: Story = {
  args: { hint: 'De dónde se toma la foto.', error: 'Elige un origen', required: true },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Origen de la imagen' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('De dónde se toma la foto. Elige un origen');
  },
};

export const DisabledOption: Story = {
  args: {
    options: [
      { value: 'a', label: 'Entre' },
      { value: 'b', label: 'Exactamente', disabled: true },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Exactamente' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'camera' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};
