import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { resolveUiLocale, uiResources } from '../../i18n/resources.ts';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Componentes/TextField',
  component: TextField,
  args: { label: 'Correo electrónico', name: 'email', type: 'email', autoComplete: 'email' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Correo electrónico' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
    await expect(input).not.toHaveAttribute('aria-invalid');
    // The label focuses the input; typing works.
    await userEvent.click(canvas.getByText('Correo electrónico'));
    await expect(input).toHaveFocus();
    await userEvent.keyboard('ana@faena.mx');
    await expect(input).toHaveValue('ana@faena.mx');
  },
};

export const WithHint: Story = {
  args: {
    label: 'RUT',
    name: 'rut',
    type: 'text',
    autoComplete: 'off',
    hint: 'Formato 12345678-k, guion opcional.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'RUT' });
    await expect(input).toHaveAccessibleDescription('Formato 12345678-k, guion opcional.');
    await userEvent.tab();
    await expect(input).toHaveFocus();
  },
};

export const WithError: Story = {
  args: { hint: 'Usa tu correo de trabajo.', error: 'Email inválido', defaultValue: 'ana@' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Correo electrónico' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Usa tu correo de trabajo. Email inválido');
    await expect(getComputedStyle(input).borderColor).toBe('rgb(200, 30, 30)');
  },
};

export const RequiredAndOptional: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <TextField label="Nombre" name="name" autoComplete="name" required />
      <TextField label="Teléfono" name="phone" type="tel" autoComplete="tel" optional />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const { textField: texts } = uiResources[resolveUiLocale(String(globals.locale ?? ''))];
    await expect(canvas.getByRole('textbox', { name: 'Nombre' })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: `Teléfono (${texts.optional})` })).not.toBeRequired();
  },
};

function ValidatedEmail() {
  const [value, setValue] = useState('');
  const error = value !== '' && !/^\S+@\S+\.\S+$/.test(value) ? 'Email inválido' : undefined;
  return (
    <TextField
      label="Correo electrónico"
      type="email"
      name="email"
      autoComplete="email"
      value={value}
      error={error}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

/** Validation as forms do it: the error appears and disappears as the user types. */
export const ValidatesOnChange: Story = {
  render: () => <ValidatedEmail />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Correo electrónico' });
    await userEvent.type(input, 'ana@');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Email inválido')).toBeVisible();
    await userEvent.type(input, 'faena.mx');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Email inválido')).toBeNull();
  },
};
