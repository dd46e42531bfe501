import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { FieldOfType } from '../../core/index.ts';
import { FieldPlayground, FieldStates } from '../stories/FieldStates.tsx';

const field: FieldOfType<'code'> = {
  id: 'query',
  name: 'query',
  type: 'code',
  label: 'Consulta SQL',
  placeholder: 'SELECT …',
  description: 'Se ejecuta sobre la base de reportes.',
  validators: [{ type: 'min_length', limit_value: 10 }],
};

const meta = {
  title: 'Formularios/Campos/Código',
  component: FieldPlayground,
  args: { field },
} satisfies Meta<typeof FieldPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, filled, invalid, skipped ('No aplica'), read-only and disabled. */
export const States: Story = {
  render: () => (
    <FieldStates field={field} filled={'SELECT id, name\n  FROM venues\n WHERE active;'} invalid="SELECT" />
  ),
};

/** Monospace, no spell check; the text is the value. */
export const Input: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Consulta SQL' });
    await expect(input).toHaveAttribute('spellcheck', 'false');
    await userEvent.type(input, 'SELECT 1 AS uno');
    await expect(canvas.getByRole('status', { name: /Valor|Value/ })).toHaveTextContent('"SELECT 1 AS uno"');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};
