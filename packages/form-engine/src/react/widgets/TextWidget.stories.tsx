import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { FieldOfType } from '../../core/index.ts';
import { FieldPlayground, FieldStates } from '../stories/FieldStates.tsx';

const field: FieldOfType<'text'> = {
  id: 'plate',
  name: 'plate',
  type: 'text',
  label: 'Placa del vehículo',
  placeholder: 'ABC-123',
  description: 'Como aparece en la tarjeta de circulación.',
  validators: [{ type: 'min_length', limit_value: 5 }],
};

const meta = {
  title: 'Formularios/Campos/Texto',
  component: FieldPlayground,
  args: { field },
} satisfies Meta<typeof FieldPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, filled, invalid, skipped ('No aplica'), read-only and disabled. */
export const States: Story = {
  render: () => <FieldStates field={field} filled="XYZ-987" invalid="AB" />,
};

/** Typing sets the value; a rule broken on change shows its message at once. */
export const Input: Story = {
  play: async ({ canvas, globals }) => {
    const input = canvas.getByRole('textbox', { name: 'Placa del vehículo' });
    await userEvent.type(input, 'AB');
    await expect(canvas.getByRole('status', { name: /Valor|Value/ })).toHaveTextContent('"AB"');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      globals.locale === 'en-US'
        ? 'Como aparece en la tarjeta de circulación. Must have at least 5 characters'
        : 'Como aparece en la tarjeta de circulación. Debe tener al menos 5 caracteres',
    );
    await userEvent.type(input, 'C-123');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};
