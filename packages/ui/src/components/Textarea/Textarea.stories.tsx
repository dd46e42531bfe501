import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { resolveUiLocale, uiResources } from '../../i18n/resources.ts';
import { Textarea } from './Textarea.tsx';

const meta = {
  title: 'Componentes/Textarea',
  component: Textarea,
  args: { label: 'Comentario', name: 'comment' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Comentario' });
    await userEvent.click(canvas.getByText('Comentario'));
    await expect(textarea).toHaveFocus();
    await userEvent.keyboard('Primera línea{Enter}Segunda línea');
    await expect(textarea).toHaveValue('Primera línea\nSegunda línea');
  },
};

export const WithHint: Story = {
  args: { hint: 'Máximo 500 caracteres.', maxLength: 500 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Comentario' })).toHaveAccessibleDescription(
      'Máximo 500 caracteres.',
    );
  },
};

export const WithError: Story = {
  args: { error: 'Escribe un comentario', required: true },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Comentario' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toBeRequired();
    await expect(textarea).toHaveAccessibleDescription('Escribe un comentario');
  },
};

export const Optional: Story = {
  args: { optional: true },
  play: async ({ canvas, globals }) => {
    const { textField } = uiResources[resolveUiLocale(String(globals.locale ?? ''))];
    await expect(canvas.getByRole('textbox', { name: `Comentario (${textField.optional})` })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Sin cambios' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Comentario' })).toBeDisabled();
  },
};
