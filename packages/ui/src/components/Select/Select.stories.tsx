import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { resolveUiLocale, uiResources } from '../../i18n/resources.ts';
import { Select } from './Select.tsx';

const meta = {
  title: 'Componentes/Select',
  component: Select,
  args: {
    label: 'Prioridad',
    name: 'priority',
    onChange: fn(),
    options: [
      { value: '2', label: 'Crítica' },
      { value: '3', label: 'Muy alta' },
      { value: '4', label: 'Alta' },
      { value: '5', label: 'Media' },
      { value: '6', label: 'Baja' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: '5' },
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Prioridad' });
    await expect(select).toHaveValue('5');
    await userEvent.selectOptions(select, 'Alta');
    await expect(select).toHaveValue('4');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    // Keyboard: Tab reaches it.
    select.blur();
    await userEvent.tab();
    await expect(select).toHaveFocus();
  },
};

export const WithPlaceholder: Story = {
  args: { placeholder: true, required: true },
  play: async ({ canvas, globals }) => {
    const { select: texts } = uiResources[resolveUiLocale(String(globals.locale ?? ''))];
    const select = canvas.getByRole('combobox', { name: 'Prioridad' });
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('option', { name: texts.placeholder })).toBeDisabled();
    await expect(select).toBeRequired();
  },
};

export const WithHintAndError: Story = {
  args: { hint: 'Define el orden en la lista.', error: 'Elige una prioridad', placeholder: 'Sin prioridad' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Prioridad' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Define el orden en la lista. Elige una prioridad');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '5' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Prioridad' })).toBeDisabled();
  },
};
